package remote

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/goleak"

	"troupe/actors/agent"
	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/routine"
	"troupe/internal/taskq"
	"troupe/messages"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("github.com/asynkron/protoactor-go/actor.NewDeadLetter.NewThrottle.func4.1"))
}

// A result a worker reported while the coordinator was not listening (its
// live subscription gone, as during a reconnect) is read back from the
// stream that keeps results, taken once, and answers the parent.
func TestResultReportedWhileNotListeningIsTaken(t *testing.T) {
	for _, replay := range []bool{false, true} {
		name := map[bool]string{false: "results stream", true: "replay stream"}[replay]
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			log := slog.New(slog.DiscardHandler)
			const session = "s1"
			b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "m", Wait: time.Minute},
				taskq.Config{AckWait: 5 * time.Second}, func(b *bus.Bus) {
					if replay { // a listening session's replay stream keeps res.S.> itself
						js, _ := b.JetStream()
						if _, err := js.CreateStream(ctx, streamOf(bus.ReplayStream(session), bus.ReplaySubjects(session))); err != nil {
							t.Fatal(err)
						}
					}
				})
			if err := d.sub.Unsubscribe(); err != nil { // the coordinator hears no status live
				t.Fatal(err)
			}

			got := make(chan messages.TurnResult, 4)
			sub, err := b.Subscribe(messages.Subject(messages.ClassRes, session, "sub-1", "turn"), func(_ messages.Meta, body messages.Body) {
				if r, ok := body.(*messages.TurnResult); ok {
					got <- *r
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Unsubscribe()

			sys := actor.NewActorSystem()
			jobs := routine.New("test")
			life, stop := context.WithCancel(ctx)
			props := d.Place(agent.Deps{Bus: b, Jobs: jobs, Log: log, Lifetime: life, Session: session, ID: "sub-1",
				Type: "explore", Parent: agent.Main, ToolNames: []string{"read_file"}})
			if props == nil {
				t.Fatal("placement remote ran the subagent here")
			}
			pid := sys.Root.Spawn(props)
			sys.Root.Send(pid, &port.In{Subject: messages.Subject(messages.ClassCmd, session, "sub-1", "prompt"),
				Meta: messages.Meta{Correlation: "call-1"}, Body: &messages.Prompt{Turn: "t1-sub-1", Text: "look around"}})

			// The worker's side of the protocol, by hand: take the task,
			// say it started, report the result, acknowledge.
			msg, task := takeTask(t, ctx, d, "m")
			for _, st := range []taskq.Status{{Task: task.ID, Worker: "w1", Attempt: 1},
				{Task: task.ID, Worker: "w1", Attempt: 1, Done: true, Final: "found it"}} {
				if err := d.q.Report(ctx, session, "sub-1", st); err != nil {
					t.Fatal(err)
				}
			}
			if err := msg.DoubleAck(ctx); err != nil {
				t.Fatal(err)
			}
			select {
			case r := <-got:
				if r.Err != nil || r.Final != "found it" {
					t.Fatalf("turn result = %+v", r)
				}
			case <-time.After(30 * time.Second): // a hang's safety net
				t.Fatal("the stored result never reached the parent")
			}
			time.Sleep(2 * pollEvery) // more reads back of the same result
			select {
			case r := <-got:
				t.Fatalf("the result was taken twice: %+v", r)
			default:
			}
			_ = sys.Root.StopFuture(pid).Wait()
			stop()
			if err := jobs.Close(time.Minute); err != nil {
				t.Error(err)
			}
			sys.Shutdown()
		})
	}
}

func streamOf(name string, subjects []string) jetstream.StreamConfig {
	return jetstream.StreamConfig{Name: name, Subjects: subjects, Storage: jetstream.MemoryStorage}
}

// takeTask plays a worker taking the next task queued for model: it
// fails the test unless exactly one comes within 30 s, and returns it
// with its message (for the test to ack or terminate).
// takeTask takes a task of the main agent's (high priority) from the
// queue of model.
func takeTask(t *testing.T, ctx context.Context, d *Dispatcher, model string) (jetstream.Msg, taskq.Task) {
	t.Helper()
	cons, err := d.q.RouteConsumer(ctx, taskq.Route{Model: model, Priority: taskq.High})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := cons.Fetch(1, jetstream.FetchMaxWait(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var msgs []jetstream.Msg
	for msg := range batch.Messages() {
		msgs = append(msgs, msg)
	}
	if len(msgs) != 1 {
		t.Fatalf("the consumer of model %s got %d tasks, want 1", model, len(msgs))
	}
	task, err := taskq.DecodeTask(msgs[0].Data())
	if err != nil {
		t.Fatal(err)
	}
	return msgs[0], task
}

// startDispatcher starts an embedded bus with JetStream and a Dispatcher on
// it (cfg's workspace a temp dir); before runs between the two. Both are
// closed when the test ends.
func startDispatcher(t *testing.T, ctx context.Context, cfg Config, qcfg taskq.Config, before func(*bus.Bus)) (*bus.Bus, *Dispatcher) {
	t.Helper()
	log := slog.New(slog.DiscardHandler)
	b, err := bus.Start(ctx, bus.Options{StoreDir: t.TempDir(), JetStream: true}, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	if before != nil {
		before(b)
	}
	cfg.Workspace = t.TempDir()
	d, err := Start(ctx, b, cfg, qcfg, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return b, d
}

// prompted spawns d's proxy for subagent id (of type kind, with tools) in
// session s1 and sends it a prompt, as the parent's task call does. The
// proxy, then its jobs, then its actor system are stopped when the test
// ends, before the dispatcher and the bus.
func prompted(t *testing.T, ctx context.Context, b *bus.Bus, d *Dispatcher, id, kind string, tools ...string) {
	t.Helper()
	sys := actor.NewActorSystem()
	jobs := routine.New("test")
	life, stop := context.WithCancel(ctx)
	pid := sys.Root.Spawn(d.Place(agent.Deps{Bus: b, Jobs: jobs, Log: slog.New(slog.DiscardHandler), Lifetime: life,
		Session: "s1", ID: id, Type: kind, Parent: agent.Main, ToolNames: tools}))
	t.Cleanup(func() {
		_ = sys.Root.StopFuture(pid).Wait()
		stop()
		if err := jobs.Close(time.Minute); err != nil {
			t.Error(err)
		}
		sys.Shutdown()
	})
	sys.Root.Send(pid, &port.In{Subject: messages.Subject(messages.ClassCmd, "s1", id, "prompt"),
		Meta: messages.Meta{Correlation: "call-" + id}, Body: &messages.Prompt{Turn: "t1-" + id, Text: "work"}})
}
