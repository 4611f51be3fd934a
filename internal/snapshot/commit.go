package snapshot

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"slices"
)

// step is one file of a commit: the staged new content (tmp, "" for a
// deletion) and, once the old file is moved aside, where it went. Every
// name is relative to the workspace root and resolved by it.
type step struct {
	rel    string // as the changeset names it (slash-separated)
	tmp    string // staged content beside the target; "" when deleting
	backup string // the old file, moved aside; "" when there was none
	placed bool   // tmp was renamed onto rel
}

// commit writes a plan all or nothing, inside root: every name is resolved
// by the kernel beneath the workspace (os.Root), so no symlink or ".."
// leads out of it whatever the workspace holds or gains meanwhile. It
// stages every new content in a temporary file beside its target first (a
// full disk fails here, before anything changed), then moves each old
// file aside and the new one into place; if a rename fails part of the
// way, the files already replaced are put back and the staged ones
// removed, so the workspace is as it was. rename is root.Rename but for
// tests.
func commit(root *os.Root, plan []write, rename func(oldpath, newpath string) error) ([]string, error) {
	var steps []*step
	var made []string // directories created for new files, outermost first
	cleanup := func() {
		for _, s := range steps {
			if s.tmp != "" && !s.placed {
				root.Remove(s.tmp)
			}
		}
		for _, d := range slices.Backward(made) {
			root.Remove(d) // only if still empty
		}
	}
	for _, w := range plan {
		s := &step{rel: w.change.Path}
		steps = append(steps, s)
		if w.change.Deleted {
			continue
		}
		dirs, err := mkdirs(root, path.Dir(w.change.Path))
		made = append(made, dirs...)
		if err == nil {
			s.tmp, err = stage(root, w)
		}
		if err != nil {
			cleanup()
			return nil, fmt.Errorf("snapshot: stage %s (nothing was applied): %w", w.change.Path, err)
		}
	}
	for i, s := range steps {
		if err := swap(root, s, rename); err != nil {
			undo := rollback(root, steps[:i+1], rename)
			cleanup()
			if undo != nil {
				return nil, fmt.Errorf("snapshot: apply %s: %w; putting back the files already replaced failed too: %w", s.rel, err, undo)
			}
			return nil, fmt.Errorf("snapshot: apply %s (nothing was applied): %w", s.rel, err)
		}
	}
	done := make([]string, 0, len(steps))
	for _, s := range steps {
		if s.backup != "" {
			root.Remove(s.backup)
		}
		done = append(done, s.rel)
	}
	return done, nil
}

// swap moves the old file aside and the staged one into place.
func swap(root *os.Root, s *step, rename func(oldpath, newpath string) error) error {
	if _, err := root.Lstat(s.rel); err == nil {
		b := aside(s.rel, "old")
		if err := rename(s.rel, b); err != nil {
			return err
		}
		s.backup = b
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if s.tmp == "" {
		return nil
	}
	if err := rename(s.tmp, s.rel); err != nil {
		return err
	}
	s.placed = true
	return nil
}

// rollback undoes swapped steps, last first.
func rollback(root *os.Root, steps []*step, rename func(oldpath, newpath string) error) error {
	var errs []error
	for _, s := range slices.Backward(steps) {
		if s.placed {
			if err := root.Remove(s.rel); err != nil {
				errs = append(errs, err)
				continue
			}
			s.placed = false
		}
		if s.backup != "" {
			if err := rename(s.backup, s.rel); err != nil {
				errs = append(errs, fmt.Errorf("%s is kept as %s: %w", s.rel, s.backup, err))
				continue
			}
			s.backup = ""
		}
	}
	return errors.Join(errs...)
}

// stage writes w's content to a new temporary file beside its target and
// returns its name.
func stage(root *os.Root, w write) (string, error) {
	tmp := aside(w.change.Path, "new")
	if w.change.Link {
		return tmp, root.Symlink(string(w.data), tmp)
	}
	mode := fs.FileMode(0o644)
	if w.change.Exec {
		mode = 0o755
	}
	f, err := root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return "", err
	}
	_, err = f.Write(w.data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		root.Remove(tmp)
		return "", err
	}
	return tmp, nil
}

// aside names a hidden file beside rel for a commit in progress.
func aside(rel, what string) string {
	return path.Join(path.Dir(rel), fmt.Sprintf(".troupe-apply-%s-%d-%s", what, os.Getpid(), path.Base(rel)))
}

// mkdirs creates dir (relative to root) and its missing parents and
// returns the ones it created, outermost first.
func mkdirs(root *os.Root, dir string) ([]string, error) {
	var missing []string
	for d := dir; d != "." && d != "/"; d = path.Dir(d) {
		if _, err := root.Lstat(d); err == nil {
			break
		}
		missing = append(missing, d)
	}
	slices.Reverse(missing)
	for i, d := range missing {
		if err := root.Mkdir(d, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return missing[:i], err
		}
	}
	return missing, nil
}
