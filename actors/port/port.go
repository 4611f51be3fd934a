// Package port attaches actors to the bus. A Port subscribes to subjects on
// behalf of an actor's PID and delivers every decoded message to its mailbox
// as an *In; publishing goes straight to the bus.
//
// A Port delivers only messages signed by this process (messages.Meta
// Internal), except the body types it was told external clients may send
// (a controller's prompts, input and cancels to the session). Anything else
// is not delivered: it is reported as a messages.Rejected event on
// evt.<s>.<agent>.rejected and changes nothing. Bodies sent by reference
// arrive whole (the bus fetches them).
//
// A Port belongs to whoever spawned the actor, not to the actor instance: it
// outlives restarts (the PID is stable across them, so nothing published
// during a restart is lost) and is closed by the owner when the actor
// terminates. All methods are safe for concurrent use; subscriptions are made
// on the bus's shared connection, so a message published on it after Attach
// returns is delivered.
package port

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/messages"
)

// In is a message that arrived from the bus.
type In struct {
	Subject string
	Meta    messages.Meta
	Body    messages.Body
}

// Sender delivers a message to a PID; *actor.RootContext is one.
type Sender interface {
	Send(pid *actor.PID, message interface{})
}

// Port is a set of subscriptions delivering to one PID.
type Port struct {
	bus      *bus.Bus
	external []string // body types accepted without this process's signature

	mu   sync.Mutex
	subs []*nats.Subscription
}

// Attach subscribes pid to subjects; only messages signed by this process
// are delivered. On error nothing stays subscribed.
func Attach(b *bus.Bus, to Sender, pid *actor.PID, subjects ...string) (*Port, error) {
	return AttachExternal(b, to, pid, nil, subjects...)
}

// AttachExternal is Attach that also delivers the body types in external
// from any client the server let publish them (it enforces who may).
func AttachExternal(b *bus.Bus, to Sender, pid *actor.PID, external []string, subjects ...string) (*Port, error) {
	p := &Port{bus: b, external: external}
	if err := p.Add(to, pid, subjects...); err != nil {
		p.Close()
		return nil, err
	}
	if len(external) > 0 {
		// Subscriptions reach the server asynchronously. This process's
		// own publishers share the connection, so they are ordered after
		// them; a client on another connection, told the actor is there
		// (OpenSession returned), could publish first and its message
		// be dropped (a controller's first prompt was, now and then).
		// One round trip, outside any actor's Receive.
		if err := b.Conn().Flush(); err != nil {
			p.Close()
			return nil, fmt.Errorf("port: subscribe %v: %w", subjects, err)
		}
	}
	return p, nil
}

// admit reports whether a message may reach the actor; a refused one is
// reported on the bus.
func (p *Port) admit(subject string, m messages.Meta, b messages.Body) bool {
	if m.Internal || slices.Contains(p.external, b.Type()) {
		return true
	}
	Reject(p.bus, subject, m, b.Type(), "not signed by this process")
	return false
}

// Reject reports a refused message as a messages.Rejected event of the
// session and agent its subject names.
func Reject(b *bus.Bus, subject string, m messages.Meta, what, reason string) {
	ps, ok := messages.ParseSubject(subject)
	if !ok || !messages.ValidID(ps.Session) || !messages.ValidID(ps.Agent) {
		return
	}
	ev := messages.Rejected{What: what, Subject: subject, Reason: reason, ID: m.ID}
	_, _ = b.Publish(messages.Subject(messages.ClassEvt, ps.Session, ps.Agent, "rejected"), messages.Meta{}, ev)
}

// Add subscribes pid to more subjects.
func (p *Port) Add(to Sender, pid *actor.PID, subjects ...string) error {
	for _, s := range subjects {
		subject := s
		sub, err := p.bus.SubscribeMsgs(subject, func(msgSubject string, m messages.Meta, b messages.Body) {
			if p.admit(msgSubject, m, b) {
				to.Send(pid, &In{Subject: subject, Meta: m, Body: b})
			}
		})
		if err != nil {
			return fmt.Errorf("port: subscribe %s: %w", subject, err)
		}
		p.mu.Lock()
		p.subs = append(p.subs, sub)
		p.mu.Unlock()
	}
	return nil
}

// Close unsubscribes everything. It is idempotent.
func (p *Port) Close() error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	subs := p.subs
	p.subs = nil
	p.mu.Unlock()
	var errs []error
	for _, s := range subs {
		if err := s.Unsubscribe(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) && !errors.Is(err, nats.ErrBadSubscription) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Publisher is what Publish needs of the bus.
type Publisher interface {
	Publish(subject string, m messages.Meta, body messages.Body) (messages.Meta, error)
}

// Publish publishes on b, trying once more if the first attempt fails (a
// publish that fails was not sent). The error left is the sender's to act on.
func Publish(b Publisher, subject string, m messages.Meta, body messages.Body) (messages.Meta, error) {
	sent, err := b.Publish(subject, m, body)
	if err != nil {
		sent, err = b.Publish(subject, m, body)
	}
	return sent, err
}
