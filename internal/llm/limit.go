package llm

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/semaphore"
)

// Limiter bounds the model calls in flight to one provider. A call holds
// one of its slots from the request until its stream is read to the end or
// closed; a call that finds them all taken waits, and waiters are served in
// the order they arrived (semaphore.Weighted is FIFO). A Limiter is safe
// for concurrent use; it is shared by every client of its provider.
type Limiter struct {
	sem     *semaphore.Weighted
	max     int
	waiting atomic.Int64
}

// NewLimiter returns a limiter of n concurrent calls (at least 1).
func NewLimiter(n int) *Limiter {
	n = max(n, 1)
	return &Limiter{sem: semaphore.NewWeighted(int64(n)), max: n}
}

// Max returns the bound.
func (l *Limiter) Max() int { return l.max }

// Waiting returns how many calls are waiting for a slot.
func (l *Limiter) Waiting() int { return int(l.waiting.Load()) }

// streamer is the client a Limited wraps.
type streamer interface {
	Stream(ctx context.Context, req Request) (*Stream, error)
	Name() string
}

// Limited is a model client whose calls go through a Limiter.
type Limited struct {
	client streamer
	lim    *Limiter
}

// Limit returns c with its calls bounded by l.
func Limit(c interface {
	Stream(ctx context.Context, req Request) (*Stream, error)
	Name() string
}, l *Limiter) *Limited {
	return &Limited{client: c, lim: l}
}

// Name implements the client interface.
func (m *Limited) Name() string { return m.client.Name() }

// Stream waits for a slot — telling the context's WaitFunc, if any, that it
// waits and behind how many — then calls the client. The slot is released
// when the stream ends or is closed, or at once when the call fails.
func (m *Limited) Stream(ctx context.Context, req Request) (*Stream, error) {
	if !m.lim.sem.TryAcquire(1) {
		ahead := int(m.lim.waiting.Add(1))
		if f, ok := ctx.Value(waitKey{}).(WaitFunc); ok {
			f(ahead, m.lim.max)
		}
		err := m.lim.sem.Acquire(ctx, 1)
		m.lim.waiting.Add(-1)
		if err != nil {
			return nil, fmt.Errorf("llm: waiting for a free %s slot: %w", m.client.Name(), err)
		}
	}
	var once sync.Once
	release := func() { once.Do(func() { m.lim.sem.Release(1) }) }
	s, err := m.client.Stream(ctx, req)
	if err != nil {
		release()
		return nil, err
	}
	return NewStream(func() (Event, error) {
		if !s.Next() {
			release()
			if err := s.Err(); err != nil {
				return Event{}, err
			}
			return Event{}, ErrIncomplete
		}
		ev := s.Event()
		if ev.Kind == EventDone {
			release()
		}
		return ev, nil
	}, func() error {
		defer release()
		return s.Close()
	}), nil
}

// WaitFunc is told that a call waits for a free slot: ahead is how many
// calls wait (this one included), max the bound.
type WaitFunc func(ahead, max int)

type waitKey struct{}

// WithWait returns ctx carrying f, which a Limited tells when a call made
// with ctx has to wait.
func WithWait(ctx context.Context, f WaitFunc) context.Context {
	return context.WithValue(ctx, waitKey{}, f)
}
