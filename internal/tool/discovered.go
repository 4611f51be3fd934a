package tool

import (
	"slices"
	"sync"
)

// Discovered is the ordered set of tools one agent has discovered with
// search_tools. The search tool adds to it from the tool runner's
// goroutines; the agent reads it before each request. Safe for concurrent
// use.
type Discovered struct {
	mu    sync.Mutex
	names []string
}

// NewDiscovered returns an empty set.
func NewDiscovered() *Discovered { return &Discovered{} }

// Add adds names not yet in the set, keeping the order of discovery.
func (d *Discovered) Add(names ...string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, n := range names {
		if !slices.Contains(d.names, n) {
			d.names = append(d.names, n)
		}
	}
}

// Since returns the names added after the first n.
func (d *Discovered) Since(n int) []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n >= len(d.names) {
		return nil
	}
	return append([]string(nil), d.names[n:]...)
}

// Has reports whether name was discovered; a nil set has nothing.
func (d *Discovered) Has(name string) bool {
	if d == nil {
		return false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return slices.Contains(d.names, name)
}
