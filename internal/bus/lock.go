package bus

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// LockFile is the name of the lock file LockDir holds in a directory.
const LockFile = "LOCK"

// KeptFile marks a store a process kept on Close (Options.KeepStore).
const KeptFile = "KEPT"

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
// process holds (their lock is free) and that were last touched more than
// keep ago: what a killed process left behind, and kept replay stores past
// their age. It never touches a directory in use.
func CleanStale(parent string, keep time.Duration, log interface{ Debug(string, ...any) }) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join(parent, e.Name())
		if _, err := os.Stat(filepath.Join(dir, KeptFile)); err == nil {
			if info, err := e.Info(); err != nil || time.Since(info.ModTime()) < keep {
				continue // a finished process's replay streams, still young
			}
		}
		release, err := LockDir(dir)
		if err != nil {
			continue // in use, or not ours
		}
		err = os.RemoveAll(dir)
		_ = release()
		log.Debug("bus: removed stale store", "dir", dir, "err", err)
	}
}
