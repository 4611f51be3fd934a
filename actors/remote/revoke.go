package remote

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Revocation. `troupe workers revoke NAME` asks the coordinator (as the
// admin identity, on bus.AdminRevokeSubject) to stop trusting a worker at
// once: its key leaves the server (its connections are closed and cannot
// come back), its name may not enrol again while this process runs, its
// key is forgotten for resumed sessions, and every attempt it holds is
// handed back to the queue (a NAK on the delivery's ack subject, which the
// coordinator saw on the worker's task inbox) so another worker takes it
// without waiting for the ack wait. Whatever it still sends is refused: it
// is signed by no key the coordinator knows.

// heldAttempt is a delivery to a worker the coordinator saw, kept until
// the task's result is taken or another worker got a newer attempt.
type heldAttempt struct {
	attempt int
	ack     string // the delivery's ack subject
	task    []byte // the task, as delivered
}

// RevokeReply answers a revocation request.
type RevokeReply struct {
	Worker     string   `json:"worker"`
	HandedBack []string `json:"handed_back,omitempty"` // "task (attempt N)"
	Error      string   `json:"error,omitempty"`
}

// hold records a delivery to worker name (on loop's goroutine).
func (d *Dispatcher) hold(name, task string, attempt int, msg *nats.Msg) {
	d.keyMu.Lock()
	defer d.keyMu.Unlock()
	for w, held := range d.held {
		for id := range held {
			if w != name && id == task || d.fence.finished(id) {
				delete(held, id) // not that worker's any more, or settled
			}
		}
	}
	if d.held[name] == nil {
		d.held[name] = map[string]heldAttempt{}
	}
	d.held[name][task] = heldAttempt{attempt: attempt, ack: msg.Reply, task: slices.Clone(msg.Data)}
}

// release forgets the deliveries of a task whose result was taken.
func (d *Dispatcher) release(task string) {
	d.keyMu.Lock()
	defer d.keyMu.Unlock()
	for _, held := range d.held {
		delete(held, task)
	}
}

// onRevoke answers a revocation request (on its subscription's goroutine).
func (d *Dispatcher) onRevoke(msg *nats.Msg) {
	r := d.Revoke(strings.TrimSpace(string(msg.Data)))
	if data, err := json.Marshal(r); err == nil && msg.Reply != "" {
		_ = msg.Respond(data)
	}
}

// Revoke stops trusting worker name at once (see above) and reports the
// attempts it handed back.
func (d *Dispatcher) Revoke(name string) RevokeReply {
	r := RevokeReply{Worker: name}
	if !messages.ValidID(name) {
		r.Error = fmt.Sprintf("%q is not a worker name", name)
		return r
	}
	d.keyMu.Lock()
	_, enrolled := d.keys[name]
	if !enrolled && d.revoked[name] {
		d.keyMu.Unlock()
		r.Error = fmt.Sprintf("worker %s was revoked already", name)
		return r
	}
	if !enrolled {
		d.keyMu.Unlock()
		r.Error = fmt.Sprintf("worker %s is not enrolled with this coordinator", name)
		return r
	}
	d.revoked[name] = true
	delete(d.keys, name)
	delete(d.known, name)
	if err := d.saveKeys(); err != nil {
		d.log.Warn("forget worker key", "worker", name, "err", err)
	}
	if sub := d.watch[name]; sub != nil {
		_ = sub.Unsubscribe()
		delete(d.watch, name)
	}
	held := d.held[name]
	delete(d.held, name)
	d.keyMu.Unlock()

	d.bus.RevokeWorker(name) // the server forgets the key and closes its connections
	ids := make([]string, 0, len(held))
	for id := range held {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		h := held[id]
		if d.fence.holder(id, h.attempt) != name || d.fence.finished(id) || h.ack == "" {
			continue
		}
		if err := d.bus.Conn().Publish(h.ack, []byte("-NAK")); err != nil {
			d.log.Warn("hand back a revoked worker's attempt", "task", id, "err", err)
			continue
		}
		r.HandedBack = append(r.HandedBack, fmt.Sprintf("%s (attempt %d)", id, h.attempt))
		if t, err := taskq.DecodeTask(h.task); err == nil {
			d.refused(t.Session, t.Agent, fmt.Sprintf("worker %s was revoked: attempt %d of task %s handed back to the queue; nothing it sends is taken", name, h.attempt, id))
		}
	}
	if err := d.bus.Conn().Flush(); err != nil {
		d.log.Warn("hand back", "err", err)
	}
	d.log.Warn("worker revoked", "worker", name, "handed_back", len(r.HandedBack))
	return r
}

// serveAdmin answers admin requests when the bus authenticates its
// clients (only the admin identity may publish there); on an external bus
// anyone with a grant could, so nothing is served.
func (d *Dispatcher) serveAdmin() error {
	if !d.bus.Authenticated() {
		return nil
	}
	sub, err := d.bus.Conn().Subscribe(bus.AdminRevokeSubject, d.onRevoke)
	if err != nil {
		return fmt.Errorf("remote: admin requests: %w", err)
	}
	d.adminSub = sub
	rot, err := d.bus.Conn().Subscribe(bus.AdminRotateSubject, d.onRotate)
	if err != nil {
		return fmt.Errorf("remote: admin requests: %w", err)
	}
	d.rotateSub = rot
	return nil
}

// onRotate replaces the workers' enrolment key (bus.RotateEnrolment):
// the old one stops working at once; enrolled workers keep theirs.
func (d *Dispatcher) onRotate(msg *nats.Msg) {
	var r bus.RotateReply
	pub, n, err := d.bus.RotateEnrolment()
	if err != nil {
		r.Error = err.Error()
	}
	r.Public, r.Files = pub, n
	d.log.Warn("workers' enrolment key rotated", "files", n, "err", err)
	if data, err := json.Marshal(r); err == nil && msg.Reply != "" {
		_ = msg.Respond(data)
	}
}
