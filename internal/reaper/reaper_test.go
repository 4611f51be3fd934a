//go:build linux

package reaper

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// alive reports whether pid exists and is not a zombie.
func alive(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
	return len(f) > 0 && f[0] != "Z"
}

func waitGone(t *testing.T, pids ...int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for _, pid := range pids {
		for alive(pid) {
			if time.Now().After(deadline) {
				t.Fatalf("process %d is still running", pid)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

func waitPIDs(t *testing.T, path string, n int) []int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		data, _ := os.ReadFile(path)
		if f := strings.Fields(string(data)); len(f) >= n {
			var out []int
			for _, s := range f[:n] {
				p, _ := strconv.Atoi(s)
				out = append(out, p)
			}
			return out
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("%s: fewer than %d pids", path, n)
	return nil
}

// escapees starts a background sleep and a setsid'd one (which leaves the
// process group), records both pids, and waits.
const escapees = `sleep 60 & echo $! >> pids; setsid -f sh -c 'echo $$ >> pids; exec sleep 60'; wait`

// The command's status is the reaper's, and what it left behind — in its
// group or escaped with setsid — is killed when it ends.
func TestReaperExitStatusAndLeftovers(t *testing.T) {
	dir := t.TempDir()
	c, err := Command("bash", "-c", `sleep 60 & echo $! >> pids; setsid -f sh -c 'echo $$ >> pids; exec sleep 60'; sleep 0.2; exit 3`)
	if err != nil {
		t.Fatal(err)
	}
	c.Dir = dir
	err = c.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Fatalf("reaper ended with %v, want exit status 3", err)
	}
	waitGone(t, waitPIDs(t, filepath.Join(dir, "pids"), 2)...)
}

// troupe killed with SIGKILL: the reaper learns of it from the kernel and
// kills everything under it, escaped processes included.
func TestEverythingDiesWithTheParent(t *testing.T) {
	if os.Getenv("REAPER_TEST_PARENT") == "1" {
		// The stand-in for troupe: start a reaped command and wait forever.
		c, err := Command("bash", "-c", escapees)
		if err != nil {
			os.Exit(2)
		}
		if err := c.Start(); err != nil {
			os.Exit(2)
		}
		time.Sleep(time.Hour) // until killed (select{} would trip the deadlock detector)
	}
	dir := t.TempDir()
	parent := exec.Command(os.Args[0], "-test.run=^TestEverythingDiesWithTheParent$")
	parent.Env = append(os.Environ(), "REAPER_TEST_PARENT=1")
	parent.Dir = dir
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	pids := waitPIDs(t, filepath.Join(dir, "pids"), 2)
	if err := parent.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = parent.Wait()
	waitGone(t, pids...)
}

// BenchmarkPlainStart is the baseline of BenchmarkReapedStart: bash -c true.
func BenchmarkPlainStart(b *testing.B) {
	for b.Loop() {
		if err := exec.Command("bash", "-c", "true").Run(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReapedStart is bash -c true under the reaper (here the test
// binary re-executed; troupe's own start-up is measured in internal/cli).
func BenchmarkReapedStart(b *testing.B) {
	for b.Loop() {
		c, err := Command("bash", "-c", "true")
		if err != nil {
			b.Fatal(err)
		}
		if err := c.Run(); err != nil {
			b.Fatal(err)
		}
	}
}
