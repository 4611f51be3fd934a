package replay

import (
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/compact"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite golden files")

// goalWindow is the window the goals are measured at: the none policy
// overflows it on the traces with the most context (the 41-call pi trace
// among them), and the staged policy's masking limit fits in it there.
const goalWindow = 12000

func readTraces(t *testing.T, pattern string) []*Trace {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	var out []*Trace
	for _, f := range files {
		tr, err := ReadTrace(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tr)
	}
	return out
}

func replayAll(t *testing.T, traces []*Trace, opt Options) []Result {
	t.Helper()
	var out []Result
	for _, tr := range traces {
		o := opt
		o.ScratchDir = t.TempDir()
		r, err := Run(context.Background(), tr, o)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return append(out, Total(out))
}

func TestReplayGolden(t *testing.T) {
	traces := readTraces(t, "testdata/traces/*.jsonl")
	if len(traces) != 3 {
		t.Fatalf("%d testdata traces, want 3", len(traces))
	}
	var b strings.Builder
	for _, w := range []int{goalWindow, 6000} {
		for _, p := range []Policy{None, Emergency, Staged} {
			res := replayAll(t, traces, Options{Policy: p, Window: w, Counter: Approx{}})
			if err := WriteJSON(&b, res); err != nil {
				t.Fatal(err)
			}
			for _, r := range res {
				if r.RetrievablePct != 100 {
					t.Errorf("%s %s at %d: retrievable %.2f%%, want 100", r.Trace, p, w, r.RetrievablePct)
				}
			}
		}
	}
	path := filepath.Join("testdata", "replay.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(want) != b.String() {
		t.Errorf("%s differs (-update to accept):\n--- want\n%s\n--- got\n%s", path, want, b.String())
	}
}

// TestGoals replays every trace of shared/traces under the three policies
// side by side at goalWindow and checks the goals on the staged
// policy: no overflow, the recent window intact and every hidden output
// retrievable, at most one summary per 100 calls, and on traces where the
// none policy overflows, a peak at least 0.9 of the masking limit (where
// that limit fits the window at all) and, with 30+ calls, at least 54%
// below the none policy.
func TestGoals(t *testing.T) {
	dir := "../../../shared/traces"
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("shared traces not found at %s (%v); testdata/traces covers the replay", dir, err)
	}
	traces := readTraces(t, filepath.Join(dir, "*.jsonl"))
	results := map[Policy][]Result{}
	var table strings.Builder
	for _, p := range []Policy{None, Emergency, Staged} {
		results[p] = replayAll(t, traces, Options{Policy: p, Window: goalWindow, Counter: Approx{}})
		if err := WriteTable(&table, results[p]); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("window %d, bytes/4 counter:\n%s", goalWindow, table.String())

	staged := results[Staged]
	total := staged[len(staged)-1]
	if total.Overflows != 0 {
		t.Errorf("staged: %d overflows, want 0", total.Overflows)
	}
	if total.RecentIntegrityPct != 100 || total.RetrievablePct != 100 {
		t.Errorf("staged: recent integrity %.2f%%, retrievable %.2f%%, want 100 and 100", total.RecentIntegrityPct, total.RetrievablePct)
	}
	if total.Summaries*100 > total.ModelCalls {
		t.Errorf("staged: %d summaries in %d calls, want ≤ 1 per 100", total.Summaries, total.ModelCalls)
	}
	overflowing, long := 0, 0
	for _, r := range staged[:len(staged)-1] {
		if r.PeakTokensNone <= goalWindow {
			continue
		}
		overflowing++
		if r.LimitTokens <= goalWindow && r.LimitRatio < 0.9 {
			t.Errorf("%s: peak %d is %.2f of the masking limit %d, want ≥ 0.9", r.Trace, r.PeakTokens, r.LimitRatio, r.LimitTokens)
		}
		if r.ModelCalls >= 30 {
			long++
			if r.ReductionPct < 54 {
				t.Errorf("%s (%d calls): peak %.1f%% below none, want ≥ 54%%", r.Trace, r.ModelCalls, r.ReductionPct)
			}
		}
	}
	if overflowing == 0 || long == 0 {
		t.Errorf("window %d: none overflows on %d traces, %d with 30+ calls; the goals need both", goalWindow, overflowing, long)
	}
	// Calibration against recorded usage: after calibration the estimate
	// must be far closer than before it.
	cal := results[None][len(results[None])-1]
	if cal.CalibErrBeforePct == nil || cal.CalibErrAfterPct == nil || *cal.CalibErrAfterPct >= *cal.CalibErrBeforePct {
		t.Errorf("calibration error before %v, after %v", cal.CalibErrBeforePct, cal.CalibErrAfterPct)
	}
}

// countingSummarizer counts its calls and returns a short summary.
type countingSummarizer struct{ calls int }

func (c *countingSummarizer) Summarize(context.Context, []messages.Message) (string, error) {
	c.calls++
	return "## Objective\ninjected", nil
}

func TestInjectedSummarizer(t *testing.T) {
	tr := readTraces(t, "testdata/traces/pi-*.jsonl")[0]
	sum := &countingSummarizer{}
	r, err := Run(context.Background(), tr, Options{Policy: Emergency, Window: 6000, Counter: Approx{}, Summarizer: sum, ScratchDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if sum.calls == 0 || r.Summaries != sum.calls {
		t.Errorf("summarizer called %d times, result says %d", sum.calls, r.Summaries)
	}
	if r.StageFirings[compact.StageMask] != 0 || r.StageFirings[compact.StageSummarize] == 0 {
		t.Errorf("emergency firings %v, want summaries only", r.StageFirings)
	}
}

// TestChecksDetectDamage runs a replay step by step, then damages what the
// checks look at: they must notice.
func TestChecksDetectDamage(t *testing.T) {
	tr := readTraces(t, "testdata/traces/pi-*.jsonl")[0]
	dir := t.TempDir()
	r, err := newRun(tr, Options{Policy: Staged, Window: goalWindow, Counter: Approx{}, ScratchDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range tr.Messages {
		if m.Role == messages.RoleAssistant {
			if err := r.call(context.Background(), i); err != nil {
				t.Fatal(err)
			}
		}
		if err := r.append(m); err != nil {
			t.Fatal(err)
		}
	}
	if !r.recentIntact() {
		t.Fatal("recent window not intact after an undamaged replay")
	}
	if err := r.checkRetrievable(); err != nil {
		t.Fatal(err)
	}
	if r.res.hidden == 0 || r.res.retrieved != r.res.hidden {
		t.Fatalf("undamaged replay: %d of %d hidden messages retrievable", r.res.retrieved, r.res.hidden)
	}

	// One scratch file loses its last byte.
	files, err := filepath.Glob(filepath.Join(dir, "*", "m*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scratch files (%v)", err)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(files[0], data[:len(data)-1], 0o600); err != nil {
		t.Fatal(err)
	}
	r.res.hidden, r.res.retrieved = 0, 0
	if err := r.checkRetrievable(); err != nil {
		t.Fatal(err)
	}
	if r.res.retrieved != r.res.hidden-1 {
		t.Errorf("after damaging %s: %d of %d retrievable, want one missing", files[0], r.res.retrieved, r.res.hidden)
	}

	// The last tool result in view is rewritten.
	v := r.pol.View()
	entries := append([]compact.Entry(nil), v.Entries...)
	last := len(entries) - 1
	for entries[last].Msg.Role != messages.RoleTool {
		last--
	}
	entries[last].Msg.Content += " "
	if err := r.pol.Commit(compact.Outcome{View: compact.View{Entries: entries, Len: v.Len}, Records: []compact.Record{{Stage: compact.StageMask}}}); err != nil {
		t.Fatal(err)
	}
	if r.recentIntact() {
		t.Error("recent window reported intact after its last tool result changed")
	}
}

func TestRunRejectsOptions(t *testing.T) {
	tr := readTraces(t, "testdata/traces/sweagent-ctf-*.jsonl")[0]
	for _, tc := range []struct {
		name string
		opt  Options
		want error
	}{
		{"no_counter", Options{Policy: Staged, ScratchDir: t.TempDir()}, ErrOptions},
		{"no_scratch", Options{Policy: Staged, Counter: Approx{}}, ErrOptions},
		{"bad_policy", Options{Policy: "fast", Counter: Approx{}, ScratchDir: t.TempDir()}, ErrPolicy},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Run(context.Background(), tr, tc.opt); !errors.Is(err, tc.want) {
				t.Errorf("Run = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestStandInSize(t *testing.T) {
	for _, n := range []int{100, 200, 1000, 4000} {
		s := NewStandIn(Approx{}, n)
		text, err := s.Summarize(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := (Approx{}).Text(text); got < n || got > n+10 {
			t.Errorf("stand-in for %d tokens has %d", n, got)
		}
	}
}
