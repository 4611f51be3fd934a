package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"troupe/internal/proctest"
)

// A troupe that is not listening for its signals still ends on them: here
// `troupe run` blocked reading a prompt from a pipe that never closes (as a
// start once blocked opening a named pipe at AGENTS.md), which ignored
// SIGTERM and SIGINT until kill -9.
func TestUntakenSignalEndsTroupe(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the built binary")
	}
	bin := filepath.Join(t.TempDir(), "troupe")
	if err := proctest.Build(bin, "troupe/cmd/troupe", nil); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		sigs  []syscall.Signal
		code  int
		words string
	}{
		{"SIGTERM nothing takes", []syscall.Signal{syscall.SIGTERM}, 143, "nothing in troupe took it within 10s"},
		{"Ctrl-C twice, nothing takes", []syscall.Signal{syscall.SIGINT, syscall.SIGINT}, 130, "nothing in troupe took it within 10s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, w, err := os.Pipe() // held open: the read of the prompt never ends
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			cmd := exec.Command(bin, "run", "--model", "script:none.yaml", "-")
			cmd.Dir, cmd.Stdin = t.TempDir(), r
			cmd.Env = append(os.Environ(), "TROUPE_HOME="+t.TempDir())
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			r.Close()
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			// A signal before main registers for it kills the process by
			// the default action: wait until it blocks reading the pipe.
			if !inPipeRead(cmd.Process.Pid, 30*time.Second) {
				t.Log("no thread seen in a pipe read (wchan unreadable?): signalling after 2 s")
				time.Sleep(2 * time.Second)
			}
			for _, s := range tc.sigs {
				_ = cmd.Process.Signal(s)
				time.Sleep(100 * time.Millisecond)
			}
			select {
			case err = <-done:
			case <-time.After(2 * time.Minute): // the hang's safety net
				_ = cmd.Process.Kill()
				<-done
				t.Fatalf("troupe ignored %v\n%s", tc.sigs, &out)
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != tc.code || !strings.Contains(out.String(), tc.words) {
				t.Fatalf("exit %v, want status %d and %q; output:\n%s", err, tc.code, tc.words, &out)
			}
		})
	}
}

// inPipeRead waits until a thread of pid sleeps in a pipe read (its wchan:
// anon_pipe_read, pipe_read or pipe_wait, by kernel version).
func inPipeRead(pid int, limit time.Duration) bool {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		tasks, _ := filepath.Glob(filepath.Join("/proc", strconv.Itoa(pid), "task", "*", "wchan"))
		for _, f := range tasks {
			if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), "pipe") {
				return true
			}
		}
	}
	return false
}
