package taskq_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus/bustest"
	"troupe/internal/taskq"
)

// The report: an R3 TROUPE_TASKS and TROUPE_SNAPSHOTS an operator
// made beforehand were cut to R1 by the first run. Now they stay R3, and
// what troupe makes on a 3-node cluster is R3 (the consumer too).
func TestQueueIsReplicatedAndNeverLowered(t *testing.T) {
	c := bustest.NewCluster(t, 3, bustest.ClusterOptions{})
	nc := c.Connect(0)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: taskq.TaskStream, Subjects: []string{"troupe.task.>"},
		Retention: jetstream.WorkQueuePolicy, Replicas: 3}); err != nil {
		t.Fatal(err)
	}
	q, err := taskq.Open(ctx, nc, taskq.Config{Replicas: 1})
	if err != nil {
		t.Fatal(err)
	}
	s, err := js.Stream(ctx, taskq.TaskStream)
	if err != nil {
		t.Fatal(err)
	}
	if r := s.CachedInfo().Config.Replicas; r != 3 {
		t.Errorf("operator's R3 task stream is R%d after Open(Replicas: 1)", r)
	}
	cons, err := q.Consumer(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	if r := cons.CachedInfo().Config.Replicas; r != 0 && r != 3 {
		t.Errorf("consumer R%d on an R3 work queue", r)
	}
	if err := q.KeepResults(ctx, "S1"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"OBJ_" + taskq.SnapshotStore, "TROUPE_TRAFFIC"} {
		s, err := js.Stream(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		// Replicas 1 asked: made R1 (the operator's choice), where auto makes R3.
		if r := s.CachedInfo().Config.Replicas; r != 1 {
			t.Errorf("%s: R%d, asked R1", name, r)
		}
	}
	q2, err := taskq.Open(ctx, nc, taskq.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := q2.KeepResults(ctx, "S2"); err != nil {
		t.Fatal(err)
	}
	if err := js.DeleteStream(ctx, "OBJ_"+taskq.SnapshotStore); err != nil {
		t.Fatal(err)
	}
	if _, err := taskq.Open(ctx, nc, taskq.Config{}); err != nil {
		t.Fatal(err)
	}
	if s, err := js.Stream(ctx, "OBJ_"+taskq.SnapshotStore); err != nil || s.CachedInfo().Config.Replicas != 3 {
		t.Errorf("snapshot store made by default on a 3-node cluster: %v, %v", s, err)
	}
}

// Queue settings reach a consumer that already exists (the issue: ack wait
// and max deliver had no effect once the shared consumer existed), and the
// change is said.
func TestQueueSettingsReachTheExistingConsumer(t *testing.T) {
	b := bustest.New(t)
	if _, err := b.JetStream(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	q, err := taskq.Open(ctx, b.Conn(), taskq.Config{AckWait: 30 * time.Second, MaxDeliver: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Consumer(ctx, "m"); err != nil {
		t.Fatal(err)
	}
	var warned []string
	q2, err := taskq.Open(ctx, b.Conn(), taskq.Config{AckWait: 5 * time.Second, MaxDeliver: 7, Warn: func(s string) { warned = append(warned, s) }})
	if err != nil {
		t.Fatal(err)
	}
	cons, err := q2.Consumer(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	info, err := cons.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.Config.AckWait != 5*time.Second || info.Config.MaxDeliver != 7 {
		t.Errorf("consumer has ack wait %s, max deliver %d; want 5s, 7", info.Config.AckWait, info.Config.MaxDeliver)
	}
	if len(warned) != 1 || !strings.Contains(warned[0], "30s -> 5s") {
		t.Errorf("said %q", warned)
	}
}

// A worker finds the result it stored for a task (one direct get), and
// nothing for a task without one or whose last status is a start.
func TestStoredResult(t *testing.T) {
	b := bustest.New(t)
	if _, err := b.JetStream(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	q, err := taskq.Open(ctx, b.Conn(), taskq.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := q.StoredResult(ctx, "S", "a", "S-a-1"); ok || err != nil {
		t.Fatalf("before any stream: %v, %v", ok, err)
	}
	if err := q.KeepResults(ctx, "S"); err != nil {
		t.Fatal(err)
	}
	if err := q.Report(ctx, "S", "a", taskq.Status{Task: "S-a-1", Worker: "w", Attempt: 1}); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := q.StoredResult(ctx, "S", "a", "S-a-1"); ok || err != nil {
		t.Fatalf("after a start: %v, %v", ok, err)
	}
	if err := q.Report(ctx, "S", "a", taskq.Status{Task: "S-a-1", Worker: "w", Attempt: 1, Done: true, Final: "x"}); err != nil {
		t.Fatal(err)
	}
	st, ok, err := q.StoredResult(ctx, "S", "a", "S-a-1")
	if !ok || err != nil || st.Status.Final != "x" {
		t.Fatalf("after the result: %+v, %v, %v", st, ok, err)
	}
	if _, ok, _ := q.StoredResult(ctx, "S", "a", "S-a-2"); ok {
		t.Fatal("another task's result counted")
	}
	all, err := q.StoredResults(ctx, "S")
	if err != nil || len(all) != 1 || !all[0].Status.Done {
		t.Fatalf("StoredResults = %+v, %v", all, err)
	}
}
