package toolrunner_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/actors/toolrunner"
	"troupe/internal/safety"
	"troupe/messages"
)

// fakeCheckpoint records the turns it was asked about and refuses every
// checkpoint.
type fakeCheckpoint struct {
	mu   sync.Mutex
	seen []string
}

func (f *fakeCheckpoint) Before(_ context.Context, turn string, _ *safety.Command) (error, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.seen = append(f.seen, turn)
	return nil, errors.New("no checkpoint")
}

// A call that may change files is checkpointed first; a read-only one is
// not; a call whose checkpoint failed does not run.
func TestCheckpointBeforeChanges(t *testing.T) {
	cp := &fakeCheckpoint{}
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
	if diff := cmp.Diff([]string{"t1"}, cp.seen); diff != "" {
		t.Errorf("checkpointed calls (-want +got):\n%s", diff)
	}
}
