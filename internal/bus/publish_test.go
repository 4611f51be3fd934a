package bus_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/messages"
)

var traceparentRE = regexp.MustCompile(`^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$`)

// samples holds one body of every type in package messages.
func samples() []messages.Body {
	call := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}
	msg := messages.Message{Role: messages.RoleAssistant, Content: "hi", ToolCalls: []messages.ToolCall{call}}
	usage := messages.Usage{PromptTokens: 10, CompletionTokens: 5, CachedTokens: 2}
	e := &messages.Error{Kind: messages.KindModel, Op: "llm", Msg: "overloaded"}
	spec := messages.ToolSpec{Name: "bash", Description: "run", Parameters: json.RawMessage(`{"type":"object"}`)}
	return []messages.Body{
		messages.Prompt{Turn: "t1", Text: "fix the bug", MaxTurns: 3},
		messages.TurnResult{Turn: "t1", Final: "done", Iterations: 2, Usage: usage, Err: e},
		messages.Cancel{Turn: "t1", Reason: "user"},
		messages.Think{Call: "w1", Level: "high", Tools: []string{"bash"}, System: "sys", Messages: []messages.Message{msg}},
		messages.Trace{Call: "w1", Text: "plan", Uses: []messages.UsageReport{{Call: "w1", Workflow: "think", Usage: usage}}, Err: e},
		messages.Critique{Call: "w1-critique", Trace: "plan"},
		messages.Critiqued{Call: "w1-critique", Text: "missing a step"},
		messages.Check{Call: "w2", Request: msg},
		messages.Verdict{Call: "w2", Reason: "tests not run"},
		messages.Summarize{Call: "w3", Messages: []messages.Message{msg}},
		messages.Summary{Call: "w3", Text: "summary", Err: e},
		messages.ModelRequest{Call: "m1", Workflow: "act", AgentType: "main", System: "sys", Messages: []messages.Message{msg}, Tools: []messages.ToolSpec{spec}},
		messages.ModelResult{Call: "m1", Workflow: "act", Model: "gpt", Message: msg, Usage: usage, StopReason: "tool_use"},
		messages.ModelDelta{Call: "m1", Text: "partial"},
		messages.ToolRequest{Turn: "t1", Call: call},
		messages.ToolResult{Turn: "t1", CallID: "c1", Name: "bash", Content: "out", IsError: true, Kind: messages.KindToolFailed},
		messages.TurnStarted{Turn: "t1", Text: "fix", Parent: "main"},
		messages.AssistantMessage{Turn: "t1", Message: msg, Usage: usage},
		messages.ToolStarted{Turn: "t1", Call: call},
		messages.SubagentSpawned{Turn: "t1", CallID: "c2", Child: "explore-1", Kind: "explore", Task: "find it"},
		messages.Supervision{Child: "tools", Directive: "restart", Reason: "panic"},
		messages.Notice{Level: "warn", Text: "retrying"},
	}
}

// deref turns the pointer bodies Subscribe delivers into values.
func deref(b messages.Body) messages.Body {
	v := reflect.ValueOf(b)
	if v.Kind() == reflect.Pointer {
		return v.Elem().Interface().(messages.Body)
	}
	return b
}

type received struct {
	meta messages.Meta
	body messages.Body
}

// collect subscribes to subject and returns a channel of what arrives.
func collect(t *testing.T, b *bus.Bus, subject string) <-chan received {
	t.Helper()
	ch := make(chan received, 1024)
	sub, err := b.Subscribe(subject, func(m messages.Meta, body messages.Body) {
		ch <- received{m, body}
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Unsubscribe() })
	if err := b.Conn().Flush(); err != nil {
		t.Fatal(err)
	}
	return ch
}

func next(t *testing.T, ch <-chan received) received {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(5 * time.Second):
		t.Fatal("no message within 5s")
		return received{}
	}
}

