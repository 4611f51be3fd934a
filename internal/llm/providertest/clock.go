package providertest

import (
	"context"
	"sync"
	"time"
)

// Clock is a fake fault.Clock: Sleep advances the fake time at once and
// records the wait, so tests see every backoff without sleeping.
type Clock struct {
	mu    sync.Mutex
	now   time.Time       // guarded by mu
	slept []time.Duration // guarded by mu
	// Block, when set, makes Sleep wait until its context ends, to test
	// that a canceled call stops waiting.
	Block bool
}

// NewClock returns a Clock set to a fixed instant.
func NewClock() *Clock {
	return &Clock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

// Now returns the fake time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Sleep records d and advances the fake time by it; with Block it waits for
// ctx to end instead.
func (c *Clock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	c.slept = append(c.slept, d)
	block := c.Block
	c.mu.Unlock()
	if block {
		<-ctx.Done()
		return ctx.Err()
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	c.Advance(d)
	return nil
}

// Advance moves the fake time forward.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Slept returns the waits asked for so far.
func (c *Clock) Slept() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]time.Duration(nil), c.slept...)
}
