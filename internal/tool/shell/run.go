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

	"troupe/internal/reaper"
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
	cmd, r, err := start(o, dir, command, scrubEnv(os.Environ(), o.ExtraSecretEnv))
	if err != nil {
		_ = guard.stop()
		return outcome{}, err
	}
	shell, pgid := cmd.Path, cmd.Process.Pid

	buf := newCapBuffer(o.MaxOutput)
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		_, _ = io.Copy(buf, r) // ends at EOF or when r is closed
	}()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()

	var out outcome
	var waitErr error
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case waitErr = <-exited:
	case <-timer.C:
		out.timedOut = true
		waitErr = terminate(pgid, exited, o.KillGrace)
	case <-ctx.Done():
		out.canceled = true
		waitErr = terminate(pgid, exited, o.KillGrace)
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
	if note := guard.stop(); note != "" {
		out.output = withNewline(out.output) + note + "\n"
	}

	var ee *exec.ExitError
	switch {
	case errors.As(waitErr, &ee):
		out.status = exitStatus(ee)
	case waitErr != nil:
		return outcome{}, fmt.Errorf("wait for %s: %w", shell, waitErr)
	}
	return out, nil
}

// start starts command with the shell in dir with the environment env,
// confined by o.Sandbox (with dir as the workspace), in a new process
// group whose id is the returned command's pid, with stdin on /dev/null
// and stdout and stderr on one pipe, whose read end it returns. The caller
// must Wait for the command and close the pipe.
func start(o Options, dir, command string, env []string) (*exec.Cmd, *os.File, error) {
	shell, err := findShell()
	if err != nil {
		return nil, nil, err
	}
	pol := o.Sandbox.Within(dir, o.Home)
	pol.Reap = true // everything the command starts dies with it, or with troupe
	cmd, err := pol.Command(shell, "-c", command)
	if err != nil {
		return nil, nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, nil, fmt.Errorf("output pipe: %w", err)
	}
	cmd.Dir = dir
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = w, w // one pipe keeps the two in order
	cmd.SysProcAttr.Setpgid = true
	err = cmd.Start()
	_ = w.Close() // the child has its copy
	if err != nil {
		_ = r.Close()
		return nil, nil, fmt.Errorf("start %s: %w", shell, err)
	}
	return cmd, r, nil
}

// terminate stops the process group pgid whose leader's Wait result comes
// on exited: SIGTERM to the group, then SIGKILL once the whole group is
// gone or grace has passed. It returns the leader's Wait result.
func terminate(pgid int, exited <-chan error, grace time.Duration) error {
	_ = syscall.Kill(-pgid, syscall.SIGTERM)
	deadline := time.NewTimer(grace)
	defer deadline.Stop()
	select {
	case err := <-exited:
		awaitGroupExit(pgid, deadline.C)
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		return err
	case <-deadline.C:
		// The reaper kills everything under it, escaped processes too; a
		// SIGKILL to the group alone would kill it first and let them live.
		_ = reaper.KillAll(pgid)
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

// exitStatus describes a non-zero exit. (The reaper dies of the signal
// that killed the command, so a signal shows here as one.)
func exitStatus(ee *exec.ExitError) string {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
	}
	return fmt.Sprintf("exit status %d", ee.ExitCode())
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
