package compact

import (
	"context"
	"errors"
	"fmt"

	"troupe/messages"
)

// Status is what the compactor needs to know about an agent's window before
// a model call.
type Status struct {
	View   View
	Tokens int  // the window's estimate of the whole request (calibrated)
	Budget int  // context window minus output reserve
	Warned bool // a warning was recorded since the last summary
	// Force makes the stages act as if the request filled the budget (the
	// provider refused it as too long, or the user asked to compact now);
	// the records still report the window's own estimate.
	Force bool
}

// Outcome is what one check did. The caller writes Persist (WriteAll), then
// logs and publishes each record, then gives the outcome to its window.
type Outcome struct {
	View      View
	Records   []Record
	Persist   []Persist
	Reached   Stage // the highest stage the context had reached before the check
	Tokens    int   // the estimate after the check
	Summaries int   // summarizer calls made
}

// Compactor runs the stages. It holds no state of its own between checks:
// everything it needs comes in the Status.
type Compactor struct {
	cfg     Config
	counter Counter
	sum     Summarizer
}

// ErrNoBudget reports a check with no budget to measure against.
var ErrNoBudget = errors.New("compact: budget must be positive")

// New returns a compactor. sum may be nil when the summarize stage is
// disabled (cfg.Summarize 0).
func New(cfg Config, c Counter, sum Summarizer) (*Compactor, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if sum == nil && cfg.Summarize > 0 {
		return nil, fmt.Errorf("summarize stage enabled without a summarizer: %w", ErrConfig)
	}
	return &Compactor{cfg: cfg, counter: c, sum: sum}, nil
}

// ErrNoSummarizer reports a Check that needed a summary from a compactor
// built without a summarizer.
var ErrNoSummarizer = errors.New("compact: no summarizer: use Start and Continue")

// NewStepwise returns a compactor for a caller that makes the summarizer
// calls itself, between Start and Continue — an actor that must not block
// on a model. Its Check fails with ErrNoSummarizer when a summary is due.
func NewStepwise(cfg Config, c Counter) (*Compactor, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Compactor{cfg: cfg, counter: c}, nil
}

// Config returns the compactor's configuration.
func (c *Compactor) Config() Config { return c.cfg }

// Check runs, cheapest first, every stage whose threshold the context is
// still at or above after the stages before it. When the first summary
// leaves the request over the budget (or over the summarize threshold in a
// forced check), each retry summarizes again keeping only the last model
// turn — rewriting the recent window, so a retry is adopted only if it
// brings the request within the budget. A
// summary that is not smaller than what it replaces is dropped. Either way
// the summarizer call is spent (Outcome.Summaries counts it). Only a cancelled context is
// an error: a failing summarizer yields the deterministic Fallback summary,
// and its error is kept in the record.
//
// Check is Start, then Continue with the summarizer's answer for as long as
// a summary is pending. A caller that must not block on the summarizer (an
// actor) calls those itself.
func (c *Compactor) Check(ctx context.Context, st Status) (Outcome, error) {
	out, p, err := c.Start(st)
	for err == nil && p != nil {
		if c.sum == nil {
			return Outcome{}, ErrNoSummarizer
		}
		text, serr := c.sum.Summarize(ctx, p.Messages())
		if serr != nil && ctx.Err() != nil {
			return Outcome{}, fmt.Errorf("compact: summarize: %w", ctx.Err())
		}
		out, p, err = c.Continue(p, text, serr)
	}
	return out, err
}

// Pending is a check waiting for a summary of Messages. Give the
// summarizer's answer (or its error) to Compactor.Continue.
type Pending struct {
	cfg    Config // the configuration for this check's budget
	out    Outcome
	budget int
	// pressure is what a forced check adds to the estimate when it judges
	// the stages (Status.Force); the records report the estimate itself.
	pressure int
	plan     Plan
	retry    int
	archive  string
}

// Messages returns the middle of the view to summarize.
func (p *Pending) Messages() []messages.Message { return p.plan.Middle(p.out.View) }

