package worker_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
	"troupe/internal/bus"

	"troupe/messages"
)

// submit runs one coordinator turn in the background.
func submit(c *coordinator, prompt string) <-chan messages.TurnResult {
	ch := make(chan messages.TurnResult, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		r, err := c.sess.Submit(ctx, prompt, 0)
		if err != nil {
			r.Err = &messages.Error{Msg: err.Error()}
		}
		ch <- r
	}()
	return ch
}

// runningOn waits for the notice of attempt n and returns its worker.
func runningOn(t *testing.T, c *coordinator, ws []*workerProc, attempt string) *workerProc {
	t.Helper()
	n := c.waitNotice(t, "running on worker", "(attempt "+attempt+")")
	for _, w := range ws {
		if strings.Contains(n, "worker "+w.id+" ") {
			return w
		}
	}
	t.Fatalf("notice %q names no worker", n)
	return nil
}

func TestWorkerFaults(t *testing.T) {
	tests := []struct {
		name string
		// fault is done to the worker running attempt 1; recover runs
		// after the result of attempt 2 was taken.
		fault   syscall.Signal
		recover syscall.Signal
	}{
		{name: "kill -9 mid-task: redelivered to the other worker, applied once", fault: syscall.SIGKILL},
		{name: "SIGSTOP past the ack deadline: the late result is fenced", fault: syscall.SIGSTOP, recover: syscall.SIGCONT},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
			o := workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript}
			ws := []*workerProc{startWorker(t, "wa", o), startWorker(t, "wb", o)}
			c.waitWorkers(t, 2)
			res := submit(c, "go")
			first := runningOn(t, c, ws, "1")
			// Its workspace is materialised (a stop during the download
			// would make the attempt fail there, not produce a late
			// result): the fault hits while its model thinks.
			waitGlob(t, filepath.Join(first.cache, "work", "*", "ws", ".git", "HEAD"))
			first.signal(t, tt.fault)
			second := runningOn(t, c, ws, "2")
			if second == first {
				t.Fatalf("attempt 2 ran on %s, the worker that failed", first.id)
			}
			r := <-res
			if r.Err != nil || !strings.HasSuffix(r.Final, "done") {
				t.Fatalf("turn = %+v", r)
			}
			c.waitNotice(t, "result of attempt 2 from worker "+second.id+" taken")
			got, err := os.ReadFile(filepath.Join(c.ws, "greeting.txt"))
			if err != nil || string(got) != "hello\n" {
				t.Fatalf("greeting.txt = %q, %v", got, err)
			}
			if tt.recover != 0 {
				first.signal(t, tt.recover)
				n := c.waitNotice(t, "fenced", "worker "+first.id, "(attempt 1)")
				t.Log(n)
			}
			if n := c.countNotices("result of attempt", "taken"); n != 1 {
				t.Fatalf("%d results taken, want exactly 1", n)
			}
		})
	}
}

func TestWorkerWithoutTheModelIsNeverGivenTheTask(t *testing.T) {
	script := coordScript + `  - agent: ^main$
    expect_reminder: "stopped without trying again"
    text: "no worker, giving up"
`
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 2 * time.Second, script: script})
	w := startWorker(t, "wx", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript, stem: "other"})
	c.waitWorkers(t, 1)
	r := <-submit(c, "go")
	if r.Err != nil { // the main agent carries on after the failed call
		t.Fatalf("turn = %+v", r)
	}
	c.mu.Lock()
	var sub *messages.TurnResult
	for i := range c.results {
		if c.results[i].Err != nil {
			sub = &c.results[i]
		}
	}
	c.mu.Unlock()
	if sub == nil || !strings.Contains(sub.Err.Msg, "no worker came") {
		t.Fatalf("the subagent's result %+v does not say no worker came", sub)
	}
	if c.countNotices("running on worker") != 0 {
		t.Fatalf("a worker without the model ran the task")
	}
	if _, err := os.Stat(filepath.Join(c.ws, "greeting.txt")); !os.IsNotExist(err) {
		t.Fatalf("greeting.txt exists: %v", err)
	}
	_ = w
}
