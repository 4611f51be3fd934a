package llm

import (
	"context"
	"fmt"
	"sync"
)

// Limiter bounds the model calls in flight to one provider. A call holds
// one of its slots from the request until its stream is read to the end or
// closed; a call that finds them all taken waits, and waiters are served in
// the order they arrived. (Hand-written rather than x/sync/semaphore: the
// queue position is taken under the same lock that counts the waiters, so
// "waiting" and "queued" never disagree.) A Limiter is safe for concurrent
// use; it is shared by every client of its provider.
type Limiter struct {
	max int

	mu    sync.Mutex
	free  int             // slots not held
	queue []chan struct{} // waiters, first come first served; a slot is handed over by closing
}

// NewLimiter returns a limiter of n concurrent calls (at least 1).
func NewLimiter(n int) *Limiter {
	n = max(n, 1)
	return &Limiter{max: n, free: n}
}

// Max returns the bound.
func (l *Limiter) Max() int { return l.max }

// Waiting returns how many calls are waiting for a slot.
func (l *Limiter) Waiting() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.queue)
}

// acquire takes a slot, waiting in line for one if none is free; wait is
// told the position (this call included) before it waits.
func (l *Limiter) acquire(ctx context.Context, wait func(ahead int)) error {
	l.mu.Lock()
	if l.free > 0 {
		l.free--
		l.mu.Unlock()
		return nil
	}
	ch := make(chan struct{})
	l.queue = append(l.queue, ch)
	ahead := len(l.queue)
	l.mu.Unlock()
	if wait != nil {
		wait(ahead)
	}
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
		l.mu.Lock()
		defer l.mu.Unlock()
		for i, c := range l.queue {
			if c == ch {
				l.queue = append(l.queue[:i], l.queue[i+1:]...)
				return ctx.Err()
			}
		}
		// The slot was handed over as the context ended: pass it on.
		l.releaseLocked()
		return ctx.Err()
	}
}

func (l *Limiter) release() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.releaseLocked()
}

func (l *Limiter) releaseLocked() {
	if len(l.queue) > 0 {
		ch := l.queue[0]
		l.queue = l.queue[1:]
		close(ch)
		return
	}
	l.free++
}

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
	var wait func(int)
	if f, ok := ctx.Value(waitKey{}).(WaitFunc); ok {
		wait = func(ahead int) { f(ahead, m.lim.max) }
	}
	if err := m.lim.acquire(ctx, wait); err != nil {
		return nil, fmt.Errorf("llm: waiting for a free %s slot: %w", m.client.Name(), err)
	}
	var once sync.Once
	release := func() { once.Do(m.lim.release) }
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
