package worker_test

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/messages"
	"troupe/worker"
)

// touchScript: the subagent runs a command auto-edit mode asks about.
const touchScript = `turns:
  - agent: general
    expect: "write the greeting"
    tool_calls:
      - name: bash
        args: {command: "touch made.txt", description: "make the file"}
  - agent: general
    expect_tool: bash
    text: "tried"
`

// waitAsk waits until the coordinator's terminal was shown n approval
// requests and returns the n-th.
func (c *coordinator) waitAsk(t *testing.T, n int) asked {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second) // a hung test's safety net
	for time.Now().Before(deadline) {
		c.mu.Lock()
		if len(c.asks) >= n {
			a := c.asks[n-1]
			c.mu.Unlock()
			return a
		}
		c.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no approval request %d was shown", n)
	return asked{}
}

func (c *coordinator) shownAsks() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.asks)
}

// enrolForger enrols a worker of the test's own under name, with a key of
// its own, as a compromised worker machine would: it may publish what any
// enrolled worker may, signed with its own key.
func enrolForger(t *testing.T, c *coordinator, name string) worker.Conns {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	w, err := worker.Enrol(ctx, bus.Client{URL: c.ep.URL, NKey: c.ep.NKeyFiles[bus.Worker], Name: "forger"}, name, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Close)
	return w
}

// publishSigned publishes v on subject from w, signed with signer (the
// zero Signer: unsigned).
func publishSigned(t *testing.T, nc *nats.Conn, signer taskq.Signer, subject string, v any) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	m := &nats.Msg{Subject: subject, Data: data, Header: nats.Header{}}
	if err := signer.Sign(m); err != nil {
		t.Fatal(err)
	}
	if err := nc.PublishMsg(m); err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
}

