package worker

import (
	"context"
	"log/slog"
	"time"

	"troupe/internal/taskq"
)

// How a redelivered task's stored result is read: up to storedReads
// reads, storedGap apart.
const (
	storedReads = 7
	storedGap   = 500 * time.Millisecond
)

// storedResult reports whether a result of redelivered task t is stored.
// One read is not the stream's last word: a direct get is answered by any
// replica of the traffic stream, a follower serves reads once it is nearly
// caught up, and while the cluster fails over a read can fail. A
// redelivery is just when that happens: the ack of the run that stored
// the result was lost with a NATS node. Seen on a 3-node cluster with the
// task queue's leader killed: the result of attempt 1 was stored and
// taken, attempt 2 read nothing and started, and only the coordinator's
// cancel stopped it. So nothing found is read again, for up to 3 s, before
// the task runs; a task that never finished (its worker died) pays that
// once, on top of the ack wait its redelivery took.
func (w *Worker) storedResult(ctx context.Context, t taskq.Task, log *slog.Logger) (taskq.Stored, bool) {
	for i := 1; ; i++ {
		st, stored, err := w.q.StoredResult(ctx, t.Session, t.Agent, t.ID)
		if err != nil {
			log.Debug("stored result", "read", i, "err", err)
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
