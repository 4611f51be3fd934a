package worker_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/internal/proctest"
)

// sleeperScript starts a long command in the task's workspace and writes
// its pid where the test finds it.
const sleeperScript = `turns:
  - agent: general
    expect: "write the greeting"
    tool_calls:
      - name: bash
        args: {command: "echo $$ > sleeper.pid && exec sleep 300", description: "wait"}
  - agent: general
    expect_tool: bash
    text: "done"
`

func TestCoordinatorKilledWorkerAbandonsItsTask(t *testing.T) {
	root := t.TempDir()
	ws := filepath.Join(root, "ws")
	write(t, filepath.Join(ws, "README.md"), "a repository\n")
	cfgDir := filepath.Join(root, "config")
	write(t, filepath.Join(cfgDir, "troupe", "config.yaml"), typesYAML)
	script := write(t, filepath.Join(root, "coord", "demo.yaml"), coordScript)
	data := filepath.Join(root, "data")
	coord := exec.Command(troupeBin, "run", "--listen", "127.0.0.1:0", "--placement", "remote", "-C", ws,
		"--model", "script:"+script, "go")
	coord.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + cfgDir, "TROUPE_HOME=" + data}
	if err := coord.Start(); err != nil {
		t.Fatal(err)
	}
	coordDone := make(chan error, 1)
	go func() { coordDone <- coord.Wait() }()
	t.Cleanup(func() {
		_ = coord.Process.Kill()
		<-coordDone
	})
	ep := waitEndpoint(t, data)
	w := startWorker(t, "wa", workerOpts{url: ep.URL, nkey: ep.NKeyFiles[bus.Worker], script: sleeperScript})
	pid := proctest.WaitPIDFile(t, waitGlob(t, filepath.Join(w.cache, "work", "*", "ws", "sleeper.pid")))
	if !proctest.Alive(pid) {
		t.Fatalf("the task's command %d is not running", pid)
	}
	if err := coord.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	proctest.WaitGone(t, pid) // the worker abandoned the task and killed what it ran
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(w.stderr.String(), "abandoned") {
		if time.Now().After(deadline) {
			t.Fatalf("the worker did not say it abandoned the task:\n%s", w.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-w.done:
		t.Fatalf("the worker exited when its coordinator died: %v", err)
	default:
	}
	w.signal(t, syscall.SIGTERM) // drains: nothing is running, so it exits
	select {
	case err := <-w.done:
		w.done <- err // for Cleanup
		if err != nil {
			t.Fatalf("worker exit: %v\n%s", err, w.stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("the worker did not exit on SIGTERM:\n%s", w.stderr.String())
	}
}

func waitGlob(t *testing.T, pattern string) string {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if m, _ := filepath.Glob(pattern); len(m) > 0 {
			return m[0]
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("nothing matches %s", pattern)
	return ""
}

func waitEndpoint(t *testing.T, data string) bus.Endpoint {
	t.Helper()
	ep, err := bus.ReadEndpoint(waitGlob(t, filepath.Join(data, "sessions", "*", bus.EndpointFile)))
	if err != nil {
		t.Fatal(err)
	}
	return ep
}
