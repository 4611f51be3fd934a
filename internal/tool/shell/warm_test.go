package shell

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"troupe/internal/sandbox"
	"troupe/internal/sandbox/confine"
)

// waitingHelpers lists the pids of this process's children that are warm
// helpers waiting for a command.
func waitingHelpers() map[string]bool {
	out := map[string]bool{}
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	self := strconv.Itoa(os.Getpid())
	for _, d := range dirs {
		cmd, err := os.ReadFile(d + "/cmdline")
		if err != nil || !strings.Contains(string(cmd), confine.WaitArg) {
			continue
		}
		stat, err := os.ReadFile(d + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so from its end
		if f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:])); len(f) > 1 && f[1] == self {
			out[filepath.Base(d)] = true
		}
	}
	return out
}

// TestWarmReadiesTheFirstCommandsHelper: Warm leaves a helper waiting, and
// the first bash call is handed to it (its shell's parent is that helper),
// not to one started for it.
func TestWarmReadiesTheFirstCommandsHelper(t *testing.T) {
	if sup := sandbox.Probe(); sup.ABI < 6 || !sup.MountNS {
		t.Skipf("needs Landlock ABI 6 and namespaces, kernel has ABI %d, namespaces %v", sup.ABI, sup.MountNS)
	}
	ws := newWorkspace(t)
	o := testOptions(t)
	if before := waitingHelpers(); len(before) != 0 {
		t.Fatalf("helpers wait before Warm: %v", before)
	}
	if err := o.Warm(ws.Root()); err != nil {
		t.Fatal(err)
	}
	warmed := waitingHelpers()
	if len(warmed) != 1 {
		t.Fatalf("%d helpers wait after Warm, want 1", len(warmed))
	}
	res := runBash(t, context.Background(), o, ws, `{"command": "cat /proc/$$/stat"}`)
	if res.IsError {
		t.Fatalf("bash: %s", res.Content)
	}
	stat := res.Content
	f := strings.Fields(stat[strings.LastIndexByte(stat, ')')+1:])
	if len(f) < 2 || !warmed[f[1]] {
		t.Errorf("the first command's shell has parent %v, not the warmed helper %v", f[1:2], warmed)
	}
}
