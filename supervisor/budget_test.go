package supervisor_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"troupe/messages"
)

// With no restarts allowed, a crash of the main agent spends its budget at
// once: the session starts a new main agent from the log — never from an
// empty history — says so on the bus, and the next prompt carries the whole
// conversation.
func TestMainAgentPastItsBudgetIsRebuiltFromTheLog(t *testing.T) {
	rs := newRulesServer(t)
	w := newWorld(t, "turns: []\n", map[string]string{"a.txt": "hello\n"})
	w.cfg.Model = "openai/gpt-4.1"
	w.cfg.Restart.MaxRestarts = 0
	sup := faultWorld(t, w, rs, "agent.main.receive:2") // the second action answer of the first turn
	defer sup.Close()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	first, err := turnIn(t, sess, "first task: read a.txt and explore it")
	if err != nil || first.Err == nil || !strings.Contains(first.Err.Msg, "main agent failed") {
		t.Fatalf("first turn = %+v, %v; want it failed, naming the main agent", first, err)
	}
	second, err := turnIn(t, sess, "second task")
	if err != nil || second.Final != "second done" {
		t.Fatalf("second turn = %+v, %v", second, err)
	}
	reqs := rs.requestsFor("second")
	if !strings.Contains(reqs[len(reqs)-1], "first task: read a.txt") || !strings.Contains(reqs[len(reqs)-1], "explored: a.txt says hello") {
		t.Fatal("the rebuilt main agent lost the conversation")
	}
	var told, stopped bool
	for _, m := range rec.all() {
		switch b := m.Body.(type) {
		case *messages.Notice:
			told = told || strings.Contains(b.Text, "started from the session log")
		case *messages.Supervision:
			stopped = stopped || (strings.HasSuffix(b.Child, "/main") && b.Directive == "StopDirective")
		}
	}
	if !told || !stopped {
		t.Errorf("user told = %v, supervision decision on the bus = %v", told, stopped)
	}
}

// A prompt queued behind a turn whose main agent fails past its budget
// runs on the new main agent; it is not sent to the one stopping (whose
// stop then failed it with the old crash).
func TestPromptQueuedBehindAStoppedMainAgentRunsOnTheNewOne(t *testing.T) {
	rs := newRulesServer(t)
	rs.holdFirst, rs.heldFirst = make(chan struct{}), make(chan struct{}, 1)
	w := newWorld(t, "turns: []\n", map[string]string{"a.txt": "hello\n"})
	w.cfg.Model = "openai/gpt-4.1"
	w.cfg.Restart.MaxRestarts = 0
	sup := faultWorld(t, w, rs, "agent.main.receive:2") // the answer held below
	defer sup.Close()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	type answer struct {
		res messages.TurnResult
		err error
	}
	first, second := make(chan answer, 1), make(chan answer, 1)
	go func() {
		r, err := sess.Submit(ctx, "first task: read a.txt and explore it", 0)
		first <- answer{r, err}
	}()
	select {
	case <-rs.heldFirst: // the first turn runs; its crashing answer waits
	case <-ctx.Done():
		t.Fatal("the first turn never made its second model call")
	}
	go func() {
		r, err := sess.Submit(ctx, "second task", 0)
		second <- answer{r, err}
	}()
	for index(rec.all(), func(m recorded) bool { // the second prompt is queued at the session
		p, ok := m.Body.(*messages.Prompt)
		return ok && strings.HasSuffix(m.Subject, ".session.prompt") && p.Text == "second task"
	}) < 0 {
		if ctx.Err() != nil {
			t.Fatal("the second prompt never reached the bus")
		}
		time.Sleep(5 * time.Millisecond)
	}
	close(rs.holdFirst)
	a := <-first
	if a.err != nil || a.res.Err == nil || !strings.Contains(a.res.Err.Msg, "main agent failed") {
		t.Fatalf("first turn = %+v, %v; want it failed, naming the main agent", a.res, a.err)
	}
	b := <-second
	if b.err != nil || b.res.Final != "second done" {
		t.Fatalf("second turn = %+v, %v; want it answered by the new main agent", b.res, b.err)
	}
}

