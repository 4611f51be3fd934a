package sandbox

import (
	"errors"
	"io"
	"os"
	"testing"
	"time"
)

// TestPoolNextHelperReadyWhileCommandRuns: once a command has run for
// refillAfter, the next command's helper starts, so it waits ready while the
// first command still runs (in a tool loop: before the model's next answer
// comes), and the next command is handed to exactly that helper.
func TestPoolNextHelperReadyWhileCommandRuns(t *testing.T) {
	f, pool, p := warmPool(t)
	in, feed, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	defer feed.Close()
	// The first command blocks until we write: it is running all along.
	proc, err := pool.Start(p, Spec{Name: "bash", Args: []string{"-c", "read line"}, Dir: f.ws, Env: os.Environ(), Stdin: in})
	if err != nil {
		t.Fatal(err)
	}
	// The refill starts refillAfter into the command, which runs on.
	var next *warm
	var n int
	for deadline := time.Now().Add(30 * time.Second); n == 0 && time.Now().Before(deadline); {
		time.Sleep(refillAfter)
		pool.mu.Lock()
		for _, w := range pool.idle {
			next = w
		}
		n = len(pool.idle)
		pool.mu.Unlock()
	}
	if n != 1 || next == nil {
		t.Fatalf("%d helpers wait while the first command runs, want 1", n)
	}
	if proc.Cmd.ProcessState != nil {
		t.Fatal("the first command ended early")
	}
	second, out := startIn(t, pool, p, f.ws, "echo second")
	defer out.Close()
	if second.Pid() != next.cmd.Process.Pid {
		t.Errorf("the second command ran in helper %d, not in the one that waited (%d)", second.Pid(), next.cmd.Process.Pid)
	}
	if b, _ := io.ReadAll(out); string(b) != "second\n" {
		t.Errorf("second command's output %q", b)
	}
	if err := second.Wait(); err != nil {
		t.Errorf("second command: %v", err)
	}
	if _, err := feed.WriteString("go\n"); err != nil {
		t.Fatal(err)
	}
	if err := proc.Wait(); err != nil {
		t.Errorf("first command: %v", err)
	}
}

// TestPoolCommandWaitsForTheHelperWarmStarts: a helper Warm is starting is
// recorded as being started, so a command that comes meanwhile (the
// session's first, warmed at its first model request) is handed to it
// rather than starting a helper of its own.
func TestPoolCommandWaitsForTheHelperWarmStarts(t *testing.T) {
	needPool(t)
	f := newFixture(t)
	pool := NewPool() // nothing waits yet
	t.Cleanup(func() { _ = pool.Close() })
	p := f.policy(t, WorkspaceWrite, false)
	warmed := make(chan error, 1)
	go func() { warmed <- pool.Warm(p) }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		pool.mu.Lock()
		n := len(pool.filling)
		pool.mu.Unlock()
		if n == 1 {
			break
		}
		select {
		case err := <-warmed:
			t.Fatalf("Warm returned (%v) and was never recorded as starting a helper", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("Warm never recorded its helper as being started")
		}
		time.Sleep(50 * time.Microsecond)
	}
	proc, out := startIn(t, pool, p, f.ws, "echo first")
	defer out.Close()
	if b, _ := io.ReadAll(out); string(b) != "first\n" {
		t.Errorf("command's output %q", b)
	}
	if err := proc.Wait(); err != nil {
		t.Errorf("command: %v", err)
	}
	if err := <-warmed; err != nil {
		t.Fatal(err)
	}
	pool.wg.Wait() // the refill the start began
	pool.mu.Lock()
	n := len(pool.idle)
	pool.mu.Unlock()
	if n != 1 {
		t.Errorf("%d helpers wait after the command, want 1 (the refill; Warm's ran the command)", n)
	}
}

// TestPoolRefillsWhenTheCommandEnds: a command that ends before
// refillAfter has the next command's helper started as it ends (not
// beside it, where the two would compete for the CPU), and the next
// command runs in that helper.
func TestPoolRefillsWhenTheCommandEnds(t *testing.T) {
	f, pool, p := warmPool(t)
	first, err := pool.Start(p, Spec{Name: "true", Dir: f.ws, Env: os.Environ()})
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Wait(); err != nil {
		t.Fatalf("first command: %v", err)
	}
	pool.wg.Wait() // the refill its end began
	pool.mu.Lock()
	var next *warm
	for _, w := range pool.idle {
		next = w
	}
	n := len(pool.idle)
	pool.mu.Unlock()
	if n != 1 || next == nil {
		t.Fatalf("%d helpers wait after the first command ended, want 1", n)
	}
	if next.cmd.Process.Pid == first.Pid() {
		t.Fatal("the used helper waits again")
	}
	second, out := startIn(t, pool, p, f.ws, "echo second")
	defer out.Close()
	if second.Pid() != next.cmd.Process.Pid {
		t.Errorf("the second command ran in helper %d, not in the one that waited (%d)", second.Pid(), next.cmd.Process.Pid)
	}
	if err := second.Wait(); err != nil {
		t.Errorf("second command: %v", err)
	}
}

// TestPoolReapsTheHelperAfterWait: Wait returns with the command's
// status as soon as its helper sends it; the helper's own exit is reaped,
// and the command's group removed, by the pool (Close waits for both).
func TestPoolReapsTheHelperAfterWait(t *testing.T) {
	f, pool, p := warmPool(t)
	proc, err := pool.Start(p, Spec{Name: "bash", Args: []string{"-c", "exit 3"}, Dir: f.ws, Env: os.Environ()})
	if err != nil {
		t.Fatal(err)
	}
	var ee *ExitError
	if err := proc.Wait(); !errors.As(err, &ee) || ee.Code != 3 {
		t.Fatalf("Wait: %v, want exit status 3", err)
	}
	if err := pool.Close(); err != nil {
		t.Fatal(err)
	}
	if proc.Cmd.ProcessState == nil {
		t.Fatal("the helper was not reaped by the time the pool closed")
	}
	if dirs := proc.group.Dirs(); len(dirs) > 0 {
		t.Errorf("the command's control groups are still there: %v", dirs)
	}
}
