package sandbox

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"go.uber.org/goleak"
)

// needPool skips a test that needs warm helpers where there are none.
func needPool(t *testing.T) {
	t.Helper()
	if sup := Probe(); sup.ABI < 6 || !sup.MountNS {
		t.Skipf("needs Landlock ABI 6 and namespaces, kernel has ABI %d, namespaces %v", sup.ABI, sup.MountNS)
	}
}

// startIn starts script through pool under p in dir, its output on a pipe
// whose read end it returns.
func startIn(t *testing.T, pool *Pool, p Policy, dir, script string) (*Process, *os.File) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	proc, err := pool.Start(p, Spec{Name: "bash", Args: []string{"-c", script}, Dir: dir, Stdout: w, Stderr: w})
	_ = w.Close()
	if err != nil {
		_ = r.Close()
		t.Fatal(err)
	}
	return proc, r
}

// marked lists the pids (as this process sees them) of processes whose
// command line contains marker.
func marked(marker string) []string {
	var pids []string
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		b, err := os.ReadFile(d + "/cmdline")
		if err == nil && strings.Contains(string(b), marker) && !strings.Contains(string(b), "-test.") {
			pids = append(pids, filepath.Base(d))
		}
	}
	return pids
}

// gone waits a little for every process with marker to end.
func gone(t *testing.T, marker string) {
	t.Helper()
	for range 100 {
		if len(marked(marker)) == 0 {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("processes %v (%s) are still running", marked(marker), marker)
}

// TestPoolStatus: warm and cold starts report the same status.
func TestPoolStatus(t *testing.T) {
	needPool(t)
	f := newFixture(t)
	p := f.policy(t, WorkspaceWrite, false)
	p.Reap = true
	tests := []struct {
		script string
		want   string // "" for success
	}{
		{"true", ""},
		{"exit 3", "exit status 3"},
		{"kill -TERM $$", "killed by signal 15 (terminated)"},
		{"kill -KILL $$", "killed by signal 9 (killed)"},
		{"echo x > " + f.outside + "/f", "exit status 1"},
	}
	for name, pool := range starters(t) {
		for _, tt := range tests {
			t.Run(name+"/"+tt.script, func(t *testing.T) {
				proc, r := startIn(t, pool, p, f.ws, tt.script)
				defer r.Close()
				_, _ = io.ReadAll(r)
				err := proc.Wait()
				var ee *ExitError
				switch {
				case tt.want == "" && err != nil:
					t.Errorf("err = %v, want success", err)
				case tt.want != "" && (!errors.As(err, &ee) || ee.Error() != tt.want):
					t.Errorf("err = %v, want %q", err, tt.want)
				}
			})
		}
	}
}

// TestPoolStdioEnvDir: a warm command gets the given stdin, environment
// and directory, and nothing of troupe's environment.
func TestPoolStdioEnvDir(t *testing.T) {
	needPool(t)
	t.Setenv("TROUPE_TEST_POOL_SECRET", "hunter2")
	f := newFixture(t)
	pool := NewPool()
	defer pool.Close()
	in, feed, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(f.ws, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	// BIG is larger than a socket read, so the handover comes in pieces
	script := `read line; echo "in=$line dir=$PWD x=$X big=${#BIG}"; env | grep -c TROUPE_TEST_POOL_SECRET; cat /proc/1/environ 2>/dev/null | tr '\0' '\n' | grep -c TROUPE_TEST_POOL_SECRET`
	big := "BIG=" + strings.Repeat("b", 100_000)
	for i := range 2 { // cold helper, then a warm one
		proc, err := pool.Start(f.policy(t, WorkspaceWrite, false), Spec{Name: "bash", Args: []string{"-c", script}, Dir: sub,
			Env: []string{"X=1", "PATH=" + os.Getenv("PATH"), big}, Stdin: in, Stdout: w, Stderr: w})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := fmt.Fprintf(feed, "hello%d\n", i); err != nil {
			t.Fatal(err)
		}
		if err := proc.Wait(); err == nil {
			t.Error("the secret was found") // the last grep -c prints 0 and fails
		}
		pool.wg.Wait()
	}
	_ = w.Close()
	out, _ := io.ReadAll(r)
	want := fmt.Sprintf("in=hello0 dir=%s x=1 big=100000\n0\n0\nin=hello1 dir=%s x=1 big=100000\n0\n0\n", sub, sub)
	if string(out) != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

// TestPoolKillsWhatIsLeft: what a command leaves running (even in a
// session of its own) dies when it ends, and KillAll kills everything.
func TestPoolKillsWhatIsLeft(t *testing.T) {
	needPool(t)
	f := newFixture(t)
	p := f.policy(t, WorkspaceWrite, false)
	p.Reap = true
	for name, pool := range starters(t) {
		t.Run(name+"/ends", func(t *testing.T) {
			marker := fmt.Sprintf("60.%d1", time.Now().UnixNano()%1e6)
			proc, r := startIn(t, pool, p, f.ws, "setsid sleep "+marker+" & sleep 0.2")
			defer r.Close()
			if err := proc.Wait(); err != nil {
				t.Fatal(err)
			}
			gone(t, marker)
		})
		t.Run(name+"/killall", func(t *testing.T) {
			marker := fmt.Sprintf("60.%d2", time.Now().UnixNano()%1e6)
			proc, r := startIn(t, pool, p, f.ws, "setsid sleep "+marker+" & echo started; sleep "+marker)
			defer r.Close()
			buf := make([]byte, 8)
			if _, err := io.ReadFull(r, buf); err != nil {
				t.Fatal(err)
			}
			for len(marked(marker)) < 2 {
				time.Sleep(10 * time.Millisecond)
			}
			if err := proc.KillAll(); err != nil {
				t.Fatal(err)
			}
			_ = proc.Wait()
			gone(t, marker)
		})
	}
}

// warmPool returns a fixture, a pool closed when t ends with a warm
// helper waiting for the fixture's workspace-write policy, and the policy.
func warmPool(t *testing.T) (fixture, *Pool, Policy) {
	t.Helper()
	needPool(t)
	f := newFixture(t)
	pool := NewPool()
	t.Cleanup(func() { _ = pool.Close() })
	p := f.policy(t, WorkspaceWrite, false)
	if err := pool.Warm(p); err != nil {
		t.Fatal(err)
	}
	return f, pool, p
}

// TestPoolHelperSeesChanges: a protected path created after a helper was
// started is still covered: the helper no longer matches, a fresh one
// runs the command.
func TestPoolHelperSeesChanges(t *testing.T) {
	f, pool, p := warmPool(t) // confined against a workspace without .mcp.json
	if err := os.WriteFile(filepath.Join(f.ws, ".mcp.json"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, ok := runVia(t, pool, p, f.ws, `echo '{"mcpServers":{}}' > .mcp.json`); ok {
		t.Errorf("a command wrote .mcp.json, created after its helper started:\n%s", out)
	}
	// and the config replaced by a new file (git config writes a new one)
	pool.wg.Wait()
	cfg := filepath.Join(f.ws, ".git", "config")
	if err := os.WriteFile(cfg+".new", []byte("[core]\n\tbare = false\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(cfg+".new", cfg); err != nil {
		t.Fatal(err)
	}
	// (the kernel drops a helper's mount over the replaced file, so a stale
	// helper would leave the new one writable)
	if out, ok := runVia(t, pool, p, f.ws, "grep -q bare .git/config && ! echo x 2>/dev/null >> .git/config"); !ok {
		t.Errorf("the replaced .git/config was not read-only, or not the new one:\n%s", out)
	}
}

// TestPoolDeadHelper: a warm helper that died while it waited is replaced.
func TestPoolDeadHelper(t *testing.T) {
	f, pool, p := warmPool(t)
	pool.mu.Lock()
	n := 0
	for _, ws := range pool.idle {
		for _, w := range ws {
			_ = w.cmd.Process.Signal(syscall.SIGKILL)
			n++
		}
	}
	pool.mu.Unlock()
	if n != 1 {
		t.Fatalf("%d helpers wait, want 1", n)
	}
	time.Sleep(50 * time.Millisecond)
	if out, ok := runVia(t, pool, p, f.ws, "echo ok"); !ok || out != "ok\n" {
		t.Errorf("after the warm helper died: ok=%v, output %q", ok, out)
	}
}

// TestPoolConcurrent: commands started at once each get their own
// helper and output.
func TestPoolConcurrent(t *testing.T) {
	needPool(t)
	f := newFixture(t)
	pool := NewPool()
	defer pool.Close()
	p := f.policy(t, WorkspaceWrite, false)
	var wg sync.WaitGroup
	outs := make([]string, 8)
	for i := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], _ = runVia(t, pool, p, f.ws, fmt.Sprintf("echo %d", i))
		}()
	}
	wg.Wait()
	for i, out := range outs {
		if out != fmt.Sprintf("%d\n", i) {
			t.Errorf("command %d printed %q", i, out)
		}
	}
}

// TestPoolClose: Close ends the waiting helpers and its goroutines; Start
// then fails.
func TestPoolClose(t *testing.T) {
	needPool(t)
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	f := newFixture(t)
	pool := NewPool()
	p := f.policy(t, WorkspaceWrite, false)
	p2 := p
	p2.Network = true // another policy: another helper
	for _, q := range []Policy{p, p2} {
		if out, ok := runVia(t, pool, q, f.ws, "true"); !ok {
			t.Fatal(out)
		}
	}
	pool.wg.Wait()
	pool.mu.Lock()
	var helpers []*exec.Cmd
	for _, ws := range pool.idle {
		for _, w := range ws {
			helpers = append(helpers, w.cmd)
		}
	}
	pool.mu.Unlock()
	// One helper per policy at least; up to perKey each when the helper
	// that ran the command came back after the one started ahead for the
	// next command was ready (a run under load had 3).
	if len(helpers) < 2 || len(helpers) > 2*perKey {
		t.Fatalf("%d helpers wait, want 2 to %d", len(helpers), 2*perKey)
	}
	if err := pool.Close(); err != nil {
		t.Fatal(err)
	}
	for _, c := range helpers {
		if c.ProcessState == nil {
			t.Errorf("helper %d was not reaped", c.Process.Pid)
		}
	}
	if _, err := pool.Start(p, Spec{Name: "true"}); !errors.Is(err, ErrPoolClosed) {
		t.Errorf("Start after Close: err = %v, want ErrPoolClosed", err)
	}
}
