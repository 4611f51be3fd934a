//go:build linux

package reaper

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// DeathSignal is what the kernel sends a reaper when troupe dies, and
// what KillAll sends it.
const DeathSignal = deathSignal

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

// run is the reaper: it starts prog, waits for it, and kills what is left.
func run(prog string, argv []string) int {
	died := make(chan os.Signal, 1)
	signal.Notify(died, deathSignal)
	if os.Getppid() == 1 { // troupe died before the death signal was armed
		return exitFailed
	}
	_ = unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
	cmd := exec.Command(prog)
	cmd.Args = argv
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		os.Stderr.WriteString("troupe reaper: " + err.Error() + "\n")
		return exitFailed
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	// SIGTERM and SIGINT reach the whole group from troupe: the command
	// handles them; the reaper only outlives it to clean up. (Caught and
	// dropped, not ignored, so Reset can restore them to re-raise one.)
	quiet := make(chan os.Signal, 4)
	signal.Notify(quiet, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	select {
	case err := <-done:
		killAll()
		if sig, ok := signaled(err); ok {
			// Die of the same signal, so the parent sees what the command did.
			signal.Stop(quiet)
			signal.Reset(sig)
			_ = syscall.Kill(os.Getpid(), sig)
			time.Sleep(time.Second)
		}
		return status(err)
	case <-died:
		killAll()
		<-done
		return exitFailed
	}
}

// signaled reports the signal that killed the command, if one did.
func signaled(err error) (syscall.Signal, bool) {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return ws.Signal(), true
		}
	}
	return 0, false
}

// status is the exit status a shell would report for the command.
func status(err error) int {
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		if err != nil {
			return exitFailed
		}
		return 0
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ee.ExitCode()
}

// Sweep kills every descendant of this process and reaps them: what a
// reaper that forked its command itself (a sandbox helper) calls when the
// command ended or troupe died.
func Sweep() { killAll() }

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
