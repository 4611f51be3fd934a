package replay

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"troupe/internal/compact"
	"troupe/internal/window"
	"troupe/messages"
)

// Policy is how a replay manages the context.
type Policy string

// The policies.
const (
	Staged    Policy = "staged"    // offloading and every stage of compaction
	None      Policy = "none"      // the transcript as it is
	Emergency Policy = "emergency" // summarize only at 99%, no offloading or masking
)

// ErrPolicy reports an unknown policy name.
var ErrPolicy = errors.New("replay: unknown policy (want staged, none or emergency)")

// ParsePolicy returns the policy named s.
func ParsePolicy(s string) (Policy, error) {
	switch p := Policy(s); p {
	case Staged, None, Emergency:
		return p, nil
	}
	return "", fmt.Errorf("%q: %w", s, ErrPolicy)
}

// DefaultWindow is the window of a trace that records none.
const DefaultWindow = 131072

// DefaultSummaryTokens is the size of the stand-in summary.
const DefaultSummaryTokens = 1000

// Options configure a replay.
type Options struct {
	Policy Policy
	// Window is the context window to replay at; 0 means the trace's own
	// (DefaultWindow where it records none).
	Window  int
	Reserve int // output reserve; the budget is Window − Reserve
	// Overhead is what the agent adds to every request besides the
	// messages: its tool schemas (and system prompt framing), in tokens.
	// Where the trace records usage, the provider's count already holds
	// the recorded agent's own overhead and this one cancels out.
	Overhead int
	// Compact configures the staged policy; nil means compact.Defaults().
	// The emergency policy uses its Summarize threshold only.
	Compact *compact.Config
	Counter window.Counter
	// Summarizer summarizes for the staged and emergency policies; nil
	// means a stand-in of SummaryTokens tokens (DefaultSummaryTokens if 0).
	Summarizer    compact.Summarizer
	SummaryTokens int
	// ScratchDir receives, per trace and policy, the offloaded outputs,
	// masked outputs and archives the replay writes and then checks.
	ScratchDir string
}

// ErrOptions reports options a replay cannot run with.
var ErrOptions = errors.New("replay: invalid options")

// Run replays one trace: before every model call (each assistant message)
// it runs the policy's compaction over the window, measures the request
// against the window and against the none policy, calibrates both windows
// to the trace's recorded usage, and checks that the recent window is
// intact; at the end it checks that every output no longer visible can be
// read back byte for byte from the files the replay wrote.
func Run(ctx context.Context, t *Trace, opt Options) (Result, error) {
	r, err := newRun(t, opt)
	if err != nil {
		return Result{}, err
	}
	for i, m := range t.Messages {
		if m.Role == messages.RoleAssistant {
			if err := r.call(ctx, i); err != nil {
				return Result{}, fmt.Errorf("replay %s: line %d: %w", t.Name, t.Lines[i], err)
			}
		}
		if err := r.append(m); err != nil {
			return Result{}, fmt.Errorf("replay %s: line %d: %w", t.Name, t.Lines[i], err)
		}
	}
	if err := r.checkRetrievable(); err != nil {
		return Result{}, fmt.Errorf("replay %s: %w", t.Name, err)
	}
	return r.result(), nil
}

// run is one replay in progress.
type run struct {
	t      *Trace
	opt    Options
	cfg    compact.Config
	window int

	base *window.Window // the none policy: the trace as recorded
	pol  *window.Window // the policy's window (base itself for none)
	comp *compact.Compactor

	records  []compact.Record
	res      Result
	facts    map[int]map[string]bool // facts of trace messages, by index (facts.go)
	limitCfg compact.Config
	// staged is the transcript as the staged policy keeps it (large
	// outputs offloaded), whatever the policy: the masking limit's base.
	staged struct {
		msgs   []messages.Message
		counts []int
	}
}

