package remote

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/internal/taskq"
	"troupe/messages"
)

// On a cluster a worker's status and the server's delivery reach the
// coordinator by different routes, and the status can come first. Such a
// status waits for its delivery's record and is then taken; one whose
// delivery never comes is refused once the wait is over. Both are driven
// through the dispatcher's own channel, in the order a cluster can give.
func TestStatusBeforeItsDeliveryIsTaken(t *testing.T) {
	for _, tt := range []struct {
		name      string
		delivered bool
	}{
		{"the delivery's record comes after", true},
		{"the delivery's record never comes", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "m", Wait: time.Minute}, taskq.Config{AckWait: 30 * time.Second}, nil)
			kp, err := nkeys.CreateUser()
			if err != nil {
				t.Fatal(err)
			}
			pub, _ := kp.PublicKey()
			// As if external clients reached the bus and w1 had enrolled.
			d.fence.strict, d.witnessWait = true, 500*time.Millisecond
			d.keyMu.Lock()
			d.keys["w1"] = pub
			d.keyMu.Unlock()

			refused := make(chan string, 4)
			sub, err := b.Subscribe(messages.Subject(messages.ClassEvt, "s1", "sub-1", "fenced"), func(_ messages.Meta, body messages.Body) {
				if n, ok := body.(*messages.Notice); ok {
					refused <- n.Text
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Unsubscribe()

			prompted(t, ctx, b, d, "sub-1", "explore", "read_file")
			msg, task := takeTask(t, ctx, d, "m")
			signer := taskq.Signer{Worker: "w1", Key: kp}
			for _, st := range []taskq.Status{{Task: task.ID, Worker: "w1", Attempt: 1},
				{Task: task.ID, Worker: "w1", Attempt: 1, Done: true, Final: "found it"}} {
				data, _ := json.Marshal(st)
				m := &nats.Msg{Subject: taskq.StatusSubject("s1", "sub-1"), Data: data, Header: nats.Header{}}
				if err := signer.Sign(m); err != nil {
					t.Fatal(err)
				}
				d.in <- m
			}
			if tt.delivered {
				// The server's copy of the delivery, on w1's task inbox.
				d.in <- &nats.Msg{Subject: bus.WorkerInbox("w1") + ".t.1", Reply: msg.Reply(), Data: msg.Data(),
					Header: nats.Header{taskq.HeaderTaskID: []string{task.ID}},
					Sub:    &nats.Subscription{Subject: bus.WorkerInbox("w1") + ".t.>"}}
			}
			deadline := time.After(30 * time.Second) // a hang's safety net
			for !d.fence.finished(task.ID) && tt.delivered {
				select {
				case why := <-refused:
					t.Fatalf("refused: %s", why)
				case <-deadline:
					t.Fatal("the result was never taken")
				case <-time.After(20 * time.Millisecond):
				}
			}
			if tt.delivered {
				return
			}
			for range 2 { // the start, then the result
				select {
				case why := <-refused:
					t.Logf("refused: %s", why)
				case <-deadline:
					t.Fatal("a status of an attempt never delivered was not refused")
				}
			}
			if d.fence.finished(task.ID) {
				t.Fatal("a result of an attempt never delivered was taken")
			}
		})
	}
}

