package window

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/compact"
	goldenfile "troupe/internal/golden"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite golden files")

// counting is the bytes/4 fake counter (plus four per message) that also
// records how many bytes it was asked to count.
type counting struct {
	bytes, calls int
}

func (c *counting) Text(s string) int {
	c.calls++
	c.bytes += len(s)
	return (len(s) + 3) / 4
}

func (c *counting) Message(m messages.Message) int {
	n := 4 + c.Text(m.Content)
	for _, tc := range m.ToolCalls {
		n += c.Text(tc.Name) + c.Text(string(tc.Arguments))
	}
	return n
}

func turn(k, size int) []messages.Message {
	id := fmt.Sprintf("c%d", k)
	return []messages.Message{
		{Role: messages.RoleAssistant, Content: fmt.Sprintf("Step %d.", k),
			ToolCalls: []messages.ToolCall{{ID: id, Name: "bash", Arguments: messages.Args(fmt.Sprintf(`{"command":"go test ./pkg%d"}`, k))}}},
		{Role: messages.RoleTool, ToolCallID: id, Name: "bash", Content: strings.Repeat("x", size)},
	}
}

func newWindow(t *testing.T, c Counter, ctx, reserve int) *Window {
	t.Helper()
	w, err := New(Config{ContextWindow: ctx, OutputReserve: reserve}, c)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func TestNewRejectsNoBudget(t *testing.T) {
	for _, cfg := range []Config{{}, {ContextWindow: 100, OutputReserve: 100}, {ContextWindow: 100, OutputReserve: -1}} {
		if _, err := New(cfg, &counting{}); !errors.Is(err, ErrBudget) {
			t.Errorf("New(%+v) = %v, want ErrBudget", cfg, err)
		}
	}
}

func TestAppendCountsOnce(t *testing.T) {
	c := &counting{}
	w := newWindow(t, c, 10000, 1000)
	w.SetSystem("You are a coding agent.") // 23 bytes → 6
	w.SetTools([]messages.ToolSpec{{Name: "bash", Description: "Run a command.", Parameters: []byte(`{"type":"object"}`)}})
	var want int
	for k := 1; k <= 5; k++ {
		for _, m := range turn(k, 400) {
			want += w.Append(m)
		}
		w.Estimate()
		w.Breakdown()
		w.Messages()
	}
	calls := c.calls
	for range 10 {
		w.Estimate()
		w.Status()
	}
	if c.calls != calls {
		t.Errorf("Estimate/Status counted again: %d calls, then %d", calls, c.calls)
	}
	if got := w.Raw(); got != want+6+1+4+5 {
		t.Errorf("Raw = %d, want %d (messages %d + system 6 + tools 10)", got, want+6+1+4+5, want)
	}
	first := turn(1, 400)[0]
	if d := cmp.Diff(4+(len(first.Content)+3)/4+1+(len(first.ToolCalls[0].Arguments)+3)/4, w.Counts()[0]); d != "" {
		t.Errorf("count of the first message (-want +got):\n%s", d)
	}
	if w.Budget() != 9000 {
		t.Errorf("Budget = %d, want 9000", w.Budget())
	}
}

func TestCalibration(t *testing.T) {
	w := newWindow(t, &counting{}, 100000, 0)
	w.Append(messages.Message{Role: messages.RoleUser, Content: strings.Repeat("u", 400)}) // 104
	if got := w.Calibration(); got.Calls != 0 || w.Estimate() != w.Raw() {
		t.Fatalf("uncalibrated window: %+v, estimate %d raw %d", got, w.Estimate(), w.Raw())
	}
	// The provider counts 1,104: a hidden system prompt of 1,000.
	w.Calibrate(1104)
	if w.Estimate() != 1104 {
		t.Errorf("Estimate after calibration = %d, want the report 1104", w.Estimate())
	}
	n := 0
	for _, m := range turn(1, 800) {
		n += w.Append(m)
	}
	if w.Estimate() != 1104+n {
		t.Errorf("Estimate = %d, want last report + appended since = %d", w.Estimate(), 1104+n)
	}
	// The provider's next report is 10 above the estimate.
	next := 1104 + n + 10
	w.Calibrate(next)
	got := w.Calibration()
	wantAfter := float64(-10) / float64(next) * 100
	wantRaw := float64(w.Raw()-next) / float64(next) * 100
	if !near(got.LastErrPct, wantAfter) || !near(got.MeanAbsPct, -wantAfter) || got.Calibrated != 1 || got.Calls != 2 {
		t.Errorf("calibration %+v, want last error %.3f%% over 1 calibrated call", got, wantAfter)
	}
	if !near(got.RawLastPct, wantRaw) || got.Offset != next-w.Raw() || got.LastReported != next {
		t.Errorf("calibration %+v, want raw error %.3f%%", got, wantRaw)
	}
	w.Calibrate(0) // a provider that reports nothing
	if w.Calibration() != got {
		t.Errorf("a zero report changed the calibration")
	}
}

func near(a, b float64) bool { d := a - b; return d < 1e-9 && d > -1e-9 }

// compactor returns a compactor with the default stages and a fixed
// summary.
func compactor(t *testing.T, c compact.Counter) *compact.Compactor {
	t.Helper()
	cfg := compact.Defaults()
	cfg.ScratchDir = "scratch"
	comp, err := compact.New(cfg, c, summary("## Objective\nstand-in"))
	if err != nil {
		t.Fatal(err)
	}
	return comp
}

type summary string

func (s summary) Summarize(context.Context, []messages.Message) (string, error) {
	return string(s), nil
}

func TestCompactionKeepsCalibrationAndResumes(t *testing.T) {
	c := &counting{}
	w := newWindow(t, c, 4000, 500)
	comp := compactor(t, c)
	var records []compact.Record
	hidden := 300 // tokens the provider bills that the window cannot see
	for k := 1; k <= 30; k++ {
		out, err := comp.Check(context.Background(), w.Status())
		if err != nil {
			t.Fatal(err)
		}
		if err := w.Commit(out); err != nil {
			t.Fatal(err)
		}
		records = append(records, out.Records...)
		if got, want := w.Raw(), w.View().Tokens(); got != want {
			t.Fatalf("turn %d: Raw %d, view holds %d", k, got, want)
		}
		if len(out.Records) > 0 && w.Estimate() != out.Tokens {
			t.Fatalf("turn %d: estimate %d after compaction, outcome says %d", k, w.Estimate(), out.Tokens)
		}
		w.Calibrate(w.Raw() + hidden)
		for _, m := range turn(k, 600) {
			w.Append(m)
		}
	}
	if len(records) == 0 {
		t.Fatal("no compaction in 30 turns of a 3,500-token budget")
	}
	if w.Estimate()-w.Raw() != hidden {
		t.Errorf("calibration offset %d after compaction, want %d", w.Estimate()-w.Raw(), hidden)
	}
	if w.Usage() >= 1 {
		t.Errorf("usage %.2f: compaction did not keep the window within budget", w.Usage())
	}

	// Resume: the stored counts and records rebuild the same view without
	// counting anything.
	rc := &counting{}
	r := newWindow(t, rc, 4000, 500)
	if err := r.Restore(w.Transcript(), w.Counts(), records); err != nil {
		t.Fatal(err)
	}
	if rc.calls != 0 {
		t.Errorf("Restore counted %d times", rc.calls)
	}
	if d := cmp.Diff(w.View(), r.View()); d != "" {
		t.Errorf("restored view (-live +restored):\n%s", d)
	}
	if r.Raw() != w.Raw() {
		t.Errorf("restored Raw %d, live %d", r.Raw(), w.Raw())
	}
	if err := r.Restore(w.Transcript(), w.Counts(), records); !errors.Is(err, ErrCounts) {
		t.Errorf("second Restore = %v, want ErrCounts", err)
	}
	bad := newWindow(t, rc, 4000, 500)
	if err := bad.Restore(w.Transcript(), w.Counts()[1:], records); !errors.Is(err, compact.ErrRecord) {
		t.Errorf("Restore with missing counts = %v, want ErrRecord", err)
	}
}

func TestCommitRejectsStaleOutcome(t *testing.T) {
	c := &counting{}
	w := newWindow(t, c, 1000, 0)
	for k := 1; k <= 8; k++ {
		for _, m := range turn(k, 400) {
			w.Append(m)
		}
	}
	out, err := compactor(t, c).Check(context.Background(), w.Status())
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Records) == 0 {
		t.Fatal("no compaction at this size")
	}
	w.Append(messages.Message{Role: messages.RoleUser, Content: "more"})
	if err := w.Commit(out); !errors.Is(err, ErrStale) {
		t.Errorf("Commit after Append = %v, want ErrStale", err)
	}
}

