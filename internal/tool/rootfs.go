package tool

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"troupe/internal/fileread"
)

// The methods below open and write files the way tools must: through an
// os.Root of the workspace root (or of the extra root the path lies in),
// so every component of the path is resolved by the kernel beneath that
// root at the moment of the open. A directory swapped for a symlink that
// leads outside after Resolve checked the path is refused then, instead of
// being followed (check-then-open). abs is a path Resolve returned.

// openRoot returns an os.Root of the root abs lies in, and abs relative to
// it. Read-only roots count only when read is true.
func (w *Workspace) openRoot(abs string, read bool) (*os.Root, string, error) {
	abs = filepath.Clean(abs)
	best := ""
	consider := func(r string) {
		if within(abs, r) && len(r) > len(best) {
			best = r
		}
	}
	consider(w.root)
	for _, r := range w.writes {
		consider(r)
	}
	if read {
		for _, r := range w.reads {
			consider(r)
		}
	}
	if best == "" {
		return nil, "", fmt.Errorf("%s: %w (%s)", abs, ErrOutsideWorkspace, w.root)
	}
	rel, err := filepath.Rel(best, abs)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w (%s)", abs, ErrOutsideWorkspace, w.root)
	}
	root, err := os.OpenRoot(best)
	if err != nil {
		return nil, "", err
	}
	return root, rel, nil
}

// Open opens abs, a file or a directory, for reading beneath its root. A
// named pipe, socket or device is refused (fileread.ErrNotRegular): it is
// opened without blocking, so a pipe a command made where a file was
// cannot hold the tool (and the turn) until something writes to it.
func (w *Workspace) Open(abs string) (*os.File, error) {
	root, rel, err := w.openRoot(abs, true)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return fileread.OpenIn(root, rel)
}

// ReadFile reads the file abs beneath its root (Open's rules).
func (w *Workspace) ReadFile(abs string) ([]byte, error) {
	root, rel, err := w.openRoot(abs, true)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return fileread.ReadFileIn(root, rel)
}

// Stat stats abs beneath its root, following symlinks that stay inside it.
func (w *Workspace) Stat(abs string) (fs.FileInfo, error) {
	root, rel, err := w.openRoot(abs, true)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return root.Stat(rel)
}

// MkdirAll creates the directory abs and its missing parents beneath its
// writable root.
func (w *Workspace) MkdirAll(abs string, perm fs.FileMode) error {
	root, rel, err := w.openRoot(abs, false)
	if err != nil {
		return err
	}
	defer root.Close()
	return root.MkdirAll(rel, perm)
}

// WriteAtomic replaces the file abs with data beneath its writable root: it
// writes a temporary file in the same directory, syncs it, gives it mode
// perm and renames it over abs, so readers see either the old or the new
// content. Both the temporary file and the rename are resolved beneath the
// root.
func (w *Workspace) WriteAtomic(abs string, data []byte, perm fs.FileMode) (err error) {
	root, rel, err := w.openRoot(abs, false)
	if err != nil {
		return err
	}
	defer root.Close()
	var rnd [8]byte
	_, _ = rand.Read(rnd[:])
	tmp := filepath.Join(filepath.Dir(rel), "."+filepath.Base(rel)+"."+hex.EncodeToString(rnd[:])+".tmp")
	f, err := root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = root.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return root.Rename(tmp, rel)
}

// OpenRoot returns an os.Root of the root abs lies in and abs relative to
// it; the caller closes the root. Read-only roots count unless write is
// set.
func (w *Workspace) OpenRoot(abs string, write bool) (*os.Root, string, error) {
	return w.openRoot(abs, !write)
}

// ReadDir lists the directory abs beneath its root, sorted by name.
func (w *Workspace) ReadDir(abs string) ([]fs.DirEntry, error) {
	root, rel, err := w.openRoot(abs, true)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return fs.ReadDir(root.FS(), filepath.ToSlash(rel))
}

// Readlink returns the target of the symlink abs beneath its root (the
// link itself is not followed).
func (w *Workspace) Readlink(abs string) (string, error) {
	root, rel, err := w.openRoot(abs, true)
	if err != nil {
		return "", err
	}
	defer root.Close()
	return root.Readlink(rel)
}
