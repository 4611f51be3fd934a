package worker_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
)

// troupe worker --ack-wait 900ms on a queue whose ack wait is 30 s: the
// worker tells the server a running task is alive every third of 900 ms
// (the acks are counted on the bus), not every 10 s as the queue alone
// would have it: a 1.5 s task gets at least two.
func TestWorkerAckWaitFlag(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, ackWait: 30 * time.Second})
	var progress atomic.Int32
	sub, err := c.sup.Bus().Conn().Subscribe("$JS.ACK."+"TROUPE_TASKS.>", func(m *nats.Msg) {
		if bytes.HasPrefix(m.Data, []byte("+WPI")) {
			progress.Add(1)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript,
		extra: []string{"--ack-wait", "900ms"}})
	c.waitWorkers(t, 1)
	if r := <-submit(c, "go"); r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "result of attempt 1", "taken")
	if n := progress.Load(); n < 2 {
		t.Fatalf("%d keepalives during a 1.5 s task with --ack-wait 900ms, want at least 2 (one every 300 ms)", n)
	}
}

// troupe worker --creds FILE joins a NATS deployment that lets in only
// the JWT user of that file (the worker's environment holds no
// credentials): it is heard and runs the task. A file that is not
// credentials is refused with an error naming it.
func TestWorkerCredsFlag(t *testing.T) {
	ns := startNATS(t, true)
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, busURL: ns.URL,
		env: map[string]string{"NATS_CREDS": ns.Creds}})
	startWorker(t, "wcr", workerOpts{url: ns.URL, script: workerScript, extra: []string{"--creds", ns.Creds}})
	c.waitWorkers(t, 1)
	if r := <-submit(c, "go"); r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v", r)
	}
	if taken := c.waitNotice(t, "result of attempt 1", "taken"); !strings.Contains(taken, "worker wcr") {
		t.Fatalf("taken: %s", taken)
	}

	// Not a credentials file: a clear error, and the worker stops.
	bad := write(t, filepath.Join(t.TempDir(), "bad.creds"), "not a credentials file\n")
	home := t.TempDir()
	cmd := exec.Command(troupeBin, "worker", "--connect", ns.URL, "--creds", bad, "--model", "script:"+write(t, filepath.Join(home, "demo.yaml"), workerScript),
		"--cache", filepath.Join(home, "cache"))
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "TROUPE_HOME=" + filepath.Join(home, "data")}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hang's safety net
	defer cancel()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }() // owned here: waited for below
	select {
	case err := <-done:
		if err == nil || !strings.Contains(stderr.String(), bad) {
			t.Fatalf("worker with a bad --creds: %v\n%s", err, stderr.String())
		}
	case <-ctx.Done():
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("a worker with a bad --creds file kept running:\n%s", stderr.String())
	}
}

// troupe worker --context-window 40000: the task's agent runs in a window
// of that size, not the 200,000 tokens of a scripted model. Its budget is
// then 30,000 tokens (the window less its output reserve, a quarter of
// it), and a prompt of about 21,500 tokens is over a user message's share
// of it (6,000): the agent keeps a preview and says so, a notice relayed
// to the coordinator. In the scripted model's window the prompt is kept.
func TestWorkerContextWindowFlag(t *testing.T) {
	long := "write the greeting" + strings.Repeat(" the", 21500)
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: delegate("general", "write greeting", long)})
	startWorker(t, "wcw", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript,
		extra: []string{"--context-window", "40000"}})
	c.waitWorkers(t, 1)
	<-submit(c, "go")
	c.waitNotice(t, "result of attempt 1", "taken")
	if n := c.countNotices("kept in context as a preview", "over 6000, its share of the budget"); n != 1 {
		t.Fatalf("%d notices of the prompt kept as a preview in a 40000-token window, want 1:\n%s", n, strings.Join(c.allNotices(), "\n"))
	}
}
