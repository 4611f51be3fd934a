package tap

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"troupe/messages"
)

// DefaultSubject is what Run watches when Options.Subject is empty.
const DefaultSubject = messages.Root + ".>"

// ErrFilter is returned when Options cannot be turned into a subscription.
var ErrFilter = errors.New("tap: bad filter")

// Options selects and formats what Run prints.
type Options struct {
	// Subject to watch, wildcards allowed; DefaultSubject when empty.
	Subject string
	// Session and Agent narrow the watch to one session and/or agent. With
	// either set, Subject must be "troupe.>" or "troupe.<class>.>".
	Session string
	Agent   string
	// Tree adds Agent's subagents (and theirs), learnt from the
	// subagent_spawned events the tap sees.
	Tree bool
	// Types keeps only these body types; Exclude leaves these out.
	// Heartbeats and streamed model text are left out unless named in Types
	// (or Deltas is set).
	Types, Exclude []string
	// Deltas joins the streamed text of each model call into one line,
	// printed when the call's result arrives.
	Deltas bool
	// JSON prints one JSON object per message instead of a text line.
	JSON bool
	// Count stops Run after that many matched messages; 0 runs until ctx is
	// done or the session ends.
	Count int
	// Since replays the session's stream (Stream) from that point before
	// following it; nil follows live traffic only.
	Since  *Since
	Stream string
	// Heartbeat is the session's heartbeat period: after three without one,
	// Run says the process is gone and returns. 0 means the default (1s).
	Heartbeat time.Duration
	// Status receives "attached", "ended" and "gone" lines; nil discards.
	Status io.Writer
	// MaxPending bounds, in bytes, what waits between the bus and the
	// printer (live: the subscription's pending messages, past which they
	// are dropped and counted; replay: what the consumer pulls ahead).
	// 0 means DefaultMaxPending.
	MaxPending int
	// Finished replays a session whose process is gone (Since is then the
	// start when nil): Run returns once it has printed what was kept.
	Finished bool
}

// Since is where a replay starts: the first message, a time, a duration
// back from the session's end (now, while it runs), or a stream sequence.
type Since struct {
	Start bool
	Time  time.Time
	Back  time.Duration
	Seq   uint64
}

// from resolves Back against end: the last message of a finished session,
// or now.
func (s Since) from(end time.Time) Since {
	if s.Back > 0 {
		s.Time, s.Back = end.Add(-s.Back), 0
	}
	return s
}

// ParseSince reads start, a duration back (5m: from now while the session
// runs, from its last message once it ended) or a sequence number. "" is
// nil: no replay.
func ParseSince(s string) (*Since, error) {
	switch {
	case s == "":
		return nil, nil
	case s == "start":
		return &Since{Start: true}, nil
	}
	if n, err := strconv.ParseUint(s, 10, 64); err == nil && n > 0 {
		return &Since{Seq: n}, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return nil, fmt.Errorf("want start, a positive duration (5m) or a sequence number, not %q", s)
	}
	return &Since{Back: d}, nil
}

// CheckTypes returns an error (wrapping ErrFilter) naming every value of
// Types and Exclude that is no message type: such a filter would match
// nothing, or leave nothing out, without a word.
func (o Options) CheckTypes() error {
	var bad []string
	for _, t := range append(slices.Clone(o.Types), o.Exclude...) {
		if !messages.KnownType(t) {
			bad = append(bad, fmt.Sprintf("%q", t))
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("%w: unknown message type %s; the types are: %s", ErrFilter,
		strings.Join(bad, ", "), strings.Join(messages.TypeNames(), ", "))
}

// Filter returns the subject Run subscribes to. With Tree, the agent is
// matched client-side, so the subscription covers the whole session.
func (o Options) Filter() (string, error) {
	subject := o.Subject
	if subject == "" {
		subject = DefaultSubject
	}
	if err := o.CheckTypes(); err != nil {
		return "", err
	}
	agent := o.Agent
	if o.Tree {
		agent = ""
	}
	if o.Session == "" && agent == "" {
		return subject, nil
	}
	for _, id := range []string{o.Session, agent} {
		if id != "" && !messages.ValidID(id) {
			return "", fmt.Errorf("%w: invalid id %q", ErrFilter, id)
		}
	}
	toks := strings.Split(subject, ".")
	var class string
	switch {
	case len(toks) == 2 && toks[0] == messages.Root && toks[1] == ">":
	case len(toks) == 3 && toks[0] == messages.Root && toks[2] == ">":
		if class = toks[1]; class == "*" {
			class = ""
		}
	default:
		return "", fmt.Errorf("%w: with a session or agent the subject must be %s.> or %s.<class>.>, not %q",
			ErrFilter, messages.Root, messages.Root, subject)
	}
	return messages.Filter(messages.Class(class), o.Session, agent), nil
}

// Matcher decides which messages count and are printed. Not safe for
// concurrent use.
type Matcher struct {
	o     Options
	inset map[string]bool // with Tree: the agent and its known descendants
}

// NewMatcher returns a Matcher for o's Agent, Tree, Types, Exclude and
// Deltas.
func NewMatcher(o Options) *Matcher {
	m := &Matcher{o: o}
	if o.Tree {
		m.inset = map[string]bool{o.Agent: true}
	}
	return m
}

// Learn follows subagent spawns, for Tree.
func (m *Matcher) Learn(meta *messages.Meta, body messages.Body) {
	if s, ok := body.(*messages.SubagentSpawned); ok && m.inset != nil && m.inset[meta.Agent] {
		m.inset[s.Child] = true
	}
}

// Match reports whether a message about meta.Agent of body type typ is kept.
func (m *Matcher) Match(meta messages.Meta, typ string) bool {
	if m.inset != nil && !m.inset[meta.Agent] {
		return false
	}
	if m.inset == nil && m.o.Agent != "" && meta.Agent != "" && meta.Agent != m.o.Agent {
		return false
	}
	if slices.Contains(m.o.Exclude, typ) {
		return false
	}
	if len(m.o.Types) > 0 {
		return slices.Contains(m.o.Types, typ)
	}
	switch typ {
	case "heartbeat":
		return false
	case "model_delta":
		return m.o.Deltas
	}
	return true
}
