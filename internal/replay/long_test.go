package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/compact"
)

// liveReserve is the agent's output reserve for a window: 16,384 tokens,
// at most a quarter of the window (configs/default.yaml).
func liveReserve(window int) int { return min(16384, window/4) }

// longSession is the traces in a row, with the oversized exchange (a paste,
// a reply and a subagent answer of 208,000 characters each) at the end.
func longSession(t *testing.T, traces []*Trace) *Trace {
	t.Helper()
	long, err := Concat(fmt.Sprintf("concat-%d", len(traces)), traces)
	if err != nil {
		t.Fatal(err)
	}
	return Oversized(long, 208000)
}

// TestLongSessionGoals replays a long session at live budgets (window minus
// the agent's reserve) with the default configuration: no request over the
// budget at any window from 32k, the recent window intact and every hidden
// message retrievable, and at most two summaries per 100 calls at a 24k
// budget. The 208,000-character messages overflowed every window before
// messages over a share of the budget were offloaded.
func TestLongSessionGoals(t *testing.T) {
	pattern := filepath.Join("../../../shared/traces", "*.jsonl")
	if _, err := os.Stat(filepath.Dir(pattern)); err != nil || testing.Short() {
		pattern = "testdata/traces/*.jsonl"
	}
	long := longSession(t, readTraces(t, pattern))
	cfg := compact.Defaults()
	fired := map[compact.Stage]int{}
	var table strings.Builder
	for _, w := range []int{12288, 16384, 32768, 65536, 131072} {
		res := replayAll(t, []*Trace{long}, Options{Policy: Staged, Window: w, Reserve: liveReserve(w), Overhead: 3000, Compact: &cfg, Counter: Approx{}})
		r := res[0]
		if err := WriteTable(&table, res[:1]); err != nil {
			t.Fatal(err)
		}
		for s, n := range r.StageFirings {
			fired[s] += n
		}
		if r.Budget >= 24000 && r.Overflows != 0 {
			t.Errorf("window %d (budget %d): %d overflows, want 0", w, r.Budget, r.Overflows)
		}
		if r.RecentIntegrityPct != 100 || r.RetrievablePct != 100 {
			t.Errorf("window %d: recent %.2f%%, retrievable %.2f%%, want 100 and 100", w, r.RecentIntegrityPct, r.RetrievablePct)
		}
		if r.Offloaded < 3 {
			t.Errorf("window %d: %d messages offloaded, want at least the three oversized ones", w, r.Offloaded)
		}
		if w == 32768 && r.SummariesPer100 > 2 {
			t.Errorf("budget %d: %.2f summaries per 100 calls, want ≤ 2", r.Budget, r.SummariesPer100)
		}
	}
	t.Logf("%s, bytes/4 counter:\n%s", long.Name, table.String())
	for _, s := range []compact.Stage{compact.StageMask, compact.StagePrune, compact.StageAggressive, compact.StageSummarize} {
		if fired[s] == 0 {
			t.Errorf("stage %s fired nowhere (%v)", s, fired)
		}
	}
}

func TestConcat(t *testing.T) {
	traces := readTraces(t, "testdata/traces/*.jsonl")
	long, err := Concat("long", traces)
	if err != nil {
		t.Fatal(err)
	}
	calls, systems := 0, 0
	ids := map[string]bool{}
	for i, m := range long.Messages {
		if m.Role == "system" {
			systems++
		}
		if long.Usage[i] != nil {
			t.Errorf("message %d keeps usage of a shorter context", i)
		}
		for _, c := range m.ToolCalls {
			if ids[c.ID] {
				t.Errorf("call id %s twice", c.ID)
			}
			ids[c.ID] = true
		}
	}
	for _, tr := range traces {
		calls += tr.Calls()
	}
	if long.Calls() != calls || systems > 1 {
		t.Errorf("%d calls and %d system messages, want %d and at most 1", long.Calls(), systems, calls)
	}
	if _, err := Concat("none", nil); err == nil {
		t.Error("concat of no trace: no error")
	}
}
