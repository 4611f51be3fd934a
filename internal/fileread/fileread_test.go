package fileread

import (
	"errors"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/proctest"
)

// Every reader refuses a pipe, a socket and a device without blocking, and
// reads a regular file (through a symlink where it follows them).
func TestReaders(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "AGENTS.md")
	if err := os.WriteFile(file, []byte("notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("AGENTS.md", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "pipe")
	proctest.Mkfifo(t, fifo)
	l, err := net.Listen("unix", filepath.Join(dir, "sock"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()

	readers := map[string]func(name string) ([]byte, error){
		"ReadFile":         func(n string) ([]byte, error) { return ReadFile(filepath.Join(dir, n)) },
		"ReadFileIn":       func(n string) ([]byte, error) { return ReadFileIn(root, n) },
		"ReadFileNoFollow": func(n string) ([]byte, error) { return ReadFileNoFollow(filepath.Join(dir, n)) },
	}
	for name, readFn := range readers {
		for _, tc := range []struct {
			path, want, err string
		}{
			{"AGENTS.md", "notes\n", ""},
			{"link", "notes\n", map[bool]string{true: "symbolic link", false: ""}[name == "ReadFileNoFollow"]},
			{"pipe", "", "not a regular file: it is a named pipe"},
			{"sock", "", "no such device or address"}, // a socket cannot be opened at all
			{"missing", "", "no such file"},
		} {
			t.Run(name+"/"+tc.path, func(t *testing.T) {
				type got struct {
					data []byte
					err  error
				}
				done := make(chan got, 1)
				go func() { d, err := readFn(tc.path); done <- got{d, err} }()
				var g got
				select {
				case g = <-done:
				case <-time.After(30 * time.Second): // a hang's safety net
					t.Fatal("blocked")
				}
				if tc.err == "" {
					if g.err != nil || string(g.data) != tc.want {
						t.Fatalf("= %q, %v; want %q", g.data, g.err, tc.want)
					}
					return
				}
				if g.err == nil || !strings.Contains(g.err.Error(), tc.err) {
					t.Fatalf("err = %v, want one saying %q", g.err, tc.err)
				}
			})
		}
	}
	if _, err := ReadFile(fifo); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a pipe: %v, want ErrNotRegular", err)
	}
	var pe *fs.PathError
	if _, err := ReadFile(fifo); !errors.As(err, &pe) || pe.Path != fifo {
		t.Errorf("a pipe: %v, want a PathError naming it", err)
	}
	if f, err := Open(dir); err != nil {
		t.Errorf("Open(a directory) = %v, want it opened", err)
	} else {
		f.Close()
	}
	if _, err := ReadFile("/dev/null"); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a device: %v, want ErrNotRegular", err)
	}
}