// Start runs the stages that need no model. When the summarize stage is
// due it returns a Pending for the summary and a zero Outcome; otherwise
// the check's Outcome and a nil Pending.
func (c *Compactor) Start(st Status) (Outcome, *Pending, error) {
	if st.Budget <= 0 {
		return Outcome{}, nil, ErrNoBudget
	}
	cfg := c.cfg.ForBudget(st.View, st.Budget)
	out := Outcome{View: st.View, Tokens: st.Tokens}
	pressure := 0 // what a forced check adds to the estimate when it judges the stages
	if st.Force && st.Tokens < st.Budget {
		pressure = st.Budget - st.Tokens
	}
	out.Reached = c.cfg.StageAt(c.usage(out.Tokens+pressure, st.Budget))
	if c.reached(out.Tokens+pressure, st.Budget, StageWarning) && !st.Warned {
		out.Records = append(out.Records, Record{Stage: StageWarning, At: st.View.Len, TokensBefore: out.Tokens, TokensAfter: out.Tokens, Budget: st.Budget})
	}
	if c.reached(out.Tokens+pressure, st.Budget, StageMask) { // old images go first
		c.take(&out, ImageStage(out.View, cfg, c.counter, StageMask), st.Budget)
	}
	for _, s := range []struct {
		stage Stage
		run   func(View, Config, Counter) Result
	}{{StageMask, MaskStage}, {StagePrune, PruneStage}, {StageAggressive, AggressiveStage}} {
		if c.reached(out.Tokens+pressure, st.Budget, s.stage) {
			c.take(&out, s.run(out.View, cfg, c.counter), st.Budget)
		}
	}
	p := &Pending{cfg: cfg, out: out, budget: st.Budget, pressure: pressure, archive: ArchivePath(c.cfg.ScratchDir, out.View.Len)}
	return c.next(p)
}

// Continue adopts the summary a Pending asked for — or, when sumErr is not
// nil, the deterministic Fallback, keeping the error in the record — and
// returns the check's Outcome, or the next Pending when a retry is due.
func (c *Compactor) Continue(p *Pending, summary string, sumErr error) (Outcome, *Pending, error) {
	out := p.out
	out.Summaries++
	fallback := ""
	if sumErr != nil {
		summary, fallback = Fallback(p.Messages(), 4000), sumErr.Error()
	}
	r, err := ApplySummary(out.View, p.plan, summary, p.archive, p.retry, c.counter)
	if err != nil {
		return Outcome{}, nil, err
	}
	delta := r.View.Tokens() - out.View.Tokens()
	if delta >= 0 || (p.retry > 0 && out.Tokens+p.pressure+delta > p.budget) {
		// A summary no smaller than what it replaces is useless; a
		// retry rewrites the recent window, which is worth it only
		// when it keeps the request from overflowing.
		return out, nil, nil
	}
	r.Record.Summary.Fallback = fallback
	c.take(&out, r, p.budget)
	next := &Pending{cfg: p.cfg, out: out, budget: p.budget, pressure: p.pressure, retry: p.retry + 1, archive: p.archive}
	if next.retry > c.cfg.SummaryRetries {
		return out, nil, nil
	}
	return c.next(next)
}

// next plans the summary p's retry needs, or ends the check: below the
// summarize threshold, or with nothing left to summarize. The first
// summary of a firing also writes the archive of the view before it.
func (c *Compactor) next(p *Pending) (Outcome, *Pending, error) {
	if !c.reached(p.out.Tokens+p.pressure, p.budget, StageSummarize) {
		return p.out, nil, nil
	}
	if p.retry > 0 && p.pressure == 0 && p.out.Tokens <= p.budget {
		// Over the threshold but within the budget: the request fits, and
		// a retry would rewrite the recent window for nothing (and cost
		// another summarizer call).
		return p.out, nil, nil
	}
	turns := p.cfg.RecentTurns
	if p.retry > 0 {
		turns = 1
	}
	v := p.out.View
	p.plan = PlanSummary(v, turns)
	if p.plan.Empty() || (p.plan.Tail-p.plan.Head == 1 && v.Entries[p.plan.Head].State == Summary) {
		return p.out, nil, nil
	}
	if p.retry == 0 {
		p.out.Persist = append(p.out.Persist, Persist{Path: p.archive, Data: Archive(v)}) // the view before any summary
	}
	return Outcome{}, p, nil
}

func (c *Compactor) usage(tokens, budget int) float64 {
	return float64(tokens) / float64(budget)
}

func (c *Compactor) reached(tokens, budget int, s Stage) bool {
	th := c.cfg.Threshold(s)
	return th > 0 && c.usage(tokens, budget) >= th
}

// take adopts a stage's result if it fired, moving the estimate by what the
// stage removed and added (the calibration's offset is kept).
func (c *Compactor) take(out *Outcome, r Result, budget int) {
	if !r.Record.Fired() {
		return
	}
	r.Record.TokensBefore = out.Tokens
	out.Tokens += r.View.Tokens() - out.View.Tokens()
	r.Record.TokensAfter = out.Tokens
	r.Record.Budget = budget
	out.View = r.View
	out.Records = append(out.Records, r.Record)
	out.Persist = append(out.Persist, r.Persist...)
}
