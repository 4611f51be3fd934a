package worker

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/internal/snapshot"
	"troupe/internal/taskq"
	"troupe/messages"
)

// sleepRunner is a task's agent that answers after a fixed delay: the
// scripted model's fixed per-task delay without the agent subtree, so
// what is measured is the queue's and the worker's own cost per task.
type sleepRunner struct{ d time.Duration }

func (r sleepRunner) Run(ctx context.Context, _ taskq.Task, _ string, _ Link) (Outcome, error) {
	select {
	case <-ctx.Done():
		return Outcome{}, ctx.Err()
	case <-time.After(r.d):
	}
	return Outcome{Result: messages.TurnResult{Final: "done"}}, nil
}

// BenchmarkQueueThroughput queues 8 tasks per op on a bus listening on
// loopback and runs them on 1–4 worker loops (one slot each, each on its
// own TCP connection) whose agent answers after a fixed 100 ms, until
// every result is stored. From the same run:
//
//   - per-task overhead = (ns/op of workers-1 − 8 × 100 ms) / 8, or
//     directly ns/op of workers-1-nodelay / 8;
//   - speed-up of N workers = ns/op(workers-1) / ns/op(workers-N),
//     against the ideal N (8 tasks on 3 workers take 3 rounds: ideal 8/3).
//
// A slot takes its next task as soon as it frees (one Fetch(1) per free
// slot), so no worker waits for the others' round.
func BenchmarkQueueThroughput(b *testing.B) {
	const tasks = 8
	for _, c := range []struct {
		workers int
		delay   time.Duration
	}{{1, 0}, {1, 100 * time.Millisecond}, {2, 100 * time.Millisecond}, {3, 100 * time.Millisecond}, {4, 100 * time.Millisecond}} {
		name := fmt.Sprintf("workers-%d", c.workers)
		if c.delay == 0 {
			name += "-nodelay"
		}
		b.Run(name, func(b *testing.B) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			bs, err := bus.Start(ctx, bus.Options{StoreDir: b.TempDir(), JetStream: true, Name: "bench", Listen: "127.0.0.1:0", Insecure: true}, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer bs.Close()
			q, err := taskq.Open(ctx, bs.Conn(), taskq.Config{AckWait: 30 * time.Second})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := q.Consumer(ctx, "bench"); err != nil {
				b.Fatal(err)
			}
			const session = "S1"
			if err := q.KeepResults(ctx, session); err != nil {
				b.Fatal(err)
			}
			src := b.TempDir()
			if err := os.WriteFile(filepath.Join(src, "README.md"), []byte("bench\n"), 0o644); err != nil {
				b.Fatal(err)
			}
			snap, _, err := snapshot.Build(ctx, q.Snapshots(), src)
			if err != nil {
				b.Fatal(err)
			}
			var mu sync.Mutex
			done := map[string]bool{}
			finished := make(chan struct{}, tasks)
			sub, err := bs.Conn().Subscribe("troupe.res."+session+".*.task", func(m *nats.Msg) {
				s, err := taskq.DecodeStatus(m.Data)
				if err != nil || !s.Done {
					return
				}
				mu.Lock()
				first := !done[s.Task]
				done[s.Task] = true
				mu.Unlock()
				if first {
					finished <- struct{}{}
				}
			})
			if err != nil {
				b.Fatal(err)
			}
			defer sub.Unsubscribe() //nolint:errcheck
			wctx, stop := context.WithCancel(ctx)
			ph := &phaseSums{sums: map[string]float64{}}
			var wg sync.WaitGroup
			for i := range c.workers {
				nc, err := nats.Connect(bs.ClientURL())
				if err != nil {
					b.Fatal(err)
				}
				defer nc.Close()
				wg.Go(func() {
					err := Run(wctx, nc, Config{ID: fmt.Sprintf("w%d", i+1), CacheDir: b.TempDir(), Model: "bench",
						Runner: sleepRunner{c.delay}, Drain: time.Second, Log: slog.New(ph)})
					if err != nil {
						b.Error(err)
					}
				})
			}
			b.ResetTimer()
			ph.reset()
			for n := range b.N {
				for i := range tasks {
					t := taskq.Task{ID: fmt.Sprintf("%s-a%d-%d", session, i, n), Session: session, Agent: fmt.Sprintf("a%d", i),
						Kind: "general", Prompt: "p", Snapshot: snap, Model: "bench"}
					if _, err := q.Publish(ctx, t); err != nil {
						b.Fatal(err)
					}
				}
				for range tasks {
					select {
					case <-finished:
					case <-time.After(2 * time.Minute): // a hung benchmark's safety net
						b.Fatal("tasks did not finish")
					}
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*tasks), "ms/task")
			ph.report(b)
			stop()
			wg.Wait()
		})
	}
}

// phaseSums is a log handler that adds up the phases of the "task
// finished" lines (phases.go) of the tasks a benchmark runs.
type phaseSums struct {
	mu   sync.Mutex
	n    int
	sums map[string]float64
}

func (h *phaseSums) Enabled(context.Context, slog.Level) bool { return true }
func (h *phaseSums) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h *phaseSums) WithGroup(string) slog.Handler            { return h }

func (h *phaseSums) Handle(_ context.Context, r slog.Record) error {
	if r.Message != "task finished" {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.n++
	r.Attrs(func(a slog.Attr) bool {
		if a.Value.Kind() == slog.KindFloat64 {
			h.sums[a.Key] += a.Value.Float64()
		}
		return true
	})
	return nil
}

func (h *phaseSums) reset() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.n, h.sums = 0, map[string]float64{}
}

// report gives each phase's mean per task as a metric.
func (h *phaseSums) report(b *testing.B) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.n == 0 {
		return
	}
	for k, v := range h.sums {
		b.ReportMetric(v/float64(h.n), k)
	}
}
