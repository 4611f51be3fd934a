package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"

	"troupe/internal/sandbox"
	"troupe/internal/tool"
)

// ErrNoShell is returned when neither bash nor sh is on the PATH.
var ErrNoShell = errors.New("shell: neither bash nor sh found")

const (
	// drainTimeout bounds the wait for output once the process group is
	// dead: only a process that left the group can still hold the pipe.
	drainTimeout = 2 * time.Second
	// pollInterval is how often a terminating group is checked.
	pollInterval = 10 * time.Millisecond
	// reapWait bounds the wait for a background job's reaper to kill what
	// it leads before the group is killed outright.
	reapWait = time.Second
)

// outcome is how a command ended.
type outcome struct {
	output   string // combined stdout and stderr, capped
	status   string // "exit status N" or the killing signal; "" for success
	timedOut bool
	canceled bool
}

// execute runs command with the shell in dir and waits for it and for
// everything it started. The error is for failures to run it at all.
func execute(ctx context.Context, o Options, dir, command string, timeout time.Duration) (outcome, error) {
	var guard *guard
	if o.Sandbox.Enabled() {
		guard = startGuard(dir)
	}
	proc, r, err := start(o, dir, command, o.environ())
	if err != nil {
		_ = guard.stop(o.later)
		return outcome{}, err
	}
	shell, pgid := proc.Cmd.Path, proc.Pid()

	buf := newCapBuffer(o.MaxOutput)
	var w io.Writer = buf
	if p := tool.ProgressOf(ctx); p != nil { // a person watches: live.go
		live := &liveTail{}
		w = io.MultiWriter(buf, live)
		defer watchLive(p, live, liveEvery, "")()
	}
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		_, _ = io.Copy(w, r) // ends at EOF or when r is closed
	}()
	exited := make(chan error, 1)
	go func() { exited <- proc.Wait() }()

	var out outcome
	var waitErr error
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case waitErr = <-exited:
	case <-timer.C:
		out.timedOut = true
		waitErr = terminate(proc, exited, o.KillGrace)
	case <-ctx.Done():
		out.canceled = true
		waitErr = terminate(proc, exited, o.KillGrace)
	}
	// Whatever the command left running in the background dies with it.
	_ = syscall.Kill(-pgid, syscall.SIGKILL)

	drain := time.NewTimer(drainTimeout)
	select {
	case <-copied:
	case <-drain.C:
	}
	drain.Stop()
	_ = r.Close()
	<-copied
	out.output = buf.String()
	if note := guard.stop(o.later); note != "" {
		out.output = withNewline(out.output) + note + "\n"
	}

	var ee *sandbox.ExitError
	switch {
	case errors.As(waitErr, &ee):
		out.status = ee.Error()
	case waitErr != nil:
		return outcome{}, fmt.Errorf("wait for %s: %w", shell, waitErr)
	}
	return out, nil
}

// start starts command with the shell in dir with the environment env,
// confined by o.Sandbox (with dir as the workspace) through o.Pool, in a
// new process group whose id is the returned process's pid, with stdin on
// /dev/null and stdout and stderr on one pipe, whose read end it returns.
// The caller must Wait for the process and close the pipe.
func start(o Options, dir, command string, env []string) (*sandbox.Process, *os.File, error) {
	shell, err := findShell()
	if err != nil {
		return nil, nil, err
	}
	pol := o.Sandbox.Within(dir, o.Home)
	pol.Reap = true // everything the command starts dies with it, or with troupe
	r, w, err := os.Pipe()
	if err != nil {
		return nil, nil, fmt.Errorf("output pipe: %w", err)
	}
	// one pipe for stdout and stderr keeps the two in order
	proc, err := o.Pool.Start(pol, sandbox.Spec{Name: shell, Args: []string{"-c", command}, Dir: dir, Env: env, Stdout: w, Stderr: w})
	_ = w.Close() // the child has its copy
	if err != nil {
		_ = r.Close()
		return nil, nil, fmt.Errorf("start %s: %w", shell, err)
	}
	return proc, r, nil
}

// terminate stops proc's process group, whose leader's Wait result comes
// on exited: SIGTERM to the group, then SIGKILL once the whole group is
// gone or grace has passed. It returns the leader's Wait result.
func terminate(proc *sandbox.Process, exited <-chan error, grace time.Duration) error {
	pgid := proc.Pid()
	_ = syscall.Kill(-pgid, syscall.SIGTERM)
	deadline := time.NewTimer(grace)
	defer deadline.Stop()
	select {
	case err := <-exited:
		awaitGroupExit(pgid, deadline.C)
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		return err
	case <-deadline.C:
		// KillAll takes the processes that left the group too (the
		// reaper's or the pid namespace's); a SIGKILL to the group alone
		// would kill the reaper first and let them live.
		_ = proc.KillAll()
		select {
		case err := <-exited:
			_ = syscall.Kill(-pgid, syscall.SIGKILL)
			return err
		case <-time.After(grace):
		}
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		return <-exited
	}
}

// awaitGroupExit returns when no process is left in the group pgid or at
// the deadline.
func awaitGroupExit(pgid int, deadline <-chan time.Time) {
	tick := time.NewTicker(pollInterval)
	defer tick.Stop()
	for syscall.Kill(-pgid, 0) == nil {
		select {
		case <-deadline:
			return
		case <-tick.C:
		}
	}
}

// findShell returns the path of bash, or of sh when there is no bash.
func findShell() (string, error) {
	for _, name := range []string{"bash", "sh"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", ErrNoShell
}
