package remote

import (
	"context"
	"testing"
	"time"

	"troupe/internal/faults"
	"troupe/internal/taskq"
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
	b, d := startDispatcher(t, ctx, Config{Placement: Remote, Model: "m", Wait: time.Minute,
		DispatchTry: 500 * time.Millisecond, Faults: fs}, taskq.Config{}, nil)
	prompted(t, ctx, b, d, "sub-1", "general", "read_file")
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
