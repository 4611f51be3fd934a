package worker_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/proctest"
	"troupe/internal/taskq"
	"troupe/messages"
)

// withMarker lists the live processes whose command line has marker.
func withMarker(marker string) []string {
	var out []string
	dirs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, d := range dirs {
		data, err := os.ReadFile(d)
		if err == nil && strings.Contains(string(data), marker) {
			out = append(out, d)
		}
	}
	return out
}

// Cancelling the parent's turn cancels its remote subagent on the worker:
// the command it runs is killed, the task ends without redelivery, nothing
// of it is applied, and the turn ends cancelled.
func TestRemoteCancelEndsTheTaskOnTheWorker(t *testing.T) {
	marker := fmt.Sprintf("299.%d", time.Now().UnixNano()%1_000_000+1) // a sleep no one else runs
	script := fmt.Sprintf(`turns:
  - agent: general
    expect: "write the greeting"
    tool_calls:
      - name: bash
        args: {command: "echo $$ > sleeper.pid && exec sleep %s", description: "wait", timeout: 600000}
  - agent: general
    expect_tool: bash
    text: "done"
`, marker)
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	w := startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: script})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	pid := proctest.WaitPIDFile(t, waitGlob(t, filepath.Join(w.cache, "work", "*", "ws", "sleeper.pid")))
	if !proctest.Alive(pid) || len(withMarker(marker)) == 0 {
		t.Fatalf("the remote command (pid %d, sleep %s) is not running", pid, marker)
	}
	c.sess.Cancel("the user pressed Esc")

	r := <-res
	if r.Err == nil || r.Err.Kind != messages.KindCanceled {
		t.Fatalf("turn = %+v, want a cancelled error", r)
	}
	proctest.WaitGone(t, pid)
	if left := withMarker(marker); len(left) > 0 {
		t.Fatalf("still running after the cancel: %v", left)
	}
	deadline := time.Now().Add(30 * time.Second) // a hung test's safety net
	for !strings.Contains(w.stderr.String(), "abandoned") {
		if time.Now().After(deadline) {
			t.Fatalf("the worker did not end the task:\n%s", w.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if s := w.stderr.String(); !strings.Contains(s, "cancelled the task") {
		t.Fatalf("the worker ended the task for another reason:\n%s", s)
	}
	// Not redelivered: the queue holds nothing, nothing is pending, and
	// the task was delivered once.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	js, err := jetstream.New(c.sup.Bus().Conn())
	if err != nil {
		t.Fatal(err)
	}
	cons, err := js.Consumer(ctx, taskq.TaskStream, mainTasks) // the main agent's tasks
	if err != nil {
		t.Fatal(err)
	}
	for {
		st, err := js.Stream(ctx, taskq.TaskStream)
		if err != nil {
			t.Fatal(err)
		}
		ci, err := cons.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st.CachedInfo().State.Msgs == 0 && ci.NumAckPending == 0 {
			if ci.NumRedelivered != 0 || ci.Delivered.Consumer != 1 {
				t.Fatalf("consumer %+v: the task was redelivered", ci)
			}
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("the task is still queued or pending: %d messages, %d pending", st.CachedInfo().State.Msgs, ci.NumAckPending)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if n := c.countNotices("result of attempt"); n != 0 {
		t.Fatalf("%d results taken after the cancel", n)
	}
	if n := c.countNotices("(attempt 2)"); n != 0 {
		t.Fatalf("the task ran again")
	}
	if _, err := os.Stat(filepath.Join(c.ws, "sleeper.pid")); !os.IsNotExist(err) {
		t.Fatalf("the cancelled task's changes were applied: %v", err)
	}

}

// A worker that took a task just as it was cancelled, and missed the
// cancel, says it started: the coordinator tells it to stop that task. The
// worker is the test's own, enrolled with a key of its own, fetching from
// the queue as troupe worker does; its start counts only signed by it and
// for the attempt JetStream delivered to it.
func TestLateStartOfACancelledTaskIsStopped(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	late := enrolForger(t, c, "wlate")
	res := submit(c, "go")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hung test's safety net
	defer cancel()
	js, err := jetstream.New(late.Tasks)
	if err != nil {
		t.Fatal(err)
	}
	var msg jetstream.Msg
	for msg == nil {
		if cons, err := js.Consumer(ctx, taskq.TaskStream, mainTasks); err == nil { // the main agent's tasks
			if b, err := cons.Fetch(1, jetstream.FetchMaxWait(time.Second)); err == nil {
				for m := range b.Messages() {
					msg = m
				}
			}
		}
		if ctx.Err() != nil {
			t.Fatal("the task was never queued")
		}
	}
	task, err := taskq.DecodeTask(msg.Data())
	if err != nil {
		t.Fatal(err)
	}
	c.sess.Cancel("the user pressed Esc")
	if r := <-res; r.Err == nil || r.Err.Kind != messages.KindCanceled {
		t.Fatalf("turn = %+v, want a cancelled error", r)
	}
	stops := make(chan messages.Cancel, 4)
	sub, err := c.sup.Bus().Subscribe(messages.Subject(messages.ClassCtl, c.sess.ID(), task.Agent, "cancel"), func(_ messages.Meta, b messages.Body) {
		if x, ok := b.(*messages.Cancel); ok {
			select {
			case stops <- *x:
			default:
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	subject := taskq.StatusSubject(c.sess.ID(), task.Agent)
	// Not believed: unsigned, and an attempt the queue never delivered.
	publishSigned(t, late.Main, taskq.Signer{}, subject, taskq.Status{Task: task.ID, Worker: "wlate", Attempt: 1})
	publishSigned(t, late.Main, late.Sign, subject, taskq.Status{Task: task.ID, Worker: "wlate", Attempt: 2})
	c.waitNoticeCount(t, 2, "task "+task.ID, "refused")
	select {
	case x := <-stops:
		t.Fatalf("a start that is not believed was answered with %+v", x)
	default:
	}
	publishSigned(t, late.Main, late.Sign, subject, taskq.Status{Task: task.ID, Worker: "wlate", Attempt: 1})
	select {
	case x := <-stops:
		if !taskq.CancelsTask(x, task.ID) || taskq.CancelsTask(x, "another") {
			t.Fatalf("cancel %+v does not name task %s only", x, task.ID)
		}
	case <-ctx.Done():
		t.Fatal("the late start of a cancelled task was not told to stop")
	}
}

// mainTasks is the consumer of the main agent's tasks (high priority).
var mainTasks = taskq.Route{Model: "script_demo", Priority: taskq.High}.Durable()
