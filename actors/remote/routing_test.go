package remote

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"
	"troupe/actors/port"
	"troupe/internal/routine"
	"troupe/internal/taskq"
	"troupe/messages"
)

// A type whose action slot names a model of its own queues its tasks for
// workers with that model; other types for workers with the session's.
func TestTaskGoesToTheTypesModel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	log := slog.New(slog.DiscardHandler)
	b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "big", TypeModels: map[string]string{"cheap": "small"},
		Wait: time.Minute}, taskq.Config{}, nil)
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
	for _, tt := range []struct{ id, kind, model string }{{"sub-1", "cheap", "small"}, {"sub-2", "explore", "big"}} {
		props := d.Place(agent.Deps{Bus: b, Jobs: jobs, Log: log, Lifetime: life, Session: "s1", ID: tt.id,
			Type: tt.kind, Parent: agent.Main, ToolNames: []string{"read_file"}})
		pid := sys.Root.Spawn(props)
		defer func() { _ = sys.Root.StopFuture(pid).Wait() }()
		sys.Root.Send(pid, &port.In{Subject: messages.Subject(messages.ClassCmd, "s1", tt.id, "prompt"),
			Meta: messages.Meta{Correlation: "call-" + tt.id}, Body: &messages.Prompt{Turn: "t1-" + tt.id, Text: "work"}})
		msg, task := takeTask(t, ctx, d, tt.model)
		if task.Agent != tt.id || task.Model != tt.model {
			t.Errorf("%s (%s): consumer of %s got the task of %s for model %s", tt.id, tt.kind, tt.model, task.Agent, task.Model)
		}
		if err := msg.Term(); err != nil {
			t.Fatal(err)
		}
	}
}
