package sandbox

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// idleHelpers lists the helpers that wait in pool.
func idleHelpers(pool *Pool) []*warm {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	var out []*warm
	for _, ws := range pool.idle {
		out = append(out, ws...)
	}
	return out
}

// waits reports whether the helper cmd waits in pool. (Under load a
// command may pass refillAfter and have a spare started beside it: tests
// look for the helper, not count them.)
func waits(pool *Pool, cmd *exec.Cmd) bool {
	for _, w := range idleHelpers(pool) {
		if w.cmd == cmd {
			return true
		}
	}
	return false
}

// TestPoolNextHelperReadyWhileCommandRuns: once a command has run for
// refillAfter, a second helper starts, so one waits ready while the
// first command still runs (for a command that comes meanwhile, as a
// background job's does), and the next command is handed to exactly that
// helper.
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
	var idle []*warm
	for deadline := time.Now().Add(30 * time.Second); len(idle) == 0 && time.Now().Before(deadline); {
		time.Sleep(refillAfter)
		idle = idleHelpers(pool)
	}
	if len(idle) != 1 {
		t.Fatalf("%d helpers wait while the first command runs, want 1", len(idle))
	}
	next := idle[0]
	if proc.Cmd.ProcessState != nil {
		t.Fatal("the first command ended early")
	}
	second, out := startIn(t, pool, p, f.ws, "echo second")
	defer out.Close()
	if second.Cmd.Process.Pid != next.cmd.Process.Pid {
		t.Errorf("the second command ran in helper %d, not in the one that waited (%d)", second.Cmd.Process.Pid, next.cmd.Process.Pid)
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
	if n := len(idleHelpers(pool)); n != perKey {
		t.Errorf("%d helpers wait after both commands, want %d", n, perKey)
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
	pool.wg.Wait()
	if !waits(pool, proc.Cmd) {
		t.Error("the helper Warm started, which ran the command, does not wait for the next")
	}
}

// TestPoolHelperRunsTheNextCommand: a command's helper waits for the next
// command as soon as the command ended (no helper is started for it),
// and the next command runs in it, in a process group of its own.
func TestPoolHelperRunsTheNextCommand(t *testing.T) {
	f, pool, p := warmPool(t)
	first, err := pool.Start(p, Spec{Name: "true", Dir: f.ws, Env: os.Environ()})
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Wait(); err != nil {
		t.Fatalf("first command: %v", err)
	}
	if !waits(pool, first.Cmd) {
		t.Fatal("the first command's helper does not wait for the next command")
	}
	second, out := startIn(t, pool, p, f.ws, "echo second; cut -d' ' -f5 /proc/$$/stat")
	defer out.Close()
	b, _ := io.ReadAll(out)
	if err := second.Wait(); err != nil {
		t.Errorf("second command: %v", err)
	}
	if second.Cmd != first.Cmd {
		t.Errorf("the second command ran in helper %d, not in the first's (%d)", second.Cmd.Process.Pid, first.Cmd.Process.Pid)
	}
	helper := first.Cmd.Process.Pid
	for _, pgid := range []int{first.Pid(), second.Pid()} {
		if pgid == helper {
			t.Errorf("a command's process group is its helper's (%d)", helper)
		}
	}
	if first.Pid() == second.Pid() {
		t.Errorf("both commands' process group is %d", first.Pid())
	}
	if want := "second\n" + strconv.Itoa(second.Pid()) + "\n"; string(b) != want {
		t.Errorf("second command printed %q, want %q (its own process group)", b, want)
	}
}

// TestPoolReapsTheHelperAfterWait: Wait returns with the command's
// status as soon as its helper sends it; the helper then waits for the
// next command, and Close ends and reaps it and removes its group.
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

// TestPoolGroupSignalMissesTheNextCommand: troupe's SIGKILL to an ended
// command's process group (the shell tool sends one after every Wait)
// reaches neither its helper nor the next command the helper runs.
func TestPoolGroupSignalMissesTheNextCommand(t *testing.T) {
	f, pool, p := warmPool(t)
	first, err := pool.Start(p, Spec{Name: "true", Dir: f.ws, Env: os.Environ()})
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Wait(); err != nil {
		t.Fatal(err)
	}
	second, out := startIn(t, pool, p, f.ws, "echo up; sleep 1; echo still here")
	defer out.Close()
	buf := make([]byte, 3)
	if _, err := io.ReadFull(out, buf); err != nil {
		t.Fatal(err)
	}
	_ = syscall.Kill(-first.Pid(), syscall.SIGKILL)
	rest, _ := io.ReadAll(out)
	if err := second.Wait(); err != nil || string(rest) != "still here\n" {
		t.Errorf("the second command after a SIGKILL to the first's group: %v, printed %q", err, rest)
	}
	if second.Cmd != first.Cmd {
		t.Errorf("the second command did not run in the first's helper")
	}
}
