package supervisor_test

import (
	"context"
	"strings"
	"testing"

	"troupe/internal/config"
)

// /compact: a turn of its own that compacts the main agent's context now —
// the summary asked of the compact workflow — and says what it did; the
// next prompt carries the summary instead of the history.
func TestCompactNow(t *testing.T) {
	rs := newRulesServer(t)
	w := newWorld(t, "turns: []\n", map[string]string{"a.txt": "hello\n"})
	w.cfg.Model = "openai/gpt-4.1"
	w.cfg.Models = map[string]config.Slot{"action": {Model: "openai/gpt-4.1", ContextWindow: 200000}}
	w.cfg.Context.Compaction.RecentTurns = 1
	sup := faultWorld(t, w, rs, "")
	defer sup.Close()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if r, err := turnIn(t, sess, "first task: read a.txt and explore it"); err != nil || r.Final != "first done" {
		t.Fatalf("first turn = %+v, %v", r, err)
	}
	calls := rs.calls.Load()
	res, err := sess.Compact(context.Background())
	if err != nil || res.Err != nil || !strings.HasPrefix(res.Final, "Context compacted: ") {
		t.Fatalf("compact = %+v, %v", res, err)
	}
	if rs.calls.Load() != calls+1 {
		t.Errorf("compact made %d model calls, want the one summary", rs.calls.Load()-calls)
	}
	if r, err := turnIn(t, sess, "second task"); err != nil || r.Final != "second done" {
		t.Fatalf("second turn = %+v, %v", r, err)
	}
	reqs := rs.requestsFor("second")
	last := reqs[len(reqs)-1]
	if !strings.Contains(last, "conversation summary") || strings.Contains(last, "explore a.txt") {
		t.Errorf("the request after /compact does not carry the summary in place of the history")
	}
}
