package fs

import (
	"context"
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
	return filepath.WalkDir(start, func(p string, d fs.DirEntry, err error) error {
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		if err != nil {
			if p == start {
				return err
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
