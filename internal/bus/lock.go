package bus

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// LockFile is the name of the lock file LockDir holds in a directory.
const LockFile = "LOCK"

// ErrLocked is returned by LockDir when another holder has the directory.
var ErrLocked = errors.New("bus: store directory in use")

// LockDir takes an exclusive, non-blocking flock on dir/LOCK, creating the
// file if needed. The lock belongs to the returned release function (and dies
// with the process); a second LockDir on the same directory fails with
// ErrLocked until release is called, even within one process.
func LockDir(dir string) (release func() error, err error) {
	path := filepath.Join(dir, LockFile)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("bus: lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w: %s", ErrLocked, dir)
		}
		return nil, fmt.Errorf("bus: lock %s: %w", path, err)
	}
	return func() error {
		// Closing the file drops the flock.
		if err := f.Close(); err != nil {
			return fmt.Errorf("bus: unlock %s: %w", path, err)
		}
		return nil
	}, nil
}

// CleanStale removes the store directories under parent that no live
// process holds (their lock is free): what a killed process left behind.
// It never touches a directory in use.
func CleanStale(parent string, log interface{ Debug(string, ...any) }) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join(parent, e.Name())
		release, err := LockDir(dir)
		if err != nil {
			continue // in use, or not ours
		}
		err = os.RemoveAll(dir)
		_ = release()
		log.Debug("bus: removed stale store", "dir", dir, "err", err)
	}
}
