package remote

import (
	"context"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"

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
	d.serve(session)
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
func (d *Dispatcher) consumer(ctx context.Context, rt taskq.Route) error {
	if _, ok := d.cons.Load(rt.Durable()); ok {
		return nil
	}
	// The model's plain queue too: a worker waits for it to exist
	// before it looks for its other routes.
	for _, r := range []taskq.Route{{Model: rt.Model}, rt} {
		if _, err := d.q.RouteConsumer(ctx, r); err != nil {
			return err
		}
	}
	d.cons.Store(rt.Durable(), true)
	return nil
}

// routeFor is the queue a subagent's task goes on: its type's model, high
// priority when the main agent called it (the person waits on that agent),
// and the labels its type requires of a worker.
func (d *Dispatcher) routeFor(ad agent.Deps) taskq.Route {
	rt := taskq.Route{Model: d.modelFor(ad.Type), Priority: taskq.Normal}
	if ad.Parent == agent.Main {
		rt.Priority = taskq.High
	}
	if t, ok := d.cfg.Types[ad.Type]; ok {
		rt.Labels = t.Labels
	}
	return rt
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

// serve makes this coordinator heartbeat for session's tasks from now on
// (until Close): what a task's worker watches is its session's
// coordinator, whichever process that is (a resume adopts the tasks of the
// process that crashed).
func (d *Dispatcher) serve(session string) {
	if _, loaded := d.live.LoadOrStore(session, true); !loaded {
		if err := d.bus.Conn().Publish(taskq.CoordinatorSubject(sessionCoordinator(session)), nil); err != nil {
			d.log.Debug("coordinator heartbeat", "err", err)
		}
	}
}

// sessionCoordinator is the coordinator id a session's tasks name
// (Task.Coordinator): the session's, not a process's.
func sessionCoordinator(session string) string { return "session-" + sanitize(session) }
