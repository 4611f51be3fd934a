package compact

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// fakeSummarizer returns a fixed summary, or fails, and remembers what it
// was asked to summarize.
type fakeSummarizer struct {
	text  string
	err   error
	calls [][]messages.Message
}

func (f *fakeSummarizer) Summarize(ctx context.Context, msgs []messages.Message) (string, error) {
	f.calls = append(f.calls, msgs)
	return f.text, f.err
}

// agent drives a compactor the way an agent actor does: append, check
// before each model call, adopt the outcome. Its estimate is the view's
// count (no calibration offset).
type agent struct {
	t          *testing.T
	c          *Compactor
	transcript []messages.Message
	counts     []int
	view       View
	records    []Record
	warned     bool
	files      map[string]string
}

func newAgent(t *testing.T, cfg Config, sum Summarizer) *agent {
	t.Helper()
	c, err := New(cfg, quarter{}, sum)
	if err != nil {
		t.Fatal(err)
	}
	return &agent{t: t, c: c, files: map[string]string{}}
}

func (a *agent) add(m messages.Message) {
	idx := len(a.transcript)
	m, p := Offload(m, idx, a.c.Config(), Hint{ReadFile: true})
	if p != nil {
		a.files[p.Path] = p.Data
	}
	n := quarter{}.Message(m)
	a.transcript = append(a.transcript, m)
	a.counts = append(a.counts, n)
	a.view = a.view.Append(m, n)
}

func (a *agent) check(budget int) Outcome {
	a.t.Helper()
	out, err := a.c.Check(context.Background(), Status{View: a.view, Tokens: a.view.Tokens(), Budget: budget, Warned: a.warned})
	if err != nil {
		a.t.Fatal(err)
	}
	for _, p := range out.Persist {
		a.files[p.Path] = p.Data
	}
	for _, r := range out.Records {
		switch r.Stage {
		case StageWarning:
			a.warned = true
		case StageSummarize:
			a.warned = false
		}
	}
	a.records = append(a.records, out.Records...)
	a.view = out.View
	return out
}

// checkPairs verifies the view is valid for a provider: every tool result
// answers a call made earlier in the view, and every call whose result is
// in the transcript has it in the view.
func checkPairs(t *testing.T, v View, transcript []messages.Message) {
	t.Helper()
	answered := map[string]bool{}
	for _, m := range transcript {
		if m.Role == messages.RoleTool {
			answered[m.ToolCallID] = true
		}
	}
	calls, results := map[string]bool{}, map[string]bool{}
	for _, e := range v.Entries {
		for _, c := range e.Msg.ToolCalls {
			calls[c.ID] = true
		}
		if e.Msg.Role == messages.RoleTool {
			if !calls[e.Msg.ToolCallID] {
				t.Errorf("tool result %s (message %d) answers no call in view", e.Msg.ToolCallID, e.Origin)
			}
			results[e.Msg.ToolCallID] = true
		}
	}
	for id := range calls {
		if answered[id] && !results[id] {
			t.Errorf("call %s in view without its result", id)
		}
	}
}

