package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// lockName is the session lock file. It is never removed: removing a file
// someone else holds or is about to flock would let two holders lock two
// different files of the same name.
const lockName = "lock"

// Holder describes the process that holds a session lock, as it recorded
// itself in the lock file.
type Holder struct {
	PID     int       `json:"pid"`
	Host    string    `json:"host"`
	Started time.Time `json:"started"` // when it took the lock
	Command string    `json:"-"`       // its command line from /proc, if on this host and readable
}

func (h Holder) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "process %d", h.PID)
	if h.Command != "" {
		fmt.Fprintf(&b, " (%s)", h.Command)
	}
	if h.Host != "" {
		fmt.Fprintf(&b, " on %s", h.Host)
	}
	if !h.Started.IsZero() {
		fmt.Fprintf(&b, " since %s", h.Started.Local().Format("2006-01-02 15:04:05"))
	}
	return b.String()
}

// LockedError is returned when a session is open for appending in another
// process (or through another Log in this one). It matches ErrLocked.
type LockedError struct {
	ID     string
	Holder *Holder // nil if the lock file could not be read
}

func (e *LockedError) Error() string {
	if e.Holder == nil {
		return fmt.Sprintf("session %s is in use by another process", e.ID)
	}
	return fmt.Sprintf("session %s is in use by %s", e.ID, e.Holder)
}

// Is reports whether target is ErrLocked.
func (e *LockedError) Is(target error) bool { return target == ErrLocked }

// sessionLock is a held session lock: an open lock file with an exclusive
// flock on it. The kernel releases the flock when the process dies, however
// it dies, so a lock left by a killed process is simply taken over.
type sessionLock struct {
	f *os.File
	// prev is the holder recorded by a process that ended without
	// releasing the lock (killed, crashed); nil after a clean release,
	// which empties the record.
	prev *Holder
}

// lockSession takes the lock of session id, whose directory is dir, and
// records this process in it. It does not wait: a session in use is a
// *LockedError.
func lockSession(dir, id string) (*sessionLock, error) {
	path := filepath.Join(dir, lockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, fileMode)
	if err != nil {
		return nil, fmt.Errorf("lock session %s: %w", id, err)
	}
	if err := flock(f); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, &LockedError{ID: id, Holder: readHolder(path)}
		}
		return nil, fmt.Errorf("lock session %s: %w", id, err)
	}
	prev := readHolder(path)
	host, _ := os.Hostname()
	rec, err := json.Marshal(Holder{PID: os.Getpid(), Host: host, Started: time.Now().UTC()})
	if err == nil {
		err = f.Truncate(0)
	}
	if err == nil {
		_, err = f.WriteAt(append(rec, '\n'), 0)
	}
	if err != nil {
		f.Close() // releases the flock
		return nil, fmt.Errorf("lock session %s: record holder: %w", id, err)
	}
	return &sessionLock{f: f, prev: prev}, nil
}

// flock takes an exclusive flock on f without waiting, retrying on EINTR.
func flock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err != syscall.EINTR {
			return err
		}
	}
}

// release gives the lock up. The file stays, its record emptied (while
// the lock is still held): a record found by the next holder is that of a
// process that never released it.
func (l *sessionLock) release() error {
	return errors.Join(l.f.Truncate(0), l.f.Close())
}

// Holding returns the process that holds the lock of the session in dir,
// or nil when none does: the recorded holder if it is still running on
// this host. It takes no lock itself. A holder on another host (a shared
// directory) is reported as holding.
func Holding(dir string) *Holder {
	h := readHolder(filepath.Join(dir, lockName))
	if h == nil {
		return nil
	}
	if host, _ := os.Hostname(); h.Host == host && syscall.Kill(h.PID, 0) == syscall.ESRCH {
		return nil
	}
	return h
}

// readHolder reads the record of a lock file, or returns nil if there is
// none that parses (the holder may not have written it yet).
func readHolder(path string) *Holder {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var h Holder
	if json.Unmarshal(bytes.TrimSpace(raw), &h) != nil || h.PID <= 0 {
		return nil
	}
	if host, _ := os.Hostname(); h.Host == host {
		h.Command = procCommand(h.PID)
	}
	return &h
}

// maxCommand is the most characters of a holder's command line shown.
const maxCommand = 160

// procCommand returns pid's command line from /proc, shortened, or "" if it
// cannot be read.
func procCommand(pid int) string {
	raw, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
	if err != nil || len(raw) == 0 {
		return ""
	}
	args := strings.Split(strings.TrimRight(string(raw), "\x00"), "\x00")
	args[0] = filepath.Base(args[0])
	cmd := strings.Join(args, " ")
	if r := []rune(cmd); len(r) > maxCommand {
		cmd = string(r[:maxCommand-1]) + "…"
	}
	return cmd
}
