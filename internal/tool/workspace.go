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

// Workspace is the directory tree tools are confined to, plus any extra
// roots that may be read but never written (an agent's scratch files). It
// is immutable.
type Workspace struct {
	root    string    // absolute, symlinks resolved
	reads   []string  // read-only roots, absolute, symlinks resolved
	writes  []string  // extra writable roots (a configured temp dir), absolute, symlinks resolved
	reading bool      // Resolve accepts the read-only roots too (Reader)
	editor  Editor    // the user's editor, if it reads and writes files (WithEditor)
	cmds    *commands // commands running now, shared by every copy (CommandRunning)
}

// Option configures a workspace.
type Option func(*Workspace) error

// WithReadRoots adds directories whose files tools may read but not write:
// ResolveRead, and the Resolve of a Reader, accept paths inside them. The
// directories need not exist yet.
func WithReadRoots(dirs ...string) Option {
	return func(w *Workspace) error {
		for _, d := range dirs {
			abs, err := filepath.Abs(d)
			if err != nil {
				return fmt.Errorf("read root %s: %w", d, err)
			}
			real, err := evalExisting(filepath.Clean(abs))
			if err != nil {
				return fmt.Errorf("read root %s: %w", d, err)
			}
			w.reads = append(w.reads, real)
		}
		return nil
	}
}

// WithWriteRoots adds directories outside the root that tools may read and
// write, such as a configured temp dir.
func WithWriteRoots(dirs ...string) Option {
	return func(w *Workspace) error {
		for _, d := range dirs {
			abs, err := filepath.Abs(d)
			if err != nil {
				return fmt.Errorf("write root %s: %w", d, err)
			}
			real, err := evalExisting(filepath.Clean(abs))
			if err != nil {
				return fmt.Errorf("write root %s: %w", d, err)
			}
			w.writes = append(w.writes, real)
		}
		return nil
	}
}

// NewWorkspace returns a workspace rooted at dir.
func NewWorkspace(dir string, opts ...Option) (*Workspace, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("workspace %s: %w", dir, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("workspace %s: %w", dir, err)
	}
	return (&Workspace{root: real, cmds: &commands{}}).With(opts...)
}

// With returns a copy of w with opts applied (w is unchanged).
func (w *Workspace) With(opts ...Option) (*Workspace, error) {
	out := &Workspace{root: w.root, reads: append([]string(nil), w.reads...), writes: append([]string(nil), w.writes...), reading: w.reading,
		editor: w.editor, cmds: w.cmds}
	for _, o := range opts {
		if err := o(out); err != nil {
			return nil, fmt.Errorf("workspace %s: %w", w.root, err)
		}
	}
	return out, nil
}

// Root returns the workspace's absolute, symlink-free root.
func (w *Workspace) Root() string { return w.root }

// WriteRoots returns the extra writable roots.
func (w *Workspace) WriteRoots() []string { return append([]string(nil), w.writes...) }

// ReadRoots returns the read-only roots.
func (w *Workspace) ReadRoots() []string { return append([]string(nil), w.reads...) }

// Reader returns w as tools that only read should see it: its Resolve is
// ResolveRead. Give it to read-only tools only; writing tools keep w.
func (w *Workspace) Reader() *Workspace {
	return &Workspace{root: w.root, reads: w.reads, writes: w.writes, reading: true, editor: w.editor, cmds: w.cmds}
}

// Resolve maps a path given by the model (relative to the root, or absolute)
// to an absolute path inside the workspace. Symlinks are followed for every
// existing prefix of the path, so a link pointing out of the tree is caught
// even when the final file does not exist yet. Paths in the read-only roots
// are outside the workspace, except for a Reader.
func (w *Workspace) Resolve(p string) (string, error) {
	return w.resolve(p, w.reading)
}

// ResolveRead is Resolve for reading: it also accepts paths inside the
// read-only roots.
func (w *Workspace) ResolveRead(p string) (string, error) {
	return w.resolve(p, true)
}

func (w *Workspace) resolve(p string, read bool) (string, error) {
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
	if within(real, w.root) {
		return real, nil
	}
	for _, r := range w.writes {
		if within(real, r) {
			return real, nil
		}
	}
	if read {
		for _, r := range w.reads {
			if within(real, r) {
				return real, nil
			}
		}
	}
	return "", fmt.Errorf("%s: %w (%s)", p, ErrOutsideWorkspace, w.root)
}

// Rel returns p relative to the root, for display; a path outside the
// root (in a read-only root) is returned as it is.
func (w *Workspace) Rel(p string) string {
	if !within(p, w.root) {
		return p
	}
	if r, err := filepath.Rel(w.root, p); err == nil {
		return r
	}
	return p
}

// within reports whether p is dir or inside it.
func within(p, dir string) bool {
	return p == dir || strings.HasPrefix(p, dir+string(filepath.Separator))
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
