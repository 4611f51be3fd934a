package remote

import (
	"context"
	"sync"
	"time"

	"troupe/internal/snapshot"
)

// builds coalesces the snapshots of the workspace the proxies take before
// they queue their tasks: a proxy asking while a snapshot is being taken
// joins the next one, which one of the proxies that joined it starts when
// the current one ends. A snapshot a proxy gets is never begun before it
// asked, so it holds every change made before the task call; and the 8
// tasks of one turn cost about two snapshots (each a git process or two
// and a store round trip per file), not eight.
//
// Concurrency: safe for concurrent use. A build runs on the goroutine of
// the proxy that leads it, under a context of its own (the others wait on
// it) bounded by one try (Config.DispatchTry: a put whose acknowledgement was lost
// would otherwise hold every proxy for the whole dispatchTimeout; blobs
// already stored are not sent again, so the next attempt goes on from
// there); a proxy whose ctx ends stops waiting.
type builds struct {
	mu      sync.Mutex
	running bool
	idle    chan struct{} // closed when a build ends; replaced then
	next    *build        // the build the next askers join; nil: none
}

type build struct {
	started bool
	done    chan struct{}
	name    string
	stats   snapshot.Stats
	err     error
}

// take returns a snapshot begun after it was called, made by do within
// try.
func (b *builds) take(ctx context.Context, try time.Duration, do func(context.Context) (string, snapshot.Stats, error)) (string, snapshot.Stats, error) {
	b.mu.Lock()
	if b.next == nil {
		b.next = &build{done: make(chan struct{})}
	}
	mine := b.next
	b.mu.Unlock()
	for {
		b.mu.Lock()
		if mine.started {
			b.mu.Unlock()
			break
		}
		if !b.running { // lead it
			b.running, mine.started = true, true
			if b.next == mine {
				b.next = nil
			}
			b.mu.Unlock()
			bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), try)
			mine.name, mine.stats, mine.err = do(bctx)
			cancel()
			close(mine.done)
			b.mu.Lock()
			b.running = false
			if b.idle != nil {
				close(b.idle)
				b.idle = nil
			}
			b.mu.Unlock()
			break
		}
		if b.idle == nil {
			b.idle = make(chan struct{})
		}
		idle := b.idle
		b.mu.Unlock()
		select {
		case <-idle: // the running build ended: lead ours, or someone else does
		case <-ctx.Done():
			return "", snapshot.Stats{}, context.Cause(ctx)
		}
	}
	select {
	case <-mine.done:
		return mine.name, mine.stats, mine.err
	case <-ctx.Done():
		return "", snapshot.Stats{}, context.Cause(ctx)
	}
}
