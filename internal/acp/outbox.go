package acp

import (
	"context"
	"sync"
)

// outbox writes a session's notifications in order on its own goroutine,
// so that whoever queues them (the bus observer) never waits for the
// client. flush waits until everything queued before it was written.
type outbox struct {
	send func(item any) // writes one queued item; runs on the outbox goroutine

	mu     sync.Mutex
	items  []any
	wake   chan struct{}
	closed bool
	done   chan struct{}
}

// flushMark is queued by flush; the goroutine closes it when it gets there.
type flushMark chan struct{}

func newOutbox(send func(item any)) *outbox {
	o := &outbox{send: send, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go o.run()
	return o
}

func (o *outbox) put(item any) {
	o.mu.Lock()
	if o.closed {
		o.mu.Unlock()
		return
	}
	o.items = append(o.items, item)
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// flush waits until what was queued before it has been written, or ctx
// ends, or the outbox is closed.
func (o *outbox) flush(ctx context.Context) {
	m := make(flushMark)
	o.mu.Lock()
	closed := o.closed
	o.mu.Unlock()
	if closed {
		return
	}
	o.put(m)
	select {
	case <-m:
	case <-o.done:
	case <-ctx.Done():
	}
}

func (o *outbox) run() {
	defer close(o.done)
	for {
		o.mu.Lock()
		items := o.items
		o.items = nil
		closed := o.closed
		o.mu.Unlock()
		for _, it := range items {
			if m, ok := it.(flushMark); ok {
				close(m)
				continue
			}
			o.send(it)
		}
		if closed && len(items) == 0 {
			return
		}
		if len(items) == 0 {
			<-o.wake
		}
	}
}

// close writes what is queued and stops the goroutine.
func (o *outbox) close() {
	o.mu.Lock()
	if o.closed {
		o.mu.Unlock()
		<-o.done
		return
	}
	o.closed = true
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
	<-o.done
}
