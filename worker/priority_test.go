package worker

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/internal/snapshot"
	"troupe/internal/taskq"
	"troupe/messages"
)

// orderRunner records the order in which tasks run.
type orderRunner struct {
	mu  *sync.Mutex
	ran *[]string
}

func (r orderRunner) Run(_ context.Context, t taskq.Task, _ string, _ Link) (Outcome, error) {
	r.mu.Lock()
	*r.ran = append(*r.ran, t.ID)
	r.mu.Unlock()
	return Outcome{Result: messages.TurnResult{Final: "done"}}, nil
}

// With normal tasks queued before high-priority ones (the main agent's),
// a one-slot worker runs every high one first; a task needing label gpu
// waits for a worker started with it and is run by that one only.
func TestPriorityAndLabels(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	bs, err := bus.Start(ctx, bus.Options{StoreDir: t.TempDir(), JetStream: true, Name: "prio", Listen: "127.0.0.1:0", Insecure: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bs.Close()
	q, err := taskq.Open(ctx, bs.Conn(), taskq.Config{AckWait: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	gpu := taskq.Route{Model: "m", Priority: taskq.Normal, Labels: []string{"gpu"}}
	for _, r := range []taskq.Route{{Model: "m"}, {Model: "m", Priority: taskq.High}, gpu} {
		if _, err := q.RouteConsumer(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	const session = "S1"
	if err := q.KeepResults(ctx, session); err != nil {
		t.Fatal(err)
	}
	src := t.TempDir()
	if err := os.WriteFile(filepath.Join(src, "README.md"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	snap, _, err := snapshot.Build(ctx, q.Snapshots(), src)
	if err != nil {
		t.Fatal(err)
	}
	finished := make(chan string, 16)
	sub, err := bs.Conn().Subscribe("troupe.res."+session+".*.task", func(m *nats.Msg) {
		if s, err := taskq.DecodeStatus(m.Data); err == nil && s.Done {
			finished <- s.Task
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	publish := func(id, prio string, labels []string) {
		task := taskq.Task{ID: session + "-" + id, Session: session, Agent: id, Kind: "general", Prompt: "p",
			Snapshot: snap, Model: "m", Priority: prio, Labels: labels}
		if _, err := q.Publish(ctx, task); err != nil {
			t.Fatal(err)
		}
	}
	publish("n1", taskq.Normal, nil)
	publish("n2", "", nil) // "" is normal
	publish("g1", taskq.Normal, []string{"gpu"})
	publish("n3", taskq.Normal, nil)
	publish("h1", taskq.High, nil)
	publish("h2", taskq.High, nil)

	var mu sync.Mutex
	var ran []string
	start := func(wctx context.Context, id string, labels []string) <-chan error {
		nc, err := nats.Connect(bs.ClientURL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(nc.Close)
		done := make(chan error, 1)
		go func() {
			done <- Run(wctx, nc, Config{ID: id, CacheDir: t.TempDir(), Model: "m", Labels: labels,
				Runner: orderRunner{&mu, &ran}, Drain: time.Second})
		}()
		return done
	}
	wait := func(n int) []string {
		var got []string
		for range n {
			select {
			case id := <-finished:
				got = append(got, id)
			case <-ctx.Done():
				t.Fatalf("tasks did not finish; finished %v", got)
			}
		}
		return got
	}
	plainCtx, stopPlain := context.WithCancel(ctx)
	plainDone := start(plainCtx, "plain", nil)
	wait(5)
	mu.Lock()
	order := slices.Clone(ran)
	mu.Unlock()
	want := []string{"S1-h1", "S1-h2", "S1-n1", "S1-n2", "S1-n3"}
	if !slices.Equal(order, want) {
		t.Fatalf("a one-slot worker ran %v, want the high-priority tasks first: %v", order, want)
	}
	// The gpu task is still queued, on its own consumer: the plain
	// worker never takes it.
	cons, err := q.ExistingRoute(ctx, gpu)
	if err != nil {
		t.Fatal(err)
	}
	info, err := cons.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.NumPending != 1 || info.NumAckPending != 0 {
		t.Fatalf("gpu queue: %d pending, %d being run; want it waiting", info.NumPending, info.NumAckPending)
	}
	stopPlain()
	if err := <-plainDone; err != nil {
		t.Fatal(err)
	}
	gpuCtx, stopGPU := context.WithCancel(ctx)
	defer stopGPU()
	gpuDone := start(gpuCtx, "gpu", []string{"gpu"})
	if got := wait(1); got[0] != "S1-g1" {
		t.Fatalf("the gpu worker finished %v", got)
	}
	stopGPU()
	if err := <-gpuDone; err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(ran) != 6 {
		t.Fatalf("ran %v, want each of the 6 tasks once", ran)
	}
}
