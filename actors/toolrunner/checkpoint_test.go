package toolrunner_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/actors/toolrunner"
	"troupe/messages"
)

// fakeCheckpoint records the calls it was asked about and refuses the
// ones named in refuse.
type fakeCheckpoint struct {
	mu     sync.Mutex
	seen   []string
	refuse map[string]bool
}

func (f *fakeCheckpoint) Before(_ context.Context, turn string, call messages.ToolCall) (error, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.seen = append(f.seen, turn+"/"+call.Name)
	if f.refuse[call.ID] {
		return nil, errors.New("no checkpoint")
	}
	return nil, nil
}

// A call that may change files is checkpointed first; a read-only one is
// not; a call whose checkpoint failed does not run.
func TestCheckpointBeforeChanges(t *testing.T) {
	cp := &fakeCheckpoint{refuse: map[string]bool{"2": true}}
	send, results := runner(t, func(d *toolrunner.Deps) { d.Checkpoint = cp })
	send(call("1", "echo", `{}`))
	if r := next(t, results); r.IsError {
		t.Fatalf("echo: %+v", r)
	}
	send(call("2", "panic", `{}`)) // would crash if it ran
	r := next(t, results)
	if !r.IsError || r.Kind != messages.KindPermissionDenied || r.CallID != "2" {
		t.Fatalf("refused call: %+v, want a permission error without running", r)
	}
	cp.mu.Lock()
	defer cp.mu.Unlock()
	if diff := cmp.Diff([]string{"t1/panic"}, cp.seen); diff != "" {
		t.Errorf("checkpointed calls (-want +got):\n%s", diff)
	}
}
