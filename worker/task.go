package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/snapshot"
	"troupe/internal/taskq"
	"troupe/internal/telemetry"
	"troupe/messages"
)

// Why a task's context was cancelled.
var (
	errCoordinatorGone = errors.New("the coordinator stopped sending heartbeats")
	errCutOff          = errors.New("the worker lost its connection to the bus")
	errCancelled       = errors.New("the coordinator cancelled the task")
	errPastDeadline    = errors.New("the task is past its deadline")
)

// handle runs one delivered task to its end: started, materialise, run,
// diff, report, ack. life ends when the worker hands running tasks back.
func (w *Worker) handle(life context.Context, msg jetstream.Msg, cons jetstream.Consumer) {
	ph := phases{fetched: time.Now()}
	md, err := msg.Metadata()
	if err != nil {
		_ = msg.Nak()
		return
	}
	ph.queued = md.Timestamp
	attempt := int(md.NumDelivered)
	t, err := taskq.DecodeTask(msg.Data())
	if err != nil {
		_ = msg.TermWithReason("undecodable task")
		return
	}
	if !t.Deadline.IsZero() && time.Now().After(t.Deadline) {
		_ = msg.TermWithReason(errPastDeadline.Error())
		return
	}
	log := w.cfg.Log.With("task", t.ID, "attempt", attempt)
	if w.zombie(life, msg, cons, t, attempt, log) {
		return
	}
	ack, maxDeliver := w.settings(life, cons)
	if maxDeliver > 0 && attempt > maxDeliver {
		// Only this worker's own --max-deliver can be below the delivery
		// count: the failure is the result, said once.
		why := &messages.Error{Kind: messages.KindOther, Op: "remote", Msg: fmt.Sprintf("the task was delivered %d times, more than worker %s runs (--max-deliver %d)", attempt, w.cfg.ID, maxDeliver)}
		if err := w.q.Report(life, t.Session, t.Agent, taskq.Status{Task: t.ID, Worker: w.cfg.ID, Attempt: attempt, Done: true, CallID: t.CallID, Err: why}); err != nil {
			log.Warn("report", "err", err)
		}
		_ = msg.TermWithReason(why.Msg)
		return
	}
	w.setRunning(t.ID, true)
	defer w.setRunning(t.ID, false)
	ctx, cancel := context.WithCancelCause(telemetry.WithTraceparent(life, msg.Headers().Get("traceparent")))
	defer cancel(nil)
	// Listening before saying we started: the coordinator answers a start
	// of a task it no longer wants with a cancel naming it.
	cancelSub, err := w.nc.Subscribe(messages.Subject(messages.ClassCtl, t.Session, t.Agent, "cancel"), func(m *nats.Msg) {
		if _, b, err := messages.Decode(messages.Header(m.Header), m.Data); err == nil {
			if c, ok := b.(*messages.Cancel); ok && !taskq.CancelsTask(*c, t.ID) {
				return // another task of the same subagent id
			}
		}
		cancel(errCancelled)
	})
	if err == nil {
		defer cancelSub.Unsubscribe() //nolint:errcheck // best effort
	}
	// The start is stored while the workspace is materialised; the agent
	// runs once both are done (run waits for it), so the coordinator knows
	// the attempt before anything of it can be reported.
	reported := make(chan error, 1)
	go func() { // owned here: waited for by started, below at the latest
		reported <- w.q.Report(life, t.Session, t.Agent, taskq.Status{Task: t.ID, Worker: w.cfg.ID, Attempt: attempt, CallID: t.CallID})
	}()
	started := sync.OnceFunc(func() {
		if err := <-reported; err != nil {
			log.Warn("report started", "err", err)
		}
		ph.started = time.Now()
	})
	keep, stopKeep := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { // owned here: handle waits for it below
		defer close(done)
		w.keepalive(keep, msg, t, ack, cancel)
	}()
	out, changes, err := w.run(ctx, t, attempt, &ph, started)
	started()
	stopKeep()
	<-done

	cause := context.Cause(ctx)
	switch {
	case errors.Is(cause, errCancelled), errors.Is(cause, errPastDeadline):
		log.Warn("abandoned", "why", cause)
		_ = msg.TermWithReason(cause.Error()) // nobody wants the result: no redelivery
		return
	case errors.Is(cause, errCutOff):
		// Nothing could be reported anyway; if the bus comes back, the
		// task is another worker's (its ack wait has long passed).
		log.Warn("abandoned", "why", cause)
		_ = msg.Nak()
		return
	case life.Err() != nil:
		log.Warn("handed back: shutting down")
		_ = msg.Nak()
		return
	case err != nil:
		log.Warn("task failed on this worker", "err", err)
		why := &messages.Error{Kind: messages.KindCrashed, Op: "worker " + w.cfg.ID, Msg: err.Error()}
		if w.failedAttempt(life, msg, t, attempt, maxDeliver, why) {
			return
		}
		out.Result.Err = why
	case infra(out.Result.Err):
		log.Warn("task failed on this worker", "kind", out.Result.Err.Kind, "err", out.Result.Err.Msg)
		if w.failedAttempt(life, msg, t, attempt, maxDeliver, out.Result.Err) {
			return
		}
	default:
		w.succeeded()
	}
	st := taskq.Status{Task: t.ID, Worker: w.cfg.ID, Attempt: attempt, Done: true, CallID: t.CallID, Final: out.Result.Final, Err: out.Result.Err,
		Iterations: out.Result.Iterations, Calls: out.Result.Calls, Usage: out.Result.Usage, CostUSD: out.Result.CostUSD,
		Changes: changes, Transcript: out.Transcript}
	rctx, rcancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer rcancel()
	if err := w.q.Report(rctx, t.Session, t.Agent, st); err != nil {
		log.Warn("report result", "err", err)
		_ = msg.Nak()
		return
	}
	ph.reported = time.Now()
	// The result is stored: the slot takes its next task while the ack
	// goes, on a goroutine Run waits for. The ack is tried again while the
	// cluster fails over (the queue's leader was lost): a lost ack gives
	// finished work to another worker, whose run is then fenced.
	w.acks.Go(func() {
		actx, acancel := context.WithTimeout(context.WithoutCancel(ctx), bus.Failover+5*time.Second)
		defer acancel()
		if err := bus.RetryTransient(actx, bus.Failover, 5*time.Second, msg.DoubleAck); err != nil {
			log.Warn("ack", "err", err) // the result is stored: a redelivery is fenced
		}
		ph.acked = time.Now()
		log.Info("task finished", ph.attrs()...)
	})
}

