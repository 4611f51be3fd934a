package worker

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/internal/snapshot"
	"troupe/internal/taskq"
)

// countingRunner is sleepRunner that counts the tasks it ran.
type countingRunner struct {
	n atomic.Int32
}

func (r *countingRunner) Run(ctx context.Context, _ taskq.Task, _ string, _ Link) (Outcome, error) {
	r.n.Add(1)
	return sleepRunner{50 * time.Millisecond}.Run(ctx, taskq.Task{}, "", Link{})
}

// A task whose coordinator is silent is parked, not handed back: no
// delivery is spent while the coordinator stays away (here 3 s, six
// times --abandon, past the queue's max deliveries of 2 at the hand-backs
// of old, which lost it), the worker's heartbeat names it, and once the
// coordinator is heard again it runs, once, and its result is stored.
func TestParkedTaskRunsWhenItsCoordinatorReturns(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	bs, err := bus.Start(ctx, bus.Options{StoreDir: t.TempDir(), JetStream: true, Name: "park"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bs.Close()
	nc := bs.Conn()
	q, err := taskq.Open(ctx, nc, taskq.Config{AckWait: time.Second, MaxDeliver: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Consumer(ctx, "m"); err != nil {
		t.Fatal(err)
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
	var mu sync.Mutex
	var parkedSeen bool
	hb, err := nc.Subscribe(taskq.HeartbeatSubject("wp"), func(m *nats.Msg) {
		var h taskq.Heartbeat
		if json.Unmarshal(m.Data, &h) == nil && len(h.Parked) == 1 {
			mu.Lock()
			parkedSeen = true
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer hb.Unsubscribe() //nolint:errcheck
	done := make(chan taskq.Status, 4)
	res, err := nc.Subscribe("troupe.res."+session+".*.task", func(m *nats.Msg) {
		if s, err := taskq.DecodeStatus(m.Data); err == nil && s.Done {
			done <- s
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer res.Unsubscribe() //nolint:errcheck

	r := &countingRunner{}
	wctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := Run(wctx, nc, Config{ID: "wp", CacheDir: t.TempDir(), Model: "m", Runner: r, Drain: time.Second,
			Abandon: 500 * time.Millisecond, Heartbeat: 200 * time.Millisecond}); err != nil {
			t.Error(err)
		}
	})
	defer func() { stop(); wg.Wait() }()
	task := taskq.Task{ID: session + "-a1-1", Session: session, Agent: "a1", Kind: "general", Prompt: "p", Snapshot: snap,
		Model: "m", Coordinator: "session-" + session}
	// Silent from the start: the worker has heard nothing for longer
	// than --abandon when the task comes.
	time.Sleep(700 * time.Millisecond)
	if _, err := q.Publish(ctx, task); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	if n := r.n.Load(); n != 0 {
		t.Fatalf("the task ran %d times while its coordinator was silent", n)
	}
	mu.Lock()
	seen := parkedSeen
	mu.Unlock()
	if !seen {
		t.Error("no heartbeat of the worker named the parked task")
	}
	// The coordinator is back (a resumed session heartbeats for it).
	beat, stopBeat := context.WithCancel(ctx)
	var bg sync.WaitGroup
	bg.Go(func() {
		for beat.Err() == nil {
			_ = nc.Publish(taskq.CoordinatorSubject("session-"+session), nil)
			select {
			case <-beat.Done():
			case <-time.After(200 * time.Millisecond):
			}
		}
	})
	defer func() { stopBeat(); bg.Wait() }()
	select {
	case s := <-done:
		if s.Task != task.ID || s.Final != "done" {
			t.Fatalf("result = %+v", s)
		}
	case <-time.After(30 * time.Second): // a hang's safety net
		t.Fatal("the parked task did not run once its coordinator was heard again")
	}
	time.Sleep(500 * time.Millisecond)
	if n := r.n.Load(); n != 1 {
		t.Fatalf("the task ran %d times, want 1", n)
	}
}