// A model client that fails past its budget is replaced: the turn fails
// with an error naming it, and the next prompt is served by a new one.
func TestModelClientPastItsBudgetIsReplaced(t *testing.T) {
	rs := newRulesServer(t)
	w := newWorld(t, "turns: []\n", nil)
	w.cfg.Model = "openai/gpt-4.1"
	w.cfg.Restart.MaxRestarts = 0
	sup := faultWorld(t, w, rs, "llm.receive")
	defer sup.Close()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	first, err := turnIn(t, sess, "zeroth task")
	if err != nil || first.Err == nil || !strings.Contains(first.Err.Msg, "model client") {
		t.Fatalf("first turn = %+v, %v; want it failed, naming the model client", first, err)
	}
	second, err := turnIn(t, sess, "second task")
	if err != nil || second.Final != "second done" {
		t.Fatalf("second turn = %+v, %v", second, err)
	}
}

// One turn counter: a line typed while nothing runs becomes a turn, and a
// Submit right after it gets its own answer, not that turn's.
func TestInjectedLineAndSubmitKeepTheirAnswers(t *testing.T) {
	w := newWorld(t, `
turns:
  - {agent: main, expect: "injected line", text: "answer to the injected line", delay: 100ms}
  - {agent: main, expect: "submitted line", text: "answer to the submitted line"}
`, nil)
	w.cfg.Model = "script:" + w.script
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Inject("injected line"); err != nil {
		t.Fatal(err)
	}
	// The line became a turn of its own (had Submit's prompt come first, the
	// line would rightly have joined that turn as typed-ahead input).
	waitUntil(t, "the injected line's turn", func() bool {
		return index(rec.all(), func(r recorded) bool {
			ts, ok := r.Body.(*messages.TurnStarted)
			return ok && ts.Text == "injected line"
		}) >= 0
	})
	res := submit(t, sess, "submitted line")
	if res.Final != "answer to the submitted line" || res.Turn != "t2" {
		t.Fatalf("Submit got turn %s %q", res.Turn, res.Final)
	}
	turns := map[string]string{}
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.TurnResult); ok && strings.HasSuffix(m.Subject, ".session.turn") {
			turns[r.Turn] = r.Final
		}
	}
	if turns["t1"] != "answer to the injected line" {
		t.Errorf("turn results on the bus: %v", turns)
	}
}

// A session actor that fails past its budget is started again from the
// log: the prompt it failed on is answered with an error, the next one runs
// with the whole conversation.
func TestSessionActorPastItsBudgetIsStartedAgain(t *testing.T) {
	rs := newRulesServer(t)
	w := newWorld(t, "turns: []\n", nil)
	w.cfg.Model = "openai/gpt-4.1"
	w.cfg.Restart.MaxRestarts = 0
	sup := faultWorld(t, w, rs, "session.receive:2")
	defer sup.Close()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := turnIn(t, sess, "zeroth task"); err != nil || r.Final != "zeroth done" {
		t.Fatalf("zeroth turn = %+v, %v", r, err)
	}
	r, err := turnIn(t, sess, "lost task")
	if err != nil || r.Err == nil || !strings.Contains(r.Err.Msg, "session actor failed") {
		t.Fatalf("turn the session failed on = %+v, %v; want an error saying so", r, err)
	}
	r, err = turnIn(t, sess, "second task")
	if err != nil || r.Final != "second done" {
		t.Fatalf("next turn = %+v, %v", r, err)
	}
	reqs := rs.requestsFor("second")
	if !strings.Contains(reqs[len(reqs)-1], "zeroth done") {
		t.Fatal("the restarted session lost the conversation")
	}
}

// waitUntil polls cond; the test fails if it does not hold within a
// generous bound (a hang, not a speed check).
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}
