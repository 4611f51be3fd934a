// Package remote runs subagents on other machines. A Dispatcher is the
// coordinator's agent.Placer: for each task call it decides, by the
// placement configured for the subagent type and the live workers'
// heartbeats, whether the subagent runs here or on a worker, publishes the
// decision as an event, and for a remote one returns the props of a proxy
// actor. The proxy is the parent agent's child like a local subagent: it
// listens where the child would, snapshots the workspace, queues the task,
// fences results by attempt, merges the worker's changes into the
// workspace, writes the remote transcript to the session log, and answers
// the parent with a TurnResult. When no worker is left it runs the subagent
// in this process instead (placement auto). A task carries this project's
// definition of its type and this session's approval policy; when a person
// can be asked here, the worker's asks come to the proxy, which fences them
// by attempt and asks exactly as a local subagent's gate does
// (approval.go). A cancel of the subagent is sent on to the worker, and a
// worker that starts a task already let go is told to stop (cancel.go).
//
// Concurrency: a Dispatcher is safe for concurrent use (its Registry and
// Queue are). A proxy keeps its state in the actor and never blocks in
// Receive: snapshots, queueing, merges and the wait for a person's answer
// run in goroutines counted in the agent's Jobs WaitGroup, whose results
// come back as messages.
package remote

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go"

	"troupe/actors/agent"
	"troupe/internal/bus"
	"troupe/internal/faults"
	"troupe/internal/snapshot"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Placements.
const (
	Local  = "local"
	Remote = "remote"
	Auto   = "auto"
)

// Config is the coordinator's side of placement.
type Config struct {
	Placement string            // default for every type; "" = local
	PerType   map[string]string // overrides by subagent type
	Wait      time.Duration     // how long a queued task waits for a worker; default 30s
	Model     string            // model key the tasks need (taskq.ModelKey of the action model)
	// TypeModels are the model keys of types whose action slot names a
	// model of its own: their tasks go to workers with that model.
	TypeModels map[string]string
	Workspace  string        // the directory snapshots are taken of and changes applied to
	Heartbeat  time.Duration // coordinator heartbeat interval; default 1s
	// ReadOnly lists the tools that write nothing: a type whose tools are
	// all in it gets no changeset back.
	ReadOnly map[string]bool
	// Types are the subagent types as this project defines them: a task
	// carries its type's, and the worker runs that rather than its own.
	Types map[string]taskq.Type
	// Deadline is how long a task may take from queueing to result; past
	// it the task is withdrawn, cancelled and dead-lettered. 0: none.
	Deadline time.Duration
	// KeysFile keeps the public keys of the workers enrolled, so that a
	// resumed coordinator can check results stored while none ran
	// (Recover); "" keeps them in memory only.
	KeysFile string
	// DispatchTry bounds one try at snapshotting and queueing a task (a
	// lost message or acknowledgement leaves a step waiting); the tries go
	// on within dispatchTimeout. 0: 30 s.
	DispatchTry time.Duration
	// Faults injects faults.DispatchLost; nil: none.
	Faults *faults.Set
}

// Dispatcher places subagents. Close stops its heartbeat and watch.
type Dispatcher struct {
	cfg   Config
	q     *taskq.Queue
	reg   *taskq.Registry
	bus   *bus.Bus
	log   *slog.Logger
	id    string // this coordinator, for workers to watch
	fence *fence
	kept  sync.Map           // sessions whose results a stream keeps (keepResults)
	live  sync.Map           // sessions whose tasks this coordinator heartbeats for (serve)
	cons  sync.Map           // model keys whose consumer exists (consumer)
	snaps builds             // snapshots of the workspace, coalesced (snapshots.go)
	list  snapshot.Lister    // lists the workspace for them; closed by Close
	sub   *nats.Subscription // every task status
	stop  context.CancelFunc
	wg    sync.WaitGroup

	in          chan *nats.Msg     // deliveries to workers' inboxes and statuses, in order (trust.go)
	done        chan struct{}      // closed by Close: loop returns
	inboxSub    *nats.Subscription // interest in every worker's task inbox, from Start on (trust.go)
	enrolSub    *nats.Subscription // enrolment requests
	awaiting    []awaiting         // statuses waiting for their delivery's record; loop's alone (witness.go)
	witnessWait time.Duration      // how long one waits
	keyMu       sync.Mutex
	keys        map[string]string                 // worker name -> enrolled NKey public key
	known       knownKeys                         // every key enrolled here or by an earlier process (keys.go)
	watch       map[string]*nats.Subscription     // worker name -> its task inbox
	held        map[string]map[string]heldAttempt // worker name -> task id -> its delivery (revoke.go)
	revoked     map[string]bool                   // worker names revoked: never enrolled again
	adminSub    *nats.Subscription                // admin requests; nil when not served
	rotateSub   *nats.Subscription                // admin requests to rotate the enrolment key; nil when not served
}

