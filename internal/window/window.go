// Package window is one agent's context window: its budget (the model's
// context window minus an output reserve), the transcript with each
// message's token count, the view the model sees after compaction, and the
// calibration of the estimate against the tokens the provider reports.
//
// Every message is counted once, when it is appended, and never again; the
// system prompt and tool schemas are counted once when set. After each model
// call the provider's reported prompt tokens are ground truth: the estimate
// becomes that number plus the counts of what was appended since, and after
// a compaction it is the new view's count plus the same offset.
//
// Concurrency: a Window is owned by one agent actor and is not safe for
// concurrent use. Slices it returns are read-only.
package window

import (
	"errors"
	"fmt"
	"math"

	"troupe/internal/compact"
	"troupe/messages"
)

// Counter counts tokens as the agent's model is billed.
type Counter interface {
	Message(m messages.Message) int
	Text(s string) int
}

// Config sizes a window. Both numbers come from the agent's model.
type Config struct {
	ContextWindow int // tokens the model accepts, input and output together
	OutputReserve int // tokens kept free for the model's answer
}

// Budget is the part of the window the request may fill.
func (c Config) Budget() int { return c.ContextWindow - c.OutputReserve }

// ErrBudget reports a window with no room for a request.
var ErrBudget = errors.New("window: context window must exceed the output reserve")

// ErrStale reports a compaction outcome computed for an older view.
var ErrStale = errors.New("window: compaction outcome is stale")

// ErrCounts reports stored counts that do not fit the transcript.
var ErrCounts = errors.New("window: stored counts do not fit")

// Window is one agent's context window.
type Window struct {
	cfg     Config
	counter Counter

	system, tools int // tokens of the system prompt and the tool schemas

	transcript []messages.Message
	counts     []int
	view       compact.View
	viewTokens int // sum of the view's entry tokens, kept as it changes
	// msgs are the view's messages as Messages returns them, extended by
	// AppendCounted and dropped when the view is replaced: a request does
	// not copy the whole history. Never written below its length.
	msgs []messages.Message

	warned bool
	stage  compact.Stage

	cal calibration
}

// New returns an empty window.
func New(cfg Config, c Counter) (*Window, error) {
	if cfg.ContextWindow <= 0 || cfg.OutputReserve < 0 || cfg.Budget() <= 0 {
		return nil, fmt.Errorf("window %d, reserve %d: %w", cfg.ContextWindow, cfg.OutputReserve, ErrBudget)
	}
	return &Window{cfg: cfg, counter: c}, nil
}

// Config returns the window's sizes.
func (w *Window) Config() Config { return w.cfg }

// Budget returns the context window minus the output reserve.
func (w *Window) Budget() int { return w.cfg.Budget() }

// SetSystem counts the system prompt (replacing any earlier one).
func (w *Window) SetSystem(prompt string) {
	w.system = 0
	if prompt != "" {
		w.system = w.counter.Text(prompt)
	}
}

// SetTools counts the tool schemas sent with every request (replacing any
// earlier set).
func (w *Window) SetTools(specs []messages.ToolSpec) {
	w.tools = 0
	for _, s := range specs {
		w.tools += w.counter.Text(s.Name) + w.counter.Text(s.Description) + w.counter.Text(string(s.Parameters))
	}
}

// SetOverhead sets the system prompt's and tool schemas' token counts as
// stored, instead of counting them.
func (w *Window) SetOverhead(system, tools int) { w.system, w.tools = system, tools }

// Append counts m, adds it to the transcript and the view, and returns its
// count, which the caller stores (in the session log) so a resumed session
// need not count again.
func (w *Window) Append(m messages.Message) int {
	n := w.counter.Message(m)
	w.AppendCounted(m, n)
	return n
}

// AppendCounted adds m with a count stored earlier.
func (w *Window) AppendCounted(m messages.Message, tokens int) {
	w.transcript = append(w.transcript, m)
	w.counts = append(w.counts, tokens)
	w.view = w.view.Append(m, tokens)
	w.viewTokens += tokens
	if w.msgs != nil {
		w.msgs = append(w.msgs, m)
	}
}

// Restore rebuilds the window of a resumed session from its stored
// transcript, per-message counts and compaction records, counting nothing.
// The window must be empty. The estimate is uncalibrated until the next
// Calibrate.
func (w *Window) Restore(transcript []messages.Message, counts []int, records []compact.Record) error {
	if len(w.transcript) > 0 {
		return fmt.Errorf("restore into a window of %d messages: %w", len(w.transcript), ErrCounts)
	}
	v, err := compact.Apply(records, transcript, counts)
	if err != nil {
		return fmt.Errorf("window: %w", err)
	}
	w.transcript = append([]messages.Message(nil), transcript...)
	w.counts = append([]int(nil), counts...)
	w.view, w.viewTokens, w.msgs = v, v.Tokens(), nil
	w.warned = false
	for _, r := range records {
		w.note(r)
	}
	return nil
}

// Transcript returns every message appended, uncompacted.
func (w *Window) Transcript() []messages.Message { return w.transcript }

// Counts returns each transcript message's token count.
func (w *Window) Counts() []int { return w.counts }

// View returns the view the model sees.
func (w *Window) View() compact.View { return w.view }

