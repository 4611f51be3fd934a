package snapshot

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/proctest"
)

// A hostile model (or repository) puts a named pipe where a tracked file
// was. Opening it to read blocks until something writes to it: the
// snapshot of a remote dispatch, and the diff of a worker's attempt, hung
// on it. Build leaves it out; Diff leaves the path as it was.
func TestNamedPipeIsNotRead(t *testing.T) {
	for _, tc := range []struct {
		name string
		repo bool
		left int // git lists a tracked path whatever it is now; its listing of untracked files skips pipes
	}{{"git repository", true, 1}, {"plain directory", false, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"a.go": "package a\n", "pipe": "was a file\n"})
			if tc.repo {
				git(t, dir, "init", "-q")
				git(t, dir, "add", ".")
				git(t, dir, "commit", "-qm", "base")
			}
			st := newMem()
			base, _, err := Build(context.Background(), st, dir)
			if err != nil {
				t.Fatal(err)
			}
			m, err := LoadManifest(context.Background(), st, base)
			if err != nil {
				t.Fatal(err)
			}
			fifo := filepath.Join(dir, "pipe")
			if err := os.Remove(fifo); err != nil {
				t.Fatal(err)
			}
			proctest.Mkfifo(t, fifo)

			type built struct {
				names []string
				left  int
				diff  []string
				err   error
			}
			done := make(chan built, 1)
			go func() {
				var b built
				name, stats, err := Build(context.Background(), st, dir)
				if err != nil {
					b.err = err
					done <- b
					return
				}
				b.left = stats.Left
				nm, err := LoadManifest(context.Background(), st, name)
				if err != nil {
					b.err = err
					done <- b
					return
				}
				for _, e := range nm.Files {
					b.names = append(b.names, e.Path)
				}
				_, cs, err := Diff(context.Background(), st, m, dir)
				for _, c := range cs.Changes {
					b.diff = append(b.diff, c.Path)
				}
				b.err = err
				done <- b
			}()
			var b built
			select {
			case b = <-done:
			case <-time.After(30 * time.Second): // a hang's safety net
				t.Fatal("Build or Diff blocked on the named pipe")
			}
			if b.err != nil {
				t.Fatal(b.err)
			}
			if got := strings.Join(b.names, ","); got != "a.go" {
				t.Errorf("snapshot holds %q, want a.go only", got)
			}
			if b.left != tc.left {
				t.Errorf("left out %d files, want %d", b.left, tc.left)
			}
			if len(b.diff) != 0 {
				t.Errorf("diff changed %v, want nothing (the pipe is left as it was)", b.diff)
			}
		})
	}
}
