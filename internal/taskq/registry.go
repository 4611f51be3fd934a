package taskq

import (
	"encoding/json"
	"fmt"
	"sort"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
)

// Registry is the coordinator's view of the workers, fed by their
// heartbeats. A worker is live until three of its intervals pass without a
// heartbeat. Its methods are safe for concurrent use.
type Registry struct {
	mu      sync.Mutex
	workers map[string]Heartbeat
	seen    map[string]bool // every worker ever heard
	now     func() time.Time
	sub     *nats.Subscription
}

// WatchWorkers subscribes to heartbeats on nc. Close the Registry to stop.
func WatchWorkers(nc *nats.Conn) (*Registry, error) {
	r := &Registry{workers: map[string]Heartbeat{}, seen: map[string]bool{}, now: time.Now}
	sub, err := nc.Subscribe(HeartbeatFilter, func(m *nats.Msg) {
		var h Heartbeat
		if json.Unmarshal(m.Data, &h) == nil && h.ID != "" {
			r.Observe(h)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("taskq: watch workers: %w", err)
	}
	r.sub = sub
	return r, nil
}

// Observe records a heartbeat.
func (r *Registry) Observe(h Heartbeat) {
	r.mu.Lock()
	defer r.mu.Unlock()
	h.Time = r.now() // our clock, not the worker's
	r.workers[h.ID] = h
	if r.seen == nil {
		r.seen = map[string]bool{}
	}
	r.seen[h.ID] = true
}

// Seen reports whether worker id was ever heard.
func (r *Registry) Seen(id string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.seen[id]
}

// Live returns the workers heard from recently, sorted by id.
func (r *Registry) Live() []Heartbeat {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Heartbeat
	now := r.now()
	for id, h := range r.workers {
		iv := h.Interval
		if iv <= 0 {
			iv = time.Second
		}
		if now.Sub(h.Time) > 3*iv {
			delete(r.workers, id)
			continue
		}
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Capable reports whether a live worker has the model and a free slot,
// and whether any live worker has the model at all.
func (r *Registry) Capable(model string) (free, any bool) {
	return r.CapableOf(Route{Model: model})
}

// CapableOf is Capable for a route: a worker counts only if it also has
// every label the route needs.
func (r *Registry) CapableOf(rt Route) (free, any bool) {
	for _, h := range r.Live() {
		if h.Has(rt.Model) && Serves(h.Labels, rt.Labels) {
			any = true
			if h.Free() > 0 {
				free = true
			}
		}
	}
	return free, any
}

// Close stops watching.
func (r *Registry) Close() error {
	if r.sub == nil {
		return nil
	}
	return r.sub.Unsubscribe()
}