// zombie settles a delivered task nobody wants run again, and reports
// whether it did: its result is already stored (the ack of the run that
// stored it was lost: acked now), or its coordinator is known to be gone
// (silent past Abandon: parked until it is heard again, park.go).
func (w *Worker) zombie(life context.Context, msg jetstream.Msg, cons jetstream.Consumer, t taskq.Task, attempt int, log *slog.Logger) bool {
	if attempt > 1 {
		st, stored := w.storedResult(life, t, log, msg.InProgress)
		// Only our own result, signed by us: another worker's word that a
		// task is done would let it make us drop the task.
		if stored && w.ownResult(st) {
			log.Info("result already stored: acknowledged, not run again")
			ctx, cancel := context.WithTimeout(life, 10*time.Second)
			defer cancel()
			_ = msg.DoubleAck(ctx)
			return true
		}
		// Another worker's result is stored (its ack was lost, say while
		// the queue's leader was cut off). Its signature is not ours to
		// check, so the task is not dropped on its word: handed back after
		// an ack wait, not run. The coordinator, which checks it, takes that
		// result; a forged one only delays the task, whose deliveries then
		// run out where the coordinator sees it.
		if stored {
			log.Info("a result of it from worker " + st.Status.Worker + " is stored: not run again; handed back")
			_ = msg.NakWithDelay(max(w.ack, time.Second))
			return true
		}
	}
	if t.Coordinator != "" && w.coordinatorGone(t.Coordinator) {
		// Parked, not run and not handed back (park.go): the silence may
		// be this worker's own (its NATS node cut off, or just healed and
		// not yet hearing), or the coordinator's, who may be resumed (a
		// resumed session is the same coordinator id) at any delay. A
		// hand-back spends a delivery, and the queue's last one lost the
		// task. A coordinator that never comes back runs nothing.
		_, maxDeliver := w.settings(life, cons)
		if w.park(msg, cons, t, attempt, maxDeliver) {
			log.Warn("not run now: " + errCoordinatorGone.Error() + "; parked until it is heard again")
			return true
		}
		log.Warn("not run now: " + errCoordinatorGone.Error() + "; too many tasks parked here: handed back")
		_ = msg.NakWithDelay(w.cfg.Abandon)
		return true
	}
	return false
}

func (w *Worker) ownResult(st taskq.Stored) bool {
	if w.cfg.Sign.Key == nil {
		return st.Status.Worker == w.cfg.ID // nothing is signed: a trusted bus
	}
	pub, err := w.cfg.Sign.Key.PublicKey()
	return err == nil && taskq.Verify(pub, w.cfg.ID, st.Subject, st.Header, st.Data)
}

