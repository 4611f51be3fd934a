//go:build linux

package reaper

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// deathSignal is what the kernel sends the reaper when troupe dies. It is
// not one troupe sends the group (its cancel sends SIGTERM then SIGKILL), so
// the reaper can tell the two apart. Sent to the reaper by troupe, it means
// the same: kill everything now (KillAll).
const deathSignal = syscall.SIGUSR2

// KillAll asks the reaper leading pid to kill everything under it and exit;
// it then takes a moment. Call it before SIGKILL to the group, which would
// kill the reaper first and let escaped processes live.
func KillAll(pid int) error { return syscall.Kill(pid, deathSignal) }

func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: deathSignal}
}

func arm(a *syscall.SysProcAttr) { a.Setpgid, a.Pdeathsig = true, deathSignal }

// Reaper is this process acting as the reaper of one command it starts
// (see the package doc): made by Become, used by Wait.
type Reaper struct {
	died, quiet chan os.Signal
	watch       sync.Once // the goroutine that acts on died, started by the first Wait
}

// ErrOrphaned is returned by Become when troupe died before the
// parent-death signal was armed.
var ErrOrphaned = errors.New("reaper: troupe is gone")

// Become makes this process a reaper before it starts its command: it is
// told when troupe dies (the parent-death signal, or KillAll), catches
// and drops the SIGTERM, SIGINT and SIGHUP troupe sends the group (they
// are the command's: caught, not ignored, which the command would
// inherit), and adopts the orphans of what it starts (a subreaper).
func Become() (*Reaper, error) {
	r := &Reaper{died: make(chan os.Signal, 1), quiet: make(chan os.Signal, 4)}
	signal.Notify(r.died, deathSignal)
	if os.Getppid() == 1 { // troupe died before the death signal was armed
		return nil, ErrOrphaned
	}
	signal.Notify(r.quiet, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
		return nil, fmt.Errorf("reaper: become a subreaper: %w", err)
	}
	return r, nil
}

// Wait reaps every child (orphans re-parented here too) until pid ends,
// kills and reaps what is left, and returns pid's status. When troupe
// dies first, it kills everything and exits the process. A reaper that
// runs one command after another (a warm sandbox helper) calls Wait once
// per command.
func (r *Reaper) Wait(pid int) syscall.WaitStatus {
	r.watch.Do(func() {
		go func() { // not on the caller's thread, which waits (it may be locked)
			<-r.died
			killAll()
			os.Exit(exitFailed)
		}()
	})
	ws := reapUntil(pid)
	killAll()
	return ws
}

// Empty reports whether no child is left (it reaps those that exited):
// what Wait killed is gone. It is false only if a process outlived
// SIGKILL for as long as Wait tries.
func (r *Reaper) Empty() bool { return !hasChildren() }

// ExitCode is the status a shell would report for ws.
func ExitCode(ws syscall.WaitStatus) int {
	switch {
	case ws.Signaled():
		return 128 + int(ws.Signal())
	case ws.Exited():
		return ws.ExitStatus()
	}
	return exitFailed
}

// reapUntil reaps children until pid ends, and returns pid's status.
func reapUntil(pid int) syscall.WaitStatus {
	for {
		var ws syscall.WaitStatus
		got, err := syscall.Wait4(-1, &ws, 0, nil)
		switch {
		case errors.Is(err, syscall.EINTR):
		case err != nil:
			return syscall.WaitStatus(exitFailed << 8) // no child left: cannot happen before pid
		case got == pid:
			return ws
		}
	}
}

// run is the reaper re-executed for a command: it starts prog, waits for
// it, kills what is left, and dies of the command's signal or exits with
// its status, so the parent sees what the command did.
func run(prog string, argv []string) int {
	r, err := Become()
	if err != nil {
		return exitFailed
	}
	pid, err := syscall.ForkExec(prog, argv, &syscall.ProcAttr{Env: os.Environ(), Files: []uintptr{0, 1, 2}})
	if err != nil {
		os.Stderr.WriteString("troupe reaper: start " + prog + ": " + err.Error() + "\n")
		return exitFailed
	}
	r.Exit(r.Wait(pid))
	return exitFailed
}

// Exit ends this process as the command ended: killed by the same
// signal, or with the same exit status.
func (r *Reaper) Exit(ws syscall.WaitStatus) {
	if ws.Signaled() {
		signal.Stop(r.quiet)
		signal.Reset(ws.Signal())
		_ = syscall.Kill(os.Getpid(), ws.Signal())
		time.Sleep(time.Second)
	}
	os.Exit(ExitCode(ws))
}

// killAll kills every descendant and reaps them, until none is left. A
// killed process's children are re-parented to the reaper (it is a
// subreaper), so each round finds the next generation. Bounded: a process
// that survives SIGKILL is the kernel's business.
func killAll() {
	self := os.Getpid()
	for range 200 {
		if !hasChildren() {
			return // what a command that leaves nothing ends with: no /proc scan
		}
		kids := children(self)
		for _, pid := range kids {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		for {
			pid, err := syscall.Wait4(-1, nil, syscall.WNOHANG, nil)
			if pid <= 0 || err != nil {
				break
			}
		}
		if len(kids) == 0 {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// hasChildren reaps the children that have exited and reports whether any
// is left.
func hasChildren() bool {
	for {
		pid, err := syscall.Wait4(-1, nil, syscall.WNOHANG, nil)
		switch {
		case errors.Is(err, syscall.EINTR):
		case errors.Is(err, syscall.ECHILD):
			return false
		case err != nil || pid == 0:
			return true // running ones (or an error: look in /proc)
		}
	}
}

// children lists the processes whose parent is pid, from /proc.
func children(pid int) []int {
	var out []int
	// /proc/PID/task/TID/children lists direct children of each thread.
	tasks, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	for _, t := range tasks {
		data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + t.Name() + "/children")
		if err != nil {
			continue
		}
		for _, f := range strings.Fields(string(data)) {
			if n, err := strconv.Atoi(f); err == nil {
				out = append(out, n)
			}
		}
	}
	return out
}
