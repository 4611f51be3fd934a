// Package proctest helps tests check that processes are gone. It reads
// /proc, so it works on Linux only; its functions are safe for concurrent use.
package proctest

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Alive reports whether pid is running. A zombie counts as dead: where PID 1
// does not reap orphans (some containers), a killed child stays a zombie.
func Alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// The state follows the command name in parentheses: "pid (comm) S ...".
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// WaitGone fails t unless every pid exits within a generous deadline (a
// safety net for a hung test, not a speed assertion).
func WaitGone(t testing.TB, pids ...int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for _, pid := range pids {
		for Alive(pid) {
			if time.Now().After(deadline) {
				t.Errorf("process %d survived", pid)
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// WaitPIDFile waits for a file holding a process id, as a test command
// writes it with `echo $! > FILE`, and returns the pid.
func WaitPIDFile(t testing.TB, path string) int {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		data, err := os.ReadFile(path)
		if s := strings.TrimSpace(string(data)); err == nil && s != "" {
			var pid int
			if _, err := fmt.Sscan(s, &pid); err != nil {
				t.Fatalf("pid file %s: %v", path, err)
			}
			return pid
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no pid file %s", path)
	return 0
}