func TestPublishRoundTripEveryBody(t *testing.T) {
	b := bustest.New(t)
	ch := collect(t, b, "troupe.>")
	seen := map[string]bool{}
	for i, body := range samples() {
		t.Run(body.Type(), func(t *testing.T) {
			if seen[body.Type()] {
				t.Fatalf("duplicate sample type %s", body.Type())
			}
			seen[body.Type()] = true
			in := messages.Meta{
				Parent:      "main",
				Correlation: "turn-1",
				Causation:   "cause-1",
				Attempt:     2,
				Deadline:    time.Date(2030, 1, 2, 3, 4, 5, 6, time.UTC),
			}
			sent, err := b.Publish(messages.Subject(messages.ClassEvt, "S1", "agent-1", "x"), in, body)
			if err != nil {
				t.Fatal(err)
			}
			got := next(t, ch)
			if diff := cmp.Diff(sent, got.meta); diff != "" {
				t.Errorf("meta (-sent +got):\n%s", diff)
			}
			if diff := cmp.Diff(body, deref(got.body)); diff != "" {
				t.Errorf("body (-want +got):\n%s", diff)
			}
			want := in
			want.ID, want.Time, want.Traceparent = sent.ID, sent.Time, sent.Traceparent
			want.Type, want.Session, want.Agent, want.Seq = body.Type(), "S1", "agent-1", uint64(i+1)
			want.Internal = true // signed by this process
			if diff := cmp.Diff(want, sent); diff != "" {
				t.Errorf("filled meta (-want +got):\n%s", diff)
			}
			if sent.ID == "" || sent.Time.IsZero() || !traceparentRE.MatchString(sent.Traceparent) {
				t.Errorf("ID %q, Time %v, Traceparent %q: want all set and well formed", sent.ID, sent.Time, sent.Traceparent)
			}
		})
	}
	if len(seen) != 22 {
		t.Errorf("sampled %d body types, want 22 (protocol.go's and jobs.go's)", len(seen))
	}
}

