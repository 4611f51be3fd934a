package remote

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go"

	"troupe/actors/agent"
	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/faults"
	"troupe/internal/snapshot"
	"troupe/internal/store"
	"troupe/internal/taskq"
	"troupe/internal/transcript"
	"troupe/messages"
)

// Messages a proxy sends itself.
type (
	dispatched struct {
		task  taskq.Task
		seq   uint64
		stats snapshot.Stats
		err   error
		again bool // queued again (requeue.go)
	}
	status  struct{ s taskq.Status }
	tick    struct{}
	polled  struct{}
	applied struct{ res messages.TurnResult }
)

// proxy stands in for a subagent running on a worker.
type proxy struct {
	d      *Dispatcher
	ad     agent.Deps
	mode   string
	writes bool
	model  string      // key of the model the task needs
	route  taskq.Route // the queue its task goes on (model, priority, labels)

	self    *actor.PID
	ctx     context.Context
	cancel  context.CancelFunc
	subs    []*nats.Subscription
	prompt  *messages.Prompt
	cause   messages.Meta // the prompt's meta, for the reply
	task    taskq.Task
	seq     uint64 // stream sequence of the queued task; 0 until queued
	queued  time.Time
	attempt int    // current attempt: the highest a worker said it started
	worker  string // worker of the current attempt
	done    bool   // a result was taken (or the task failed): later ones are late
	polling bool   // a read of the stored statuses is under way
	polled  time.Time
	local   *actor.PID
	relay   relay // approval requests of the task (approval.go)
	retries int   // attempts that failed on a worker and were handed back
	// failedAt is the last attempt whose hand-back was taken: the same
	// status comes again by the live subscription and the poll.
	failedAt int
	silent   bool // the current attempt's worker was said to be silent
	// spent is what the current attempt's model calls cost so far, as
	// its worker's relayed usage reports say: the price of an attempt
	// that is lost or handed back.
	spent float64
	// requeues: times the task was queued again, no worker having
	// started it in every delivery the queue allowed (requeue.go).
	requeues int
}

// Receive handles one message.
func (p *proxy) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		p.self = c.Self()
		p.ctx, p.cancel = context.WithCancel(p.ad.Lifetime)
	case *port.In:
		p.fromBus(c, m)
	case *dispatched:
		p.onDispatched(c, m)
	case *status:
		p.onStatus(c, m.s)
	case *tick:
		p.onTick(c)
	case *polled:
		p.polling = false
	case *exhaustedSeq:
		if m.seq != 0 && m.seq == p.seq && !p.done && p.local == nil {
			p.seq = 0 // the server dropped it
			if p.requeue(c) {
				return
			}
			why := fmt.Sprintf("the task failed on every delivery the queue allows (last worker %s, attempt %d)", p.worker, p.attempt)
			p.deadLetter(why)
			if p.mode == Auto {
				p.fallback(c, "the task failed on every delivery the queue allows")
			} else {
				p.finish(failure(why))
			}
		}
	case *applied:
		p.reply(m.res)
	case *asked:
		p.onAsk(c, m.a)
	case *answered:
		p.onAnswered(m)
	case *relayed:
		p.onRelayed(m)
	case *actor.Stopping:
		p.stopping()
	}
}

func (p *proxy) fromBus(c actor.Context, m *port.In) {
	if p.local != nil { // running here: the local child gets everything
		c.Send(p.local, m)
		return
	}
	switch b := m.Body.(type) {
	case *messages.Prompt:
		if p.prompt != nil {
			return
		}
		p.prompt, p.cause = b, m.Meta
		p.dispatch(c)
	case *messages.Cancel:
		if p.done {
			return // ours echoed back, or the task already ended
		}
		p.publish(messages.Subject(messages.ClassCtl, p.ad.Session, p.ad.ID, "cancel"), m.Meta, b) // the worker listens too
		p.finish(messages.TurnResult{Err: &messages.Error{Kind: messages.KindCanceled, Op: "remote", Msg: "cancelled"}})
	}
}

