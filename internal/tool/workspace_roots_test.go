package tool

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A configured temp dir is writable; anything else outside stays out,
// symlinks included.
func TestWriteRoots(t *testing.T) {
	root, tmp, other := t.TempDir(), t.TempDir(), t.TempDir()
	if err := os.Symlink(other, filepath.Join(tmp, "escape")); err != nil {
		t.Fatal(err)
	}
	w, err := NewWorkspace(root, WithWriteRoots(tmp))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Resolve(filepath.Join(tmp, "scratch.txt")); err != nil {
		t.Errorf("temp dir refused: %v", err)
	}
	for _, p := range []string{filepath.Join(other, "x"), filepath.Join(tmp, "escape", "x"), filepath.Join(tmp, "..", "x")} {
		if _, err := w.Resolve(p); !errors.Is(err, ErrOutsideWorkspace) {
			t.Errorf("Resolve(%s) = %v, want ErrOutsideWorkspace", p, err)
		}
	}
}