// Messages returns the view's messages for a model request. The slice is
// shared with later calls, which only append past its end: do not modify
// it.
func (w *Window) Messages() []messages.Message {
	if w.msgs == nil {
		w.msgs = w.view.Messages()
	}
	return w.msgs[:len(w.msgs):len(w.msgs)]
}

// Raw returns the uncalibrated estimate of a request: system prompt, tool
// schemas and the view's messages.
func (w *Window) Raw() int { return w.system + w.tools + w.viewTokens }

// Estimate returns the calibrated estimate of the next request's prompt
// tokens: the provider's last report plus what changed since, or Raw when no
// call has been reported.
func (w *Window) Estimate() int { return w.Raw() + w.cal.offset }

// Usage returns Estimate as a fraction of the budget.
func (w *Window) Usage() float64 { return float64(w.Estimate()) / float64(w.Budget()) }

// Status returns what a compactor needs before a model call.
func (w *Window) Status() compact.Status {
	return compact.Status{View: w.view, Tokens: w.Estimate(), Budget: w.Budget(), Warned: w.warned}
}

// Commit adopts a compaction check's outcome: its view, and the warning and
// stage it recorded. The caller has written its files and logged its
// records first, and appended nothing since Status: an outcome for another
// length of transcript is an error.
func (w *Window) Commit(o compact.Outcome) error {
	if len(o.Records) > 0 && o.View.Len != w.view.Len {
		return fmt.Errorf("outcome for %d messages, window holds %d: %w", o.View.Len, w.view.Len, ErrStale)
	}
	w.stage = o.Reached
	for _, r := range o.Records {
		w.note(r)
	}
	if len(o.Records) == 0 {
		return nil
	}
	w.view = o.View
	w.viewTokens = o.View.Tokens()
	w.msgs = nil
	return nil
}

func (w *Window) note(r compact.Record) {
	switch r.Stage {
	case compact.StageWarning:
		w.warned = true
	case compact.StageSummarize:
		w.warned = false
	}
}

// Stage returns the highest stage the context had reached at the last check.
func (w *Window) Stage() compact.Stage { return w.stage }

// calibration is the window's offset from its own count to the provider's.
type calibration struct {
	offset   int // last reported − Raw at that time
	reported int // last reported prompt tokens
	calls    int // reports received

	afterN, rawN     int
	afterLast        float64 // signed % error of Estimate against the last report
	rawLast          float64 // signed % error of Raw against the last report
	afterSum, rawSum float64 // sums of absolute % errors
}

// Calibration is how far the window's estimates were from the provider.
type Calibration struct {
	Calls        int     `json:"calls"`         // reports received
	LastReported int     `json:"last_reported"` // prompt tokens of the last report
	Offset       int     `json:"offset"`        // provider − own count, as of the last report
	LastErrPct   float64 `json:"last_err_pct"`  // signed: (estimate − reported) / reported × 100
	MeanAbsPct   float64 `json:"mean_abs_pct"`  // over calls after the first (calibrated estimates)
	RawLastPct   float64 `json:"raw_last_pct"`  // same, for the uncalibrated count
	RawMeanAbs   float64 `json:"raw_mean_abs_pct"`
	Calibrated   int     `json:"calibrated"` // calls whose estimate was calibrated
}

// Calibrate records the prompt tokens the provider reported for the request
// just made from this window's view (before anything is appended), measures
// the estimate's error against it, and makes it the base of every later
// estimate. A report of zero or less (a provider that reports none) is
// ignored.
func (w *Window) Calibrate(promptTokens int) {
	if promptTokens <= 0 {
		return
	}
	c := &w.cal
	raw := w.Raw()
	c.rawLast = pct(raw, promptTokens)
	c.rawSum += math.Abs(c.rawLast)
	c.rawN++
	if c.calls > 0 {
		c.afterLast = pct(w.Estimate(), promptTokens)
		c.afterSum += math.Abs(c.afterLast)
		c.afterN++
	} else {
		c.afterLast = c.rawLast
	}
	c.calls++
	c.reported = promptTokens
	c.offset = promptTokens - raw
}

// RestoreCalibration continues a resumed session's calibration from c, as
// Calibration returned it before: the next estimates use its offset, and
// its error statistics go on accumulating.
func (w *Window) RestoreCalibration(c Calibration) {
	w.cal = calibration{
		offset: c.Offset, reported: c.LastReported, calls: c.Calls,
		afterN: c.Calibrated, rawN: c.Calls,
		afterLast: c.LastErrPct, rawLast: c.RawLastPct,
		afterSum: c.MeanAbsPct * float64(c.Calibrated), rawSum: c.RawMeanAbs * float64(c.Calls),
	}
}

// Calibration returns the estimate's error against the provider.
func (w *Window) Calibration() Calibration {
	c := w.cal
	out := Calibration{Calls: c.calls, LastReported: c.reported, Offset: c.offset,
		LastErrPct: c.afterLast, RawLastPct: c.rawLast, Calibrated: c.afterN}
	if c.afterN > 0 {
		out.MeanAbsPct = c.afterSum / float64(c.afterN)
	}
	if c.rawN > 0 {
		out.RawMeanAbs = c.rawSum / float64(c.rawN)
	}
	return out
}

func pct(est, reported int) float64 {
	return float64(est-reported) / float64(reported) * 100
}
