package workflow_test

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"troupe/actors/workflow"
	"troupe/internal/view"
	"troupe/messages"
)

// sameText reports whether got's messages hold want's text itself (the
// same memory), not copies of it.
func sameText(got, want []messages.Message) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i].Content != want[i].Content || unsafe.StringData(got[i].Content) != unsafe.StringData(want[i].Content) {
			return false
		}
	}
	return true
}

// The views of an agent's act and think jobs cross the bus as deltas, yet
// the model is handed the agent's own messages: neither the workflow nor
// its model client keeps a decoded copy of the history (issue 21, issue 23
// item 3). The agent here is the test, extending its history in place as
// an agent's window does.
func TestLevelsHoldTheAgentsHistory(t *testing.T) {
	const calls = 4
	var acts, thoughts strings.Builder
	acts.WriteString("turns:\n")
	thoughts.WriteString("turns:\n")
	for range calls {
		acts.WriteString("  - {text: ok}\n")
		thoughts.WriteString("  - {text: plan}\n")
	}
	r := newRig(t, map[string]string{workflow.Act: acts.String(), workflow.Think: thoughts.String()})
	act, think := view.Sender{Shared: r.shared}, view.Sender{Shared: r.shared}
	tools := []messages.ToolSpec{{Name: "bash"}}
	history := make([]messages.Message, 0, 2) // reallocated as it grows, as a window's is
	for i := range calls {
		history = append(history, user(fmt.Sprintf("step %d: %s", i, strings.Repeat("x", 200))))
		v := view.View{System: "sys", Messages: history[:len(history):len(history)], Tools: tools}

		call := fmt.Sprint("t1-A-", 2*i+1)
		wire, d := think.Send(call, view.View{System: v.System, Messages: v.Messages})
		r.send(workflow.Think, &messages.Think{Call: call, Level: "medium", System: wire.System, Messages: wire.Messages, Delta: d})
		if got := next[*messages.Trace](r); got.Err != nil || got.Call != call {
			t.Fatalf("think %d: %+v", i, got)
		}
		seen := r.seen[workflow.Think].request(i)
		if len(seen) != len(v.Messages)+1 || !sameText(seen[:len(v.Messages)], v.Messages) {
			t.Errorf("think %d: the thinking model was not handed the agent's own messages (%d messages)", i, len(seen))
		}

		call = fmt.Sprint("t1-A-", 2*i+2)
		wire, d = act.Send(call, v)
		if i > 0 && (d.Base == "" || len(wire.Messages) != 1) {
			t.Fatalf("act %d: sent %d messages, delta %+v; want one, as a delta", i, len(wire.Messages), d)
		}
		r.send(workflow.Act, &messages.ModelRequest{Call: call, System: wire.System, Messages: wire.Messages, Tools: wire.Tools, Delta: d})
		if got := next[*messages.ModelResult](r); got.Err != nil || got.Call != call {
			t.Fatalf("act %d: %+v", i, got)
		}
		if seen := r.seen[workflow.Act].request(i); !sameText(seen, v.Messages) || &seen[0] != &v.Messages[0] {
			t.Errorf("act %d: the action model was not handed the agent's own view (%d messages)", i, len(seen))
		}
	}
}
