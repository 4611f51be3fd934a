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
	stop   chan struct{} // closed by close: a hold waits no more
	done   chan struct{}
}

// flushMark is queued by flush; the goroutine closes it when it gets there.
type flushMark chan struct{}

// holdMark is queued by hold; the goroutine waits at it until it is
// released or the outbox is closed.
type holdMark chan struct{}

func newOutbox(send func(item any)) *outbox {
	o := &outbox{send: send, wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
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

// hold keeps what is queued after it from being written until release is
// called (or the outbox is closed). release may be called more than once.
func (o *outbox) hold() (release func()) {
	m := make(holdMark)
	o.put(m)
	var once sync.Once
	return func() { once.Do(func() { close(m) }) }
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
			if h, ok := it.(holdMark); ok {
				select {
				case <-h:
				case <-o.stop:
				}
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
	close(o.stop)
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
	<-o.done
}
