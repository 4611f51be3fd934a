package remote

import (
	"context"
	"testing"
	"time"

	"troupe/internal/taskq"
)

// A type whose action slot names a model of its own queues its tasks for
// workers with that model; other types for workers with the session's.
func TestTaskGoesToTheTypesModel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "big", TypeModels: map[string]string{"cheap": "small"},
		Wait: time.Minute}, taskq.Config{}, nil)
	for _, tt := range []struct{ id, kind, model string }{{"sub-1", "cheap", "small"}, {"sub-2", "explore", "big"}} {
		prompted(t, ctx, b, d, tt.id, tt.kind, "read_file")
		msg, task := takeTask(t, ctx, d, tt.model)
		if task.Agent != tt.id || task.Model != tt.model {
			t.Errorf("%s (%s): consumer of %s got the task of %s for model %s", tt.id, tt.kind, tt.model, task.Agent, task.Model)
		}
		if err := msg.Term(); err != nil {
			t.Fatal(err)
		}
	}
}
