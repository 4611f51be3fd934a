package worker

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/taskq"
	"troupe/messages"
)

// Failure handling. A task that fails on this worker for a reason of the
// infrastructure (its model unreachable or failing, a timeout, the agent
// crashed, the workspace could not be made) is not a result: it is handed
// back with NakWithDelay and an exponential backoff, so another worker
// (or this one later) runs it, and the coordinator is told the attempt
// failed and when it is retried. On the last delivery the queue allows the
// failure is reported as the result. A worker that fails QuarantineAfter
// tasks in a row stops taking tasks for QuarantineFor (doubled each time,
// at most maxQuarantine) and says so in its heartbeat.

// Defaults of the failure settings.
const (
	DefaultQuarantineAfter = 3
	DefaultQuarantineFor   = time.Minute
	maxQuarantine          = 30 * time.Minute
	maxBackoff             = 30 * time.Second
)

// infra reports whether a task's failure is the infrastructure's, worth
// running again elsewhere, rather than the task's own outcome.
func infra(e *messages.Error) bool {
	if e == nil {
		return false
	}
	switch e.Kind {
	case messages.KindModel, messages.KindTimeout, messages.KindCrashed:
		return true
	}
	return false
}

// Backoff is the delay before attempt+1 of a task whose attempt failed:
// base doubled per attempt, at most maxBackoff.
func Backoff(base time.Duration, attempt int) time.Duration {
	if base <= 0 {
		base = time.Second
	}
	d := base
	for i := 1; i < attempt && d < maxBackoff; i++ {
		d *= 2
	}
	return min(d, maxBackoff)
}

// settings are the consumer's ack wait and max deliver, read again for
// a task when the last read is older than settingsFresh (an operator may
// change them while the worker runs: a task started a second after the
// change has them; a read per task was a round trip of every task's
// overhead); this worker's own --max-deliver lowers the second.
func (w *Worker) settings(ctx context.Context, cons jetstream.Consumer) (time.Duration, int) {
	cfg := cons.CachedInfo().Config
	w.mu.Lock()
	read, ok := w.read[cfg.Durable]
	w.mu.Unlock()
	if ok && time.Since(read.at) < settingsFresh {
		cfg = read.cfg
	} else {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if info, err := cons.Info(ctx); err == nil {
			cfg = info.Config
			w.mu.Lock()
			if w.read == nil {
				w.read = map[string]settingsRead{}
			}
			w.read[cfg.Durable] = settingsRead{at: time.Now(), cfg: cfg}
			w.mu.Unlock()
		}
	}
	ack, maxDeliver := cfg.AckWait, cfg.MaxDeliver
	if a := w.cfg.Queue.AckWait; a > 0 && a < ack {
		ack = a // keepalives more often than the queue needs
	}
	if m := w.cfg.MaxDeliver; m > 0 && (maxDeliver <= 0 || m < maxDeliver) {
		maxDeliver = m
	}
	return ack, maxDeliver
}

// settingsFresh is how long a read of a consumer's settings serves.
const settingsFresh = time.Second

// settingsRead is a consumer's settings as last read.
type settingsRead struct {
	at  time.Time
	cfg jetstream.ConsumerConfig
}

// failedAttempt hands a task back after an infrastructure failure, or on
// its last delivery reports the failure as its result; it counts towards
// quarantine. It reports whether the task is settled (handed back).
func (w *Worker) failedAttempt(ctx context.Context, msg jetstream.Msg, t taskq.Task, attempt, maxDeliver int, why *messages.Error) bool {
	w.countFailure()
	if maxDeliver > 0 && attempt >= maxDeliver {
		return false // the last delivery: its failure is the result
	}
	delay := Backoff(w.cfg.Backoff, attempt)
	st := taskq.Status{Task: t.ID, Worker: w.cfg.ID, Attempt: attempt, CallID: t.CallID, Err: why, RetryIn: delay}
	if err := w.q.Report(ctx, t.Session, t.Agent, st); err != nil {
		w.cfg.Log.Debug("report failed attempt", "err", err)
	}
	_ = msg.NakWithDelay(delay)
	return true
}

// countFailure counts a failed task and quarantines the worker after too
// many in a row.
func (w *Worker) countFailure() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.failures++
	if w.failures < w.cfg.QuarantineAfter {
		return
	}
	w.quarantines++
	d := w.cfg.QuarantineFor
	for i := 1; i < w.quarantines && d < maxQuarantine; i++ {
		d *= 2
	}
	w.quarantined = time.Now().Add(min(d, maxQuarantine))
	w.failures = 0
	w.cfg.Log.Warn(fmt.Sprintf("quarantined: %d tasks failed in a row; no task taken until %s", w.cfg.QuarantineAfter,
		w.quarantined.Format(time.TimeOnly)))
}

// succeeded resets the count of failures in a row.
func (w *Worker) succeeded() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.failures = 0
}

// quarantine returns until when the worker takes no task (zero: it does).
func (w *Worker) quarantine() time.Time {
	w.mu.Lock()
	defer w.mu.Unlock()
	if time.Now().After(w.quarantined) {
		return time.Time{}
	}
	return w.quarantined
}