// dispatch subscribes to the task's status, snapshots the workspace and
// queues the task, in a goroutine.
func (p *proxy) dispatch(c actor.Context) {
	root := c.ActorSystem().Root
	nc := p.d.bus.Conn()
	adv := "$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES." + taskq.TaskStream + "." + p.route.Durable()
	if sub, err := nc.Subscribe(adv, func(msg *nats.Msg) {
		var a struct {
			Seq uint64 `json:"stream_seq"`
		}
		if json.Unmarshal(msg.Data, &a) == nil {
			root.Send(p.self, &exhaustedSeq{a.Seq})
		}
	}); err == nil {
		p.subs = append(p.subs, sub)
	}
	t := taskq.Task{ID: fmt.Sprintf("%s-%s-%d", p.ad.Session, p.ad.ID, time.Now().UnixNano()), Session: p.ad.Session,
		Parent: p.ad.Parent, Agent: p.ad.ID, CallID: p.cause.Correlation, Kind: p.ad.Type, Prompt: p.prompt.Text,
		Model: p.model, Writes: p.writes, Coordinator: sessionCoordinator(p.ad.Session), Approval: p.approval(), Traceparent: p.cause.Traceparent,
		Priority: p.route.Priority, Labels: p.route.Labels}
	if p.d.cfg.Deadline > 0 {
		t.Deadline = time.Now().Add(p.d.cfg.Deadline)
	}
	if def, ok := p.d.cfg.Types[p.ad.Type]; ok {
		t.Type = &def
	}
	p.task = t
	p.listenAsks(root)
	p.listenEvents(root)
	self := p.self
	p.d.fence.track(t.ID, func(s taskq.Status) { root.Send(self, &status{s}) })
	p.goJob("dispatch task", func() {
		// A cluster that lost a node answers after an election or not at
		// all: queueing is bounded, and its failure said, never a hang.
		ctx, cancel := context.WithTimeoutCause(p.ctx, dispatchTimeout,
			fmt.Errorf("the bus did not store the snapshot and the task within %s", dispatchTimeout))
		defer cancel()
		// A message or its acknowledgement lost on the way (a route that
		// closed while the cluster formed, an election) leaves a step
		// waiting for an answer that never comes: each try is bounded too,
		// and the steps are repeated. They are idempotent: the same
		// snapshot, streams and consumer, and the task's ID is its message
		// ID, so JetStream stores it once.
		var (
			seq   uint64
			stats snapshot.Stats
		)
		err := bus.RetryTransient(ctx, dispatchTimeout, p.d.cfg.DispatchTry, func(actx context.Context) error {
			if err := p.d.cfg.Faults.Err(faults.DispatchLost); err != nil {
				<-actx.Done() // the answer never comes: the try waits out its bound
				return actx.Err()
			}
			var err error
			t, stats, seq, err = p.queue(actx, t)
			return err
		})
		if err != nil && context.Cause(ctx) != nil && p.ctx.Err() == nil {
			err = fmt.Errorf("%w: %w", context.Cause(ctx), err)
		}
		root.Send(p.self, &dispatched{task: t, seq: seq, stats: stats, err: err})
	})
	p.goJob("wait clock", func() { // the clock of the wait for a worker and of worker liveness
		tk := time.NewTicker(250 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-p.ctx.Done():
				return
			case <-tk.C:
				root.Send(p.self, &tick{})
			}
		}
	})
}

// dispatchTimeout bounds snapshotting and queueing one task; dispatchTry
// is the default bound of one try of it (Config.DispatchTry).
const (
	dispatchTimeout = 2 * time.Minute
	dispatchTry     = 30 * time.Second
)