func TestPublishKeepsCallerFields(t *testing.T) {
	b := bustest.New(t)
	ch := collect(t, b, "troupe.>")
	at := time.Date(2025, 5, 6, 7, 8, 9, 0, time.UTC)
	parent := "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00"
	in := messages.Meta{ID: "my-id", Time: at, Session: "other", Agent: "someone", Traceparent: parent}
	sent, err := b.Publish(messages.Subject(messages.ClassCmd, "S1", "main", "prompt"), in, messages.Prompt{Text: "x"})
	if err != nil {
		t.Fatal(err)
	}
	got := next(t, ch).meta
	want := messages.Meta{ID: "my-id", Type: "prompt", Time: at, Session: "other", Agent: "someone", Seq: 1, Traceparent: got.Traceparent, Internal: true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("meta (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(sent, got); diff != "" {
		t.Errorf("returned meta differs from delivered (-sent +got):\n%s", diff)
	}
	if got.Traceparent[:36] != parent[:36] || got.Traceparent[52:] != parent[52:] || got.Traceparent == parent {
		t.Errorf("traceparent %q: want trace id and flags of %q with a new span id", got.Traceparent, parent)
	}
}

// TestSeqPerSession publishes from many goroutines into two sessions and
// checks each session's messages arrive numbered 1..n in order.
func TestSeqPerSession(t *testing.T) {
	b := bustest.New(t)
	ch := collect(t, b, "troupe.>")
	const perWorker, workers = 50, 4
	var wg sync.WaitGroup
	for w := range workers {
		session := []string{"A", "B"}[w%2]
		wg.Go(func() {
			for range perWorker {
				subj := messages.Subject(messages.ClassEvt, session, fmt.Sprintf("w%d", w), "notice")
				if _, err := b.Publish(subj, messages.Meta{}, messages.Notice{Text: "n"}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	last := map[string]uint64{}
	for range perWorker * workers {
		m := next(t, ch).meta
		if m.Seq != last[m.Session]+1 {
			t.Fatalf("session %s: seq %d after %d", m.Session, m.Seq, last[m.Session])
		}
		last[m.Session] = m.Seq
	}
	want := map[string]uint64{"A": perWorker * workers / 2, "B": perWorker * workers / 2}
	if diff := cmp.Diff(want, last); diff != "" {
		t.Errorf("last seq per session (-want +got):\n%s", diff)
	}
}

func TestSubscribeCountsDecodeErrors(t *testing.T) {
	b := bustest.New(t)
	ch := collect(t, b, "troupe.>")
	raw := []string{`not json`, `{"v":9,"type":"prompt","data":{}}`, `{"v":1,"type":"nope","data":{}}`}
	for _, p := range raw {
		if err := b.Conn().Publish("troupe.evt.S.a.x", []byte(p)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.Publish("troupe.evt.S.a.x", messages.Meta{}, messages.Notice{Text: "ok"}); err != nil {
		t.Fatal(err)
	}
	// One connection delivers in order, so the bad ones were handled first.
	if got := next(t, ch); got.body.Type() != "notice" {
		t.Fatalf("got %s, want the notice", got.body.Type())
	}
	if got := b.DecodeErrors(); got != uint64(len(raw)) {
		t.Errorf("DecodeErrors() = %d, want %d", got, len(raw))
	}
}

func TestChildTraceparent(t *testing.T) {
	const parent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
	tests := []struct {
		name      string
		in        string
		keepTrace bool
	}{
		{"empty", "", false},
		{"valid", parent, true},
		{"unsampled", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00", true},
		{"uppercase", "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01", false},
		{"zero trace", "00-00000000000000000000000000000000-00f067aa0ba902b7-01", false},
		{"other version", "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", false},
		{"short", "00-4bf92f35-00f067aa0ba902b7-01", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := bus.ChildTraceparent(tt.in)
			if !traceparentRE.MatchString(got) {
				t.Fatalf("ChildTraceparent(%q) = %q: not a traceparent", tt.in, got)
			}
			if got[3:35] == "00000000000000000000000000000000" || got[36:52] == "0000000000000000" {
				t.Errorf("ChildTraceparent(%q) = %q: zero id", tt.in, got)
			}
			kept := len(tt.in) == 55 && got[:36] == tt.in[:36] && got[52:] == tt.in[52:]
			if kept != tt.keepTrace {
				t.Errorf("ChildTraceparent(%q) = %q: kept trace id and flags = %v, want %v", tt.in, got, kept, tt.keepTrace)
			}
			if !tt.keepTrace && got[52:] != "-00" {
				t.Errorf("ChildTraceparent(%q) = %q: a new trace should not be sampled", tt.in, got)
			}
			if got == tt.in || got[36:52] == bus.ChildTraceparent(tt.in)[36:52] {
				t.Errorf("ChildTraceparent(%q) = %q: span id not fresh", tt.in, got)
			}
		})
	}
}

// A sampled traceparent names a span package telemetry recorded: it travels
// unchanged, so the receiver's spans are that span's children; an
// unsampled one (the bus's own ids) gets a fresh span id.
func TestPublishCarriesASampledTraceparent(t *testing.T) {
	b := bustest.New(t)
	ch := collect(t, b, "troupe.>")
	const sampled = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
	if _, err := b.Publish(messages.Subject(messages.ClassCmd, "S1", "main", "prompt"), messages.Meta{Traceparent: sampled}, messages.Prompt{Text: "x"}); err != nil {
		t.Fatal(err)
	}
	if got := next(t, ch).meta.Traceparent; got != sampled {
		t.Errorf("sampled traceparent %q arrived as %q", sampled, got)
	}
	if !bus.Sampled(sampled) || bus.Sampled(sampled[:53]+"00") || bus.Sampled("") || bus.Sampled("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-0x") {
		t.Error("Sampled misreads the flags")
	}
}
