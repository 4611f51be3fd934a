package shell

import (
	"context"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func TestBashTimeoutKillsProcessGroup(t *testing.T) {
	tests := []struct {
		name    string
		command string
	}{
		{"background jobs", "sleep 100 & echo $!; sleep 100 & echo $!; wait"},
		{"nested shells", "bash -c 'sleep 100 & echo $!; wait' & sleep 100 & echo $!; wait"},
		{"SIGTERM ignored", "trap '' TERM; sleep 100 & echo $!; wait; wait"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The timeout leaves a loaded machine time to start the command
			// (sandbox helper, reaper, bash) and print the pids.
			got := runBash(t, context.Background(), testOptions(t), newWorkspace(t),
				map[string]any{"command": tt.command, "timeout": 1500})
			if diff := cmp.Diff(errResult{true, messages.KindTimeout}, kindOf(got.IsError, got.Kind)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if !strings.HasSuffix(got.Content, "command timed out after 1.5s and was killed") {
				t.Errorf("content = %q", got.Content)
			}
			ids := pids(t, got.Content)
			if len(ids) < 2 && tt.name != "SIGTERM ignored" {
				t.Fatalf("want at least 2 pids in %q", got.Content)
			}
			assertGone(t, ids)
		})
	}
}

func TestBashTimeoutIsCapped(t *testing.T) {
	o := testOptions(t)
	o.MaxTimeout = 200 * time.Millisecond
	got := runBash(t, context.Background(), o, newWorkspace(t), map[string]any{"command": "sleep 100", "timeout": 600000})
	if want := "command timed out after 200ms and was killed"; got.Content != want || got.Kind != messages.KindTimeout {
		t.Errorf("got %q (%v), want %q", got.Content, got.Kind, want)
	}
}

func TestBashKillsBackgroundJobsOnExit(t *testing.T) {
	got := runBash(t, context.Background(), testOptions(t), newWorkspace(t),
		map[string]string{"command": "sleep 100 & echo $!; (sleep 100; echo late) & echo $!"})
	if got.IsError {
		t.Fatalf("error result %q", got.Content)
	}
	ids := pids(t, got.Content)
	if len(ids) != 2 {
		t.Fatalf("want 2 pids in %q", got.Content)
	}
	assertGone(t, ids)
}

func TestBashCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	timer := time.AfterFunc(200*time.Millisecond, cancel)
	defer timer.Stop()
	got := runBash(t, ctx, testOptions(t), newWorkspace(t),
		map[string]string{"command": "sleep 100 & echo $!; sleep 100 & echo $!; wait"})
	if diff := cmp.Diff(errResult{true, messages.KindCanceled}, kindOf(got.IsError, got.Kind)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if !strings.HasSuffix(got.Content, "command was canceled and killed") {
		t.Errorf("content = %q", got.Content)
	}
	assertGone(t, pids(t, got.Content))
}

func TestBashAlreadyCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ws := newWorkspace(t)
	got := runBash(t, ctx, testOptions(t), ws, map[string]string{"command": "touch ran"})
	if diff := cmp.Diff(errResult{true, messages.KindCanceled}, kindOf(got.IsError, got.Kind)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if fileExists(ws.Root() + "/ran") {
		t.Error("the command ran although the context was canceled")
	}
}

// TestBashProcessLeavingTheGroup checks that a process that escapes the
// process group and keeps the output pipe open cannot block the call.
func TestBashProcessLeavingTheGroup(t *testing.T) {
	got := runBash(t, context.Background(), testOptions(t), newWorkspace(t),
		map[string]string{"command": "setsid sh -c 'echo $$; exec sleep 100' & sleep 0.2; echo main"})
	ids := pids(t, got.Content)
	t.Cleanup(func() {
		for _, pid := range ids {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	if !strings.Contains(got.Content, "main\n") || len(ids) != 1 {
		t.Errorf("content = %q", got.Content)
	}
}

type errResult struct {
	IsError bool
	Kind    messages.Kind
}

func kindOf(isError bool, kind messages.Kind) errResult { return errResult{isError, kind} }
