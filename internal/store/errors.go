package store

import (
	"errors"
	"fmt"
)

// Sentinel errors, for errors.Is.
var (
	ErrNotFound  = errors.New("store: session not found")
	ErrExists    = errors.New("store: session already exists")
	ErrInvalidID = errors.New("store: invalid session id")
	ErrCorrupt   = errors.New("store: corrupt session log")
	ErrClosed    = errors.New("store: log closed")
	ErrLocked    = errors.New("store: session in use")
	ErrNoDataDir = errors.New("store: no data directory: set $TROUPE_HOME or $HOME")
)

// CorruptError is a malformed line of a session log that is not a torn last
// line. It matches ErrCorrupt with errors.Is.
type CorruptError struct {
	Path string // the log, relative to the data directory; empty for ParseLog
	Line int    // 1-based
	Err  error  // what is wrong with the line
	Hint string // how to recover, if there is a way; part of Error
}

func (e *CorruptError) Error() string {
	msg := fmt.Sprintf("line %d: %v", e.Line, e.Err)
	if e.Path != "" {
		msg = fmt.Sprintf("%s:%d: %v", e.Path, e.Line, e.Err)
	}
	if e.Hint != "" {
		msg += "\n" + e.Hint
	}
	return msg
}

// withRepairHint adds to a *CorruptError in err the hint to repair session
// id, and returns err.
func withRepairHint(err error, id string) error {
	var ce *CorruptError
	if errors.As(err, &ce) && ce.Hint == "" {
		ce.Hint = fmt.Sprintf("run `troupe sessions repair %s` to set the bad lines aside and keep every other event", id)
	}
	return err
}

// Unwrap returns the detail error.
func (e *CorruptError) Unwrap() error { return e.Err }

// Is reports whether target is ErrCorrupt.
func (e *CorruptError) Is(target error) bool { return target == ErrCorrupt }