// On a cluster every server routes a delivery to any worker's task inbox
// to the coordinator's server from Start on, before any worker enrols:
// the watch a worker gets when it enrols is then never too late for its
// first delivery, whichever server leads the consumer. The third node is
// asked: with interest there, a request to an inbox times out (nobody
// answers it); without, the server says at once that nobody listens.
func TestWorkerInboxesRouteToTheCoordinatorFromStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cl := bustest.NewCluster(t, 3, bustest.ClusterOptions{})
	b, err := bus.Start(ctx, bus.Options{Name: "coord", External: bus.Client{URL: cl.URLs[0]}}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	d, err := Start(ctx, b, Config{Placement: Remote, Model: "m", Wait: time.Minute, Workspace: t.TempDir()}, taskq.Config{}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	far := cl.Connect(2)
	deadline := time.Now().Add(20 * time.Second) // interest takes a moment to spread
	for {
		_, err := far.Request(bus.WorkerInbox("w9")+".t.probe", nil, 300*time.Millisecond)
		if errors.Is(err, nats.ErrTimeout) {
			return // routed to the coordinator's server, where nobody answers
		}
		if !errors.Is(err, nats.ErrNoResponders) {
			t.Fatalf("request: %v", err)
		}
		if time.Now().After(deadline) {
			t.Fatal("node 3 routes no delivery to an unenrolled worker's inbox to the coordinator: a worker's first delivery can be missed")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// The wait is no opening for a hostile worker: mallory, enrolled and
// signing its own statuses, claims attempt 1 of a task before the
// delivery's record comes. When the record names another worker, her
// start and result are refused, and the holder's result is the one taken.
func TestClaimBeforeTheDeliveryIsRefusedWhenItNamesAnother(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "m", Wait: time.Minute}, taskq.Config{AckWait: 30 * time.Second}, nil)
	signers := map[string]taskq.Signer{}
	d.fence.strict, d.witnessWait = true, 10*time.Second // long: the record, not the wait, must settle it
	d.keyMu.Lock()
	for _, w := range []string{"w1", "mallory"} {
		kp, err := nkeys.CreateUser()
		if err != nil {
			t.Fatal(err)
		}
		pub, _ := kp.PublicKey()
		d.keys[w], signers[w] = pub, taskq.Signer{Worker: w, Key: kp}
	}
	d.keyMu.Unlock()
	refused := make(chan string, 8)
	sub, err := b.Subscribe(messages.Subject(messages.ClassEvt, "s1", "sub-1", "fenced"), func(_ messages.Meta, body messages.Body) {
		if n, ok := body.(*messages.Notice); ok {
			refused <- n.Text
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	got := make(chan messages.TurnResult, 4)
	rsub, err := b.Subscribe(messages.Subject(messages.ClassRes, "s1", "sub-1", "turn"), func(_ messages.Meta, body messages.Body) {
		if r, ok := body.(*messages.TurnResult); ok {
			got <- *r
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer rsub.Unsubscribe()

	prompted(t, ctx, b, d, "sub-1", "explore", "read_file")
	msg, task := takeTask(t, ctx, d, "m")
	send := func(st taskq.Status) {
		t.Helper()
		data, _ := json.Marshal(st)
		m := &nats.Msg{Subject: taskq.StatusSubject("s1", "sub-1"), Data: data, Header: nats.Header{}}
		if err := signers[st.Worker].Sign(m); err != nil {
			t.Fatal(err)
		}
		d.in <- m
	}
	send(taskq.Status{Task: task.ID, Worker: "mallory", Attempt: 1})
	send(taskq.Status{Task: task.ID, Worker: "mallory", Attempt: 1, Done: true, Final: "forged"})
	d.in <- &nats.Msg{Subject: bus.WorkerInbox("w1") + ".t.1", Reply: msg.Reply(), Data: msg.Data(),
		Header: nats.Header{taskq.HeaderTaskID: []string{task.ID}},
		Sub:    &nats.Subscription{Subject: bus.WorkerInbox("w1") + ".t.>"}}
	for range 2 {
		select {
		case why := <-refused:
			if !strings.Contains(why, "mallory") {
				t.Fatalf("refused %q, want mallory's claim", why)
			}
		case <-time.After(5 * time.Second): // well inside the wait: the record settled it
			t.Fatal("mallory's claims were not refused when the record named w1")
		}
	}
	send(taskq.Status{Task: task.ID, Worker: "w1", Attempt: 1})
	send(taskq.Status{Task: task.ID, Worker: "w1", Attempt: 1, Done: true, Final: "honest"})
	select {
	case r := <-got:
		if r.Final != "honest" {
			t.Fatalf("took %q, want the holder's result", r.Final)
		}
	case <-time.After(30 * time.Second): // a hang's safety net
		t.Fatal("the holder's result was never taken")
	}
}