// Start opens the queue on b and starts watching workers and sending the
// coordinator's heartbeat.
func Start(ctx context.Context, b *bus.Bus, cfg Config, qcfg taskq.Config, log *slog.Logger) (*Dispatcher, error) {
	if cfg.Wait <= 0 {
		cfg.Wait = 30 * time.Second
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = time.Second
	}
	if cfg.DispatchTry <= 0 {
		cfg.DispatchTry = dispatchTry
	}
	if _, err := b.JetStream(); err != nil { // started on first need
		return nil, fmt.Errorf("remote: %w", err)
	}
	q, err := taskq.Open(ctx, b.Conn(), qcfg)
	if err != nil {
		return nil, err
	}
	if _, err := q.Consumer(ctx, cfg.Model); err != nil { // ours, with our AckWait and MaxDeliver
		return nil, err
	}
	// The main agent's tasks go to the high-priority queue (taskq.Route):
	// there from the start, so a worker waits on it from its first fetch.
	if _, err := q.RouteConsumer(ctx, taskq.Route{Model: cfg.Model, Priority: taskq.High}); err != nil {
		return nil, err
	}
	reg, err := taskq.WatchWorkers(b.Conn())
	if err != nil {
		return nil, err
	}
	host, _ := os.Hostname()
	d := &Dispatcher{cfg: cfg, q: q, reg: reg, bus: b, log: log, id: fmt.Sprintf("%s-%d", sanitize(host), os.Getpid()),
		fence: newFence(time.Hour), in: make(chan *nats.Msg, 8192), done: make(chan struct{}), witnessWait: witnessWait,
		keys: map[string]string{}, known: loadKeys(cfg.KeysFile), watch: map[string]*nats.Subscription{},
		held: map[string]map[string]heldAttempt{}, revoked: map[string]bool{}}
	// Anything but this process can reach the bus: workers are checked.
	d.fence.strict = b.ClientURL() != ""
	if d.sub, err = b.Conn().ChanSubscribe("troupe.res.*.*.task", d.in); err != nil {
		return nil, errors.Join(fmt.Errorf("remote: watch results: %w", err), reg.Close())
	}
	// Interest in every worker's task inbox from the start, long before
	// a worker can enrol and fetch (trust.go); its copies are dropped.
	if d.inboxSub, err = b.Conn().Subscribe(bus.WorkerInbox("*")+".t.>", func(*nats.Msg) {}); err == nil {
		err = b.Conn().Flush()
	}
	if err != nil {
		return nil, errors.Join(fmt.Errorf("remote: watch the workers' inboxes: %w", err), d.sub.Unsubscribe(), reg.Close())
	}
	if d.enrolSub, err = b.Conn().Subscribe(bus.EnrolFilter, d.enrol); err != nil {
		return nil, errors.Join(fmt.Errorf("remote: enrolment: %w", err), d.sub.Unsubscribe(), d.inboxSub.Unsubscribe(), reg.Close())
	}
	if err := d.serveAdmin(); err != nil {
		return nil, errors.Join(err, d.sub.Unsubscribe(), d.inboxSub.Unsubscribe(), d.enrolSub.Unsubscribe(), reg.Close())
	}
	hctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	d.stop = cancel
	d.wg.Add(2)
	go d.heartbeat(hctx, b.Conn())
	go d.loop()
	return d, nil
}

