package reaper

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Arg is the marker argument that makes a binary linking this package act
// as the reaper: BINARY Arg PROGRAM [ARG...].
const Arg = "__troupe-reaper"

// SlimBinary is the small program shipped beside troupe
// (cmd/troupe-sandbox) that links this package: Command runs the reaper
// from it when it is there, as it starts much faster than troupe.
const SlimBinary = "troupe-sandbox"

// exitFailed is the reaper's status when it could not start the command.
const exitFailed = 126

//nolint:gochecknoinits // the reaper must take over before any main runs
func init() {
	if len(os.Args) > 2 && os.Args[1] == Arg {
		os.Exit(run(os.Args[2], os.Args[2:]))
	}
}

// Command returns a Cmd that runs name with args under a reaper; the caller
// sets Dir, Env and stdio as for exec.Command. The Cmd's SysProcAttr makes
// the reaper a process-group leader and asks for the parent-death signal.
func Command(name string, args ...string) (*exec.Cmd, error) {
	prog, argv, err := reaperArgs(name, args...)
	if err != nil {
		return nil, err
	}
	c := exec.Command(prog, argv...)
	c.SysProcAttr = sysProcAttr()
	return c, nil
}

// reaperArgs returns the program and arguments that run name with args
// under a reaper. (A re-exec helper that execs into the reaper itself, as
// the sandbox's does, passes Arg and uses Arm.)
func reaperArgs(name string, args ...string) (string, []string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", nil, fmt.Errorf("reaper: find own executable: %w", err)
	}
	if slim := filepath.Join(filepath.Dir(self), SlimBinary); slim != self {
		if fi, err := os.Stat(slim); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			self = slim // starts in a few milliseconds; troupe itself takes tens
		}
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return "", nil, err
	}
	return self, append([]string{Arg, path}, args...), nil
}

// Run is the reaper in the calling process: it starts prog with argv,
// waits for it, kills whatever it left behind and returns the status to
// exit with. A re-exec helper that has confined the thread it runs on
// (locked) calls it instead of exec'ing into the reaper, saving a program
// start: the command is forked from that thread and inherits what the
// thread carries (Landlock domain, seccomp filter, no_new_privs, empty
// capabilities).
func Run(prog string, argv []string) int { return run(prog, argv) }

// Arm sets what the reaper needs on a Cmd that starts it, directly or
// through an exec: its own process group and the parent-death signal
// (which survives execve).
func Arm(c *exec.Cmd) {
	if c.SysProcAttr == nil {
		c.SysProcAttr = sysProcAttr()
		return
	}
	arm(c.SysProcAttr)
}
