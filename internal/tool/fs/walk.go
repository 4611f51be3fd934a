package fs

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"troupe/internal/tool"
)

// walkFunc is called for each entry walk visits that is not a directory.
// abs is its absolute path, rel its slash-separated path relative to the
// workspace root.
type walkFunc func(abs, rel string, d fs.DirEntry) error

// walk calls fn, in lexical order, for every non-directory entry under
// start, an absolute directory inside ws. It skips .git directories and
// whatever the .gitignore files from the workspace root down say to ignore.
// Symlinks are reported but not followed. Unreadable subdirectories are
// skipped.
func walk(ctx context.Context, ws *tool.Workspace, start string, fn walkFunc) error {
	sets := map[string]*ignoreSet{filepath.Dir(start): ancestorIgnores(ws, start)}
	// The tree is read through an os.Root of the root start lies in, so a
	// directory swapped for a symlink out of it while walking is not
	// listed: the kernel resolves every step beneath the root.
	root, relStart, err := ws.OpenRoot(start, false)
	if err != nil {
		return startError(ws, start, err)
	}
	defer root.Close()
	base := filepath.Clean(root.Name())
	return fs.WalkDir(root.FS(), filepath.ToSlash(relStart), func(name string, d fs.DirEntry, err error) error {
		p := filepath.Join(base, filepath.FromSlash(name))
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		if err != nil {
			if p == filepath.Clean(start) {
				return startError(ws, start, err)
			}
			return nil
		}
		rel := relSlash(ws.Root(), p)
		set := sets[filepath.Dir(p)]
		if d.IsDir() {
			if p != start && (d.Name() == ".git" || set.ignored(rel, true)) {
				return filepath.SkipDir
			}
			sets[p] = set.withDir(p, rel)
			return nil
		}
		if set.ignored(rel, false) {
			return nil
		}
		return fn(p, rel, d)
	})
}

// startError is the error of a walk that cannot read its start directory:
// a missing one as it is (glob reports no files), anything else, such as
// a directory swapped for a symlink out of the workspace, as a failure the
// model sees.
func startError(ws *tool.Workspace, start string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return fileError(ws.Rel(start), err)
}

// ancestorIgnores returns the .gitignore rules of the directories from the
// workspace root down to start's parent; start's own are read by walk.
func ancestorIgnores(ws *tool.Workspace, start string) *ignoreSet {
	rel := relSlash(ws.Root(), start)
	if rel == "" {
		return nil
	}
	set := (*ignoreSet)(nil).withDir(ws.Root(), "")
	parts := strings.Split(rel, "/")
	for i := 1; i < len(parts); i++ {
		sub := strings.Join(parts[:i], "/")
		set = set.withDir(filepath.Join(ws.Root(), filepath.FromSlash(sub)), sub)
	}
	return set
}

// relSlash returns p relative to root with forward slashes, "" for root.
func relSlash(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil || rel == "." {
		return ""
	}
	return filepath.ToSlash(rel)
}
