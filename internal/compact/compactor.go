package compact

import (
	"context"
	"errors"
	"fmt"
)

// Status is what the compactor needs to know about an agent's window before
// a model call.
type Status struct {
	View   View
	Tokens int  // the window's estimate of the whole request (calibrated)
	Budget int  // context window minus output reserve
	Warned bool // a warning was recorded since the last summary
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

// Config returns the compactor's configuration.
func (c *Compactor) Config() Config { return c.cfg }

// Check runs, cheapest first, every stage whose threshold the context is
// still at or above after the stages before it. When the first summary
// leaves the context over the summarize threshold, each retry summarizes
// again keeping only the last model turn — rewriting the recent window, so
// a retry is adopted only if it brings the request within the budget. A
// summary that is not smaller than what it replaces is dropped. Either way
// the summarizer call is spent (Outcome.Summaries counts it). Only a cancelled context is
// an error: a failing summarizer yields the deterministic Fallback summary,
// and its error is kept in the record.
func (c *Compactor) Check(ctx context.Context, st Status) (Outcome, error) {
	if st.Budget <= 0 {
		return Outcome{}, ErrNoBudget
	}
	out := Outcome{View: st.View, Tokens: st.Tokens}
	usage := func() float64 { return float64(out.Tokens) / float64(st.Budget) }
	reached := func(s Stage) bool { th := c.cfg.Threshold(s); return th > 0 && usage() >= th }
	out.Reached = c.cfg.StageAt(usage())
	if reached(StageWarning) && !st.Warned {
		out.Records = append(out.Records, Record{Stage: StageWarning, At: st.View.Len, TokensBefore: out.Tokens, TokensAfter: out.Tokens, Budget: st.Budget})
	}
	for _, s := range []struct {
		stage Stage
		run   func(View, Config, Counter) Result
	}{{StageMask, MaskStage}, {StagePrune, PruneStage}, {StageAggressive, AggressiveStage}} {
		if reached(s.stage) {
			c.take(&out, s.run(out.View, c.cfg, c.counter), st.Budget)
		}
	}
	if !reached(StageSummarize) {
		return out, nil
	}
	archive := ArchivePath(c.cfg.ScratchDir, out.View.Len)
	history := Persist{Path: archive, Data: Archive(out.View)} // the view before any summary
	for retry := 0; retry <= c.cfg.SummaryRetries && reached(StageSummarize); retry++ {
		turns := c.cfg.RecentTurns
		if retry > 0 {
			turns = 1
		}
		p := PlanSummary(out.View, turns)
		if p.Empty() || (p.Tail-p.Head == 1 && out.View.Entries[p.Head].State == Summary) {
			break
		}
		if retry == 0 {
			out.Persist = append(out.Persist, history)
		}
		middle := p.Middle(out.View)
		text, err := c.sum.Summarize(ctx, middle)
		out.Summaries++
		fallback := ""
		if err != nil {
			if ctx.Err() != nil {
				return Outcome{}, fmt.Errorf("compact: summarize: %w", ctx.Err())
			}
			text, fallback = Fallback(middle, 4000), err.Error()
		}
		r, err := ApplySummary(out.View, p, text, archive, retry, c.counter)
		if err != nil {
			return Outcome{}, err
		}
		delta := r.View.Tokens() - out.View.Tokens()
		if delta >= 0 || (retry > 0 && out.Tokens+delta > st.Budget) {
			// A summary no smaller than what it replaces is useless; a
			// retry rewrites the recent window, which is worth it only
			// when it keeps the request from overflowing.
			break
		}
		r.Record.Summary.Fallback = fallback
		c.take(&out, r, st.Budget)
	}
	return out, nil
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
