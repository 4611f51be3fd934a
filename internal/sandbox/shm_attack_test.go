package sandbox

import (
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// TestSharedMemoryIsTheHelpers: a command's POSIX shared memory
// (/dev/shm) and System V segments are its helper's own. Before, /dev/shm
// was the host's, writable, and the IPC namespace the host's: a command
// left files there after the session and could open other programs'
// shared memory (a database's, a browser's) of the same user.
func TestSharedMemoryIsTheHelpers(t *testing.T) {
	f, pool, p := warmPool(t)
	p.Reap = true
	name := fmt.Sprintf("troupe-shm-%d-%d", os.Getpid(), time.Now().UnixNano())
	size := 40960 + os.Getpid()%4096 // a size no other segment here has
	t.Cleanup(func() { os.Remove("/dev/shm/" + name) })
	cmd, out := startIn(t, pool, p, f.ws, fmt.Sprintf(`echo x > /dev/shm/%s && echo SHM-WROTE; ipcmk -M %d >/dev/null && echo IPC-MADE; ls /dev/shm | wc -l`, name, size))
	b, _ := io.ReadAll(out)
	_ = out.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	got := string(b)
	if !strings.Contains(got, "SHM-WROTE") || !strings.Contains(got, "IPC-MADE") {
		t.Fatalf("the command could not use shared memory at all (it must: programs rely on it):\n%s", got)
	}
	if _, err := os.Stat("/dev/shm/" + name); err == nil {
		t.Errorf("ESCAPED: the command wrote /dev/shm/%s on the host", name)
	}
	segs, err := os.ReadFile("/proc/sysvipc/shm")
	if err != nil {
		t.Skipf("no /proc/sysvipc/shm to check the segment: %v", err)
	}
	for _, line := range strings.Split(string(segs), "\n") {
		if fs := strings.Fields(line); len(fs) > 3 && fs[3] == fmt.Sprint(size) {
			t.Errorf("ESCAPED: the command's System V segment is in the host's IPC namespace: %s", line)
		}
	}
}
