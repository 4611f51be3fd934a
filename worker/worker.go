// Package worker is `troupe worker`: it pulls subagent tasks from the
// coordinator's work queue (one Fetch(1) per free slot, never a prefetching
// Consume), runs each as a full agent subtree in a workspace materialised
// from the task's snapshot, with the worker's own models and keys, and
// reports the result and changes before acking. While a task runs it sends
// InProgress every third of the consumer's AckWait; a worker that dies or
// stops stops sending them, and the server gives the task to another.
// It advertises itself by heartbeat, parks the queued tasks of a
// coordinator it stops hearing until it hears it again (park.go), and
// drains on shutdown: it stops fetching, lets running tasks finish for a
// while, then hands the rest back (Nak).
// A task runs with its coordinator's subagent type and approval policy;
// when a person is at the coordinator, its asks travel there and wait for
// the answer (approval.go); a cancel from the coordinator ends it (Term).
//
// Concurrency: Run owns every goroutine it starts (heartbeat, one per slot,
// one keepalive per running task, one for the parked tasks) and returns
// only when all have ended.
// The running set and the coordinators' last heartbeats are guarded by a
// mutex.
package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/gate"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Runner runs one task's agent in dir and returns its outcome; link is
// the task's way back to its coordinator.
type Runner interface {
	Run(ctx context.Context, t taskq.Task, dir string, link Link) (Outcome, error)
}

// Link is a running task's way back to its coordinator.
type Link struct {
	Events Events // receives the agent's bus events as they happen
	// Approver asks a person at the coordinator; nil when nobody can be
	// asked there (the task's Approval says how asks are answered).
	Approver gate.Approver
}

// Events sees a running task's events (subject on the worker's own bus).
type Events func(subject string, meta messages.Meta, body messages.Body)

// Outcome is what a task's agent produced.
type Outcome struct {
	Result     messages.TurnResult
	Transcript []messages.Message
}

// Config is a worker's configuration.
type Config struct {
	ID          string          // default host-pid
	Concurrency int             // tasks at once; default 1
	CacheDir    string          // blob cache and task workspaces; required
	Model       string          // model key of the worker's action model (taskq.ModelKey)
	Queue       taskq.Config    // used only if the worker creates the consumer
	Heartbeat   time.Duration   // default 1s
	Abandon     time.Duration   // a coordinator silent this long loses its tasks; default 10s
	Drain       time.Duration   // on shutdown, how long running tasks may finish; default 30s
	HandBack    <-chan struct{} // closed: cancel running tasks and hand them back now
	Runner      Runner
	Log         *slog.Logger
	// Sign is the worker's own key (from enrolment): its statuses and
	// asks are signed, its events go to its own subjects. Zero: neither.
	Sign taskq.Signer
	// MaxDeliver, when lower than the queue's, is the last delivery this
	// worker runs: past it a task's failure is its result.
	MaxDeliver int
	// Backoff is the delay before the second attempt of a task that failed
	// here for the infrastructure's reasons, doubled per attempt; default 1s.
	Backoff time.Duration
	// QuarantineAfter failed tasks in a row stop the worker taking tasks
	// for QuarantineFor (doubled each time); defaults 3 and 1m.
	QuarantineAfter int
	QuarantineFor   time.Duration
	// Labels are what this worker offers (troupe worker --label): it also
	// takes the tasks of types that require some of them (taskq.Route).
	Labels []string
	// Tasks is the connection tasks are fetched on (its inbox prefix is
	// the one the coordinator watches deliveries on); nil: the main one.
	Tasks *nats.Conn
}

