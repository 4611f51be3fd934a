package snapshot

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// step is one file of a commit: the staged new content (tmp, "" for a
// deletion) and, once the old file is moved aside, where it went.
type step struct {
	path   string // absolute target
	rel    string // as the changeset names it
	tmp    string // staged content beside the target; "" when deleting
	backup string // the old file, moved aside; "" when there was none
	placed bool   // tmp was renamed onto path
}

// commit writes a plan all or nothing. It stages every new content in a
// temporary file beside its target first (a full disk fails here, before
// anything changed), then moves each old file aside and the new one into
// place; if a rename fails part of the way, the files already replaced
// are put back and the staged ones removed, so the workspace is as it
// was. rename is os.Rename but for tests.
func commit(dir string, plan []write, rename func(oldpath, newpath string) error) ([]string, error) {
	var steps []*step
	var made []string // directories created for new files, outermost first
	cleanup := func() {
		for _, s := range steps {
			if s.tmp != "" && !s.placed {
				os.Remove(s.tmp)
			}
		}
		for _, d := range slices.Backward(made) {
			os.Remove(d) // only if still empty
		}
	}
	for _, w := range plan {
		p, _ := safeJoin(dir, w.change.Path) // checked in Apply
		s := &step{path: p, rel: w.change.Path}
		steps = append(steps, s)
		if w.change.Deleted {
			continue
		}
		dirs, err := mkdirs(filepath.Dir(p))
		made = append(made, dirs...)
		if err == nil {
			s.tmp, err = stage(filepath.Dir(p), w)
		}
		if err != nil {
			cleanup()
			return nil, fmt.Errorf("snapshot: stage %s (nothing was applied): %w", w.change.Path, err)
		}
	}
	for i, s := range steps {
		if err := swap(s, rename); err != nil {
			undo := rollback(steps[:i+1], rename)
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
			os.Remove(s.backup)
		}
		done = append(done, s.rel)
	}
	return done, nil
}

// swap moves the old file aside and the staged one into place.
func swap(s *step, rename func(oldpath, newpath string) error) error {
	if _, err := os.Lstat(s.path); err == nil {
		b := aside(s.path, "old")
		if err := rename(s.path, b); err != nil {
			return err
		}
		s.backup = b
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if s.tmp == "" {
		return nil
	}
	if err := rename(s.tmp, s.path); err != nil {
		return err
	}
	s.placed = true
	return nil
}

// rollback undoes swapped steps, last first.
func rollback(steps []*step, rename func(oldpath, newpath string) error) error {
	var errs []error
	for _, s := range slices.Backward(steps) {
		if s.placed {
			if err := os.Remove(s.path); err != nil {
				errs = append(errs, err)
				continue
			}
			s.placed = false
		}
		if s.backup != "" {
			if err := rename(s.backup, s.path); err != nil {
				errs = append(errs, fmt.Errorf("%s is kept as %s: %w", s.rel, s.backup, err))
				continue
			}
			s.backup = ""
		}
	}
	return errors.Join(errs...)
}

// stage writes w's content to a new temporary file in dir and returns it.
func stage(dir string, w write) (string, error) {
	tmp := aside(filepath.Join(dir, filepath.Base(w.change.Path)), "new")
	if w.change.Link {
		return tmp, os.Symlink(string(w.data), tmp)
	}
	mode := fs.FileMode(0o644)
	if w.change.Exec {
		mode = 0o755
	}
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
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
		os.Remove(tmp)
		return "", err
	}
	return tmp, nil
}

// aside names a hidden file beside p for a commit in progress.
func aside(p, what string) string {
	return filepath.Join(filepath.Dir(p), fmt.Sprintf(".troupe-apply-%s-%d-%s", what, os.Getpid(), filepath.Base(p)))
}

// mkdirs creates dir and its missing parents and returns the ones it
// created, outermost first.
func mkdirs(dir string) ([]string, error) {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || d == filepath.Dir(d) {
			break
		}
		missing = append(missing, d)
	}
	slices.Reverse(missing)
	for i, d := range missing {
		if err := os.Mkdir(d, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return missing[:i], err
		}
	}
	return missing, nil
}
