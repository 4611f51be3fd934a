package remote

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Workers are not trusted. When anything but this process can reach the
// bus (it listens, or it is an external deployment), the Dispatcher:
//
//   - enrols each worker: a worker holding the session's enrolment key asks
//     on bus.EnrolSubject(name) with the public half of an NKey it made
//     (the seed never leaves it); the bus lets that key in with the
//     worker's own permissions (bus.WorkerPermissions), and the
//     Dispatcher keeps the key to check the worker's signatures;
//   - watches each worker's task inbox (bus.WorkerInbox(name)+".t"): the
//     copies of the tasks JetStream delivers there say which worker holds
//     which attempt, from the server's delivery metadata, not from what a
//     worker says. The watch of a worker is made when it enrols; its
//     deliveries reach this process's server from the consumer's leader,
//     wherever that is, and on a cluster interest reaches the other
//     servers a moment after a subscribe. A watch made at enrolment alone
//     missed a worker's first delivery (seen in the cluster suite, 1 run
//     in 30: its start and its result were refused, and the session waited
//     for the task for ever). So interest in every worker's inbox
//     (inboxSub, its copies dropped) is on every server from Start on,
//     long before a worker can enrol: a delivery then always reaches this
//     process's server, which hands it to the worker's own watch;
//   - takes a status or an ask only when it is signed by the worker it
//     names and that worker holds the attempt it names; anything else is
//     refused and reported (fence: forged);
//   - relays a task agent's events (bus.WorkerEvents) to the session, signed
//     by this process, only from the worker holding the task (relay.go).
//
// Deliveries and statuses arrive on one channel read by one goroutine. On
// one server a delivery is recorded before the start that follows it; on a
// cluster the two come by different routes, so a signed status whose
// attempt has no recorded holder yet waits for its delivery's record, for
// a bounded time, before it is refused (witness.go).

// enrolReply answers an enrolment request.
type enrolReply struct {
	User  bool   `json:"user"` // the bus made a server identity: reconnect with the key
	Error string `json:"error,omitempty"`
}

// enrol answers one enrolment request (on the enrolment subscription's
// goroutine).
func (d *Dispatcher) enrol(msg *nats.Msg) {
	name := strings.TrimPrefix(msg.Subject, strings.TrimSuffix(bus.EnrolFilter, "*"))
	pub := strings.TrimSpace(string(msg.Data))
	reply := func(r enrolReply) {
		if data, err := json.Marshal(r); err == nil && msg.Reply != "" {
			_ = msg.Respond(data)
		}
	}
	if !messages.ValidID(name) || !nkeys.IsValidPublicUserKey(pub) {
		reply(enrolReply{Error: "a worker name and an NKey user public key are required"})
		return
	}
	d.keyMu.Lock()
	if d.revoked[name] {
		d.keyMu.Unlock()
		reply(enrolReply{Error: fmt.Sprintf("worker %s was revoked", name)})
		return
	}
	old, had := d.keys[name]
	if had && old != pub {
		d.keyMu.Unlock()
		reply(enrolReply{Error: fmt.Sprintf("worker %s is enrolled with another key", name)})
		return
	}
	d.keys[name] = pub
	if err := d.remember(name, pub); err != nil {
		d.log.Warn("remember worker key", "worker", name, "err", err)
	}
	d.keyMu.Unlock()
	err := d.bus.EnrolWorker(name, pub)
	user := err == nil
	if err != nil && !errors.Is(err, bus.ErrNoAuth) {
		reply(enrolReply{Error: err.Error()})
		return
	}
	if !had {
		sub, err := d.bus.Conn().ChanSubscribe(bus.WorkerInbox(name)+".t.>", d.in)
		if err == nil {
			err = d.bus.Conn().Flush() // watching before the worker can fetch
		}
		if err != nil {
			reply(enrolReply{Error: "coordinator: " + err.Error()})
			return
		}
		d.keyMu.Lock()
		d.watch[name] = sub
		d.keyMu.Unlock()
	}
	d.log.Info("worker enrolled", "worker", name, "server_identity", user)
	reply(enrolReply{User: user})
}

// key is worker name's enrolled public key, "" if none.
func (d *Dispatcher) key(name string) string {
	d.keyMu.Lock()
	defer d.keyMu.Unlock()
	return d.keys[name]
}

// loop reads deliveries and statuses in the order the server sent them.
func (d *Dispatcher) loop() {
	defer d.wg.Done()
	for {
		select {
		case <-d.done:
			return
		case msg := <-d.in:
			if msg.Sub != nil && strings.HasPrefix(msg.Sub.Subject, "_") {
				d.delivery(msg)
			} else {
				d.status(msg, false)
			}
		case <-d.awaitExpiry():
			d.expireAwaiting(time.Now())
		}
	}
}

// delivery records a task JetStream delivered to a worker's inbox, and
// takes up the statuses that waited for it.
func (d *Dispatcher) delivery(msg *nats.Msg) {
	name := strings.TrimSuffix(strings.TrimPrefix(msg.Sub.Subject, bus.WorkerInbox("")), ".t.>")
	md, err := msg.Metadata()
	if err != nil || md.Stream != taskq.TaskStream {
		return
	}
	id := msg.Header.Get(taskq.HeaderTaskID)
	if id == "" {
		return
	}
	d.fence.delivered(id, int(md.NumDelivered), name)
	d.hold(name, id, int(md.NumDelivered), msg)
	d.witnessed(id)
}

// signed reports whether a status or ask message is signed by the worker
// it names; always true when workers are trusted (nothing external).
func (d *Dispatcher) signed(worker string, subject string, h nats.Header, data []byte) bool {
	if !d.fence.strict {
		return true
	}
	return taskq.Verify(d.key(worker), worker, subject, h, data)
}

// refused reports a status or ask the fence or the signature check
// refused, as a warning of the subagent.
func (d *Dispatcher) refused(session, agent, what string) {
	d.log.Warn("refused from a worker", "what", what)
	if _, err := d.bus.Publish(messages.Subject(messages.ClassEvt, session, agent, "fenced"), messages.Meta{},
		messages.Notice{Level: "warn", Text: what}); err != nil {
		d.log.Debug("publish refused", "err", err)
	}
}
