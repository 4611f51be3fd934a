package fault

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync/atomic"
	"time"

	"troupe/internal/llm"
)

// Source is one opened attempt of a call: a provider stream decoded into
// llm events. Next returns the events in order, EventDone last; a stream
// that ends before its final event returns an error wrapping
// llm.ErrIncomplete. Next is not called again after EventDone or an error.
type Source interface {
	Next() (llm.Event, error)
	Close() error
}

// Failure is an adapter's verdict on an error.
type Failure struct {
	// Err is the error to report if the call gives up: it names the
	// provider and model, says what to fix, and wraps the llm sentinel that
	// fits (ErrRejected, ErrRateLimited, ErrContextWindowExceeded, ...).
	Err error
	// Retry marks a transient fault: another attempt may succeed, and the
	// attempt counts against the breaker.
	Retry bool
	// Status and Header are the failed response's, if there was one; the
	// Caller reads from them how long the provider asked to wait (Wait).
	Status int
	Header http.Header
}

// Call is one model call as an adapter hands it to a Caller.
type Call struct {
	Name   string // "provider/model": the prefix of the errors the Caller makes
	Secret string // scrubbed from the text of every returned error
	// Open starts one attempt. ctx is canceled when the attempt ends, so
	// the HTTP request it makes is aborted with it.
	Open func(ctx context.Context) (Source, error)
	// Judge classifies an error of Open or of Source.Next. It is not called
	// for errors that come from the call's context ending.
	Judge func(err error) Failure
}

// Caller runs calls under a retry Policy and a Breaker shared by all its
// calls; an adapter client holds one. Safe for concurrent use.
type Caller struct {
	policy  Policy
	breaker *Breaker
}

// NewCaller returns a Caller with policy p (zero fields take the defaults)
// and a fresh breaker.
func NewCaller(p Policy) *Caller {
	p = p.withDefaults()
	return &Caller{policy: p, breaker: NewBreaker(p)}
}

// Stream opens call, retrying transient failures, and returns its stream.
// Opening fails at once on a rejected request, and with the last failure
// once the attempts or the time budget run out. A stream that later fails
// with a transient fault is opened again under the same budget: before it
// yielded any event, silently; after, the stream yields an llm.EventReset
// and the answer starts over, so the consumer takes back what it showed.
// A cut stream that cannot be retried reports an error wrapping
// llm.ErrIncomplete. When ctx ends, waits and the in-flight request stop at
// once and the error wraps ctx.Err().
func (c *Caller) Stream(ctx context.Context, call Call) (*llm.Stream, error) {
	r := &run{c: c, call: call, start: c.policy.Clock.Now()}
	if err := r.open(ctx); err != nil {
		return nil, err
	}
	return llm.NewStream(func() (llm.Event, error) { return r.next(ctx) }, r.close), nil
}

// run is the state of one call across its attempts.
type run struct {
	c        *Caller
	call     Call
	start    time.Time
	attempts int
	src      Source             // open attempt, or nil
	cancel   context.CancelFunc // ends the open attempt's request
	inFlight bool               // an attempt was admitted and has no outcome yet
	yielded  bool               // an event of the open attempt reached the consumer
	last     error              // the last failure's report
}

// open makes attempts until one opens or the call gives up.
func (r *run) open(ctx context.Context) error {
	for {
		if err := r.admit(ctx); err != nil {
			return err
		}
		actx, cancel := context.WithCancel(ctx)
		src, err := r.call.Open(actx)
		if err == nil {
			r.src, r.cancel = src, cancel
			return nil
		}
		cancel()
		if err := r.recover(ctx, err, false); err != nil {
			return err
		}
	}
}

// admit counts an attempt if the context and the breaker allow it.
func (r *run) admit(ctx context.Context) error {
	if ctx.Err() != nil {
		return r.canceled(ctx)
	}
	if err := r.c.breaker.Allow(); err != nil {
		if r.last != nil {
			return r.report(fmt.Errorf("%s, after this call's own failure (%v): %w", r.call.Name, r.last, err))
		}
		return r.report(fmt.Errorf("%s: %w", r.call.Name, err))
	}
	r.attempts++
	r.inFlight = true
	return nil
}

func (r *run) next(ctx context.Context) (llm.Event, error) {
	for {
		if r.src == nil {
			if err := r.open(ctx); err != nil {
				return llm.Event{}, err
			}
		}
		ev, err := r.nextWithin(r.c.policy.IdleTimeout)
		if err == nil {
			r.yielded = true
			if ev.Kind == llm.EventDone {
				r.inFlight = false
				r.c.breaker.Success()
				r.closeSource()
			}
			return ev, nil
		}
		r.closeSource()
		cut := r.yielded
		if cut || errors.Is(err, ErrIdle) {
			// The time budget bounds time spent failing: neither streaming
			// part of an answer nor a silence IdleTimeout already bounded
			// counts against it.
			r.start = r.c.policy.Clock.Now()
		}
		if err := r.recover(ctx, err, cut); err != nil {
			return llm.Event{}, err
		}
		if cut {
			r.yielded = false
			return llm.Event{Kind: llm.EventReset}, nil
		}
	}
}