// A call of a remote subagent that needs approval is asked at the
// coordinator's terminal, for the subagent, and the person's answer
// decides: deny and the command never runs, once and it runs. Asks forged
// by another enrolled worker (in its own name, in the real worker's, or
// unsigned) are refused, reported, never shown and never answered.
func TestRemoteApprovalAskedAtTheCoordinator(t *testing.T) {
	tests := []struct {
		verdict string
		made    bool
	}{
		{verdict: "deny", made: false},
		{verdict: "once", made: true},
	}
	for _, tt := range tests {
		t.Run(tt.verdict, func(t *testing.T) {
			c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, interactive: true})
			// Every ask the worker identity sends, and every answer.
			asks := make(chan taskq.Ask, 8)
			answers := make(chan taskq.AskAnswer, 8)
			nc := c.sup.Bus().Conn()
			subA, err := nc.Subscribe("troupe.res.*.*.ask", func(m *nats.Msg) {
				if a, err := taskq.DecodeAsk(m.Data); err == nil {
					asks <- a
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			defer subA.Unsubscribe() //nolint:errcheck
			subB, err := nc.Subscribe("troupe.ctl.*.*.approval", func(m *nats.Msg) {
				if a, err := taskq.DecodeAskAnswer(m.Data); err == nil {
					answers <- a
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			defer subB.Unsubscribe() //nolint:errcheck
			startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: touchScript})
			c.waitWorkers(t, 1)
			res := submit(c, "go")

			shown := c.waitAsk(t, 1)
			if !strings.HasPrefix(shown.agent, "general-") || !strings.Contains(shown.req.Reason, "on worker wa") ||
				shown.req.Command != "touch made.txt" {
				t.Fatalf("shown %+v, want the subagent's ask for touch made.txt on worker wa", shown)
			}
			real := <-asks
			if real.Worker != "wa" || real.Attempt != 1 {
				t.Fatalf("ask %+v, want worker wa attempt 1", real)
			}
			// Forgeries, from an enrolled worker with a key of its own.
			forger := enrolForger(t, c, "wb")
			subject := taskq.AskSubject(c.sess.ID(), shown.agent)
			for i, f := range []struct {
				ask  taskq.Ask
				sign taskq.Signer
			}{
				{taskq.Ask{Task: real.Task, Attempt: 1, Worker: "wb"}, forger.Sign},    // its own name: it holds no attempt
				{taskq.Ask{Task: real.Task, Attempt: 1, Worker: "wa"}, forger.Sign},    // the real worker's name, the forger's signature
				{taskq.Ask{Task: real.Task, Attempt: 1, Worker: "wa"}, taskq.Signer{}}, // the real worker's name, unsigned
				{taskq.Ask{Task: real.Task, Attempt: 0, Worker: "wb"}, forger.Sign},    // a stale attempt
				{taskq.Ask{Task: "other-task", Attempt: 1, Worker: "wb"}, forger.Sign}, // not this subagent's task
			} {
				f.ask.Request = real.Request
				f.ask.Request.ID = "forged" + string(rune('a'+i))
				s := f.sign
				if s.Key != nil {
					s.Worker = f.ask.Worker // the forger signs in the name it claims
				}
				publishSigned(t, forger.Main, s, subject, f.ask)
			}
			for range 5 {
				<-asks // the forgeries reached the coordinator's connection
			}
			c.waitNoticeCount(t, 5, "approval request", "refused")
			if n := c.shownAsks(); n != 1 {
				t.Fatalf("%d approval requests shown, want only the real one", n)
			}
			if err := c.sess.Answer(shown.agent, messages.ApprovalAnswer{ID: shown.req.ID, Verdict: tt.verdict}); err != nil {
				t.Fatal(err)
			}
			a := <-answers // the first answer: no forgery was answered
			if a.ID != real.Request.ID || a.Verdict != tt.verdict || a.Attempt != 1 {
				t.Fatalf("forwarded %+v, want %s for %s", a, tt.verdict, real.Request.ID)
			}
			r := <-res
			if r.Err != nil {
				t.Fatalf("turn = %+v", r)
			}
			c.waitNotice(t, "result of attempt 1 from worker wa taken")
			_, err = os.Stat(filepath.Join(c.ws, "made.txt"))
			if made := err == nil; made != tt.made {
				t.Fatalf("made.txt exists = %v (%v), want %v", made, err, tt.made)
			}
		})
	}
}

// Without a person at the coordinator, the worker answers asks by the
// coordinator's policy (auto-edit, on_ask deny), not by its own looser
// default (auto, which would run the command): nothing is asked anywhere.
func TestRemoteApprovalNonInteractiveFollowsTheCoordinator(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, approval: "auto-edit"})
	asks := make(chan string, 8)
	sub, err := c.sup.Bus().Conn().Subscribe("troupe.res.*.*.ask", func(m *nats.Msg) { asks <- m.Subject })
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: touchScript})
	c.waitWorkers(t, 1)
	r := <-submit(c, "go")
	if r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "result of attempt 1 from worker wa taken")
	if _, err := os.Stat(filepath.Join(c.ws, "made.txt")); !os.IsNotExist(err) {
		t.Fatalf("made.txt: %v; the worker ran a command the coordinator's policy denies", err)
	}
	select {
	case s := <-asks:
		t.Fatalf("an ask went to the coordinator (%s) though nobody can answer there", s)
	default:
	}
	if n := c.shownAsks(); n != 0 {
		t.Fatalf("%d approval requests shown", n)
	}
}

