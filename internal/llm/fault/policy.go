package fault

import (
	"context"
	"math/rand/v2"
	"time"
)

// Defaults a zero Policy field takes.
const (
	DefaultMaxAttempts = 5
	DefaultMaxElapsed  = 2 * time.Minute
	DefaultBaseDelay   = time.Second
	DefaultMaxDelay    = 30 * time.Second
	DefaultMinDelay    = 250 * time.Millisecond
	DefaultBreakAfter  = 5
	DefaultBreakFor    = 30 * time.Second
	// Overloaded providers (529, Anthropic's overloaded_error) usually
	// recover within minutes, so they get a longer budget than other 5xx.
	DefaultOverloadedMaxAttempts = 10
	DefaultOverloadedMaxElapsed  = 5 * time.Minute
	// DefaultIdleTimeout is generous: reasoning models can stay silent for
	// many minutes while they think (Chat Completions streams send nothing
	// meanwhile).
	DefaultIdleTimeout = 10 * time.Minute
)

// Policy bounds the retries of one call and sets the breaker of a Caller.
// Zero fields take the defaults above.
type Policy struct {
	MaxAttempts int // attempts per call, the first included
	// MaxElapsed bounds the time a call spends failing, waits included,
	// before it gives up. Its clock restarts when an attempt that delivered
	// part of the answer fails, or one is abandoned as idle (IdleTimeout
	// bounds that), so a long answer cut near its end is still retried.
	MaxElapsed time.Duration
	// OverloadedMaxAttempts and OverloadedMaxElapsed replace MaxAttempts
	// and MaxElapsed when the failure is an overload (529).
	OverloadedMaxAttempts int
	OverloadedMaxElapsed  time.Duration
	BaseDelay             time.Duration // ceiling of the first backoff; doubles per retry
	MaxDelay              time.Duration // ceiling of any backoff
	MinDelay              time.Duration // floor of every wait, server-requested ones included
	BreakAfter            int           // consecutive failed attempts that open the breaker
	BreakFor              time.Duration // how long an open breaker refuses calls
	IdleTimeout           time.Duration // longest silence of a stream before its attempt is abandoned

	// Clock tells time and waits; nil means the real clock. Tests inject a
	// fake one so backoff never sleeps for real.
	Clock Clock
	// Jitter returns a number in [0, 1) that scales a backoff; nil means
	// math/rand/v2.
	Jitter func() float64
}

// Clock is the time source of a Caller and a Breaker.
type Clock interface {
	Now() time.Time
	// Sleep waits for d, or returns ctx.Err() as soon as ctx is done.
	Sleep(ctx context.Context, d time.Duration) error
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

func (realClock) Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// withDefaults returns p with every zero or negative field set to its default.
func (p Policy) withDefaults() Policy {
	if p.MaxAttempts <= 0 {
		p.MaxAttempts = DefaultMaxAttempts
	}
	if p.MaxElapsed <= 0 {
		p.MaxElapsed = DefaultMaxElapsed
	}
	if p.OverloadedMaxAttempts <= 0 {
		p.OverloadedMaxAttempts = max(DefaultOverloadedMaxAttempts, p.MaxAttempts)
	}
	if p.OverloadedMaxElapsed <= 0 {
		p.OverloadedMaxElapsed = max(DefaultOverloadedMaxElapsed, p.MaxElapsed)
	}
	if p.BaseDelay <= 0 {
		p.BaseDelay = DefaultBaseDelay
	}
	if p.MaxDelay <= 0 {
		p.MaxDelay = DefaultMaxDelay
	}
	if p.MinDelay <= 0 {
		p.MinDelay = DefaultMinDelay
	}
	if p.BreakAfter <= 0 {
		p.BreakAfter = DefaultBreakAfter
	}
	if p.BreakFor <= 0 {
		p.BreakFor = DefaultBreakFor
	}
	if p.IdleTimeout <= 0 {
		p.IdleTimeout = DefaultIdleTimeout
	}
	if p.Clock == nil {
		p.Clock = realClock{}
	}
	if p.Jitter == nil {
		p.Jitter = rand.Float64
	}
	return p
}

// Delay returns how long to wait before retry number retry (1 for the first
// retry). A positive hint — the wait the provider asked for — is honoured
// as is; otherwise the wait is full jitter over an exponential ceiling,
// min(MaxDelay, BaseDelay·2^(retry-1)). Either way it is at least MinDelay,
// so retries never spin.
func (p Policy) Delay(retry int, hint time.Duration) time.Duration {
	p = p.withDefaults()
	if hint > 0 {
		return max(hint, p.MinDelay)
	}
	ceiling := p.MaxDelay
	if retry < 1 {
		retry = 1
	}
	if retry <= 32 {
		if c := p.BaseDelay << (retry - 1); c>>(retry-1) == p.BaseDelay && c < ceiling {
			ceiling = c
		}
	}
	d := time.Duration(p.Jitter() * float64(ceiling))
	return max(d, p.MinDelay)
}
