package sandbox

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"

	"troupe/internal/reaper"
	"troupe/internal/sandbox/cgroup"
)

// Process is a command started by Pool.Start. Its methods are for the one
// goroutine that owns it (Pid and KillAll may be called from others).
type Process struct {
	// Cmd is the helper (or, unsandboxed, the command): its pid leads the
	// command's process group.
	Cmd    *exec.Cmd
	status *os.File // warm: the command's wait status comes back on it
	reaped bool     // cold: under the reaper
	group  *cgroup.Group
	// release reaps the helper and removes the emptied group (a warm
	// command's pool does it after Wait returns); nil: Wait does.
	release func(*exec.Cmd, *cgroup.Group)
	ended   func() // warm: called once the command ended (the pool's refill)
}

// Pid is the id of the command's process group (the helper's pid).
func (p *Process) Pid() int { return p.Cmd.Process.Pid }

// Wait waits for the command: nil when it exited 0, an *ExitError when it
// exited otherwise or was killed, another error when it could not be
// waited for.
//
// Whatever is still in the command's control group is killed then, and
// the group removed (for a warm command, by its pool once Wait returned:
// removing an empty group is no part of the command's time).
func (p *Process) Wait() error {
	if p.release != nil {
		return p.waitWarm()
	}
	err := p.wait()
	if p.ended != nil {
		p.ended()
	}
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
// ended, and the helper (its reaper) has killed what it left, when its
// status comes on the socket; the helper's own exit (its mount
// namespace torn down) and the group's removal are left to the pool.
func (p *Process) waitWarm() error {
	var b [4]byte
	_, rerr := io.ReadFull(p.status, b[:])
	_ = p.status.Close()
	var err error
	if rerr != nil { // the helper ended before the command did
		err = exitError(p.Cmd.Wait())
		p.group.Kill()
	} else {
		err = statusError(syscall.WaitStatus(binary.BigEndian.Uint32(b[:])))
		p.group.KillBut(p.Pid())
	}
	if p.ended != nil {
		p.ended()
	}
	p.release(p.Cmd, p.group)
	return err
}

// KillAll kills the command and everything it started, also what left
// its process group; the caller then still Waits.
func (p *Process) KillAll() error {
	p.group.Kill()
	if p.reaped || p.status != nil {
		return reaper.KillAll(p.Pid()) // the reaper (a warm helper is one) kills what is under it
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
