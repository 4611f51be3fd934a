package fs

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// newFileMode is the mode of files the tools create.
const newFileMode fs.FileMode = 0o644

// writeAtomic replaces the file at path with data: it writes a temporary
// file in the same directory, syncs it, gives it mode perm and renames it
// over path, so readers see either the old or the new content.
func writeAtomic(path string, data []byte, perm fs.FileMode) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(f.Name())
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
	return os.Rename(f.Name(), path)
}

// existingMode returns the permission bits of the regular file at path,
// whether it exists, and an error for anything but a missing file or a
// file that is a directory.
func existingMode(path, shown string) (perm fs.FileMode, exists bool, err error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return newFileMode, false, nil
	case err != nil:
		return 0, false, fileError(shown, err)
	case info.IsDir():
		return 0, true, invalid("%s is a directory, not a file", shown)
	case !info.Mode().IsRegular():
		return 0, true, invalid("%s is not a regular file", shown)
	}
	return info.Mode().Perm(), true, nil
}
