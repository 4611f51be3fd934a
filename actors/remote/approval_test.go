package remote

import (
	"context"
	"encoding/json"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/taskq"
	"troupe/messages"
)

// A worker that asks again (its answer lost during a reconnect) gets the
// answer it was given; the person is asked once.
func TestRepeatedAskIsAnsweredAgainNotAskedAgain(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "m", Wait: time.Minute}, taskq.Config{AckWait: 5 * time.Second}, nil)

	var shown atomic.Int32
	reqs := make(chan messages.ApprovalRequest, 4)
	sub, err := b.Subscribe(messages.Subject(messages.ClassEvt, "s1", "sub-1", "approval"), func(_ messages.Meta, body messages.Body) {
		if r, ok := body.(*messages.ApprovalRequest); ok {
			shown.Add(1)
			reqs <- *r
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	answers := make(chan taskq.AskAnswer, 4)
	asub, err := b.Conn().Subscribe(taskq.AnswerSubject("s1", "sub-1"), func(m *nats.Msg) {
		if a, err := taskq.DecodeAskAnswer(m.Data); err == nil {
			answers <- a
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer asub.Unsubscribe()

	prompted(t, ctx, b, d, "sub-1", "explore", "bash")

	// The worker: take the task, say it started, ask.
	_, task := takeTask(t, ctx, d, "m")
	if err := d.q.Report(ctx, "s1", "sub-1", taskq.Status{Task: task.ID, Worker: "w1", Attempt: 1}); err != nil {
		t.Fatal(err)
	}
	ask := taskq.Ask{Task: task.ID, Attempt: 1, Worker: "w1",
		Request: messages.ApprovalRequest{ID: "r1", Tool: "bash", Command: "touch x", Reason: "asks"}}
	data, _ := json.Marshal(ask)
	send := func() {
		if err := b.Conn().Publish(taskq.AskSubject("s1", "sub-1"), data); err != nil {
			t.Fatal(err)
		}
	}
	wait := func(what string, ch <-chan taskq.AskAnswer) taskq.AskAnswer {
		t.Helper()
		select {
		case a := <-ch:
			return a
		case <-time.After(30 * time.Second): // a hang's safety net
			t.Fatalf("no %s", what)
			return taskq.AskAnswer{}
		}
	}
	send()
	var req messages.ApprovalRequest
	select {
	case req = <-reqs:
	case <-time.After(30 * time.Second):
		t.Fatal("the ask was not shown")
	}
	if _, err := b.Publish(messages.Subject(messages.ClassCmd, "s1", "sub-1", "approval"), messages.Meta{},
		messages.ApprovalAnswer{ID: req.ID, Verdict: "once"}); err != nil {
		t.Fatal(err)
	}
	if a := wait("answer", answers); a.ID != "r1" || a.Verdict != "once" {
		t.Fatalf("answer %+v", a)
	}
	send() // the worker did not hear it: asks again
	if a := wait("second answer", answers); a.ID != "r1" || a.Verdict != "once" {
		t.Fatalf("second answer %+v", a)
	}
	if n := shown.Load(); n != 1 {
		t.Fatalf("the person was asked %d times, want once", n)
	}
}
