package remote

import (
	"slices"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/taskq"
)

// A status can come before the record of the delivery it is about: on a
// cluster the worker's status and the server's delivery reach this
// process by different routes. Such a status (signed, of a task tracked
// here, of an attempt no delivery record names a holder of) waits up to
// witnessWait (Dispatcher.witnessWait) for that record; then it is judged
// as it is. A result judged too early is not lost either way: a proxy
// reads its task's stored status back (results.go). At most
// maxAwaiting wait at once: beyond them a status is judged at once, so a
// worker sending statuses of attempts it never got holds no memory.
//
// Everything here runs on loop's goroutine.
const (
	witnessWait = 5 * time.Second
	maxAwaiting = 1024
)

type awaiting struct {
	msg     *nats.Msg
	task    string
	attempt int
	until   time.Time
}

// await keeps msg (its status s) until its delivery is recorded; false:
// too many wait already, judge it now.
func (d *Dispatcher) await(msg *nats.Msg, s taskq.Status) bool {
	if len(d.awaiting) >= maxAwaiting {
		return false
	}
	d.awaiting = append(d.awaiting, awaiting{msg: msg, task: s.Task, attempt: s.Attempt, until: time.Now().Add(d.witnessWait)})
	return true
}

// witnessed takes up, in the order they came, the waiting statuses of
// task whose attempt now has a recorded holder.
func (d *Dispatcher) witnessed(task string) {
	var ready []*nats.Msg
	kept := d.awaiting[:0]
	for _, a := range d.awaiting {
		if a.task == task && d.fence.holder(a.task, a.attempt) != "" {
			ready = append(ready, a.msg)
			continue
		}
		kept = append(kept, a)
	}
	clear(d.awaiting[len(kept):])
	d.awaiting = kept
	for _, m := range ready {
		d.status(m, true)
	}
}

// awaitExpiry fires when the oldest waiting status is due; nil (never)
// when none waits.
func (d *Dispatcher) awaitExpiry() <-chan time.Time {
	if len(d.awaiting) == 0 {
		return nil
	}
	return time.After(time.Until(d.awaiting[0].until))
}

// expireAwaiting judges the statuses that waited their time, as they are.
func (d *Dispatcher) expireAwaiting(now time.Time) {
	n := 0
	for n < len(d.awaiting) && !d.awaiting[n].until.After(now) {
		n++
	}
	due := make([]*nats.Msg, n)
	for i := range n {
		due[i] = d.awaiting[i].msg
	}
	d.awaiting = slices.Delete(d.awaiting, 0, n)
	for _, m := range due {
		d.status(m, true)
	}
}
