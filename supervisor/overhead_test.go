package supervisor_test

import (
	"context"
	"testing"

	"troupe/actors/agent"
	"troupe/internal/tokens"
)

// firstTurn runs one scripted turn in a new session of w and returns what
// the log holds of the main agent's context, its window records, and the
// main agent's compaction events.
func firstTurn(t *testing.T, w *world) (agent.Saved, int, []string, overheadSeen) {
	t.Helper()
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "hello"); res.Err != nil || res.Final != "done" {
		t.Fatalf("turn = %+v", res)
	}
	msgs := rec.all()
	acts := requests(msgs, "main", "act")
	if len(acts) != 1 {
		t.Fatalf("%d act requests, want 1", len(acts))
	}
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	windows := 0
	for _, e := range loaded.Events {
		if e.Type == agent.TypeWindow && e.Agent == "main" {
			windows++
		}
	}
	s := saved(t, sup, sess.ID(), "main")
	var stages []string
	for _, c := range compactions(msgs, "main") {
		stages = append(stages, c.Stage)
	}
	if s.Window == nil {
		t.Fatal("no window record in the log")
	}
	k := agent.Counter{C: tokens.NewCounter(), Enc: tokens.Encoding(s.Window.Encoding)}
	var o overheadSeen
	o.sys, o.tools = k.Overhead(acts[0].System, acts[0].Tools)
	o.boundSys, o.boundTools = k.OverheadBound(acts[0].System, acts[0].Tools)
	o.msgs = tokens.NewCounter().Conversation(k.Enc, acts[0].Messages)
	return s, windows, stages, o
}

// overheadSeen is the exact count and the bounds of the first request's
// system prompt and tools, and its messages' tokens.
type overheadSeen struct{ sys, tools, boundSys, boundTools, msgs int }

// TestFirstRequestSentOnBoundsThenCountedExactly: a new agent's first
// request does not wait for the count of its system prompt and tools (it
// is judged on upper bounds), and the window takes the exact count after:
// the log holds one window record, with the exact numbers. With a window
// the bounds would fill past the warning threshold but the exact count
// does not, the check waits for the exact count and nothing fires.
func TestFirstRequestSentOnBoundsThenCountedExactly(t *testing.T) {
	script := "turns:\n  - {agent: main, expect: hello, text: done}\n"
	w := newWorld(t, script, nil)
	w.setWindow(400000)
	s, windows, stages, o := firstTurn(t, w)
	if windows != 1 {
		t.Errorf("%d window records of main in the log, want 1", windows)
	}
	if s.Window.System != o.sys || s.Window.Tools != o.tools {
		t.Errorf("window record system %d, tools %d; the first request's system prompt and tools count %d and %d",
			s.Window.System, s.Window.Tools, o.sys, o.tools)
	}
	if o.boundSys < o.sys || o.boundTools < o.tools {
		t.Fatalf("bounds %d, %d below the counts %d, %d", o.boundSys, o.boundTools, o.sys, o.tools)
	}
	if len(stages) != 0 {
		t.Errorf("compactions %v in a 400,000-token window", stages)
	}

	// A window the exact request fills to about half (below the 0.70
	// warning) while the bounds overfill it.
	exact := o.sys + o.tools + o.msgs
	size := 2 * exact
	if o.boundSys+o.boundTools+o.msgs < size {
		t.Skipf("bounds %d do not overfill a %d-token window", o.boundSys+o.boundTools+o.msgs, size)
	}
	w2 := newWorld(t, script, nil)
	w2.setWindow(size)
	s2, windows2, stages2, o2 := firstTurn(t, w2)
	if len(stages2) != 0 {
		t.Errorf("compactions %v in a window the request fills to %d of %d tokens", stages2, exact, size)
	}
	if windows2 != 1 || s2.Window.System != o2.sys || s2.Window.Tools != o2.tools {
		t.Errorf("%d window records, the last %+v; want 1 with system %d, tools %d", windows2, *s2.Window, o2.sys, o2.tools)
	}
	if len(s2.Records) != 0 {
		t.Errorf("compaction records in the log: %+v", s2.Records)
	}
}
