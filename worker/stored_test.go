package worker

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"troupe/internal/bus/bustest"
	"troupe/internal/taskq"
)

// A redelivered task's result that the stream shows only after the first
// read (a lagging replica, a failover) is still found: the task is not run
// again. Fails when one read is taken as the stream's last word.
func TestStoredResultIsReadAgain(t *testing.T) {
	b := bustest.New(t)
	if _, err := b.JetStream(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	q, err := taskq.Open(ctx, b.Conn(), taskq.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.KeepResults(ctx, "S"); err != nil {
		t.Fatal(err)
	}
	task := taskq.Task{ID: "S-a-1", Session: "S", Agent: "a"}
	w := &Worker{q: q}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if _, stored := w.storedResult(ctx, task, log); stored {
		t.Fatal("a result found where none is stored")
	}
	// The result is stored while the worker reads.
	storing := make(chan error, 1)
	time.AfterFunc(storedGap+storedGap/2, func() {
		storing <- q.Report(ctx, "S", "a", taskq.Status{Task: "S-a-1", Worker: "w", Attempt: 1, Done: true, Final: "x"})
	})
	st, stored := w.storedResult(ctx, task, log)
	if err := <-storing; err != nil {
		t.Fatal(err)
	}
	if !stored || st.Status.Final != "x" {
		t.Fatalf("the result stored during the reads was not found: %+v, %v", st, stored)
	}
}
