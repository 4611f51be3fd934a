package remote

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"
	"troupe/actors/port"
	"troupe/internal/faults"
	"troupe/internal/routine"
	"troupe/internal/taskq"
	"troupe/messages"
)

// A try at queueing a task whose answer never comes (a message or its
// acknowledgement lost while a cluster formed: every task of a turn once
// failed after the whole 2 min budget) waits out its bound, and the next
// try queues the task.
func TestDispatchTriesAgainAfterALostAnswer(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fs, err := faults.Parse(faults.DispatchLost)
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "m", Wait: time.Minute,
		DispatchTry: 500 * time.Millisecond, Faults: fs}, taskq.Config{}, nil)
	sys := actor.NewActorSystem()
	defer sys.Shutdown()
	jobs := routine.New("test")
	life, stop := context.WithCancel(ctx)
	defer func() {
		stop()
		if err := jobs.Close(time.Minute); err != nil {
			t.Error(err)
		}
	}()
	pid := sys.Root.Spawn(d.Place(agent.Deps{Bus: b, Jobs: jobs, Log: log, Lifetime: life, Session: "s1", ID: "sub-1",
		Type: "general", Parent: agent.Main, ToolNames: []string{"read_file"}}))
	defer func() { _ = sys.Root.StopFuture(pid).Wait() }()
	sys.Root.Send(pid, &port.In{Subject: messages.Subject(messages.ClassCmd, "s1", "sub-1", "prompt"),
		Meta: messages.Meta{Correlation: "call-1"}, Body: &messages.Prompt{Turn: "t1", Text: "work"}})
	msg, task := takeTask(t, ctx, d, "m")
	if task.Agent != "sub-1" {
		t.Fatalf("queued the task of %s, want sub-1", task.Agent)
	}
	if n := fs.Arrivals(faults.DispatchLost); n != 2 {
		t.Fatalf("%d tries, want 2: the lost one and the one that queued", n)
	}
	if err := msg.Term(); err != nil {
		t.Fatal(err)
	}
}
