package remote

import (
	"fmt"
	"time"
)

// watchWorker says at once when the worker running the current attempt
// stops sending heartbeats (three of its intervals: the registry forgets
// it), and what happens next: the queue gives the task to another worker
// when the attempt's ack wait passes without a keepalive. Said once per
// attempt; runs on the proxy's tick, in Receive (no I/O but a publish).
func (p *proxy) watchWorker() {
	if p.attempt == 0 || p.silent || p.worker == "" {
		return
	}
	for _, h := range p.d.reg.Live() {
		if h.ID == p.worker {
			return
		}
	}
	if !p.d.reg.Seen(p.worker) {
		return // never heard (a worker older than heartbeats, or not yet): nothing to say
	}
	p.silent = true
	ack := p.d.q.Config().AckWait
	p.notice(fmt.Sprintf("worker %s went silent (no heartbeat): attempt %d is given to another worker once the queue's ack wait (%s) passes without a keepalive, by %s at the latest",
		p.worker, p.attempt, ack, time.Now().Add(ack).Format(time.TimeOnly)))
}