// Worker is a running worker.
type Worker struct {
	cfg  Config
	nc   *nats.Conn
	q    *taskq.Queue
	host string
	ack  time.Duration // the consumer's AckWait
	rts  *routes       // the queues it takes tasks from (routes.go)

	watched time.Time // since when coordinators' heartbeats are heard

	mu          sync.Mutex
	failures    int                  // tasks failed in a row
	quarantines int                  // times quarantined
	quarantined time.Time            // no task taken until then
	running     map[string]bool      // task ids
	coords      map[string]time.Time // coordinator id -> last heartbeat
	draining    bool

	read map[string]settingsRead // consumer durable name -> its settings last read (failure.go)

	parked parking        // tasks of silent coordinators (park.go)
	mans   manifests      // snapshot manifests read (manifests.go)
	acks   sync.WaitGroup // acks of finished tasks, sent after their slot moved on (task.go)
	// trash takes the workspaces of finished tasks to a goroutine of Run
	// that removes them, off the slot's way to its next task (removing
	// one took 5-13 ms of a task's overhead on a loaded disk).
	trash chan string
}

// Run serves tasks until ctx ends, then drains and returns.
func Run(ctx context.Context, nc *nats.Conn, cfg Config) error {
	if cfg.Runner == nil || cfg.CacheDir == "" || cfg.Model == "" {
		return errors.New("worker: Runner, CacheDir and Model are required")
	}
	host, _ := os.Hostname()
	if cfg.ID == "" {
		cfg.ID = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	cfg.ID = sanitize(cfg.ID)
	cfg.Concurrency = max(cfg.Concurrency, 1)
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = time.Second
	}
	if cfg.Abandon <= 0 {
		cfg.Abandon = 10 * time.Second
	}
	if cfg.Drain <= 0 {
		cfg.Drain = 30 * time.Second
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.QuarantineAfter <= 0 {
		cfg.QuarantineAfter = DefaultQuarantineAfter
	}
	if cfg.QuarantineFor <= 0 {
		cfg.QuarantineFor = DefaultQuarantineFor
	}
	w := &Worker{cfg: cfg, nc: nc, host: host, running: map[string]bool{}, coords: map[string]time.Time{}, trash: make(chan string, 64)}
	var cleaner sync.WaitGroup
	cleaner.Go(func() {
		for dir := range w.trash {
			_ = os.RemoveAll(dir)
		}
	})
	defer func() { close(w.trash); cleaner.Wait() }()                // after every slot: nothing sends any more
	life, stopLife := context.WithCancel(context.WithoutCancel(ctx)) // heartbeat and tasks
	defer stopLife()
	var hb, slots sync.WaitGroup
	hb.Go(func() { w.heartbeat(life) })
	defer hb.Wait()
	_, err := w.attach(ctx)
	if err != nil {
		stopLife()
		if ctx.Err() != nil {
			return nil // stopped before any coordinator came
		}
		return err
	}
	sub, err := nc.Subscribe(taskq.CoordinatorFilter, func(m *nats.Msg) {
		if p, ok := messages.ParseSubject(m.Subject); ok {
			w.mu.Lock()
			w.coords[p.Agent] = time.Now()
			w.mu.Unlock()
		}
	})
	if err != nil {
		return fmt.Errorf("worker: watch coordinators: %w", err)
	}
	w.watched = time.Now()
	defer sub.Unsubscribe() //nolint:errcheck // the connection closes after

	for range cfg.Concurrency {
		slots.Go(func() { w.slot(ctx, life) })
	}
	slots.Go(func() { w.keepParked(ctx) }) // hands them back when ctx ends
	<-ctx.Done()
	w.mu.Lock()
	w.draining = true
	n := len(w.running)
	w.mu.Unlock()
	cfg.Log.Info("draining", "running", n, "timeout", cfg.Drain)
	hb.Go(func() { // then running tasks are cancelled and Nak'd
		t := time.NewTimer(cfg.Drain)
		defer t.Stop()
		select {
		case <-t.C:
		case <-cfg.HandBack:
		case <-life.Done():
			return
		}
		stopLife()
	})
	slots.Wait()
	w.acks.Wait()
	w.handBackParked() // any a slot parked as the others stopped
	stopLife()
	hb.Wait()
	w.publishHeartbeat() // say we are gone: no free slots
	return nil
}

// attach waits for the queue and this model's consumer, which a
// coordinator creates; a worker whose model no coordinator uses waits here
// (advertising itself) and is never given a task.
func (w *Worker) attach(ctx context.Context) (jetstream.Consumer, error) {
	for {
		q, err := taskq.Attach(ctx, w.nc, w.cfg.Queue)
		tq := q
		if err == nil && w.cfg.Tasks != nil {
			tq, err = taskq.Attach(ctx, w.cfg.Tasks, w.cfg.Queue)
		}
		if err == nil {
			q.SignAs(w.cfg.Sign)
			var cons jetstream.Consumer
			if cons, err = tq.Existing(ctx, w.cfg.Model); err == nil {
				w.q, w.ack = q, cons.CachedInfo().Config.AckWait
				w.rts = newRoutes(tq, w.cfg.Model, w.cfg.Labels, cons)
				return cons, nil
			}
		}
		w.cfg.Log.Debug("waiting for the queue", "model", w.cfg.Model, "err", err)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

// How long a slot's fetch waits on the server: on the plain high-priority
// queue, and on every other route (routes.next).
const (
	fetchLong  = 2 * time.Second
	fetchShort = 300 * time.Millisecond
)

// slot fetches one task at a time and runs it, until ctx ends: the
// first of its routes that has one (high priority first; routes.go).
func (w *Worker) slot(ctx, life context.Context) {
	for ctx.Err() == nil {
		if until := w.quarantine(); !until.IsZero() {
			select {
			case <-ctx.Done():
			case <-time.After(time.Until(until)):
			}
			continue
		}
		if p := w.unpark(); p != nil { // a parked task on its last delivery
			w.handle(life, p.msg, p.cons)
			continue
		}
		msg, cons, err := w.rts.next(ctx, fetchShort, fetchLong)
		if err != nil {
			w.cfg.Log.Debug("fetch", "err", err)
			select {
			case <-ctx.Done():
			case <-time.After(250 * time.Millisecond):
			}
			continue
		}
		switch {
		case msg == nil:
		case ctx.Err() != nil:
			_ = msg.Nak() // fetched as we began draining: hand it back at once
		default:
			w.handle(life, msg, cons)
		}
	}
}

func (w *Worker) heartbeat(ctx context.Context) {
	t := time.NewTicker(w.cfg.Heartbeat)
	defer t.Stop()
	for {
		w.publishHeartbeat()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (w *Worker) publishHeartbeat() {
	w.mu.Lock()
	h := taskq.Heartbeat{ID: w.cfg.ID, Host: w.host, OS: runtime.GOOS + "/" + runtime.GOARCH, Concurrency: w.cfg.Concurrency,
		Models: []string{w.cfg.Model}, Labels: w.cfg.Labels, Time: time.Now(), Draining: w.draining, Interval: w.cfg.Heartbeat, Failures: w.failures}
	if time.Now().Before(w.quarantined) {
		h.Quarantined = w.quarantined
	}
	for id := range w.running {
		h.Running = append(h.Running, id)
	}
	w.mu.Unlock()
	h.Parked = w.parkedIDs()
	sort.Strings(h.Running)
	sort.Strings(h.Parked)
	if err := publishJSON(w.nc, taskq.HeartbeatSubject(w.cfg.ID), h); err != nil {
		w.cfg.Log.Debug("heartbeat", "err", err)
	}
}

// discard removes a finished task's workspace, in the background when it
// can.
func (w *Worker) discard(dir string) {
	select {
	case w.trash <- dir:
	default:
		_ = os.RemoveAll(dir)
	}
}

// ID is the worker's id.
func (w *Worker) ID() string { return w.cfg.ID }

// coordinatorGone reports whether coordinator id is known to be gone: its
// last heartbeat, or the start of the watch when none was ever heard, is
// older than Abandon.
func (w *Worker) coordinatorGone(id string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	last := w.coords[id]
	if last.IsZero() {
		last = w.watched
	}
	return time.Since(last) > w.cfg.Abandon
}

// NormalID is the id a worker configured with id runs as: id made a
// subject token, or host-pid when id is empty.
func NormalID(id string) string {
	if id == "" {
		host, _ := os.Hostname()
		id = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	return sanitize(id)
}

func sanitize(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	return string(b)
}
