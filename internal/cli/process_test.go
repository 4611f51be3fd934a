package cli_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/proctest"
)

// binary is the troupe executable built once for process tests.
var binary string

func TestMain(m *testing.M) {
	if os.Getenv(fakeBrowserEnv) == "1" { // troupe mcp login's $BROWSER in TestMCPLoginFromOutside
		os.Exit(fakeBrowser(os.Args[1]))
	}
	dir, err := os.MkdirTemp("", "troupe-cli-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "troupe")
	// Built as `make build` ships it, so BenchmarkStartup measures that binary.
	if err := proctest.Build(binary, "troupe/cmd/troupe", nil, "-ldflags", "-s -w"); err != nil {
		fmt.Fprintln(os.Stderr, "build troupe:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

const sleepScript = `
turns:
  - agent: main
    expect: "sleep"
    tool_calls:
      - {name: bash, args: {command: "sleep 60 & echo $! > sleeper.pid; wait"}}
`

// proc is a troupe process under test.
type proc struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	done           chan error
}

func startProc(t *testing.T, home, ws string, args ...string) *proc {
	t.Helper()
	return startProcEnv(t, home, ws, nil, args...)
}

// startProcEnv starts troupe with more environment variables.
func startProcEnv(t *testing.T, home, ws string, env []string, args ...string) *proc {
	t.Helper()
	p := &proc{cmd: exec.Command(binary, args...), done: make(chan error, 1)}
	p.cmd.Dir = ws
	p.cmd.Env = append(append(os.Environ(), "TROUPE_HOME="+home), env...)
	p.cmd.Stdout, p.cmd.Stderr = &p.stdout, &p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		<-p.done
	})
	return p
}

func (p *proc) wait(t *testing.T) int {
	t.Helper()
	select {
	case err := <-p.done:
		p.done <- err // for the cleanup
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0
	case <-time.After(60 * time.Second):
		t.Fatalf("troupe did not exit\nstdout:\n%s\nstderr:\n%s", &p.stdout, &p.stderr)
		return -1
	}
}

// The first Ctrl-C cancels the running turn: the tool's process group is
// killed, the turn is recorded as cancelled, and troupe exits 130.
func TestInterruptCancelsTurn(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(sleepScript), 0o644)
	p := startProc(t, home, ws, "run", "--model", "script:"+script, "sleep please")
	pid := proctest.WaitPIDFile(t, filepath.Join(ws, "sleeper.pid"))
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if code := p.wait(t); code != 130 {
		t.Errorf("exit code = %d, want 130\nstderr:\n%s", code, &p.stderr)
	}
	proctest.WaitGone(t, pid)
	if !strings.Contains(p.stderr.String(), "cancelling the turn") || !strings.Contains(p.stderr.String(), "turn cancelled") {
		t.Errorf("stderr = %q", &p.stderr)
	}
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("session logs: %v", logs)
	}
	data, _ := os.ReadFile(logs[0])
	if !strings.Contains(string(data), `"type":"turn_end"`) || !strings.Contains(string(data), `"kind":1`) {
		t.Errorf("session log does not record a cancelled turn:\n%s", data)
	}
	if entries, _ := os.ReadDir(filepath.Join(home, "run")); len(entries) != 0 {
		t.Errorf("bus store left behind: %v", entries)
	}
}

// A second Ctrl-C exits even while the first cancel is still in progress.
func TestSecondInterruptExits(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	// A command that ignores SIGTERM keeps the first cancel busy for the grace period.
	os.WriteFile(script, []byte(strings.Replace(sleepScript, "sleep 60 & echo $! > sleeper.pid; wait",
		"trap '' TERM; sleep 60 & echo $! > sleeper.pid; wait", 1)), 0o644)
	p := startProc(t, home, ws, "run", "--model", "script:"+script, "sleep please")
	pid := proctest.WaitPIDFile(t, filepath.Join(ws, "sleeper.pid"))
	p.cmd.Process.Signal(os.Interrupt)
	time.Sleep(50 * time.Millisecond) // let the first signal be taken; not a timing assertion
	p.cmd.Process.Signal(os.Interrupt)
	if code := p.wait(t); code != 130 {
		t.Errorf("exit code = %d, want 130\nstderr:\n%s", code, &p.stderr)
	}
	proctest.WaitGone(t, pid)
}
