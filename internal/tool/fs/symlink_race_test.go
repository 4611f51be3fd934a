package fs

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"

	"troupe/internal/tool"
)

// flipper swaps dir and link (a symlink out of the workspace) atomically
// with renameat2(RENAME_EXCHANGE) in a tight loop until stopped, so the
// path dir names is a real directory half the time and a symlink to home
// the other half: what a background job can do between a tool's check of a
// path and its open.
type flipper struct {
	stop chan struct{}
	wg   sync.WaitGroup
	n    int
}

func startFlipper(t *testing.T, dir, spare string) *flipper {
	t.Helper()
	if err := unix.Renameat2(unix.AT_FDCWD, dir, unix.AT_FDCWD, spare, unix.RENAME_EXCHANGE); err != nil {
		if err == syscall.ENOSYS || err == syscall.EINVAL {
			t.Skipf("renameat2 RENAME_EXCHANGE unsupported here: %v", err)
		}
		t.Fatal(err)
	}
	f := &flipper{stop: make(chan struct{})}
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		for {
			select {
			case <-f.stop:
				return
			default:
			}
			if unix.Renameat2(unix.AT_FDCWD, dir, unix.AT_FDCWD, spare, unix.RENAME_EXCHANGE) == nil {
				f.n++
			}
		}
	}()
	t.Cleanup(f.halt)
	return f
}

func (f *flipper) halt() {
	select {
	case <-f.stop:
	default:
		close(f.stop)
	}
	f.wg.Wait()
}

// TestFileToolsSymlinkRace runs write_file, edit_file, multi_edit,
// read_file, grep, glob and ls 500 times each on sub/f.txt (or sub) while
// sub flips between a directory of the workspace and a symlink to a fake
// home holding a secret (in a file's content and a file's name). The tools
// resolve paths beneath the workspace root by the kernel (os.Root), so no
// call may write into home or return its secret; with check-then-open
// (filepath.EvalSymlinks then os.Open by name) both happen.
func TestFileToolsSymlinkRace(t *testing.T) {
	for _, c := range []struct {
		name string
		tool tool.Func
		args string
	}{
		{"write_file", WriteFile(), `{"file_path": "sub/f.txt", "content": "alpha inside\n"}`},
		{"edit_file", EditFile(), `{"file_path": "sub/f.txt", "old_string": "inside", "new_string": "inside!"}`},
		{"multi_edit", MultiEdit(), `{"file_path": "sub/f.txt", "edits": [{"old_string": "inside", "new_string": "inside!"}]}`},
		{"read_file", ReadFile(), `{"file_path": "sub/f.txt"}`},
		{"grep", Grep(), `{"pattern": "alpha", "path": "sub", "output_mode": "content"}`},
		{"glob", Glob(), `{"pattern": "sub/**"}`},
		{"ls", Ls(), `{"path": "sub"}`},
	} {
		t.Run(c.name, func(t *testing.T) { raceOne(t, c.tool, c.args) })
	}
}

func raceOne(t *testing.T, tl tool.Func, args string) {
	ws := newWorkspace(t, map[string]string{"sub/f.txt": "alpha inside\n"})
	home := t.TempDir()
	const secret = "alpha inside SECRET-aws-key\n"
	writeTestFile(t, filepath.Join(home, "f.txt"), secret)
	writeTestFile(t, filepath.Join(home, "SECRET-credentials"), "a name to hide\n")
	before, err := os.Stat(filepath.Join(home, "f.txt"))
	if err != nil {
		t.Fatal(err)
	}
	spare := filepath.Join(ws.Root(), "spare")
	if err := os.Symlink(home, spare); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(ws.Root(), "sub")
	fl := startFlipper(t, sub, spare)

	var inside, refused int
	for i := range 500 {
		out := resultText(call(t, tl, ws, args))
		if strings.Contains(out, "SECRET") {
			fl.halt()
			t.Fatalf("call %d returned the secret outside the workspace: %q", i, out)
		}
		if strings.HasPrefix(out, "error: ") {
			if i == 0 {
				t.Logf("first refusal: %s", out)
			}
			refused++
		} else {
			inside++
		}
	}
	fl.halt()
	t.Logf("%d flips; %d calls done inside the workspace, %d refused", fl.n, inside, refused)

	after, err := os.Stat(filepath.Join(home, "f.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, filepath.Join(home, "f.txt")); got != secret || !os.SameFile(before, after) {
		t.Errorf("home/f.txt was written through the flipping symlink: now %q (same file %v)", got, os.SameFile(before, after))
	}
	entries, err := os.ReadDir(home)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("files appeared in home: %v", names)
	}
}

// resultText is the content of res, prefixed "error: " for an error.
func resultText(res tool.Result) string {
	if res.IsError {
		return "error: " + res.Content
	}
	return res.Content
}
