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

// A batch cut short by a crash: the results the runner logged are given
// back, the call that never finished is marked interrupted.
func TestRebuildUsesLoggedToolResults(t *testing.T) {
	ev := func(typ string, v any) store.Event {
		e, err := Event(typ, "main", "t1", v)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	calls := []messages.ToolCall{{ID: "c1", Name: "write_file"}, {ID: "c2", Name: "bash"}}
	events := []store.Event{
		ev(TypeMessage, messages.Message{Role: messages.RoleUser, Content: "go"}),
		ev(TypeMessage, messages.Message{Role: messages.RoleAssistant, ToolCalls: calls}),
		ev(TypeToolResult, messages.ToolResult{Turn: "t1", CallID: "c1", Name: "write_file", Content: "wrote out.txt"}),
		ev(TypeToolResult, messages.ToolResult{Turn: "t1", CallID: "zz", Name: "bash", Content: "another agent's"}),
	}
	got, err := Rebuild(events, "main")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 || got[2].Content != "wrote out.txt" || got[2].IsError || got[3].Content != Interrupted || !got[3].IsError {
		t.Fatalf("Rebuild = %+v", got)
	}
}