func TestBreakdown(t *testing.T) {
	c := &counting{}
	w := newWindow(t, c, 3000, 500)
	w.SetSystem(strings.Repeat("s", 400))
	w.SetOverhead(100, 60)
	w.Append(messages.Message{Role: messages.RoleUser, Content: "Fix the failing test in stats.go."})
	comp := compactor(t, c)
	for k := 1; k <= 20; k++ {
		out, err := comp.Check(context.Background(), w.Status())
		if err != nil {
			t.Fatal(err)
		}
		if err := w.Commit(out); err != nil {
			t.Fatal(err)
		}
		w.Calibrate(w.Raw() + 40)
		for _, m := range turn(k, 500) {
			w.Append(m)
		}
	}
	out, err := comp.Check(context.Background(), w.Status()) // before the next call
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Commit(out); err != nil {
		t.Fatal(err)
	}
	b := w.Breakdown()
	sum := b.System + b.Tools + b.User + b.Assistant + b.ToolLive + b.ToolMasked + b.ToolPruned + b.Summary + b.Offset
	if sum != b.Used || b.Used != w.Estimate() || b.Free != b.Budget-b.Used {
		t.Errorf("breakdown does not add up: parts %d, used %d, estimate %d, free %d", sum, b.Used, w.Estimate(), b.Free)
	}
	if b.Masked == 0 {
		t.Errorf("no masked outputs in breakdown: %+v", b)
	}
	var text strings.Builder
	if err := b.Format(&text); err != nil {
		t.Fatal(err)
	}
	golden(t, text.String())
}