func TestCheckStagesAndReplay(t *testing.T) {
	cfg := testConfig()
	sum := &fakeSummarizer{text: "## Objective\nfix it"}
	a := newAgent(t, cfg, sum)
	const budget = 2000
	ms := session(400, 9000, 400, 1200, 400, 400, 800, 400, 400, 400, 400, 400, 2000, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400)
	for i := range ms {
		if ms[i].Role == messages.RoleAssistant { // reasoning no stage can mask: only summaries shrink it
			ms[i].Content += strings.Repeat(" thinking", 60)
		}
	}
	fired := map[Stage]int{}
	for _, m := range ms {
		if m.Role == messages.RoleAssistant {
			out := a.check(budget)
			for _, r := range out.Records {
				fired[r.Stage]++
				if r.TokensAfter > r.TokensBefore {
					t.Errorf("%s grew the context: %d → %d", r.Stage, r.TokensBefore, r.TokensAfter)
				}
			}
			if out.Tokens != a.view.Tokens() {
				t.Errorf("outcome says %d tokens, view has %d", out.Tokens, a.view.Tokens())
			}
			checkPairs(t, a.view, a.transcript)
			got, err := Apply(a.records, a.transcript, a.counts)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(a.view, got); d != "" {
				t.Fatalf("Apply(records) differs from the live view (-live +replayed):\n%s", d)
			}
		}
		a.add(m)
	}
	for _, st := range []Stage{StageWarning, StageMask, StageSummarize} {
		if fired[st] == 0 {
			t.Errorf("stage %s never fired: %v", st, fired)
		}
	}
	// Everything masked or summarized is in a file, byte for byte.
	for k, m := range ms {
		if len(m.Content) > cfg.OffloadThreshold {
			if a.files[ScratchPath("scratch", k, m.Name)] != m.Content {
				t.Errorf("offloaded output %d not in its file", k)
			}
		}
	}
	for _, r := range a.records {
		for _, rep := range r.Replaced {
			if a.files[rep.Path] != ms[rep.Index].Content {
				t.Errorf("masked output %d not in %s", rep.Index, rep.Path)
			}
		}
		if s := r.Summary; s != nil {
			for k := s.From; k < s.To; k++ {
				if !inSomeArchive(a.files, k, a.transcript[k].Content) {
					t.Errorf("summarized message %d (by %s) in no archive", k, s.Archive)
				}
			}
		}
	}
}

// inSomeArchive reports whether message k is in an archive, verbatim or,
// if it was masked first, as its pointer.
func inSomeArchive(files map[string]string, k int, content string) bool {
	for path, data := range files {
		if strings.Contains(path, "archive-") && (strings.Contains(data, content) || isPointerIn(data, k)) {
			return true
		}
	}
	return false
}

// isPointerIn reports whether archive holds message k as a pointer (it was
// masked before it was summarized).
func isPointerIn(archive string, k int) bool {
	return strings.Contains(archive, fmt.Sprintf("## Message %d · tool result", k)) &&
		strings.Contains(archive, fmt.Sprintf("m%d-", k))
}

func TestCheckWarnsOnce(t *testing.T) {
	cfg := testConfig()
	c, err := New(cfg, quarter{}, &fakeSummarizer{text: "s"})
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(t, session(400))
	for _, tc := range []struct {
		name   string
		tokens int
		warned bool
		want   []Stage
	}{
		{"below", 690, false, nil},
		{"at_70", 700, false, []Stage{StageWarning}},
		{"already_warned", 750, true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := c.Check(context.Background(), Status{View: v, Tokens: tc.tokens, Budget: 1000, Warned: tc.warned})
			if err != nil {
				t.Fatal(err)
			}
			var got []Stage
			for _, r := range out.Records {
				got = append(got, r.Stage)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("stages (-want +got):\n%s", d)
			}
		})
	}
}

