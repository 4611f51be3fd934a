package sandbox

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"troupe/internal/sandbox/cgroup"
)

// groupsLeft lists the control groups of this process's commands still
// there.
func groupsLeft(m *cgroup.Manager) []string {
	var out []string
	for _, parent := range m.Parents() {
		got, _ := filepath.Glob(filepath.Join(parent, "troupe-"+strconv.Itoa(os.Getpid())+".*"))
		out = append(out, got...)
	}
	return out
}

// commandGroupsLeft is groupsLeft but for the groups of pool's waiting
// helpers (each is made with its helper, for its command to come), once
// the pool has removed its ended commands' groups (in the background) and
// has no helper being started: what is left then is a command's group
// nobody removed. It waits for that up to 10 s.
func commandGroupsLeft(m *cgroup.Manager, pools ...*Pool) []string {
	var left []string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		waiting := map[string]bool{}
		settled := true
		for _, pool := range pools {
			if pool == nil {
				continue
			}
			pool.mu.Lock()
			for _, ws := range pool.idle {
				for _, w := range ws {
					for _, d := range w.group.Dirs() {
						waiting[d] = true
					}
				}
			}
			settled = settled && len(pool.filling) == 0
			pool.mu.Unlock()
		}
		left = slices.DeleteFunc(groupsLeft(m), func(d string) bool { return waiting[d] })
		if settled && len(left) == 0 || time.Now().After(deadline) {
			return left
		}
	}
}

// oomProbe forks 4 children that each fill 96 MiB (under a 256 MiB
// per-process limit) and hold it, one after another, and prints how many
// still hold theirs at the end: with the command's memory bounded as a
// whole at 256 MiB, at most 2 can.
const oomProbe = `import os, signal
kids = []
for i in range(4):
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        b = bytearray(b"x") * (96 << 20)
        os.write(w, b"h")
        signal.pause()
    os.close(w)
    got = os.read(r, 1)
    kids.append(pid)
alive = 0
for pid in kids:
    if os.waitpid(pid, os.WNOHANG) == (0, 0):
        alive += 1
print("alive=%d" % alive, flush=True)
for pid in kids:
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
`

// forkBomb forks up to 300 sleeps that never end and prints how many
// started before a fork failed (python: bash would retry for seconds).
func forkBomb(marker string) string {
	return `import os
n = 0
for i in range(300):
    try:
        pid = os.fork()
    except OSError as e:
        print("fork failed: %s" % e)
        break
    if pid == 0:
        os.execvp("sleep", ["sleep", "` + marker + `"])
    n += 1
print("started=%d" % n, flush=True)
`
}

// TestCommandLimits is the attack on resources: a fork bomb is cut at the
// process limit, memory shared out among processes each under the
// per-process limit is still bounded as a whole, a file past the size
// limit fails, and after each command no process and no group is left.
func TestCommandLimits(t *testing.T) {
	needPool(t)
	m := cgroup.Detect()
	mem, procs := m.Holds()
	t.Logf("memory as a whole by %s, processes by %s, cgroup.kill %v", mem, procs, m.Kills())
	f := newFixture(t)
	python := realPython(t)
	marker := fmt.Sprintf("98%d.5", os.Getpid()%10000) // a sleep of its own
	tests := []struct {
		name   string
		lim    Limits
		script string
		check  func(t *testing.T, out string)
		needs  cgroup.Mechanism // what must hold the limit for the row to mean anything
		holder cgroup.Mechanism
	}{
		{name: "fork bomb", lim: Limits{Processes: 64},
			script: python + " -c '" + forkBomb(marker) + "'",
			holder: procs,
			check: func(t *testing.T, out string) {
				m := regexp.MustCompile(`started=(\d+)`).FindStringSubmatch(out)
				if m == nil {
					t.Fatalf("no count: %q", out)
				}
				if n, _ := strconv.Atoi(m[1]); n >= 64 {
					t.Errorf("%d sleeps started under a limit of 64 processes", n)
				}
			}},
		{name: "memory shared out among processes", lim: Limits{Memory: 256 << 20},
			script: python + " -c '" + oomProbe + "'", holder: mem,
			check: func(t *testing.T, out string) {
				m := regexp.MustCompile(`alive=(\d)`).FindStringSubmatch(out)
				if m == nil {
					t.Fatalf("no count: %q", out)
				}
				if n, _ := strconv.Atoi(m[1]); n > 2 {
					t.Errorf("%d processes hold 96 MiB each under a 256 MiB limit", n)
				}
			}},
		{name: "2 GiB in one process", lim: Limits{Memory: 256 << 20},
			script: python + ` -c 'b = bytearray(2 << 30); print("allocated")'`, holder: cgroup.Rlimit,
			check: func(t *testing.T, out string) {
				if strings.Contains(out, "allocated") {
					t.Errorf("2 GiB allocated under a 256 MiB limit: %q", out)
				}
			}},
		{name: "file past the size limit", lim: Limits{FileSize: 1 << 20},
			script: "head -c 2000000 /dev/zero > big; echo size=$(stat -c %s big)", holder: cgroup.Rlimit,
			check: func(t *testing.T, out string) {
				if !strings.Contains(out, "size=1048576") {
					t.Errorf("want the file cut at 1 MiB: %q", out)
				}
			}},
	}
	pools := starters(t)
	for name, pool := range pools {
		for _, tt := range tests {
			t.Run(name+"/"+tt.name, func(t *testing.T) {
				if tt.holder == cgroup.Rlimit && tt.name == "fork bomb" && os.Geteuid() == 0 {
					t.Skip("root ignores RLIMIT_NPROC and no pids cgroup is writable here")
				}
				if tt.holder == cgroup.Rlimit && strings.HasPrefix(tt.name, "memory shared") {
					t.Skip("no memory cgroup is writable here: memory is bounded per process only")
				}
				if raceEnabled && strings.HasPrefix(tt.name, "memory shared") {
					// The helper is this race-built test binary: the race
					// detector's own memory counts against the command's
					// group and it dies first. make redteam runs this row
					// without -race.
					t.Skip("under -race the helper's race detector memory does not fit the limit; make redteam runs this row")
				}
				p := f.policy(t, WorkspaceWrite, false)
				p.Reap, p.Limits = true, tt.lim
				out, _ := runVia(t, pool, p, f.ws, tt.script)
				tt.check(t, out)
				gone(t, marker)
				// Every pool of the test: a cold row runs beside the warm
				// pool, whose waiting helper holds a group of its own.
				if left := commandGroupsLeft(m, slices.Collect(maps.Values(pools))...); len(left) > 0 {
					t.Errorf("control groups left after the command: %v", left)
				}
			})
		}
	}
}
