// Package outbox orders what an actor writes to the session log and what it
// publishes on the bus, without the actor waiting for a disk. Log events and
// publishes both go through the session log's group-commit queue: an event
// is written with whatever else queued meanwhile, under one fsync, and a
// message is published only once everything the actor logged before it is
// on disk. So "on disk, then on the bus" holds for every message, and
// Receive never blocks on an fsync.
//
// An Outbox belongs to one actor incarnation. Its failure callbacks run on
// the log's writer goroutine: they must only hand the failure to the actor
// (send it a message). After a failed log write the outbox publishes
// nothing more — what follows would describe state the log lacks — until
// the actor makes a new one (usually by crashing and being rebuilt from the
// log). Methods are safe for concurrent use.
package outbox

import (
	"sync/atomic"

	"troupe/actors/port"
	"troupe/internal/store"
	"troupe/messages"
)

// Log is the part of a session log the outbox uses.
type Log interface {
	Commit(e store.Event, done func(store.Event, error))
	After(fn func())
	Flush()
}

// Failed is a publish that failed after its retry.
type Failed struct {
	Subject string
	Meta    messages.Meta
	Body    messages.Body
	Err     error
}

// Outbox is one actor's ordered way out.
type Outbox struct {
	log       Log // nil: nothing is logged and messages go out at once
	bus       port.Publisher
	failed    atomic.Bool
	onLogFail func(error)
	onPubFail func(Failed)
}

// New returns an Outbox logging to l (which may be nil) and publishing on
// bus. onLogFail is called once, for the first failed log write; onPubFail
// for every publish that failed twice. Either may be nil.
func New(l *store.Log, bus port.Publisher, onLogFail func(error), onPubFail func(Failed)) *Outbox {
	o := &Outbox{bus: bus, onLogFail: onLogFail, onPubFail: onPubFail}
	if l != nil {
		o.log = l
	}
	return o
}

// Log queues e for the session log.
func (o *Outbox) Log(e store.Event) {
	if o.log == nil {
		return
	}
	o.log.Commit(e, func(_ store.Event, err error) {
		if err != nil && o.failed.CompareAndSwap(false, true) && o.onLogFail != nil {
			o.onLogFail(err)
		}
	})
}

// Publish sends a message once everything logged before it is on disk.
func (o *Outbox) Publish(subject string, meta messages.Meta, body messages.Body) {
	send := func() {
		if o.failed.Load() {
			return // the log lacks what came before: say nothing more
		}
		if _, err := port.Publish(o.bus, subject, meta, body); err != nil && o.onPubFail != nil {
			o.onPubFail(Failed{Subject: subject, Meta: meta, Body: body, Err: err})
		}
	}
	if o.log == nil {
		send()
		return
	}
	o.log.After(send)
}

// Flush waits until what was queued so far is on disk and published: call
// it before reading the log back.
func (o *Outbox) Flush() {
	if o.log != nil {
		o.log.Flush()
	}
}

// Failing reports whether a log write failed.
func (o *Outbox) Failing() bool { return o.failed.Load() }
