// Package exitstack carries the cleanup of one session thread from
// anthropic.SessionToolRunner to the tools it calls.
package exitstack

import (
	"context"
	"slices"
	"sync"
)

// Stack holds the functions to call when a session thread or the run ends.
type Stack struct {
	// Name is the same for each Stack of a session thread.
	Name string

	mu    sync.Mutex
	funcs []func()
}

// Push adds f to the functions that Close calls.
func (s *Stack) Push(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.funcs = append(s.funcs, f)
}

// Close calls the pushed functions, newest first.
func (s *Stack) Close() {
	s.mu.Lock()
	funcs := s.funcs
	s.funcs = nil
	s.mu.Unlock()
	for _, f := range slices.Backward(funcs) {
		f()
	}
}

type ctxKey struct{}

// NewContext returns a child of ctx carrying s.
func NewContext(ctx context.Context, s *Stack) context.Context {
	return context.WithValue(ctx, ctxKey{}, s)
}

// FromContext returns the Stack carried by ctx, or nil.
func FromContext(ctx context.Context) *Stack {
	s, _ := ctx.Value(ctxKey{}).(*Stack)
	return s
}