// run materialises the workspace, runs the agent and diffs the result.
// started waits until the task's start is stored.
func (w *Worker) run(ctx context.Context, t taskq.Task, attempt int, ph *phases, started func()) (Outcome, string, error) {
	dir := filepath.Join(w.cfg.CacheDir, "work", fmt.Sprintf("%s-%d", t.ID, attempt))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Outcome{}, "", fmt.Errorf("worker: workspace: %w", err)
	}
	defer w.discard(dir)
	ws := filepath.Join(dir, "ws")
	cache := snapshot.Cache{Dir: filepath.Join(w.cfg.CacheDir, "blobs")}
	st := w.mans.store(w.q.Snapshots())
	m, stats, err := cache.Materialise(ctx, st, t.Snapshot, ws)
	if err != nil {
		return Outcome{}, "", err
	}
	w.cfg.Log.Info("workspace ready", "task", t.ID, "files", stats.Files, "fetched", stats.Moved, "fetched_bytes", stats.MovedBytes)
	// A repository, so ignored files stay out of the diff as they stayed
	// out of the snapshot.
	if err := initRepo(ws); err != nil {
		return Outcome{}, "", err
	}
	ph.ready = time.Now()
	started()
	link := Link{Events: w.republish(t)}
	if t.Approval != nil && t.Approval.Ask {
		link.Approver = &askCoordinator{nc: w.nc, task: t, attempt: attempt, worker: w.cfg.ID, sign: w.cfg.Sign, log: w.cfg.Log}
	}
	ph.agent = time.Now()
	out, err := w.cfg.Runner.Run(ctx, t, ws, link)
	ph.ran = time.Now()
	if err != nil {
		return out, "", err
	}
	if !t.Writes {
		return out, "", nil
	}
	name, _, err := snapshot.Diff(ctx, st, m, ws)
	ph.diffed = time.Now()
	return out, name, err
}

// keepalive tells the server the task is alive every third of AckWait,
// and cancels it when its deadline passes or the worker has been cut off
// from the bus for --abandon (an embedded bus died with its coordinator:
// nothing can be reported). A coordinator that only went silent (killed,
// or behind a partition) does not stop the task: its result is stored for
// the coordinator, or for the session's resume, to take.
func (w *Worker) keepalive(ctx context.Context, msg jetstream.Msg, t taskq.Task, ack time.Duration, cancel context.CancelCauseFunc) {
	every := max(ack/3, 100*time.Millisecond)
	start, last, connected := time.Now(), time.Now(), time.Now()
	tk := time.NewTicker(every)
	defer tk.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tk.C:
		}
		if now := time.Now(); now.Sub(last) > 2*every {
			// We were paused (SIGSTOP, a suspended VM): the coordinator's
			// heartbeats we missed say nothing about it. Start counting again.
			start = now
		}
		last = time.Now()
		if err := msg.InProgress(); err != nil {
			w.cfg.Log.Debug("in progress", "err", err)
		}
		if w.nc.IsConnected() {
			connected = time.Now()
		} else if connected.Before(start) {
			connected = start // paused meanwhile: count from the resume
		}
		if time.Since(connected) > w.cfg.Abandon {
			cancel(errCutOff)
			return
		}
		if !t.Deadline.IsZero() && time.Now().After(t.Deadline) {
			cancel(errPastDeadline)
			return
		}
	}
}

// republish puts the task agent's events on the coordinator's bus as the
// subagent's, tagged with this worker's id.
func (w *Worker) republish(t taskq.Task) Events {
	return func(subject string, meta messages.Meta, body messages.Body) {
		p, ok := messages.ParseSubject(subject)
		if !ok || p.Class != messages.ClassEvt || p.Agent != "main" {
			return
		}
		var detail []string
		if p.Detail != "" {
			detail = []string{p.Detail}
		}
		meta.Session, meta.Agent, meta.Parent = t.Session, t.Agent, t.Parent
		h, data, err := messages.Encode(meta, body)
		if err != nil {
			return
		}
		subj := messages.Subject(messages.ClassEvt, t.Session, t.Agent) + suffix(detail)
		if w.cfg.Sign.Key != nil {
			// Enrolled: our own subjects, which the coordinator relays
			// to the session when we hold the task.
			subj = bus.WorkerEvents(w.cfg.ID) + "." + t.Session + "." + t.Agent + suffix(detail)
		}
		m := &nats.Msg{Subject: subj, Data: data, Header: nats.Header(h)}
		m.Header.Set(taskq.HeaderWorker, w.cfg.ID)
		if err := w.nc.PublishMsg(m); err != nil {
			w.cfg.Log.Debug("republish", "err", err)
		}
	}
}

// initRepo makes ws an empty git repository: the few files git needs to
// know one (HEAD, objects, refs, a config), written directly. Starting
// `git init` cost a task 20–50 ms of its overhead (a process, and the
// template's hook samples to copy and later remove).
func initRepo(ws string) error {
	git := filepath.Join(ws, ".git")
	for _, d := range []string{"objects", filepath.Join("refs", "heads"), filepath.Join("refs", "tags")} {
		if err := os.MkdirAll(filepath.Join(git, d), 0o700); err != nil {
			return fmt.Errorf("worker: git repository: %w", err)
		}
	}
	for name, content := range map[string]string{
		"HEAD":   "ref: refs/heads/main\n",
		"config": "[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n",
	} {
		if err := os.WriteFile(filepath.Join(git, name), []byte(content), 0o600); err != nil {
			return fmt.Errorf("worker: git repository: %w", err)
		}
	}
	return nil
}

func suffix(detail []string) string {
	if len(detail) == 0 {
		return ""
	}
	return "." + detail[0]
}

func (w *Worker) setRunning(id string, on bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if on {
		w.running[id] = true
	} else {
		delete(w.running, id)
	}
}

func publishJSON(nc *nats.Conn, subject string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return nc.Publish(subject, data)
}
