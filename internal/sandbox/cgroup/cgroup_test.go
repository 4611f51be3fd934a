package cgroup

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// TestGroupKillsAndRemoves: a real process placed in a group is in it,
// is killed when the group closes, and the group's directories go.
func TestGroupKillsAndRemoves(t *testing.T) {
	m := Detect()
	if !m.Active() {
		t.Skip("no writable cgroup here (not root, nothing delegated): limits are rlimits only")
	}
	g, err := m.New(Limits{Memory: 64 << 20, Processes: 16})
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sleep", "600")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	if err := g.Place(cmd.Process.Pid); err != nil {
		t.Fatal(err)
	}
	in := false
	for _, pid := range g.Pids() {
		in = in || pid == cmd.Process.Pid
	}
	if !in {
		t.Fatalf("pid %d not in the group: %v", cmd.Process.Pid, g.Pids())
	}
	dirs := append([]string(nil), g.dirs...)
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
			t.Errorf("sleep ended with %v, want killed", err)
		}
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("the group's process outlived Close")
	}
	for _, d := range dirs {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s still there after Close (%v)", d, err)
		}
	}
}

// TestStaleGroupsRemoved: an empty group of a troupe process that is gone
// is removed by the next Detect; a live one's is kept.
func TestStaleGroupsRemoved(t *testing.T) {
	m := Detect()
	if !m.Active() {
		t.Skip("no writable cgroup here")
	}
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	parent := m.Parents()[0]
	stale := filepath.Join(parent, "troupe-"+strconv.Itoa(dead.Process.Pid)+".1")
	live := filepath.Join(parent, "troupe-"+strconv.Itoa(os.Getppid())+".1")
	for _, d := range []string{stale, live} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { _ = os.Remove(stale); _ = os.Remove(live) })
	Detect()
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the dead process's group %s is still there", stale)
	}
	if _, err := os.Stat(live); err != nil {
		t.Errorf("a live process's group was removed: %v", err)
	}
}

// BenchmarkGroup is what a command's group adds to its start and end:
// make it (with limits), then kill and remove it.
func BenchmarkGroup(b *testing.B) {
	m := Detect()
	if !m.Active() {
		b.Skip("no writable cgroup here")
	}
	for b.Loop() {
		g, err := m.New(Limits{Memory: 8 << 30, Processes: 4096})
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestManagersOfOneProcessDoNotMeet: a pool's Manager and the one a
// command started without a pool detects each make groups at once (a
// waiting helper's group outlives its command); neither's mkdir may find
// the other's group.
func TestManagersOfOneProcessDoNotMeet(t *testing.T) {
	a, b := Detect(), Detect()
	if !a.Active() {
		t.Skip("no cgroup writable here")
	}
	ga, err := a.New(Limits{Processes: 64})
	if err != nil {
		t.Fatal(err)
	}
	defer ga.Close()
	gb, err := b.New(Limits{Processes: 64})
	if err != nil {
		t.Fatalf("second Manager's first group: %v", err)
	}
	if err := gb.Close(); err != nil {
		t.Error(err)
	}
}
