package remote

import (
	"context"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/internal/taskq"
)

// pollEvery is how often a proxy reads back the last stored status of its
// task while it waits: a status published while the coordinator was not
// listening (a reconnect to its NATS server) is in the results stream,
// not lost, and this is how it is found.
const pollEvery = 2 * time.Second

// keepResults makes sure a stream keeps the session's task results, once
// per session and Dispatcher.
func (d *Dispatcher) keepResults(ctx context.Context, session string) error {
	if _, ok := d.kept.Load(session); ok {
		return nil
	}
	if err := d.q.KeepResults(ctx, session); err != nil {
		return err
	}
	d.kept.Store(session, true)
	return nil
}

// modelFor is the key of the model a type's tasks need.
func (d *Dispatcher) modelFor(kind string) string {
	if m := d.cfg.TypeModels[kind]; m != "" {
		return m
	}
	return d.cfg.Model
}

// consumer makes sure the workers' consumer of model exists (with this
// coordinator's AckWait and MaxDeliver), once per model and Dispatcher.
func (d *Dispatcher) consumer(ctx context.Context, model string) error {
	if _, ok := d.cons.Load(model); ok {
		return nil
	}
	if _, err := d.q.Consumer(ctx, model); err != nil {
		return err
	}
	d.cons.Store(model, true)
	return nil
}

// poll reads the task's last stored status in a goroutine; the fence hands
// the proxy what it has not acted on yet, exactly as if it had been heard.
func (p *proxy) poll(c actor.Context) {
	if p.polling || time.Since(p.polled) < pollEvery {
		return
	}
	p.polling, p.polled = true, time.Now()
	self, root, life := p.self, c.ActorSystem().Root, p.ctx
	q, f, session, agent := p.d.q, p.d.fence, p.ad.Session, p.ad.ID
	p.goJob("poll last status", func() {
		ctx, cancel := context.WithTimeout(life, 5*time.Second)
		defer cancel()
		s, h, data, ok, err := q.LastStatusMsg(ctx, session, agent)
		subj := taskq.StatusSubject(session, agent)
		switch {
		case err != nil:
			p.ad.Log.Debug("read back task status", "agent", agent, "err", err)
		case ok && p.d.signed(s.Worker, subj, h, data):
			f.observe(s)
		}
		root.Send(self, &polled{})
	})
}