// queue snapshots the workspace, makes sure the results stream and the
// route's consumer exist, and queues t with the snapshot's name. It does
// not touch the actor's state (it runs in a job).
func (p *proxy) queue(ctx context.Context, t taskq.Task) (taskq.Task, snapshot.Stats, uint64, error) {
	name, stats, err := p.d.snaps.take(ctx, p.d.cfg.DispatchTry, func(ctx context.Context) (string, snapshot.Stats, error) {
		return p.d.list.Build(ctx, p.d.q.Snapshots(), p.d.cfg.Workspace)
	})
	if err != nil {
		return t, stats, 0, err
	}
	if err := p.d.keepResults(ctx, t.Session); err != nil {
		return t, stats, 0, err
	}
	if err := p.d.consumer(ctx, t.Route()); err != nil {
		return t, stats, 0, err
	}
	t.Snapshot = name
	seq, err := p.d.q.Publish(ctx, t)
	return t, stats, seq, err
}

// exhaustedSeq is a max-deliveries advisory; it concerns us if the
// sequence is our task's.
type exhaustedSeq struct{ seq uint64 }

func (p *proxy) onDispatched(c actor.Context, m *dispatched) {
	if m.err != nil {
		p.finish(failure("could not queue the task: " + m.err.Error()))
		return
	}
	p.seq, p.queued = m.seq, time.Now()
	p.state("queued", "", 0, "", 0)
	if m.again {
		return
	}
	p.notice(fmt.Sprintf("queued as %s (snapshot %s: %d files, %d bytes, %d new blobs, %d bytes moved)",
		m.task.ID, shortName(m.task.Snapshot), m.stats.Files, m.stats.Bytes, m.stats.Moved, m.stats.MovedBytes))
}

// onStatus acts on a status the fence let through: a newer attempt
// started, or the result to take.
func (p *proxy) onStatus(c actor.Context, s taskq.Status) {
	if p.done || p.local != nil {
		return
	}
	if !s.Done && s.Err != nil {
		if s.Attempt <= p.failedAt {
			return // seen already (subscription and poll both deliver it)
		}
		p.failedAt = s.Attempt
		p.retries++
		p.silent = false
		p.notice(fmt.Sprintf("attempt %d failed on worker %s (%s: %s): handed back, delivered again in %s, to another worker if one is free",
			s.Attempt, s.Worker, s.Err.Kind, s.Err.Msg, s.RetryIn))
		cost := s.CostUSD
		if cost == 0 {
			cost = p.spent
		}
		p.spent = 0
		p.state("retrying", s.Worker, s.Attempt, fmt.Sprintf("attempt %d failed: %s; retried in %s", s.Attempt, s.Err.Msg, s.RetryIn), cost)
		return
	}
	if !s.Done {
		lost := p.spent // the attempt this one replaces, if it was lost
		p.attempt, p.worker, p.silent, p.spent = s.Attempt, s.Worker, false, 0
		p.notice(fmt.Sprintf("running on worker %s (attempt %d)", s.Worker, s.Attempt))
		p.state("running", s.Worker, s.Attempt, "", lost)
		p.newAttempt(c)
		return
	}
	p.done, p.attempt, p.worker, p.spent = true, s.Attempt, s.Worker, 0
	if s.Err != nil {
		p.state("failed", s.Worker, s.Attempt, s.Err.Msg, s.CostUSD)
	} else {
		p.state("done", s.Worker, s.Attempt, "", s.CostUSD)
	}
	p.endAsks("the task finished")
	p.notice(fmt.Sprintf("result of attempt %d from worker %s taken", s.Attempt, s.Worker))
	root := c.ActorSystem().Root
	p.goJob("apply result", func() {
		root.Send(p.self, &applied{res: p.take(s)})
	})
}

