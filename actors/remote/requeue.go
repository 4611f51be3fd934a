package remote

import (
	"context"
	"fmt"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/internal/taskq"
)

// maxRequeues bounds how often a task no worker ever started is queued
// again after the queue gave up on it.
const maxRequeues = 2

// requeue queues the task again, under a new id, when the queue ran out of
// deliveries before any worker said it started it: every delivery was lost
// on the way (a pull answered after the worker's fetch had ended, on a
// slow, lossy link), which is no attempt, so it must not dead-letter the
// task. It reports whether it did.
func (p *proxy) requeue(c actor.Context) bool {
	if p.attempt != 0 || p.failedAt != 0 || p.requeues >= maxRequeues {
		return false
	}
	p.requeues++
	old := p.task.ID
	p.state("retrying", "", 0, "every delivery was lost on the way; queued again", 0)
	t := p.task
	t.ID = fmt.Sprintf("%s-%s-%d", p.ad.Session, p.ad.ID, time.Now().UnixNano())
	p.task = t
	p.d.fence.finish(old)
	self, root := p.self, c.ActorSystem().Root
	p.d.fence.track(t.ID, func(s taskq.Status) { root.Send(self, &status{s}) })
	p.notice(fmt.Sprintf("no worker received task %s in the deliveries the queue allows (lost on the way, no attempt started): queued again as %s (%d of %d)",
		old, t.ID, p.requeues, maxRequeues))
	p.goJob("requeue task", func() {
		ctx, cancel := context.WithTimeout(p.ctx, dispatchTimeout)
		defer cancel()
		seq, err := p.d.q.Publish(ctx, t)
		root.Send(self, &dispatched{task: t, seq: seq, err: err, again: true})
	})
	return true
}
