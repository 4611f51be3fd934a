package remote

import (
	"context"
	"sync"

	"troupe/internal/snapshot"
)

// builds coalesces the snapshots of the workspace the proxies take before
// they queue their tasks: a proxy asking while a snapshot is being taken
// joins the next one, which starts when that one ends and serves every
// proxy that asked meanwhile. A snapshot a proxy gets is never begun
// before it asked, so it holds every change made before the task call;
// and the 8 tasks of one turn cost about two snapshots (each a git
// process or two and a store round trip per file), not eight.
//
// Concurrency: safe for concurrent use. The proxy that starts a build
// runs it, and the builds that others joined meanwhile, in its own job
// goroutine; the others wait for theirs or their context.
type builds struct {
	mu      sync.Mutex
	running bool
	next    *build // the build the next proxies join; nil: none asked
}

type build struct {
	done  chan struct{}
	name  string
	stats snapshot.Stats
	err   error
}

// take returns a snapshot begun after it was called, made by do.
func (b *builds) take(ctx context.Context, do func(context.Context) (string, snapshot.Stats, error)) (string, snapshot.Stats, error) {
	b.mu.Lock()
	if b.next == nil {
		b.next = &build{done: make(chan struct{})}
	}
	mine := b.next
	lead := !b.running
	if lead {
		b.running, b.next = true, nil
	}
	b.mu.Unlock()
	if lead {
		b.run(ctx, mine, do)
	}
	select {
	case <-mine.done:
		return mine.name, mine.stats, mine.err
	case <-ctx.Done():
		return "", snapshot.Stats{}, context.Cause(ctx)
	}
}

// run makes first, under the leader's ctx, then every build proxies
// joined while one ran, each under a context of its own that the
// leader's cancellation does not end (others wait on them), bounded by
// dispatchTimeout.
func (b *builds) run(ctx context.Context, first *build, do func(context.Context) (string, snapshot.Stats, error)) {
	first.name, first.stats, first.err = do(ctx)
	close(first.done)
	for {
		b.mu.Lock()
		cur := b.next
		b.next = nil
		if cur == nil {
			b.running = false
		}
		b.mu.Unlock()
		if cur == nil {
			return
		}
		bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), dispatchTimeout)
		cur.name, cur.stats, cur.err = do(bctx)
		cancel()
		close(cur.done)
	}
}
