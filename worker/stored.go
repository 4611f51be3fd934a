package worker

import (
	"context"
	"log/slog"
	"time"

	"troupe/internal/bus"
	"troupe/internal/taskq"
)

// How a redelivered task's stored result is read when the stream says
// nothing is stored: up to storedReads reads, storedGap apart.
const (
	storedReads = 7
	storedGap   = 500 * time.Millisecond
)

// storedResult reports whether a result of redelivered task t is stored.
// A redelivery is when one read is not the stream's last word: the ack of
// the run that stored the result was lost with a NATS node. A read that
// fails while the cluster fails over is tried again as every JetStream
// call is (bus.RetryTransient). A read that finds nothing may come from a
// follower that serves direct gets while it still lags (seen on a 3-node
// cluster with the task queue's leader killed: attempt 1's result was
// stored and taken, attempt 2 read nothing and started, and only the
// coordinator's cancel stopped it): it is read again, for up to 3 s. A
// task that never finished (its worker died) pays those 3 s once, on top
// of the ack wait its redelivery took. A read that still fails counts as
// nothing stored, as before: the coordinator fences a start it does not
// want.
//
// keep is called before each read, and before each try of a read that
// failed: it tells the queue the delivery is in progress. The reads can
// outlast the ack wait (3 s of them against the 5 s the cluster suite
// sets; a read retried through a failover, up to bus.Failover), and the
// delivery's keepalive starts only when the task runs: an ack wait that
// passed here would give the task to another worker while this one goes
// on to run it.
func (w *Worker) storedResult(ctx context.Context, t taskq.Task, log *slog.Logger, keep func() error) (taskq.Stored, bool) {
	var st taskq.Stored
	var stored bool
	for i := 1; ; i++ {
		err := bus.RetryTransient(ctx, bus.Failover, 5*time.Second, func(ctx context.Context) (err error) {
			if err := keep(); err != nil {
				log.Debug("in progress", "err", err)
			}
			st, stored, err = w.q.StoredResult(ctx, t.Session, t.Agent, t.ID)
			return err
		})
		if err != nil {
			log.Debug("stored result", "read", i, "err", err)
			return taskq.Stored{}, false
		}
		if stored || i == storedReads {
			return st, stored
		}
		select {
		case <-ctx.Done():
			return st, stored
		case <-time.After(storedGap):
		}
	}
}