func golden(t *testing.T, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", t.Name()+".golden"), got, *update)
}

func TestRestoreCalibration(t *testing.T) {
	live := newWindow(t, &counting{}, 100000, 0)
	var msgs []messages.Message
	var counts []int
	add := func(w *Window, ms ...messages.Message) {
		for _, m := range ms {
			msgs = append(msgs, m)
			counts = append(counts, w.Append(m))
		}
	}
	add(live, messages.Message{Role: messages.RoleUser, Content: "go"})
	live.Calibrate(500)
	add(live, turn(1, 800)...)
	live.Calibrate(live.Estimate() + 7)
	add(live, turn(2, 100)...)

	resumed := newWindow(t, &counting{}, 100000, 0)
	if err := resumed.Restore(msgs, counts, nil); err != nil {
		t.Fatal(err)
	}
	resumed.RestoreCalibration(live.Calibration())
	if diff := cmp.Diff(live.Calibration(), resumed.Calibration()); diff != "" {
		t.Errorf("calibration after restore (-live +resumed):\n%s", diff)
	}
	if live.Estimate() != resumed.Estimate() {
		t.Errorf("estimate after restore = %d, want the live window's %d", resumed.Estimate(), live.Estimate())
	}
	// Both go on the same way.
	next := live.Estimate() - 3
	live.Calibrate(next)
	resumed.Calibrate(next)
	if diff := cmp.Diff(live.Calibration(), resumed.Calibration()); diff != "" {
		t.Errorf("calibration after the next report (-live +resumed):\n%s", diff)
	}
}

// Messages is extended by what was appended, not rebuilt: a slice handed
// out earlier keeps its messages and cannot reach the window's, and a
// committed view replaces it.
func TestMessagesExtendedNotCopied(t *testing.T) {
	w := newWindow(t, &counting{}, 100000, 1000)
	for _, m := range turn(1, 10) {
		w.Append(m)
	}
	first := w.Messages()
	for _, m := range turn(2, 10) {
		w.Append(m)
	}
	second := w.Messages()
	if len(first) != 2 || len(second) != 4 || first[1].ToolCallID != "c1" || second[3].ToolCallID != "c2" {
		t.Fatalf("first %d messages, second %d", len(first), len(second))
	}
	_ = append(first, messages.Message{Content: "caller's own"}) // at its capacity: must not reach the window
	if got := w.Messages(); len(got) != 4 || got[2].Content == "caller's own" {
		t.Errorf("appending to a returned slice changed the window: %+v", got[2])
	}
	if err := w.Commit(compact.Outcome{View: compact.View{Entries: w.View().Entries[2:], Len: 4},
		Records: []compact.Record{{Stage: compact.StageMask}}}); err != nil {
		t.Fatal(err)
	}
	if got := w.Messages(); len(got) != 2 || got[0].ToolCallID != "" || got[1].ToolCallID != "c2" {
		t.Errorf("after a commit Messages = %+v, want the committed view", got)
	}
}