func newRun(t *Trace, opt Options) (*run, error) {
	if opt.Counter == nil || opt.ScratchDir == "" {
		return nil, fmt.Errorf("counter and scratch dir are required: %w", ErrOptions)
	}
	if _, err := ParsePolicy(string(opt.Policy)); err != nil {
		return nil, err
	}
	r := &run{t: t, opt: opt, window: opt.Window}
	if r.window == 0 {
		r.window = t.Meta.ContextWindow
	}
	if r.window == 0 {
		r.window = DefaultWindow
	}
	wcfg := window.Config{ContextWindow: r.window, OutputReserve: opt.Reserve}
	var err error
	if r.base, err = window.New(wcfg, opt.Counter); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	r.base.SetOverhead(0, opt.Overhead)
	r.cfg = compact.Defaults()
	if opt.Compact != nil {
		r.cfg = *opt.Compact
	}
	// Pointers name files relative to opt.ScratchDir, so what the model
	// would see (and so every count) does not depend on where it is.
	r.cfg.ScratchDir = safe(t.Name) + "-" + string(opt.Policy)
	r.limitCfg = r.cfg
	r.limitCfg.ScratchDir = safe(t.Name) + "-" + string(Staged) // the limit is the same for every policy
	switch opt.Policy {
	case None:
		r.pol = r.base
	case Emergency:
		r.cfg = compact.Config{Summarize: r.cfg.Summarize, RecentTurns: r.cfg.RecentTurns,
			SummaryRetries: r.cfg.SummaryRetries, ScratchDir: r.cfg.ScratchDir}
	}
	if r.pol == nil {
		if r.pol, err = window.New(wcfg, opt.Counter); err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
		r.pol.SetOverhead(0, opt.Overhead)
		sum := opt.Summarizer
		if sum == nil {
			sum = NewStandIn(opt.Counter, opt.SummaryTokens)
		}
		if r.comp, err = compact.New(r.cfg, opt.Counter, sum); err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
	}
	if err := os.MkdirAll(r.path(r.cfg.ScratchDir), 0o700); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	r.res = Result{Trace: t.Name, Policy: opt.Policy, Window: r.window, Budget: wcfg.Budget(), StageFirings: map[compact.Stage]int{}}
	return r, nil
}

// call is one model call, made before assistant message i is appended.
func (r *run) call(ctx context.Context, i int) error {
	r.res.ModelCalls++
	if r.comp != nil {
		out, err := r.comp.Check(ctx, r.pol.Status())
		if err != nil {
			return err
		}
		if err := r.write(out.Persist...); err != nil {
			return err
		}
		if err := r.pol.Commit(out); err != nil {
			return err
		}
		for _, rec := range out.Records {
			r.res.StageFirings[rec.Stage]++
			if rec.Summary != nil {
				r.seeSummary(i, rec)
			}
		}
		r.records = append(r.records, out.Records...)
		r.res.Summaries += out.Summaries
	}
	none, tokens := r.base.Estimate(), r.pol.Estimate()
	if u := r.t.Usage[i]; u != nil && u.PromptTokens > 0 {
		// The provider billed the recorded view; the policy's view would
		// have been billed that less what the policy took out of it.
		none, tokens = u.PromptTokens, u.PromptTokens+r.pol.Raw()-r.base.Raw()
		r.base.Calibrate(none)
		if r.pol != r.base {
			r.pol.Calibrate(tokens)
		}
	}
	r.res.PeakTokensNone = max(r.res.PeakTokensNone, none)
	r.res.PeakTokens = max(r.res.PeakTokens, tokens)
	if tokens > r.base.Budget() {
		r.res.Overflows++
	}
	r.seeReads(i)
	limit, err := r.limit()
	if err != nil {
		return err
	}
	r.res.LimitTokens = max(r.res.LimitTokens, limit)
	if r.recentIntact() {
		r.res.intact++
	}
	return nil
}

// limit is the masking limit at this call: the policy's transcript (tool
// outputs offloaded as the staged policy offloads them) with every tool
// result but the last MaskKeep replaced by a pointer, plus the calibration
// offset.
func (r *run) limit() (int, error) {
	v, err := compact.Apply(nil, r.staged.msgs, r.staged.counts)
	if err != nil {
		return 0, err
	}
	masked := compact.MaskAll(v, r.limitCfg.MaskKeep, r.limitCfg, r.opt.Counter)
	return masked.View.Tokens() + r.base.Estimate() - r.base.Raw(), nil
}

// append adds a trace message to both windows, offloading a large tool
// output in the staged policy.
func (r *run) append(m messages.Message) error {
	idx := len(r.staged.msgs)
	n := r.base.Append(m)
	sm, p := compact.Offload(m, idx, r.limitCfg, compact.Hint{ReadFile: true})
	if p == nil {
		sm, p = compact.OffloadMessage(m, idx, n, r.limitCfg, r.base.Budget(), compact.Hint{ReadFile: true})
	}
	if p != nil {
		n = r.opt.Counter.Message(sm)
	}
	r.staged.msgs = append(r.staged.msgs, sm)
	r.staged.counts = append(r.staged.counts, n)
	switch {
	case r.opt.Policy == Staged:
		if p != nil {
			r.res.Offloaded++
			if err := r.write(*p); err != nil {
				return err
			}
		}
		r.pol.AppendCounted(sm, n)
	case r.pol != r.base:
		r.pol.AppendCounted(m, r.base.Counts()[idx])
	}
	return nil
}

// path resolves a path as pointers name it.
func (r *run) path(p string) string { return filepath.Join(r.opt.ScratchDir, p) }

func (r *run) write(files ...compact.Persist) error {
	for i := range files {
		files[i].Path = r.path(files[i].Path)
	}
	return compact.WriteAll(files)
}

func safe(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' {
			return r
		}
		return '_'
	}, s)
}