// take turns a worker's result into the call's result: the transcript to
// the session log, the changes merged into the workspace.
func (p *proxy) take(s taskq.Status) messages.TurnResult {
	if err := p.d.q.LoadBody(p.ctx, &s); err != nil { // a large result travels by reference
		return messages.TurnResult{Turn: p.prompt.Turn, Iterations: s.Iterations, Calls: s.Calls, Usage: s.Usage, CostUSD: s.CostUSD,
			Err: &messages.Error{Kind: messages.KindOther, Op: "remote", Msg: err.Error()}}
	}
	res := messages.TurnResult{Turn: p.prompt.Turn, Final: s.Final, Iterations: s.Iterations, Calls: s.Calls,
		Usage: s.Usage, CostUSD: s.CostUSD, Err: s.Err}
	if p.ad.Record != nil {
		// Committed together and waited for once: the transcript's events
		// share an fsync (an Append each cost one fsync per message, 6-18
		// ms a result on this disk under load, before the result went on).
		var last chan struct{}
		for _, m := range s.Transcript {
			ev, err := transcript.Event(transcript.TypeMessage, p.ad.ID, p.prompt.Turn, m)
			if err != nil {
				continue
			}
			done := make(chan struct{})
			p.ad.Record.Commit(ev, func(_ store.Event, err error) {
				if err != nil {
					p.ad.Log.Error("record remote transcript", "agent", p.ad.ID, "err", err)
				}
				close(done)
			})
			last = done
		}
		if last != nil {
			<-last // done functions run in commit order: every one is on disk
		}
	}
	if s.Changes == "" || !p.writes {
		return res
	}
	cs, err := snapshot.LoadChangeset(p.ctx, p.d.q.Snapshots(), s.Changes)
	if err == nil {
		err = p.approveProtected(cs, s.Worker)
	}
	if err == nil && p.ad.Checkpoint != nil { // so /undo takes the worker's changes back too
		if cerr := p.ad.Checkpoint.BeforeTurn(p.ctx, p.prompt.Turn); cerr != nil {
			p.ad.Log.Warn("checkpoint before applying remote changes", "agent", p.ad.ID, "err", cerr)
		}
	}
	if err == nil {
		var paths []string
		paths, err = snapshot.Apply(p.ctx, p.d.q.Snapshots(), p.d.cfg.Workspace, cs)
		if err == nil {
			res.Final += fmt.Sprintf("\n\n[changes from worker %s applied to the workspace: %s]", s.Worker, strings.Join(paths, ", "))
			return res
		}
	}
	var ce *snapshot.ConflictError
	kind := messages.KindOther
	if errors.As(err, &ce) {
		kind = messages.KindToolFailed
	}
	res.Err = &messages.Error{Kind: kind, Op: "remote", Msg: err.Error()}
	return res
}

func (p *proxy) onTick(c actor.Context) {
	if p.done || p.local != nil || p.seq == 0 {
		return
	}
	p.poll(c)
	if !p.task.Deadline.IsZero() && time.Now().After(p.task.Deadline) {
		why := fmt.Sprintf("the task passed its deadline (%s after it was queued; last worker %s, attempt %d)", p.d.cfg.Deadline, p.worker, p.attempt)
		p.deadLetter(why)
		p.finish(failure(why))
		p.d.stopStale(messages.ParsedSubject{Session: p.ad.Session, Agent: p.ad.ID}, taskq.Status{Task: p.task.ID})
		return
	}
	// Waiting for a worker: while a live worker could take the task (all
	// busy, or its deliveries slow to arrive) it waits on; the wait is
	// for a worker to come.
	if _, capable := p.d.reg.CapableOf(p.route); capable && p.attempt == 0 {
		p.queued = time.Now()
	}
	if p.attempt == 0 && time.Since(p.queued) > p.d.cfg.Wait {
		p.withdraw()
		if p.mode == Auto {
			p.fallback(c, fmt.Sprintf("no worker took the task within %s", p.d.cfg.Wait))
			return
		}
		p.finish(failure(fmt.Sprintf("no worker came: no worker with %s took the task within %s", p.route, p.d.cfg.Wait)))
		return
	}
	p.watchWorker()
	if p.attempt > 0 && p.mode == Auto {
		if _, any := p.d.reg.CapableOf(p.route); !any {
			p.withdraw()
			p.fallback(c, fmt.Sprintf("worker %s is gone and no other worker has %s", p.worker, p.route))
		}
	}
}

