package transcript

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/store"
	"troupe/messages"
)

func events(t *testing.T, agent string, msgs ...messages.Message) []store.Event {
	t.Helper()
	var out []store.Event
	for i, m := range msgs {
		e, err := MessageEvent(agent, "t1", m)
		if err != nil {
			t.Fatal(err)
		}
		e.Seq = uint64(i + 1)
		out = append(out, e)
	}
	return out
}

func TestRebuild(t *testing.T) {
	call := func(id string) messages.ToolCall {
		return messages.ToolCall{ID: id, Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}
	}
	user := messages.Message{Role: messages.RoleUser, Content: "go"}
	asst := messages.Message{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{call("a"), call("b")}}
	resA := messages.Message{Role: messages.RoleTool, ToolCallID: "a", Name: "bash", Content: "x"}
	final := messages.Message{Role: messages.RoleAssistant, Content: "done"}
	interrupted := messages.Message{Role: messages.RoleTool, ToolCallID: "b", Name: "bash", Content: Interrupted, IsError: true}

	tests := []struct {
		name string
		in   []store.Event
		want []messages.Message
	}{
		{"complete", events(t, "main", user, asst, resA, interrupted, final), []messages.Message{user, asst, resA, interrupted, final}},
		{"crash mid-batch", events(t, "main", user, asst, resA), []messages.Message{user, asst, resA, interrupted}},
		{"crash before the next call", events(t, "main", user, asst, resA, user), []messages.Message{user, asst, resA, interrupted, user}},
		{"other agents ignored", append(events(t, "explore-1", user), events(t, "main", user)...), []messages.Message{user}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Rebuild(tt.in, "main")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Rebuild (-want +got):\n%s", diff)
			}
		})
	}
}
