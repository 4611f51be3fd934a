package supervisor

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"testing"
	"time"

	"troupe/internal/hooks"
	"troupe/messages"
)

// Observed hook events: SubagentStart and SubagentStop with Claude's
// payloads, an automatic PreCompact (not the one after a manual compact),
// Notification and PermissionRequest for an approval — whose hook's deny
// answers the approval.
func TestObservedHookEvents(t *testing.T) {
	var mu sync.Mutex
	var got []hooks.Input
	seen := make(chan struct{}, 16)
	cb := func(out hooks.Output) hooks.Callback {
		return func(_ context.Context, in hooks.Input) (hooks.Output, error) {
			mu.Lock()
			got = append(got, in)
			mu.Unlock()
			seen <- struct{}{}
			return out, nil
		}
	}
	s := &hooks.Settings{}
	var deny hooks.Output
	if err := json.Unmarshal([]byte(`{"hookSpecificOutput":{"hookEventName":"PermissionRequest","decision":{"behavior":"deny","message":"no shell today"}}}`), &deny); err != nil {
		t.Fatal(err)
	}
	for _, e := range []struct {
		event, matcher string
		out            hooks.Output
	}{{hooks.SubagentStart, "helper", hooks.Output{}}, {hooks.SubagentStop, "", hooks.Output{}}, {hooks.PreCompact, "auto", hooks.Output{}},
		{hooks.Notification, "permission_prompt", hooks.Output{}}, {hooks.PermissionRequest, "Bash", deny},
		{hooks.PostCompact, "", hooks.Output{}}, {hooks.StopFailure, "model", hooks.Output{}}} {
		if err := s.AddCallback(e.event, e.matcher, e.event, time.Second, cb(e.out)); err != nil {
			t.Fatal(err)
		}
	}
	answers := make(chan messages.ApprovalAnswer, 1)
	q := newHookQueue(&hooks.Runner{Settings: s, Session: "s1"}, func(agent string, a messages.ApprovalAnswer) error {
		answers <- a
		return nil
	}, slog.New(slog.DiscardHandler))
	defer q.close()
	subj := func(c messages.Class, agent, detail string) string { return messages.Subject(c, "s1", agent, detail) }
	q.see(subj(messages.ClassEvt, "main", "subagent"), &messages.SubagentSpawned{Child: "helper-1", Kind: "helper"})
	q.see(subj(messages.ClassEvt, "main", "subagent"), &messages.SubagentSpawned{Child: "other-2", Kind: "other"}) // matcher: no SubagentStart
	q.see(subj(messages.ClassRes, "helper-1", "turn"), &messages.TurnResult{})
	q.manual.Store(true)
	q.see(subj(messages.ClassEvt, "main", "compaction"), &messages.Compaction{Stage: "summarize"}) // the manual one's: no hook
	q.see(subj(messages.ClassEvt, "main", "compaction"), &messages.Compaction{Stage: "mask"})      // not a summary: no hook
	q.see(subj(messages.ClassEvt, "main", "compaction"), &messages.Compaction{Stage: "summarize"})
	q.see(subj(messages.ClassEvt, "main", "approval"), &messages.ApprovalRequest{ID: "a1", Tool: "bash", Args: messages.Args(`{"command":"ls"}`)})
	q.see(subj(messages.ClassRes, "main", "turn"), &messages.TurnResult{}) // a turn that ended well: no StopFailure
	q.see(subj(messages.ClassRes, "main", "turn"), &messages.TurnResult{Err: &messages.Error{Kind: messages.KindModel, Msg: "overloaded"}})
	for range 8 {
		<-seen
	}
	ans := <-answers
	if ans.ID != "a1" || ans.Verdict != "deny" || ans.Reason != "no shell today" {
		t.Errorf("answer = %+v", ans)
	}
	mu.Lock()
	defer mu.Unlock()
	want := []struct{ event, field string }{{"SubagentStart", "helper"}, {"SubagentStop", "helper"}, {"PostCompact", "manual"},
		{"PreCompact", "auto"}, {"PostCompact", "auto"}, {"Notification", "permission_prompt"}, {"PermissionRequest", "Bash"},
		{"StopFailure", "model: overloaded"}}
	if len(got) != len(want) {
		t.Fatalf("%d hooks ran, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		in := got[i]
		field := map[string]string{"SubagentStart": in.AgentType, "SubagentStop": in.AgentType, "PreCompact": in.Trigger,
			"Notification": in.NotificationType, "PermissionRequest": in.ToolName, "PostCompact": in.Trigger,
			"StopFailure": in.Error + ": " + in.ErrorDetails}[in.Event]
		if in.Event != w.event || field != w.field {
			t.Errorf("hook %d: %s %q, want %s %q", i, in.Event, field, w.event, w.field)
		}
	}
	if got[0].AgentID != "helper-1" || string(got[6].ToolInput) != `{"command":"ls"}` {
		t.Errorf("payloads: %+v / %s", got[0], got[6].ToolInput)
	}
}
