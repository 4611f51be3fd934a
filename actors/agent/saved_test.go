package agent

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/compact"
	"troupe/internal/store"
	"troupe/internal/tokens"
	"troupe/internal/transcript"
	"troupe/internal/window"
	"troupe/messages"
)

// logOf numbers events as a session log does.
func logOf(t *testing.T, evs ...store.Event) []store.Event {
	t.Helper()
	for i := range evs {
		evs[i].Seq = uint64(i + 1)
	}
	return evs
}

func ev(t *testing.T, typ, agentID string, v any) store.Event {
	t.Helper()
	e, err := transcript.Event(typ, agentID, "t1", v)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// oldMessage is a message event as logs before token counts hold it.
func oldMessage(t *testing.T, agentID string, m messages.Message) store.Event {
	t.Helper()
	e, err := transcript.MessageEvent(agentID, "t1", m)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestLoadSaved(t *testing.T) {
	user := messages.Message{Role: messages.RoleUser, Content: "go"}
	asst := messages.Message{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{
		{ID: "a", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)},
		{ID: "b", Name: "bash", Arguments: messages.Args(`{"command":"pwd"}`)}}}
	resA := messages.Message{Role: messages.RoleTool, ToolCallID: "a", Name: "bash", Content: "x"}
	interrupted := messages.Message{Role: messages.RoleTool, ToolCallID: "b", Name: "bash", Content: transcript.Interrupted, IsError: true}
	next := messages.Message{Role: messages.RoleUser, Content: "again"}
	rec := compact.Record{Stage: compact.StageWarning, At: 3, TokensBefore: 10, TokensAfter: 10}
	cal := window.Calibration{Calls: 1, LastReported: 50, Offset: 7}
	win := WindowRecord{Model: "openai/gpt-4.1", Encoding: "o200k_base", ContextWindow: 1000, System: 5, Tools: 6}

	tests := []struct {
		name string
		log  []store.Event
		want Saved
	}{
		{"counted, with a crash mid-batch", logOf(t,
			ev(t, TypeWindow, "main", win),
			ev(t, transcript.TypeMessage, "main", messageData{user, 4}),
			ev(t, transcript.TypeMessage, "main", messageData{asst, 20}),
			ev(t, transcript.TypeMessage, "explore-1", messageData{user, 99}),
			ev(t, transcript.TypeMessage, "main", messageData{resA, 6}),
			ev(t, TypeCompaction, "main", rec),
			ev(t, transcript.TypeUsage, "main", usage{Call: "c1", Calibration: &cal}),
			ev(t, transcript.TypeUsage, "main", usage{Call: "c2"}),
			ev(t, transcript.TypeMessage, "main", messageData{next, 5}),
		), Saved{
			Transcript: []messages.Message{user, asst, resA, interrupted, next},
			Counts:     []int{4, 20, 6, 0, 5}, // the supplied result has no count
			Records:    []compact.Record{rec}, Window: &win, Calibration: &cal,
		}},
		{"a log from before token counts", logOf(t,
			oldMessage(t, "main", user), oldMessage(t, "main", asst), oldMessage(t, "main", resA)),
			Saved{Transcript: []messages.Message{user, asst, resA, interrupted}, Counts: []int{0, 0, 0, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := LoadSaved(tc.log, "main")
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("LoadSaved (-want +got):\n%s", d)
			}
			// Restoring counts only what the log has no count for.
			k := Counter{C: tokens.NewCounter(), Enc: tokens.O200KBase}
			w, err := window.New(window.Config{ContextWindow: 1000}, k)
			if err != nil {
				t.Fatal(err)
			}
			if err := got.Restore(w, k); err != nil {
				t.Fatal(err)
			}
			for i, n := range w.Counts() {
				want := got.Counts[i]
				if want == 0 {
					want = k.Message(got.Transcript[i])
				}
				if n != want {
					t.Errorf("count of message %d = %d, want %d", i, n, want)
				}
			}
		})
	}
}

func TestLoadSavedRejectsBadData(t *testing.T) {
	bad := store.Event{Seq: 1, Type: TypeCompaction, Agent: "main", Data: json.RawMessage(`{"stage":`)}
	if _, err := LoadSaved([]store.Event{bad}, "main"); err == nil {
		t.Error("LoadSaved accepted a torn compaction record")
	}
}

func TestNewCounterFallsBack(t *testing.T) {
	c := tokens.NewCounter()
	for model, want := range map[string]tokens.Encoding{
		"openai/gpt-4.1": tokens.O200KBase, "anthropic/claude-sonnet-4-5": tokens.CL100KBase,
		"script:/tmp/x.yaml": tokens.O200KBase, "acme/unheard-of-7b": tokens.O200KBase,
	} {
		if got := NewCounter(c, model).Enc; got != want {
			t.Errorf("NewCounter(%q) counts with %s, want %s", model, got, want)
		}
	}
}