// ErrIdle is wrapped when a stream sent nothing for the policy's
// IdleTimeout: its request was aborted. It counts as a transient fault.
var ErrIdle = errors.New("fault: stream idle")

// nextWithin reads the next event of the open attempt, abandoning the
// attempt if the provider sends nothing for d: its request is aborted, so
// the read ends, and the error says why. The timer's goroutine only cancels.
func (r *run) nextWithin(d time.Duration) (llm.Event, error) {
	cancel := r.cancel
	var idle atomic.Bool
	t := time.AfterFunc(d, func() {
		idle.Store(true)
		cancel()
	})
	ev, err := r.src.Next()
	t.Stop()
	if err != nil && idle.Load() {
		err = fmt.Errorf("%s: no data from the provider for %s: %w", r.call.Name, d, ErrIdle)
	}
	return ev, err
}

// recover judges a failed attempt. It returns nil after waiting when the
// call should try again, or the error that ends the call. cut says events of
// the attempt reached the consumer: giving up on a transient fault then
// reports an error wrapping llm.ErrIncomplete.
func (r *run) recover(ctx context.Context, err error, cut bool) error {
	r.inFlight = false
	if ctx.Err() != nil {
		r.c.breaker.Release()
		return r.canceled(ctx)
	}
	f := r.judge(err)
	r.last = f.Err
	if !f.Retry {
		r.c.breaker.Release()
		return r.report(f.Err)
	}
	overloaded := f.Status == StatusOverloaded
	if overloaded {
		// An overloaded provider says so and recovers within minutes: each
		// call backs off within its longer budget, and the breaker, which
		// is for providers failing without a word, is left alone.
		r.c.breaker.Release()
	} else {
		r.c.breaker.Failure(f.Err)
	}
	giveUp := func(err error) error {
		if cut && !errors.Is(err, llm.ErrIncomplete) {
			err = fmt.Errorf("stream cut after part of the answer was delivered: %w: %w", err, llm.ErrIncomplete)
		}
		return r.report(err)
	}
	p := r.c.policy
	maxAttempts, maxElapsed := p.MaxAttempts, p.MaxElapsed
	if overloaded {
		maxAttempts, maxElapsed = p.OverloadedMaxAttempts, p.OverloadedMaxElapsed
	}
	elapsed := p.Clock.Now().Sub(r.start)
	if r.attempts >= maxAttempts {
		return giveUp(fmt.Errorf("giving up after %s in %s: %w", attempts(r.attempts), elapsed.Round(time.Millisecond), f.Err))
	}
	hint := Wait(f.Status, f.Header, p.Clock.Now())
	wait := p.Delay(r.attempts, hint)
	if elapsed+wait > maxElapsed {
		if hint > 0 {
			return giveUp(fmt.Errorf("provider asks to wait %s, beyond the retry budget of %s (after %s): %w",
				hint.Round(time.Millisecond), maxElapsed, attempts(r.attempts), f.Err))
		}
		return giveUp(fmt.Errorf("giving up after %s in %s: %w", attempts(r.attempts), elapsed.Round(time.Millisecond), f.Err))
	}
	// Context deadlines are wall-clock times, whatever Clock says.
	if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < wait {
		return giveUp(fmt.Errorf("no time left to retry before the deadline (after %s): %w", attempts(r.attempts), f.Err))
	}
	llm.NotifyRetry(ctx, f.Status, r.attempts, wait, f.Err)
	if err := p.Clock.Sleep(ctx, wait); err != nil {
		return r.canceled(ctx)
	}
	return nil
}

// judge asks the adapter about err; a verdict without an error reports err.
func (r *run) judge(err error) Failure {
	if errors.Is(err, ErrIdle) {
		return Failure{Err: err, Retry: true}
	}
	f := r.call.Judge(err)
	if f.Err == nil {
		f.Err = err
	}
	return f
}

func (r *run) canceled(ctx context.Context) error {
	return r.report(fmt.Errorf("%s: call canceled after %s: %w", r.call.Name, attempts(r.attempts), ctx.Err()))
}

// report scrubs the secret from an error about to leave the Caller. The
// adapter's errors name provider and model; the Caller's own name the call.
func (r *run) report(err error) error {
	return Scrub(err, r.call.Secret)
}

func attempts(n int) string {
	if n == 1 {
		return "1 attempt"
	}
	return fmt.Sprintf("%d attempts", n)
}

func (r *run) closeSource() {
	if r.src == nil {
		return
	}
	_ = r.src.Close()
	r.cancel()
	r.src, r.cancel = nil, nil
}

// close ends the call: the open attempt's request is aborted, and an attempt
// abandoned without an outcome frees its breaker slot.
func (r *run) close() error {
	r.closeSource()
	if r.inFlight {
		r.inFlight = false
		r.c.breaker.Release()
	}
	return nil
}
