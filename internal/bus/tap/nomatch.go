package tap

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/messages"
)

// noMatchHint says why a finished session's replay matched nothing: the
// agent it names never appears (with the agents that do), or the types it
// asks for never occur (with the types that do). "" when neither explains it.
func noMatchHint(ctx context.Context, js jetstream.JetStream, o Options, seen map[string]int) string {
	var hints []string
	if o.Agent != "" {
		agents := streamAgents(ctx, js, o)
		if len(agents) > 0 && !slices.Contains(agents, o.Agent) {
			hints = append(hints, fmt.Sprintf("no agent %q ever appears in it; its agents: %s", o.Agent, strings.Join(agents, ", ")))
		}
	}
	if len(o.Types) > 0 && len(seen) > 0 {
		types := slices.Sorted(maps.Keys(seen))
		types = slices.DeleteFunc(types, func(t string) bool { return t == "" })
		hints = append(hints, fmt.Sprintf("no message of type %s; the types it has: %s", strings.Join(o.Types, ", "), strings.Join(types, ", ")))
	}
	if len(hints) == 0 {
		return ""
	}
	return " (" + strings.Join(hints, "; ") + ")"
}

// streamAgents lists the agents named in the subjects of o.Session kept in
// o.Stream, sorted.
func streamAgents(ctx context.Context, js jetstream.JetStream, o Options) []string {
	st, err := js.Stream(ctx, o.Stream)
	if err != nil {
		return nil
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter(messages.Filter("", o.Session, "")))
	if err != nil {
		return nil
	}
	set := map[string]bool{}
	for subj := range info.State.Subjects {
		// troupe.<class>.<session>.<agent>[.detail]
		if toks := strings.SplitN(subj, ".", 5); len(toks) >= 4 {
			set[toks[3]] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}
