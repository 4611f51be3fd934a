package worker

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/taskq"
)

// Parking. A delivered task whose coordinator is silent (killed, or behind
// a partition) is not run and not handed back: every hand-back is a
// delivery, and after the queue's MaxDeliver of them (4 at --abandon 10s:
// about 40 s) the server never delivers the task again, so a coordinator
// resumed later found it lost. Instead the worker parks it: it holds the
// delivery, tells the server every third of the ack wait that it is alive
// (no slot is taken, no delivery spent), and when it hears the task's
// coordinator again (the session resumed, the partition healed) it lets
// the task go back to the queue at once, where any free worker takes it —
// on its last allowed delivery it runs it itself instead. A task parked
// longer than parkLimit (or past its deadline) is terminated: nothing runs
// for a coordinator that never comes back. On shutdown parked tasks are
// handed back. At most maxParked are parked; past that a task is handed
// back after --abandon as before.

// parkLimit is how long a task waits for its silent coordinator: the
// snapshot store's age limit, past which the task could not run anyway.
const parkLimit = 24 * time.Hour

// maxParked bounds the deliveries one worker holds for silent coordinators
// (each counts against the consumer's MaxAckPending, 1000 by default).
const maxParked = 64

type parkedTask struct {
	msg        jetstream.Msg
	cons       jetstream.Consumer
	t          taskq.Task
	attempt    int
	maxDeliver int
	since      time.Time
}

// parking is the set of parked tasks; its own mutex guards it. The slots
// take the tasks it marks ready (a revived task on its last delivery).
type parking struct {
	mu    sync.Mutex
	tasks map[string]*parkedTask // by task id
	ready []*parkedTask
}

// park holds a delivered task of a silent coordinator; it reports false
// when the worker holds too many already.
func (w *Worker) park(msg jetstream.Msg, cons jetstream.Consumer, t taskq.Task, attempt, maxDeliver int) bool {
	w.parked.mu.Lock()
	defer w.parked.mu.Unlock()
	if w.parked.tasks == nil {
		w.parked.tasks = map[string]*parkedTask{}
	}
	if len(w.parked.tasks) >= maxParked {
		return false
	}
	w.parked.tasks[t.ID] = &parkedTask{msg: msg, cons: cons, t: t, attempt: attempt, maxDeliver: maxDeliver, since: time.Now()}
	return true
}

// unpark returns a parked task to run now, or nil.
func (w *Worker) unpark() *parkedTask {
	w.parked.mu.Lock()
	defer w.parked.mu.Unlock()
	if len(w.parked.ready) == 0 {
		return nil
	}
	p := w.parked.ready[0]
	w.parked.ready = w.parked.ready[1:]
	return p
}

// parkedIDs are the ids of the tasks parked or waiting for a slot.
func (w *Worker) parkedIDs() []string {
	w.parked.mu.Lock()
	defer w.parked.mu.Unlock()
	ids := make([]string, 0, len(w.parked.tasks)+len(w.parked.ready))
	for id := range w.parked.tasks {
		ids = append(ids, id)
	}
	for _, p := range w.parked.ready {
		ids = append(ids, p.t.ID)
	}
	return ids
}

// keepParked runs until ctx ends: it keeps the parked deliveries alive and
// releases those whose coordinator is heard again; then it hands back
// every task still parked.
func (w *Worker) keepParked(ctx context.Context) {
	ack := w.ack
	if a := w.cfg.Queue.AckWait; a > 0 && a < ack {
		ack = a
	}
	every := min(max(ack/3, 100*time.Millisecond), w.cfg.Heartbeat)
	tk := time.NewTicker(every)
	defer tk.Stop()
	connected := time.Now()
	for {
		select {
		case <-ctx.Done():
			w.handBackParked()
			return
		case <-tk.C:
		}
		if w.nc.IsConnected() {
			connected = time.Now()
		}
		w.tendParked(time.Since(connected) > w.cfg.Abandon)
	}
}

// tendParked acts on each parked task once; cutOff: the worker has been
// cut off from the bus past --abandon, so its deliveries are another
// worker's by now (their ack wait passed): they are let go.
func (w *Worker) tendParked(cutOff bool) {
	w.parked.mu.Lock()
	var act []*parkedTask
	for _, p := range w.parked.tasks {
		act = append(act, p)
	}
	w.parked.mu.Unlock()
	for _, p := range act {
		log := w.cfg.Log.With("task", p.t.ID, "attempt", p.attempt)
		switch {
		case cutOff:
			w.dropParked(p)
			log.Warn("parked task let go: " + errCutOff.Error())
			_ = p.msg.Nak()
		case !p.t.Deadline.IsZero() && time.Now().After(p.t.Deadline):
			w.dropParked(p)
			log.Warn("parked task terminated: " + errPastDeadline.Error())
			_ = p.msg.TermWithReason(errPastDeadline.Error())
		case time.Since(p.since) > parkLimit:
			w.dropParked(p)
			log.Warn("parked task terminated: its coordinator stayed silent for " + parkLimit.String())
			_ = p.msg.TermWithReason("its coordinator stayed silent for " + parkLimit.String())
		case !w.coordinatorGone(p.t.Coordinator):
			w.revive(p, log)
		default:
			if err := p.msg.InProgress(); err != nil {
				log.Debug("parked: in progress", "err", err)
			}
		}
	}
	w.parked.mu.Lock()
	ready := append([]*parkedTask(nil), w.parked.ready...)
	w.parked.mu.Unlock()
	for _, p := range ready { // waiting for a slot of this worker
		_ = p.msg.InProgress()
	}
}

// revive releases a parked task whose coordinator is heard again: back
// to the queue at once (any free worker takes it), or, on its last
// allowed delivery (handing it back would lose it), to this worker's next
// free slot.
func (w *Worker) revive(p *parkedTask, log *slog.Logger) {
	w.parked.mu.Lock()
	delete(w.parked.tasks, p.t.ID)
	last := p.maxDeliver > 0 && p.attempt >= p.maxDeliver
	if last {
		w.parked.ready = append(w.parked.ready, p)
	}
	w.parked.mu.Unlock()
	if last {
		log.Info("parked task's coordinator is back: run here (its last delivery)")
		_ = p.msg.InProgress()
		return
	}
	log.Info("parked task's coordinator is back: handed back to the queue")
	_ = p.msg.Nak()
}

func (w *Worker) dropParked(p *parkedTask) {
	w.parked.mu.Lock()
	defer w.parked.mu.Unlock()
	delete(w.parked.tasks, p.t.ID)
}

// handBackParked hands back every parked task (the worker stops).
func (w *Worker) handBackParked() {
	w.parked.mu.Lock()
	all := w.parked.ready
	for _, p := range w.parked.tasks {
		all = append(all, p)
	}
	w.parked.tasks, w.parked.ready = nil, nil
	w.parked.mu.Unlock()
	for _, p := range all {
		_ = p.msg.Nak()
	}
}
