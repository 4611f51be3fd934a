// Package routine owns goroutines: a Group starts them, labels them for
// pprof, refuses new ones once it is closing, and waits for them with a
// deadline, naming the ones that did not stop. It replaces bare
// sync.WaitGroups, whose Wait can hang for ever and says nothing about who
// is still running.
//
// Concurrency: a Group's methods may be called from any goroutine,
// including goroutines the Group runs (Go from inside one of its own
// goroutines is allowed until Close).
package routine

import (
	"context"
	"errors"
	"fmt"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"time"
)

// ErrClosed is what Go returns once the group is closing.
var ErrClosed = errors.New("routine: group closed")

// Group owns a set of goroutines. Create it with New; the zero value is not
// usable.
type Group struct {
	name string

	mu      sync.Mutex
	closed  bool
	next    uint64
	running map[uint64]string // id → name of each running goroutine
	wg      sync.WaitGroup
}

// New returns an empty group whose goroutines are labelled
// "troupe.group"=name in profiles.
func New(name string) *Group {
	return &Group{name: name, running: map[uint64]string{}}
}

// Go runs f on a new goroutine named name (a pprof label, and how Close
// reports it if it does not stop), unless the group is closing: then f is
// not run and Go returns ErrClosed.
func (g *Group) Go(name string, f func()) error {
	g.mu.Lock()
	if g.closed {
		g.mu.Unlock()
		return fmt.Errorf("%w: %s not started", ErrClosed, name)
	}
	g.next++
	id := g.next
	g.running[id] = name
	g.wg.Add(1)
	g.mu.Unlock()
	go func() {
		defer g.done(id)
		pprof.Do(context.Background(), pprof.Labels("troupe.group", g.name, "troupe.goroutine", name), func(context.Context) { f() })
	}()
	return nil
}

func (g *Group) done(id uint64) {
	g.mu.Lock()
	delete(g.running, id)
	g.mu.Unlock()
	g.wg.Done()
}

// Running names the goroutines still running, sorted.
func (g *Group) Running() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]string, 0, len(g.running))
	for _, n := range g.running {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Close refuses new goroutines and waits up to timeout for the running
// ones to end (stopping them is their owner's work: cancel their context
// first). It returns nil when all ended, or an error naming those still
// running. Close may be called more than once; each call waits again.
func (g *Group) Close(timeout time.Duration) error {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
	done := make(chan struct{})
	go func() { g.wg.Wait(); close(done) }() // ends when they do: its own wait is the group's
	t := time.NewTimer(timeout)
	defer t.Stop()
	select {
	case <-done:
		return nil
	case <-t.C:
	}
	left := g.Running()
	if len(left) == 0 {
		return nil
	}
	return fmt.Errorf("routine: %s: %d goroutine(s) still running after %s: %s", g.name, len(left), timeout, summarize(left))
}

// summarize counts repeated names: "llm call ×3, tool run".
func summarize(names []string) string {
	var parts []string
	for i := 0; i < len(names); {
		j := i
		for j < len(names) && names[j] == names[i] {
			j++
		}
		if n := j - i; n > 1 {
			parts = append(parts, fmt.Sprintf("%s ×%d", names[i], n))
		} else {
			parts = append(parts, names[i])
		}
		i = j
	}
	return strings.Join(parts, ", ")
}
