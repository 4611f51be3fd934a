package fault

import (
	"fmt"
	"sync"
	"time"

	"troupe/internal/llm"
)

// Breaker stops calls to a provider after BreakAfter consecutive failed
// attempts, for BreakFor. When the cool-down ends it lets one probe through:
// its success closes the breaker, its failure opens it again. Outcomes that
// say nothing about the provider's health (a rejected request, a canceled
// call) leave the count alone. Safe for concurrent use.
type Breaker struct {
	after    int
	cooldown time.Duration
	clock    Clock

	mu        sync.Mutex
	failures  int       // consecutive failed attempts
	openUntil time.Time // zero while closed
	probing   bool      // a probe is in flight after the cool-down
	last      string    // text of the last failure, for the open error
}

// NewBreaker returns a closed breaker set by p's BreakAfter, BreakFor and
// Clock.
func NewBreaker(p Policy) *Breaker {
	p = p.withDefaults()
	return &Breaker{after: p.BreakAfter, cooldown: p.BreakFor, clock: p.Clock}
}

// Allow returns nil when an attempt may go ahead, or an error wrapping
// llm.ErrCircuitOpen that says why calls stopped and when they resume.
func (b *Breaker) Allow() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.failures < b.after {
		return nil
	}
	now := b.clock.Now()
	if now.Before(b.openUntil) {
		return fmt.Errorf("stopped calling after %d consecutive failures (last: %s); calls resume in %s: %w",
			b.failures, b.last, b.openUntil.Sub(now).Round(time.Second), llm.ErrCircuitOpen)
	}
	if b.probing {
		return fmt.Errorf("stopped calling after %d consecutive failures (last: %s); a probe call is testing the provider: %w",
			b.failures, b.last, llm.ErrCircuitOpen)
	}
	b.probing = true
	return nil
}

// Success records a completed call: the breaker closes.
func (b *Breaker) Success() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.failures, b.probing, b.last = 0, false, ""
	b.openUntil = time.Time{}
}

// Failure records a failed attempt; the breaker opens when the failures
// reach the threshold, and again when a probe fails.
func (b *Breaker) Failure(err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.failures++
	b.probing = false
	if err != nil {
		b.last = err.Error()
	}
	if b.failures >= b.after {
		b.openUntil = b.clock.Now().Add(b.cooldown)
	}
}

// Release records an attempt whose outcome says nothing about the
// provider's health; a probe slot it held is freed.
func (b *Breaker) Release() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
}
