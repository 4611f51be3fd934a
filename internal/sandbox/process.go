package sandbox

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"

	"troupe/internal/reaper"
	"troupe/internal/sandbox/cgroup"
	"troupe/internal/sandbox/confine"
)

// Process is a command started by Pool.Start. Its methods are for the one
// goroutine that owns it (Pid and KillAll may be called from others).
type Process struct {
	// Cmd is the helper (or, unsandboxed, the command). A cold helper's
	// pid leads the command's process group; a warm helper outlives its
	// command and leads none of its commands' groups.
	Cmd    *exec.Cmd
	status *os.File // warm: the command's wait status comes back on it
	pgid   int      // warm: the command's pid, leading its group; 0: the helper's
	reaped bool     // cold: under the reaper
	group  *cgroup.Group
	// after is the warm helper's pool's, called once the command ended:
	// again is true when the helper can take another command.
	after func(again bool)

	// A warm helper's KillAll and the end of its command meet here: once
	// the command ended (its helper may run another) KillAll does
	// nothing, and a helper KillAll reached is not used again.
	mu     sync.Mutex
	ended  bool
	killed bool
}

// Pid is the id of the command's process group: the command's own with
// a warm helper, else the helper's pid.
func (p *Process) Pid() int {
	if p.pgid != 0 {
		return p.pgid
	}
	return p.Cmd.Process.Pid
}

// Wait waits for the command: nil when it exited 0, an *ExitError when it
// exited otherwise or was killed, another error when it could not be
// waited for.
//
// Whatever is still in the command's control group is killed then, and
// the group removed (for a warm command, whose helper waits for its next
// command in the same group, by its pool when the helper is done).
func (p *Process) Wait() error {
	if p.after != nil {
		return p.waitWarm()
	}
	err := p.wait()
	if gerr := p.group.Close(); gerr != nil && err == nil {
		return gerr
	}
	return err
}

// wait is Wait but for the control group.
func (p *Process) wait() error {
	err := p.Cmd.Wait()
	if p.status == nil {
		return exitError(err)
	}
	defer p.status.Close()
	var b [4]byte
	if _, rerr := io.ReadFull(p.status, b[:]); rerr != nil {
		return exitError(err) // the helper ended before the command did
	}
	return statusError(syscall.WaitStatus(binary.BigEndian.Uint32(b[:])))
}

// waitWarm is Wait for a command a warm helper started: the command has
// ended, and the helper (its reaper) has killed and reaped what it left,
// when its status comes on the socket, with whether the helper takes
// another command; what becomes of the helper is its pool's (after).
func (p *Process) waitWarm() error {
	var b [5]byte
	n, _ := io.ReadFull(p.status, b[:])
	p.mu.Lock()
	p.ended = true
	killed := p.killed
	p.mu.Unlock()
	if n < 4 { // the helper ended before the command did
		err := exitError(p.Cmd.Wait())
		p.group.Kill()
		p.after(false)
		return err
	}
	p.after(n == 5 && b[4] == confine.Ready && !killed)
	return statusError(syscall.WaitStatus(binary.BigEndian.Uint32(b[:4])))
}

// KillAll kills the command and everything it started, also what left
// its process group; the caller then still Waits.
func (p *Process) KillAll() error {
	if p.after != nil { // warm: not once its helper may run another command
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.ended {
			return nil
		}
		p.killed = true
	}
	p.group.Kill()
	if p.reaped || p.status != nil {
		return reaper.KillAll(p.Cmd.Process.Pid) // the reaper (a warm helper is one) kills what is under it, and exits
	}
	return p.Cmd.Process.Kill()
}

// ExitError is how a command that did not exit 0 ended.
type ExitError struct {
	Code   int            // the exit status, when Signal is 0
	Signal syscall.Signal // the signal that killed it
}

func (e *ExitError) Error() string {
	if e.Signal != 0 {
		return fmt.Sprintf("killed by signal %d (%v)", int(e.Signal), e.Signal)
	}
	return fmt.Sprintf("exit status %d", e.Code)
}

// exitError turns an exec error for the helper into the command's.
func exitError(err error) error {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok {
			return statusError(ws)
		}
		return &ExitError{Code: ee.ExitCode()}
	}
	return err
}

// statusError is nil for a zero exit, else the ExitError ws says.
func statusError(ws syscall.WaitStatus) error {
	switch {
	case ws.Signaled():
		return &ExitError{Signal: ws.Signal()}
	case ws.Exited() && ws.ExitStatus() == 0:
		return nil
	case ws.Exited():
		return &ExitError{Code: ws.ExitStatus()}
	}
	return &ExitError{Code: -1}
}