// "Allow for this session", answered at the coordinator, covers the
// task's later calls of the same command: they are not asked again.
func TestRemoteApprovalSessionGrant(t *testing.T) {
	script := `turns:
  - agent: general
    expect: "write the greeting"
    tool_calls:
      - name: bash
        args: {command: "touch a.txt", description: "make a"}
  - agent: general
    expect_tool: bash
    tool_calls:
      - name: bash
        args: {command: "touch b.txt", description: "make b"}
  - agent: general
    expect_tool: bash
    text: "made both"
`
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, interactive: true})
	startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: script})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	shown := c.waitAsk(t, 1)
	if !slices.Contains(shown.req.Grants, "touch") {
		t.Fatalf("grants %q, want touch", shown.req.Grants)
	}
	if err := c.sess.Answer(shown.agent, messages.ApprovalAnswer{ID: shown.req.ID, Verdict: "session"}); err != nil {
		t.Fatal(err)
	}
	if r := <-res; r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "result of attempt 1 from worker wa taken")
	for _, f := range []string{"a.txt", "b.txt"} {
		if _, err := os.Stat(filepath.Join(c.ws, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if n := c.shownAsks(); n != 1 {
		t.Fatalf("%d approval requests shown, want 1: the grant covers the second call", n)
	}
}

// Cancelling the parent's turn while the person has not answered ends the
// worker's wait with a deny, and the task with it.
func TestRemoteApprovalCancelledWhileAsking(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, interactive: true})
	answers := make(chan taskq.AskAnswer, 8)
	sub, err := c.sup.Bus().Conn().Subscribe("troupe.ctl.*.*.approval", func(m *nats.Msg) {
		if a, err := taskq.DecodeAskAnswer(m.Data); err == nil {
			answers <- a
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	w := startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: touchScript})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	c.waitAsk(t, 1)
	cancelled := time.Now()
	c.sess.Cancel("the user pressed Esc")
	if r := <-res; r.Err == nil || r.Err.Kind != messages.KindCanceled {
		t.Fatalf("turn = %+v, want cancelled", r)
	}
	select {
	case a := <-answers:
		if a.Verdict != "deny" {
			t.Fatalf("the worker was answered %+v, want deny", a)
		}
	case <-time.After(30 * time.Second): // a hung test's safety net
		t.Fatal("the worker's wait was not ended")
	}
	// The cancel and the deny reach the worker on different
	// subscriptions: the task is abandoned on the cancel, or, when the deny
	// comes first, its agent ends the turn at once. Either way the task
	// ends: a heartbeat sent after the cancel shows no task running.
	deadline := time.Now().Add(30 * time.Second)
	for !idleSince(c, "wa", cancelled) {
		if time.Now().After(deadline) {
			t.Fatalf("the worker did not end the task:\n%s", w.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, err := os.Stat(filepath.Join(c.ws, "made.txt")); !os.IsNotExist(err) {
		t.Fatalf("made.txt: %v", err)
	}
}

// A session grant answered at the coordinator outlives the attempt: when
// the worker dies and the task is redelivered, the new attempt's same ask
// is granted by the proxy without asking the person again.
func TestRemoteApprovalGrantOutlivesTheAttempt(t *testing.T) {
	script := `turns:
  - agent: general
    expect: "write the greeting"
    tool_calls:
      - name: bash
        args: {command: "touch a.txt", description: "make a"}
  - agent: general
    expect_tool: bash
    delay: 3s
    text: "made a"
`
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, interactive: true})
	answers := make(chan taskq.AskAnswer, 8)
	sub, err := c.sup.Bus().Conn().Subscribe("troupe.ctl.*.*.approval", func(m *nats.Msg) {
		if a, err := taskq.DecodeAskAnswer(m.Data); err == nil {
			answers <- a
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	o := workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: script}
	ws := []*workerProc{startWorker(t, "wa", o), startWorker(t, "wb", o)}
	c.waitWorkers(t, 2)
	res := submit(c, "go")
	first := runningOn(t, c, ws, "1")
	shown := c.waitAsk(t, 1)
	if err := c.sess.Answer(shown.agent, messages.ApprovalAnswer{ID: shown.req.ID, Verdict: "session"}); err != nil {
		t.Fatal(err)
	}
	if a := <-answers; a.Verdict != "session" || a.Attempt != 1 {
		t.Fatalf("forwarded %+v", a)
	}
	first.signal(t, syscall.SIGKILL) // while its model thinks after the call
	second := runningOn(t, c, ws, "2")
	if second == first {
		t.Fatalf("attempt 2 ran on the killed worker")
	}
	if a := <-answers; a.Verdict != "session" || a.Attempt != 2 {
		t.Fatalf("attempt 2's ask answered %+v, want the remembered grant", a)
	}
	if r := <-res; r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "result of attempt 2 from worker "+second.id+" taken")
	if _, err := os.Stat(filepath.Join(c.ws, "a.txt")); err != nil {
		t.Fatal(err)
	}
	if n := c.shownAsks(); n != 1 {
		t.Fatalf("%d approval requests shown, want 1", n)
	}
}

// idleSince reports whether worker id's last heartbeat was sent after
// since and shows no task running.
func idleSince(c *coordinator, id string, since time.Time) bool {
	for _, h := range c.sup.Remote().Workers() {
		if h.ID == id && h.Time.After(since) && len(h.Running) == 0 {
			return true
		}
	}
	return false
}
