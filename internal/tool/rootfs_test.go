package tool

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestWorkspaceRootOpsRefuseSwappedDir: a path Resolve accepted, whose
// directory is then replaced by a symlink out of the workspace, is refused
// by every file operation (the kernel resolves it beneath the root), while
// a symlink staying inside, a write root and a read root keep working.
func TestWorkspaceRootOpsRefuseSwappedDir(t *testing.T) {
	dir, home, tmp, scratch := t.TempDir(), t.TempDir(), t.TempDir(), t.TempDir()
	mustWrite(t, filepath.Join(home, "f.txt"), "secret")
	mustWrite(t, filepath.Join(dir, "sub", "f.txt"), "inside")
	mustWrite(t, filepath.Join(dir, "real", "g.txt"), "linked")
	mustWrite(t, filepath.Join(scratch, "s.txt"), "scratch")
	if err := os.Symlink("real", filepath.Join(dir, "in")); err != nil {
		t.Fatal(err)
	}
	ws, err := NewWorkspace(dir, WithWriteRoots(tmp), WithReadRoots(scratch))
	if err != nil {
		t.Fatal(err)
	}
	abs, err := ws.Resolve("sub/f.txt")
	if err != nil {
		t.Fatal(err)
	}
	// The swap a background job makes between the check and the open.
	if err := os.Rename(filepath.Join(dir, "sub"), filepath.Join(dir, "sub.old")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(home, filepath.Join(dir, "sub")); err != nil {
		t.Fatal(err)
	}
	if data, err := ws.ReadFile(abs); err == nil {
		t.Errorf("ReadFile through the swapped dir = %q, want refused", data)
	}
	if f, err := ws.Open(abs); err == nil {
		f.Close()
		t.Error("Open through the swapped dir succeeded")
	}
	if _, err := ws.Stat(abs); err == nil {
		t.Error("Stat through the swapped dir succeeded")
	}
	if _, err := ws.ReadDir(filepath.Dir(abs)); err == nil {
		t.Error("ReadDir of the swapped dir succeeded")
	}
	if err := ws.WriteAtomic(abs, []byte("pwned"), 0o644); err == nil {
		t.Error("WriteAtomic through the swapped dir succeeded")
	}
	if err := ws.MkdirAll(filepath.Join(abs, "..", "deeper"), 0o755); err == nil {
		t.Error("MkdirAll through the swapped dir succeeded")
	}
	if got := mustRead(t, filepath.Join(home, "f.txt")); got != "secret" {
		t.Errorf("home/f.txt = %q", got)
	}
	if entries, _ := os.ReadDir(home); len(entries) != 1 {
		t.Errorf("home has %d entries, want 1", len(entries))
	}

	// A symlink inside the workspace is followed.
	in, err := ws.Resolve("in/g.txt")
	if err != nil {
		t.Fatal(err)
	}
	if data, err := ws.ReadFile(filepath.Join(dir, "in", "g.txt")); err != nil || string(data) != "linked" {
		t.Errorf("ReadFile via an inside symlink = %q, %v", data, err)
	}
	if err := ws.WriteAtomic(in, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A write root is written beneath its own root; a read root is read
	// but never written.
	w, err := ws.Resolve(filepath.Join(tmp, "n", "w.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if err := ws.MkdirAll(filepath.Dir(w), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := ws.WriteAtomic(w, []byte("tmp"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := mustRead(t, w); got != "tmp" {
		t.Errorf("write root file = %q", got)
	}
	s, err := ws.ResolveRead(filepath.Join(scratch, "s.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if data, err := ws.ReadFile(s); err != nil || string(data) != "scratch" {
		t.Errorf("ReadFile in a read root = %q, %v", data, err)
	}
	if err := ws.WriteAtomic(s, []byte("x"), 0o644); !errors.Is(err, ErrOutsideWorkspace) {
		t.Errorf("WriteAtomic in a read root = %v, want ErrOutsideWorkspace", err)
	}
}

func mustWrite(t *testing.T, p, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
