package worker

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/taskq"
)

// routes are the queues a worker takes tasks from (taskq.WorkerRoutes of
// its model and labels): high priority before normal, label sets it alone
// serves before those any worker does. A route's consumer is made by the
// coordinator on first use, so the missing ones are looked for again every
// routeRefresh. Guarded by its own mutex; any slot may refresh it.
type routes struct {
	q       *taskq.Queue // on the tasks connection
	want    []taskq.Route
	primary string // durable name of the route fetched with the long wait

	mu    sync.Mutex
	found map[string]jetstream.Consumer // by durable name
	last  time.Time                     // last look for missing consumers
}

// routeRefresh is how often a worker looks for consumers of its routes
// that no coordinator had made yet.
const routeRefresh = 2 * time.Second

func newRoutes(q *taskq.Queue, model string, labels []string, base jetstream.Consumer) *routes {
	r := &routes{q: q, want: taskq.WorkerRoutes(model, labels), found: map[string]jetstream.Consumer{},
		primary: taskq.Route{Model: model, Priority: taskq.High}.Durable()}
	r.found[taskq.Route{Model: model}.Durable()] = base
	return r
}

// order returns the consumers found, in the order a free slot asks them.
func (r *routes) order(ctx context.Context) []jetstream.Consumer {
	r.refresh(ctx)
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []jetstream.Consumer
	for _, rt := range r.want {
		if c, ok := r.found[rt.Durable()]; ok {
			out = append(out, c)
		}
	}
	return out
}

// refresh looks for the consumers not found yet, once per routeRefresh.
func (r *routes) refresh(ctx context.Context) {
	r.mu.Lock()
	if time.Since(r.last) < routeRefresh {
		r.mu.Unlock()
		return
	}
	r.last = time.Now()
	var missing []taskq.Route
	for _, rt := range r.want {
		if _, ok := r.found[rt.Durable()]; !ok {
			missing = append(missing, rt)
		}
	}
	r.mu.Unlock()
	for _, rt := range missing {
		cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		c, err := r.q.ExistingRoute(cctx, rt)
		cancel()
		if err != nil {
			continue
		}
		r.mu.Lock()
		r.found[rt.Durable()] = c
		r.mu.Unlock()
	}
}

// next fetches one task for a free slot, asking the routes in order; it
// returns nil when none came. Each fetch waits a little on the server
// (short), and the one on the model's plain high-priority queue (the main
// agent's tasks, the usual ones) waits long, so a task published there
// reaches an idle worker at once. No fetch is a no-wait one: the client
// gives a reply only a second past the server's wait, and on a slow,
// lossy link a reply later than that is a delivery lost (the task waits
// an ack wait, and enough of them dead-letter it). A route other than the
// long-waited one is fetched only when it has tasks (pending).
func (r *routes) next(ctx context.Context, short, long time.Duration) (jetstream.Msg, jetstream.Consumer, error) {
	cons := r.order(ctx)
	var errs []error
	for _, c := range cons {
		wait := short
		if c.CachedInfo().Name == r.primary {
			wait = long
		} else if !pending(ctx, c) {
			continue // nothing there: no fetch that waits while a task comes on the others
		}
		batch, err := c.Fetch(1, jetstream.FetchMaxWait(wait))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if m := first(batch); m != nil {
			return m, c, nil
		}
		if ctx.Err() != nil {
			break
		}
	}
	return nil, nil, errors.Join(errs...)
}

// pending reports whether c may have a task for this worker: one queued,
// or held by a worker (it may come back). A fetch of an empty route waited
// its 300 ms on the server while a task of the main agent, coming on the
// long-waited route meanwhile, waited too; asking costs a round trip and
// no wait. When the server cannot say, it is fetched.
func pending(ctx context.Context, c jetstream.Consumer) bool {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	info, err := c.Info(ctx)
	if err != nil {
		return true
	}
	return info.NumPending > 0 || info.NumAckPending > 0 || info.NumRedelivered > 0
}

// first is the batch's one message, or nil; it reads the batch to its end.
func first(b jetstream.MessageBatch) jetstream.Msg {
	var m jetstream.Msg
	for msg := range b.Messages() {
		if m == nil {
			m = msg
		} else {
			_ = msg.Nak() // a batch of one: never more
		}
	}
	return m
}
