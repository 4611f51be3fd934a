package worker_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/actors/remote"
	"troupe/internal/bus"
)

// brokenScript is a worker whose model fails every call.
const brokenScript = `turns:
  - agent: general
    error: "model endpoint unreachable"
  - agent: general
    error: "model endpoint unreachable"
  - agent: general
    error: "model endpoint unreachable"
  - agent: general
    error: "model endpoint unreachable"
`

// A worker whose model is broken does not turn its failure into the
// task's result: the attempt is handed back with a backoff, the worker is
// quarantined (quarantine-after 1) and shown so, and a healthy worker runs
// the task (the issue: 5 of 6 tasks failed next to a healthy worker).
func TestInfrastructureFailureRetriedOnAnotherWorker(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	o := workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: brokenScript,
		extra: []string{"--quarantine-after", "1", "--quarantine-for", "1m", "--backoff", "200ms"}}
	startWorker(t, "broken", o)
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	failed := c.waitNotice(t, "attempt 1 failed on worker broken", "handed back")
	t.Log(failed)
	deadline := time.Now().Add(30 * time.Second)
	for {
		var q time.Time
		for _, h := range c.sup.Remote().Workers() {
			if h.ID == "broken" {
				q = h.Quarantined
			}
		}
		if time.Now().Before(q) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the broken worker's heartbeat never said it is quarantined")
		}
		time.Sleep(50 * time.Millisecond)
	}
	startWorker(t, "healthy", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript})
	r := <-res
	if r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v", r)
	}
	taken := c.waitNotice(t, "result of attempt", "taken")
	if !strings.Contains(taken, "worker healthy") {
		t.Fatalf("taken: %s", taken)
	}

	// troupe tasks, from outside, shows it: done by the healthy worker on
	// attempt 2, one attempt handed back.
	cmd := exec.Command(troupeBin, "tasks", "--session", c.sess.ID(), "--json")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "TROUPE_HOME=" + filepath.Join(filepath.Dir(c.ws), "data")}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("troupe tasks: %v\n%s", err, out)
	}
	var rows []struct {
		State   string `json:"state"`
		Attempt int    `json:"attempt"`
		Worker  string `json:"worker"`
		Retries int    `json:"retries"`
	}
	if err := json.Unmarshal(out, &rows); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(rows) != 1 || rows[0].State != "done" || rows[0].Worker != "healthy" || rows[0].Retries != 1 || rows[0].Attempt < 2 {
		t.Fatalf("troupe tasks = %s", out)
	}
}

// A task past its deadline is cancelled, the call fails saying so, and the
// task is kept in the dead-letter stream.
func TestDeadlineDeadLetters(t *testing.T) {
	script := `turns:
  - agent: ^main$
    expect: "go"
    tool_calls:
      - name: task
        args: {description: "write greeting", subagent_type: general, prompt: "write the greeting"}
  - agent: ^main$
    expect_tool: task
    text: "done"
  - agent: ^main$
    text: "gave up"
`
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: script, deadline: 700 * time.Millisecond})
	startWorker(t, "slow", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript})
	c.waitWorkers(t, 1)
	r := <-submit(c, "go")
	if r.Err != nil || r.Failed != 1 {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "dead-lettered", "passed its deadline")
	js, err := jetstream.New(c.sup.Bus().Conn())
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		s, err := js.Stream(ctx, remote.DeadStream)
		cancel()
		if err == nil && s.CachedInfo().State.Msgs == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no dead letter: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if _, err := os.Stat(filepath.Join(c.ws, "greeting.txt")); err == nil {
		t.Fatal("the dead task's changes were applied")
	}
	// troupe tasks reads the dead letters themselves: with the traffic
	// stream's task events gone (its limits let them go first), the task
	// is still listed dead, with its reason.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	traffic, err := js.Stream(ctx, bus.TrafficStream)
	if err != nil {
		t.Fatal(err)
	}
	if err := traffic.Purge(ctx, jetstream.WithPurgeSubject("troupe.evt."+c.sess.ID()+".*.placement")); err != nil {
		t.Fatal(err)
	}
	out, err := troupeCLI(t, c, "tasks", "--session", c.sess.ID(), "--json")
	if err != nil {
		t.Fatalf("troupe tasks: %v\n%s", err, out)
	}
	var rows []struct{ Task, State, Why string }
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(rows) != 1 || rows[0].State != "dead" || !strings.Contains(rows[0].Why, "deadline") {
		t.Fatalf("troupe tasks = %+v, want the dead-lettered task", rows)
	}
}

// The user hears at once (not after the ack wait) that the worker running
// the task went silent, and what happens next.
func TestSilentWorkerIsSaidAtOnce(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, ackWait: 20 * time.Second})
	o := workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript, extra: []string{"--abandon", "60s"}}
	w := startWorker(t, "sleepy", o)
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	runningOn(t, c, []*workerProc{w}, "1")
	w.signal(t, syscall.SIGSTOP)
	n := c.waitNotice(t, "worker sleepy went silent")
	if !strings.Contains(n, "ack wait (20s)") {
		t.Errorf("notice: %s", n)
	}
	w.signal(t, syscall.SIGCONT)
	if r := <-res; r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v", r)
	}
}