// fallback runs the subagent in this process.
func (p *proxy) fallback(c actor.Context, why string) {
	d := p.ad
	d.Placer = nil
	pid, err := c.SpawnNamed(agent.Props(d), "local")
	if err != nil {
		p.finish(failure("could not run the subagent here: " + err.Error()))
		return
	}
	p.local = pid
	p.d.fence.finish(p.task.ID)
	p.endAsks("the subagent runs on the coordinator instead")
	p.d.decision(p.ad, Local, why)
	p.state("local", "", p.attempt, why, 0)
	c.Send(pid, &port.In{Subject: messages.Subject(messages.ClassCmd, p.ad.Session, p.ad.ID, "prompt"), Meta: p.cause, Body: p.prompt})
}

// withdraw removes the queued task from the stream, in a goroutine (a
// JetStream round trip has no place in Receive); a worker that takes it
// meanwhile finds its result fenced off.
func (p *proxy) withdraw() {
	if p.seq == 0 {
		return
	}
	seq, q, log := p.seq, p.d.q, p.ad.Log
	ctx, cancel := context.WithTimeout(context.WithoutCancel(p.ctx), 5*time.Second)
	p.seq = 0
	p.goJob("withdraw task", func() {
		defer cancel()
		if err := q.Withdraw(ctx, seq); err != nil {
			log.Debug("withdraw task", "err", err)
		}
	})
}

// finish answers the parent without a worker's result.
func (p *proxy) finish(res messages.TurnResult) {
	if p.done {
		return
	}
	p.done = true
	p.d.fence.finish(p.task.ID)
	p.withdraw()
	p.endAsks("the task ended")
	p.reply(res)
}

func (p *proxy) reply(res messages.TurnResult) {
	if p.prompt != nil {
		res.Turn = p.prompt.Turn
	}
	meta := messages.Meta{Correlation: p.cause.Correlation, Causation: p.cause.ID, Traceparent: p.cause.Traceparent}
	p.publish(messages.Subject(messages.ClassRes, p.ad.Session, p.ad.ID, "turn"), meta, res)
}

func (p *proxy) stopping() {
	p.endAsks("the subagent stopped")
	if !p.done {
		p.d.fence.finish(p.task.ID)
		p.withdraw()
	}
	for _, s := range p.subs {
		_ = s.Unsubscribe()
	}
	if p.cancel != nil {
		p.cancel()
	}
}

func (p *proxy) publish(subject string, meta messages.Meta, body messages.Body) {
	meta.Parent = p.ad.Parent
	if _, err := port.Publish(p.ad.Bus, subject, meta, body); err != nil {
		p.ad.Log.Error("publish", "subject", subject, "err", err)
	}
}

func (p *proxy) event(detail string, body messages.Body) {
	p.publish(messages.Subject(messages.ClassEvt, p.ad.Session, p.ad.ID, detail), messages.Meta{}, body)
}

func (p *proxy) notice(text string) {
	p.event("remote", messages.Notice{Level: "info", Text: "subagent " + p.ad.ID + ": " + text})
}

func failure(msg string) messages.TurnResult {
	return messages.TurnResult{Err: &messages.Error{Kind: messages.KindOther, Op: "remote", Msg: msg}}
}

func shortName(s string) string {
	if len(s) > 17 {
		return s[:17]
	}
	return s
}

// goJob runs f on a goroutine the supervisor's group owns; once it is
// closing (troupe is stopping) nothing new starts, which is only logged.
func (p *proxy) goJob(name string, f func()) {
	if err := p.ad.Jobs.Go("remote "+name, f); err != nil {
		p.ad.Log.Debug("remote subagent", "agent", p.ad.ID, "err", err)
	}
}
