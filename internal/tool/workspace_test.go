package tool

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadRoots: a read-only root is readable through ResolveRead and a
// Reader, and outside the workspace for Resolve — so tools that write
// cannot reach it, by a relative path, an absolute one or a symlink.
func TestReadRoots(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "ws")
	scratch := filepath.Join(base, "data", "scratch") // does not exist yet
	other := filepath.Join(base, "other")
	for _, d := range []string{root, other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(base, "data"), filepath.Join(root, "data-link")); err != nil {
		t.Fatal(err)
	}
	plain, err := NewWorkspace(root)
	if err != nil {
		t.Fatal(err)
	}
	ws, err := plain.With(WithReadRoots(scratch))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(scratch, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(scratch, "m3-bash.txt")
	in := filepath.Join(root, "a.go")
	tests := []struct {
		name              string
		path              string
		write, read, rdr  string // "" = ErrOutsideWorkspace
		plainRead, plainW string
	}{
		{"workspace file", "a.go", in, in, in, in, in},
		{"scratch file, absolute", out, "", out, out, "", ""},
		{"scratch file, relative", "../data/scratch/m3-bash.txt", "", out, out, "", ""},
		{"scratch through a symlink", "data-link/scratch/m3-bash.txt", "", out, out, "", ""},
		{"the scratch root itself", scratch, "", scratch, scratch, "", ""},
		{"next to the scratch dir", filepath.Join(base, "data", "secret"), "", "", "", "", ""},
		{"another directory", filepath.Join(other, "x"), "", "", "", "", ""},
		{"escape from scratch", filepath.Join(scratch, "..", "..", "other"), "", "", "", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []struct {
				what    string
				resolve func(string) (string, error)
				want    string
			}{
				{"Resolve", ws.Resolve, tc.write},
				{"ResolveRead", ws.ResolveRead, tc.read},
				{"Reader().Resolve", ws.Reader().Resolve, tc.rdr},
				{"ResolveRead without read roots", plain.ResolveRead, tc.plainRead},
				{"Resolve without read roots", plain.Resolve, tc.plainW},
			} {
				got, err := c.resolve(tc.path)
				if c.want == "" {
					if !errors.Is(err, ErrOutsideWorkspace) {
						t.Errorf("%s(%s) = %q, %v; want ErrOutsideWorkspace", c.what, tc.path, got, err)
					}
					continue
				}
				if err != nil || got != c.want {
					t.Errorf("%s(%s) = %q, %v; want %q", c.what, tc.path, got, err, c.want)
				}
			}
		})
	}
	if d := cmp.Diff([]string{scratch}, ws.ReadRoots()); d != "" {
		t.Errorf("ReadRoots (-want +got):\n%s", d)
	}
	if len(plain.ReadRoots()) != 0 {
		t.Errorf("With changed the workspace it was called on: %v", plain.ReadRoots())
	}
	if got := ws.Rel(out); got != out {
		t.Errorf("Rel of a scratch file = %q, want it absolute", got)
	}
	if got := ws.Rel(in); got != "a.go" {
		t.Errorf("Rel(%s) = %q, want a.go", in, got)
	}
}
