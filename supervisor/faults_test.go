package supervisor_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/faults"
	"troupe/messages"
	"troupe/supervisor"
)

// faultWorld starts a troupe over the rules server with TROUPE_FAULTS=spec.
func faultWorld(t *testing.T, w *world, rs *rulesServer, spec string) *supervisor.Supervisor {
	t.Helper()
	env := map[string]string{"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": rs.URL + "/v1", faults.Env: spec}
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace,
		DataDir: w.dataDir, Getenv: func(k string) string { return env[k] }})
	if err != nil {
		t.Fatalf("Start with %s=%s: %v", faults.Env, spec, err)
	}
	return sup
}

// turnIn submits a prompt and fails the test if no answer comes in time:
// troupe must never hang.
func turnIn(t *testing.T, sess *supervisor.Session, prompt string) (messages.TurnResult, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	res, err := sess.Submit(ctx, prompt, 0)
	if ctx.Err() != nil {
		t.Fatalf("%q: no answer within 45s: the session hangs", prompt)
	}
	return res, err
}

// Every fault point troupe debug faults lists, injected once: the turn it
// hits completes or fails with an error naming what failed, the next prompt
// is answered with the whole conversation, and so is a resume in a new
// process (a new supervisor on the same data directory).
func TestEveryFaultPointSurvives(t *testing.T) {
	specs := []string{
		// Later arrivals of the points every request passes, so the fault
		// lands mid-turn rather than before the session exists.
		faults.LogAppend + ":4", faults.LogAppend + ":9", faults.BusPublish + ":12",
	}
	for _, p := range faults.Points() {
		if p.Name == faults.DispatchLost {
			continue // reached only by remote subagents: actors/remote's TestDispatchTriesAgainAfterALostAnswer
		}
		specs = append(specs, p.Name)
	}
	for _, spec := range specs {
		point, _, _ := strings.Cut(spec, ":")
		t.Run(spec, func(t *testing.T) {
			rs := newRulesServer(t)
			w := newWorld(t, "turns: []\n", map[string]string{"a.txt": "hello\n"})
			w.cfg.Model = "openai/gpt-4.1"
			// Compacting on every call rewrites the history the checks below
			// look for (it is in the summary and the archive instead).
			compacting := strings.Contains(point, "compact")
			switch {
			case strings.Contains(point, "think") || strings.Contains(point, "critique"):
				w.cfg.Think = "high" // thinking and critique calls run only then
			case strings.Contains(point, "compact"):
				// A small window and low thresholds: every call compacts.
				w.cfg.Models = map[string]config.Slot{"action": {Model: "openai/gpt-4.1", ContextWindow: 24000}}
				c := &w.cfg.Context.Compaction
				c.Warning, c.Mask, c.Prune, c.Aggressive, c.Summarize, c.RecentTurns = 0.01, 0.02, 0.03, 0.04, 0.05, 1
			}
			sup := faultWorld(t, w, rs, spec)
			sess, err := sup.OpenSession(context.Background(), "", nil)
			if err != nil {
				// The fault hit the session's creation: a clear error, and
				// trying again works.
				if !strings.Contains(err.Error(), "injected fault at "+point) {
					t.Fatalf("open session: %v, want the injected failure named", err)
				}
				if sess, err = sup.OpenSession(context.Background(), "", nil); err != nil {
					t.Fatal(err)
				}
			}
			first, err := turnIn(t, sess, "first task: read a.txt and explore it")
			switch {
			case err != nil:
				if !strings.Contains(err.Error(), "injected fault") {
					t.Fatalf("first turn: %v, want the injected failure named", err)
				}
			case first.Err != nil:
				if first.Err.Msg == "" || first.Err.Op == "" {
					t.Fatalf("first turn failed without saying what failed: %+v", first.Err)
				}
				t.Logf("first turn failed: %s: %s", first.Err.Op, first.Err.Msg)
			case point == faults.StreamDrop && (err != nil || first.Err != nil):
				t.Fatalf("a dropped stream was not retried: %+v", first.Err)
			case !compacting && !strings.Contains(first.Final, "first done"):
				t.Fatalf("first turn = %q, want first done", first.Final)
			}
			reached := func() {
				if n, _ := strconv.Atoi(strings.TrimPrefix(spec, point+":")); sup.Faults().Arrivals(point) < int64(max(n, 1)) {
					t.Fatalf("the scenario reached %s only %d times: the fault was never injected", point, sup.Faults().Arrivals(point))
				}
			}
			if !compacting {
				reached()
			}
			second, err := turnIn(t, sess, "second task")
			if err != nil || second.Err != nil || second.Final != "second done" {
				t.Fatalf("second turn = %+v, %v; want second done", second, err)
			}
			if compacting {
				// The first turn makes no call with a middle to summarize
				// (no completion check after a read-only task): the
				// summary, and the fault, come with the second.
				reached()
			}
			reqs := rs.requestsFor("second")
			if len(reqs) == 0 || !compacting && !strings.Contains(reqs[len(reqs)-1], "first task: read a.txt") {
				t.Fatalf("the request after the fault lacks the first prompt: %v", reqs)
			}
			if !compacting && first.Err == nil && !strings.Contains(reqs[len(reqs)-1], "first done") {
				t.Errorf("the request after the fault lacks the first answer")
			}
			if err := sup.Close(); err != nil {
				t.Fatalf("Close: %v", err)
			}

			// Resume in a fresh instance, without faults.
			sup2 := faultWorld(t, w, rs, "")
			defer sup2.Close()
			sess2, err := sup2.OpenSession(context.Background(), sess.ID(), nil)
			if err != nil {
				t.Fatalf("resume: %v", err)
			}
			third, err := turnIn(t, sess2, "third task")
			if err != nil || third.Err != nil || third.Final != "third done" {
				t.Fatalf("third turn after resume = %+v, %v", third, err)
			}
			reqs = rs.requestsFor("third")
			if last := reqs[len(reqs)-1]; !compacting && (!strings.Contains(last, "first task: read a.txt") || !strings.Contains(last, "second done")) {
				t.Fatalf("the resumed request lacks the conversation")
			}
		})
	}
}

// A stream cut mid-answer is retried from the start: the partial text is
// withdrawn (a reset delta) and never shown twice.
func TestDroppedStreamIsRetriedAndShownOnce(t *testing.T) {
	rs := newRulesServer(t)
	w := newWorld(t, "turns: []\n", nil)
	w.cfg.Model = "openai/gpt-4.1"
	sup := faultWorld(t, w, rs, faults.StreamDrop)
	defer sup.Close()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res, err := turnIn(t, sess, "answering task")
	if err != nil || res.Err != nil || res.Final != "answering done" {
		t.Fatalf("turn = %+v, %v", res, err)
	}
	var shown strings.Builder
	resets := 0
	for _, m := range rec.all() {
		if d, ok := m.Body.(*messages.ModelDelta); ok {
			if d.Reset {
				resets++
				shown.Reset()
			}
			shown.WriteString(d.Text)
		}
	}
	if resets != 1 || shown.String() != "answering done" {
		t.Fatalf("%d resets; text shown after the last one: %q", resets, shown.String())
	}
}
