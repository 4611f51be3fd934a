package tool

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutsideWorkspace is returned for a path that resolves outside the
// workspace, by "..", an absolute path or a symlink.
var ErrOutsideWorkspace = errors.New("tool: path outside the workspace")

// Workspace is the directory tree tools are confined to. It is immutable.
type Workspace struct {
	root string // absolute, symlinks resolved
}

// NewWorkspace returns a workspace rooted at dir.
func NewWorkspace(dir string) (*Workspace, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("workspace %s: %w", dir, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("workspace %s: %w", dir, err)
	}
	return &Workspace{root: real}, nil
}

// Root returns the workspace's absolute, symlink-free root.
func (w *Workspace) Root() string { return w.root }

// Resolve maps a path given by the model (relative to the root, or absolute)
// to an absolute path inside the workspace. Symlinks are followed for every
// existing prefix of the path, so a link pointing out of the tree is caught
// even when the final file does not exist yet.
func (w *Workspace) Resolve(p string) (string, error) {
	if p == "" {
		return "", fmt.Errorf("empty path")
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(w.root, p)
	}
	p = filepath.Clean(p)
	real, err := evalExisting(p)
	if err != nil {
		return "", err
	}
	if !w.contains(real) {
		return "", fmt.Errorf("%s: %w (%s)", p, ErrOutsideWorkspace, w.root)
	}
	return real, nil
}

// Rel returns p relative to the root, for display.
func (w *Workspace) Rel(p string) string {
	if r, err := filepath.Rel(w.root, p); err == nil {
		return r
	}
	return p
}

func (w *Workspace) contains(p string) bool {
	return p == w.root || strings.HasPrefix(p, w.root+string(filepath.Separator))
}

// evalExisting resolves symlinks in the longest existing prefix of p and
// appends the rest unchanged.
func evalExisting(p string) (string, error) {
	rest := ""
	cur := p
	for {
		real, err := filepath.EvalSymlinks(cur)
		if err == nil {
			return filepath.Join(real, rest), nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return "", err
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return p, nil
		}
		rest = filepath.Join(filepath.Base(cur), rest)
		cur = parent
	}
}
