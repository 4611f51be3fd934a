package worker

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
	"go.uber.org/goleak"

	"troupe/internal/config"
	"troupe/internal/taskq"
	"troupe/messages"
	"troupe/supervisor"
)

// runnerConfig is a worker's configuration whose action model is the
// scripted model in script.
func runnerConfig(t testing.TB, script string) config.Config {
	t.Helper()
	dir := t.TempDir()
	cfg, err := config.Load(filepath.Join(dir, "none.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "worker.yaml")
	if err := os.WriteFile(path, []byte(script), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg.Model = "script:" + path
	cfg.Sandbox.Mode = "off"
	return cfg
}

// answers is a script of n explore tasks, each answered at once; a turn
// whose prompt says "crash" fails the model call with a panic-free error.
func answers(n int) string {
	var s strings.Builder
	s.WriteString("turns:\n")
	for range n {
		s.WriteString("  - agent: explore\n    expect: \"look at part\"\n    text: \"nothing there\"\n")
	}
	return s.String()
}

// runTask runs one explore task on r in a fresh workspace under root.
func runTask(ctx context.Context, r Runner, root string, i int) (Outcome, error) {
	dir := filepath.Join(root, fmt.Sprintf("task-%d", i), "ws")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Outcome{}, err
	}
	t := taskq.Task{ID: fmt.Sprintf("S-t%d", i), Session: "S", Agent: fmt.Sprintf("explore-%d", i), Kind: "explore",
		Prompt: fmt.Sprintf("look at part %d", i)}
	return r.Run(ctx, t, dir, Link{Events: func(string, messages.Meta, messages.Body) {}})
}

func startRuntime(t testing.TB, cfg config.Config) *supervisor.Runtime {
	t.Helper()
	rt, err := StartRuntime(context.Background(), cfg, t.TempDir(), os.Getenv, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := rt.Close(); err != nil {
			t.Errorf("close runtime: %v", err)
		}
	})
	return rt
}

// TestTasksShareOneRuntime runs 12 tasks, 4 at a time, on one worker
// runtime: every task's agent answers, and the runtime's bus never holds
// more than its one connection (the server's own Connz), where a bus per
// task would have started 12 servers.
func TestTasksShareOneRuntime(t *testing.T) {
	ignore := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, ignore) }) // last: after the runtime closed
	const n = 12
	cfg := runnerConfig(t, answers(n))
	rt := startRuntime(t, cfg)
	r := AgentRunner{Config: cfg, Runtime: rt}
	root := t.TempDir()
	conns := func() int {
		cz, err := rt.Bus().Server().Connz(&server.ConnzOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return cz.NumConns
	}
	before := conns()
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	errs := make(chan error, n)
	var mu sync.Mutex
	most := before
	for i := range n {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			out, err := runTask(context.Background(), r, root, i)
			if err == nil && out.Result.Final != "nothing there" {
				err = fmt.Errorf("task %d: final %q", i, out.Result.Final)
			}
			if err == nil && len(out.Transcript) < 2 {
				err = fmt.Errorf("task %d: transcript of %d messages", i, len(out.Transcript))
			}
			mu.Lock()
			most = max(most, conns())
			mu.Unlock()
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if before != 1 || most != 1 || conns() != 1 {
		t.Errorf("connections on the runtime's bus: %d before, at most %d while %d tasks ran, %d after; want 1 throughout", before, most, n, conns())
	}
}

// BenchmarkAgentRunner runs one explore task per op whose model answers at
// once: the whole cost of a task's agent subtree on a worker, started on
// the worker's runtime or (own-bus) with a bus and actor system of its own.
func BenchmarkAgentRunner(b *testing.B) {
	for _, shared := range []bool{false, true} {
		name := "own-bus"
		if shared {
			name = "runtime"
		}
		b.Run(name, func(b *testing.B) {
			cfg := runnerConfig(b, answers(b.N))
			r := AgentRunner{Config: cfg}
			if shared {
				r.Runtime = startRuntime(b, cfg)
			}
			root := b.TempDir()
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				if _, err := runTask(context.Background(), r, root, i); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestTaskCrashStaysInItsTask runs, on one runtime whose session actors
// get no restart, a task whose session actor panics as its prompt arrives
// (it fails as crashed: the worker retries such a task elsewhere), a task
// whose llm actor panics (its agent restarts it and the task answers), and
// four healthy tasks beside them, which all answer; the runtime then still
// runs a task, and closes leaving no goroutine behind.
func TestTaskCrashStaysInItsTask(t *testing.T) {
	ignore := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, ignore) })
	cfg := runnerConfig(t, answers(6))
	rtCfg := cfg
	rtCfg.Restart.MaxRestarts = 0
	rt := startRuntime(t, rtCfg)
	faulty := func(spec string) AgentRunner {
		return AgentRunner{Config: runnerConfig(t, answers(1)), Runtime: rt, Getenv: func(k string) string {
			if k == "TROUPE_FAULTS" {
				return spec
			}
			return os.Getenv(k)
		}}
	}
	healthy := AgentRunner{Config: cfg, Runtime: rt}
	root := t.TempDir()
	type run struct {
		name string
		r    AgentRunner
		out  Outcome
		err  error
	}
	runs := []*run{{name: "session panics", r: faulty("session.receive:1")}, {name: "llm panics", r: faulty("llm.receive:1")}}
	for i := range 4 {
		runs = append(runs, &run{name: fmt.Sprintf("healthy %d", i), r: healthy})
	}
	var wg sync.WaitGroup
	for i, x := range runs {
		wg.Go(func() { x.out, x.err = runTask(context.Background(), x.r, root, i) })
	}
	wg.Wait()
	for _, x := range runs {
		switch {
		case x.err != nil:
			t.Errorf("%s: %v", x.name, x.err)
		case x.name == "session panics":
			if e := x.out.Result.Err; e == nil || e.Kind != messages.KindCrashed || !infra(e) {
				t.Errorf("%s: result %+v, want a crash the worker retries elsewhere", x.name, x.out.Result)
			}
		case x.out.Result.Err != nil || x.out.Result.Final != "nothing there":
			t.Errorf("%s: result %+v, want the answer", x.name, x.out.Result)
		}
	}
	if out, err := runTask(context.Background(), healthy, root, len(runs)); err != nil || out.Result.Final != "nothing there" {
		t.Errorf("a task after the crash: %+v, %v", out.Result, err)
	}
}