func TestCheckStopsWhenBelowNextStage(t *testing.T) {
	// At 87% the mask stage brings the context under 85%: prune and the
	// later stages must not run.
	cfg := testConfig()
	c, err := New(cfg, quarter{}, &fakeSummarizer{text: "s"})
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(t, session(2000, 400, 400, 400, 400, 400, 400, 400))
	budget := v.Tokens() * 100 / 87
	out, err := c.Check(context.Background(), Status{View: v, Tokens: v.Tokens(), Budget: budget, Warned: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []Stage
	for _, r := range out.Records {
		got = append(got, r.Stage)
	}
	if d := cmp.Diff([]Stage{StageMask}, got); d != "" {
		t.Errorf("stages (-want +got):\n%s", d)
	}
	if out.Reached != StagePrune {
		t.Errorf("Reached = %q, want prune", out.Reached)
	}
}

// emergencyConfig has only the summarize stage.
func emergencyConfig() Config {
	return Config{Summarize: 0.99, RecentTurns: 3, SummaryRetries: 1, ScratchDir: "scratch"}
}

func TestCheckSummarizerFailureFallsBack(t *testing.T) {
	cfg := emergencyConfig()
	boom := errors.New("provider down")
	sum := &fakeSummarizer{err: boom}
	c, err := New(cfg, quarter{}, sum)
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(t, session(400, 400, 400, 400, 400, 400))
	out, err := c.Check(context.Background(), Status{View: v, Tokens: v.Tokens(), Budget: v.Tokens(), Warned: true})
	if err != nil {
		t.Fatal(err)
	}
	last := out.Records[len(out.Records)-1]
	if last.Summary == nil || last.Summary.Fallback != boom.Error() {
		t.Fatalf("last record %+v, want a fallback summary", last)
	}
	if !strings.Contains(last.Summary.Content, "go test ./pkg1") {
		t.Errorf("fallback summary lacks the commands run:\n%s", last.Summary.Content)
	}
}

func TestCheckCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c, err := New(emergencyConfig(), quarter{}, &fakeSummarizer{err: context.Canceled})
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(t, session(400, 400, 400, 400, 400, 400))
	if _, err := c.Check(ctx, Status{View: v, Tokens: v.Tokens(), Budget: v.Tokens()}); !errors.Is(err, context.Canceled) {
		t.Errorf("Check = %v, want context.Canceled", err)
	}
}

func TestCheckNoBudget(t *testing.T) {
	c, err := New(testConfig(), quarter{}, &fakeSummarizer{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Check(context.Background(), Status{}); !errors.Is(err, ErrNoBudget) {
		t.Errorf("Check = %v, want ErrNoBudget", err)
	}
}

func TestConfigValidate(t *testing.T) {
	emergency := Config{Summarize: 0.99}
	for _, tc := range []struct {
		name string
		edit func(*Config)
		ok   bool
	}{
		{"defaults", func(*Config) {}, true},
		{"emergency_only", func(c *Config) { *c = emergency }, true},
		{"out_of_order", func(c *Config) { c.Prune = 0.75 }, false},
		{"above_one", func(c *Config) { c.Summarize = 1.2 }, false},
		{"negative_keep", func(c *Config) { c.MaskKeep = -1 }, false},
		{"preview_too_big", func(c *Config) { c.OffloadPreview = 9000 }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := Defaults()
			tc.edit(&cfg)
			err := cfg.Validate()
			if (err == nil) != tc.ok {
				t.Errorf("Validate() = %v, want ok=%v", err, tc.ok)
			}
			if err != nil && !errors.Is(err, ErrConfig) {
				t.Errorf("error %v is not ErrConfig", err)
			}
		})
	}
	if _, err := New(Defaults(), quarter{}, nil); !errors.Is(err, ErrConfig) {
		t.Errorf("New without summarizer = %v, want ErrConfig", err)
	}
}

func TestApplyRejectsRecordsThatDoNotFit(t *testing.T) {
	ms := session(400, 400)
	for _, tc := range []struct {
		name string
		recs []Record
	}{
		{"beyond_transcript", []Record{{Stage: StageMask, At: 99}}},
		{"wrong_call", []Record{{Stage: StageMask, At: 6, Replaced: []Replacement{{Index: 3, CallID: "zz"}}}}},
		{"not_a_tool_result", []Record{{Stage: StageMask, At: 6, Replaced: []Replacement{{Index: 2, CallID: "c1"}}}}},
		{"empty_summary_range", []Record{{Stage: StageSummarize, At: 6, Summary: &SummaryRecord{From: 40, To: 50}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Apply(tc.recs, ms, counts(ms)); !errors.Is(err, ErrRecord) {
				t.Errorf("Apply = %v, want ErrRecord", err)
			}
		})
	}
}

// A forced check (the provider said the request is too long, or /compact)
// runs the stages as if the budget were full, but its records report the
// window's own estimate: the context share shown after it is the real one.
func TestForcedCheckReportsRealTokens(t *testing.T) {
	cfg := testConfig()
	c, err := New(cfg, quarter{}, &fakeSummarizer{text: "summary of the middle"})
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(t, session(2000, 400, 400, 400, 400, 400, 400, 400))
	budget := v.Tokens() * 4 // 25 %: no stage would fire unforced
	out, err := c.Check(context.Background(), Status{View: v, Tokens: v.Tokens(), Budget: budget, Force: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Records) == 0 {
		t.Fatal("a forced check ran no stage")
	}
	var stages []Stage
	for _, r := range out.Records {
		stages = append(stages, r.Stage)
	}
	full, err := c.Check(context.Background(), Status{View: v, Tokens: budget, Budget: budget})
	if err != nil {
		t.Fatal(err)
	}
	var want []Stage
	for _, r := range full.Records {
		want = append(want, r.Stage)
	}
	if d := cmp.Diff(want, stages); d != "" {
		t.Errorf("a forced check runs the stages of a full window (-full +forced):\n%s", d)
	}
	if first := out.Records[0]; first.TokensBefore != v.Tokens() {
		t.Errorf("first record: %d tokens before, want the window's %d (not the forced %d)", first.TokensBefore, v.Tokens(), budget)
	}
	if last := out.Records[len(out.Records)-1]; last.TokensAfter != out.Tokens || out.Tokens != out.View.Tokens() || out.Tokens >= v.Tokens() {
		t.Errorf("after: record %d, outcome %d, view %d (before %d)", last.TokensAfter, out.Tokens, out.View.Tokens(), v.Tokens())
	}
}

// A first summary that leaves the request over the summarize threshold
// but within the budget is enough: no retry rewrites the recent window
// (issue 28: the 0.12% of calls whose recent window was not intact) or
// spends another summarizer call.
func TestNoRetryWithinBudget(t *testing.T) {
	v := viewOf(t, session(400, 400, 400, 400, 400, 3000, 3000, 3000))
	once := emergencyConfig()
	once.SummaryRetries = 0
	c, err := New(once, quarter{}, &fakeSummarizer{text: "summary of the middle"})
	if err != nil {
		t.Fatal(err)
	}
	first, err := c.Check(context.Background(), Status{View: v, Tokens: v.Tokens(), Budget: v.Tokens(), Warned: true})
	if err != nil || first.Summaries != 1 {
		t.Fatalf("first summary: %d summaries, %v", first.Summaries, err)
	}
	recent := len(v.Entries) - RecentStart(v, once.RecentTurns)
	for _, tc := range []struct {
		name      string
		budget    int
		summaries int
		intact    bool
	}{
		{"within the budget after one summary", first.Tokens, 1, true},
		{"over the budget after one summary", first.Tokens * 98 / 100, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := New(emergencyConfig(), quarter{}, &fakeSummarizer{text: "summary of the middle"})
			if err != nil {
				t.Fatal(err)
			}
			out, err := c.Check(context.Background(), Status{View: v, Tokens: v.Tokens(), Budget: tc.budget, Warned: true})
			if err != nil {
				t.Fatal(err)
			}
			if out.Summaries != tc.summaries {
				t.Errorf("%d summarizer calls, want %d", out.Summaries, tc.summaries)
			}
			intact := len(out.View.Entries) >= recent &&
				cmp.Equal(out.View.Entries[len(out.View.Entries)-recent:], v.Entries[len(v.Entries)-recent:])
			if intact != tc.intact {
				t.Errorf("recent window intact = %v, want %v", intact, tc.intact)
			}
			if out.Tokens > tc.budget {
				t.Errorf("request %d over the budget %d", out.Tokens, tc.budget)
			}
		})
	}
}