func (d *Dispatcher) heartbeat(ctx context.Context, nc *nats.Conn) {
	defer d.wg.Done()
	t := time.NewTicker(d.cfg.Heartbeat)
	defer t.Stop()
	for {
		if err := nc.Publish(taskq.CoordinatorSubject(d.id), nil); err != nil {
			d.log.Debug("coordinator heartbeat", "err", err)
		}
		// One per session served: a task names its session's, so a
		// resumed coordinator of the session (a new process) is the one
		// its workers hear, and they do not drop its tasks.
		d.live.Range(func(k, _ any) bool {
			if err := nc.Publish(taskq.CoordinatorSubject(sessionCoordinator(k.(string))), nil); err != nil {
				d.log.Debug("coordinator heartbeat", "err", err)
			}
			return true
		})
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// status runs on loop's goroutine for every worker status. waited: it
// already waited for its delivery's record (witness.go).
func (d *Dispatcher) status(msg *nats.Msg, waited bool) {
	s, err := taskq.DecodeStatus(msg.Data)
	if err != nil {
		return
	}
	p, ok := messages.ParseSubject(msg.Subject)
	if !ok || p.Session != "" && s.Task != "" && !strings.HasPrefix(s.Task, p.Session+"-") {
		return // a status of a task of another session, on this one's subject
	}
	if !d.signed(s.Worker, msg.Subject, msg.Header, msg.Data) {
		d.refused(p.Session, p.Agent, fmt.Sprintf("a status of task %s claiming worker %s (attempt %d) is not signed by that worker: refused", s.Task, s.Worker, s.Attempt))
		return
	}
	if !waited && d.fence.unwitnessed(s) && d.await(msg, s) {
		return
	}
	v, cur := d.fence.observe(s)
	if s.Done && v == forward {
		d.release(s.Task)
	}
	if v == forged {
		d.refused(p.Session, p.Agent, fmt.Sprintf("a status of task %s from worker %s claims attempt %d, which JetStream did not deliver to it: refused", s.Task, s.Worker, s.Attempt))
		return
	}
	if v == unwanted && ok {
		d.stopStale(p, s) // cancel.go
	}
	if v != late || !ok {
		return
	}
	text := fmt.Sprintf("late result of task %s from worker %s (attempt %d) fenced off: attempt %d is current or a result was already taken",
		s.Task, s.Worker, s.Attempt, cur)
	if _, err := d.bus.Publish(messages.Subject(messages.ClassEvt, p.Session, p.Agent, "fenced"), messages.Meta{},
		messages.Notice{Level: "warn", Text: text}); err != nil {
		d.log.Debug("publish fenced", "err", err)
	}
}

// Workers is the live workers.
func (d *Dispatcher) Workers() []taskq.Heartbeat { return d.reg.Live() }

// Close stops the heartbeat and the watch, and revokes the workers it
// enrolled.
func (d *Dispatcher) Close() error {
	d.stop()
	errs := []error{d.sub.Unsubscribe(), d.inboxSub.Unsubscribe(), d.enrolSub.Unsubscribe()}
	if d.adminSub != nil {
		errs = append(errs, d.adminSub.Unsubscribe())
	}
	if d.rotateSub != nil {
		errs = append(errs, d.rotateSub.Unsubscribe())
	}
	d.keyMu.Lock()
	for name, sub := range d.watch {
		errs = append(errs, sub.Unsubscribe())
		d.bus.RevokeWorker(name)
	}
	d.keyMu.Unlock()
	close(d.done)
	d.wg.Wait()
	return errors.Join(append(errs, d.reg.Close(), d.list.Close())...)
}

// placement is the configured placement of a type.
func (d *Dispatcher) placement(kind string) string {
	if p := d.cfg.PerType[kind]; p != "" {
		if p == "any" { // the Markdown agent files' word for auto
			return Auto
		}
		return p
	}
	switch d.cfg.Placement {
	case "":
		return Local
	case "any":
		return Auto
	}
	return d.cfg.Placement
}

// Place implements agent.Placer.
func (d *Dispatcher) Place(ad agent.Deps) *actor.Props {
	mode := d.placement(ad.Type)
	rt := d.routeFor(ad)
	model := rt.String() // said in the notices: the model and what else a worker needs
	free, any := d.reg.CapableOf(rt)
	where, why := Local, "placement local"
	switch {
	case mode == Remote:
		where, why = Remote, "placement remote"
		if !any {
			why += fmt.Sprintf("; no worker with %s yet, waiting up to %s", model, d.cfg.Wait)
		}
	case mode == Auto && free:
		where, why = Remote, fmt.Sprintf("placement auto: a worker with %s has a free slot", model)
	case mode == Auto:
		why = fmt.Sprintf("placement auto: no worker with %s has a free slot", model)
	}
	if mode != Local {
		d.decision(ad, where, why)
	}
	if where == Local {
		return nil
	}
	writes := false
	for _, t := range ad.ToolNames {
		if !d.cfg.ReadOnly[t] {
			writes = true
		}
	}
	return actor.PropsFromProducer(func() actor.Actor {
		return &proxy{d: d, ad: ad, mode: mode, writes: writes, model: rt.Model, route: rt}
	})
}

// decision publishes where a subagent runs, as a notice of the subagent.
func (d *Dispatcher) decision(ad agent.Deps, where, why string) {
	text := fmt.Sprintf("subagent %s (%s) runs %s: %s", ad.ID, ad.Type, where, why)
	if _, err := d.bus.Publish(messages.Subject(messages.ClassEvt, ad.Session, ad.ID, "placement"),
		messages.Meta{Parent: ad.Parent}, messages.Notice{Level: "info", Text: text}); err != nil {
		d.log.Debug("publish placement", "err", err)
	}
}

func sanitize(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	if len(b) == 0 {
		return "host"
	}
	return string(b)
}
