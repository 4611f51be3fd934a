package worker

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

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
	if _, stored := w.storedResult(ctx, task, log, noKeep); stored {
		t.Fatal("a result found where none is stored")
	}
	// The result is stored while the worker reads.
	storing := make(chan error, 1)
	time.AfterFunc(storedGap+storedGap/2, func() {
		storing <- q.Report(ctx, "S", "a", taskq.Status{Task: "S-a-1", Worker: "w", Attempt: 1, Done: true, Final: "x"})
	})
	st, stored := w.storedResult(ctx, task, log, noKeep)
	if err := <-storing; err != nil {
		t.Fatal(err)
	}
	if !stored || st.Status.Final != "x" {
		t.Fatalf("the result stored during the reads was not found: %+v, %v", st, stored)
	}
}

func noKeep() error { return nil }

// The reads of a redelivered task's stored result keep its delivery: they
// can outlast the ack wait (3 s of them against a 1 s one here), and a
// delivery that lapses meanwhile goes to another worker while this one
// runs the task. Fails when the reads do not tell the queue the delivery
// is in progress.
func TestStoredResultReadsKeepTheDelivery(t *testing.T) {
	b := bustest.New(t)
	if _, err := b.JetStream(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	q, err := taskq.Open(ctx, b.Conn(), taskq.Config{AckWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.KeepResults(ctx, "S"); err != nil {
		t.Fatal(err)
	}
	task := taskq.Task{ID: "S-a-1", Session: "S", Agent: "a", Model: "m"}
	if _, err := q.Publish(ctx, task); err != nil {
		t.Fatal(err)
	}
	cons, err := q.Consumer(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	fetch := func(wait time.Duration) jetstream.Msg {
		t.Helper()
		batch, err := cons.Fetch(1, jetstream.FetchMaxWait(wait))
		if err != nil {
			t.Fatal(err)
		}
		var got jetstream.Msg
		for m := range batch.Messages() {
			got = m
		}
		return got
	}
	msg := fetch(5 * time.Second)
	if msg == nil {
		t.Fatal("the task was not delivered")
	}
	w := &Worker{q: q}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	start := time.Now()
	if _, stored := w.storedResult(ctx, task, log, msg.InProgress); stored {
		t.Fatal("a result found where none is stored")
	}
	if took := time.Since(start); took < 2*q.Config().AckWait {
		t.Fatalf("the reads took %s, not past two ack waits (%s): the test shows nothing", took, q.Config().AckWait)
	}
	if again := fetch(300 * time.Millisecond); again != nil {
		md, _ := again.Metadata()
		t.Fatalf("the task was delivered again (delivery %d) while its stored result was read", md.NumDelivered)
	}
}
