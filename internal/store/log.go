package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"time"

	"troupe/internal/faults"
)

// Log is an open session log for appending. It is safe for concurrent use.
type Log struct {
	path string

	mu   sync.Mutex
	f    *os.File // nil once closed
	next uint64   // seq of the next event
	err  error    // sticky: set when a write or sync failed
	buf  bytes.Buffer

	faults *faults.Set // injected failures (faults.LogAppend); nil: none
}

// Path returns the log file's path.
func (l *Log) Path() string { return l.path }

// Append stores e as the next line of the log and returns the stored event:
// Seq is assigned (any value in e is ignored), a zero Time becomes now (UTC),
// and Data is compacted. The line is written with one write and fsynced
// before Append returns. e.Type must be set and e.Data, if any, valid JSON.
//
// After a failed write or sync the file's tail is unknown, so every later
// Append fails with the same error; reopen the session with Store.Open, which
// repairs the tail.
func (l *Log) Append(e Event) (Event, error) {
	if e.Type == "" {
		return Event{}, fmt.Errorf("append to %s: event has no type", l.path)
	}
	if len(e.Data) > 0 {
		var c bytes.Buffer
		if err := json.Compact(&c, e.Data); err != nil {
			return Event{}, fmt.Errorf("append to %s: invalid data: %w", l.path, err)
		}
		e.Data = c.Bytes()
	}
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}

	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return Event{}, ErrClosed
	}
	if l.err != nil {
		return Event{}, l.err
	}
	if err := l.faults.Err(faults.LogAppend); err != nil {
		// As a write refused before any byte reached the file (a full
		// disk): the tail is intact, so the error is not sticky.
		return Event{}, fmt.Errorf("append to %s: %w", l.path, err)
	}
	e.Seq = l.next
	l.buf.Reset()
	enc := json.NewEncoder(&l.buf) // Encode appends the one '\n'
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return Event{}, fmt.Errorf("append to %s: %w", l.path, err)
	}
	if _, err := l.f.Write(l.buf.Bytes()); err != nil {
		l.err = fmt.Errorf("append to %s: %w", l.path, err)
		return Event{}, l.err
	}
	if err := l.f.Sync(); err != nil {
		l.err = fmt.Errorf("append to %s: sync: %w", l.path, err)
		return Event{}, l.err
	}
	l.next++
	return e, nil
}

// Close closes the log. Closing a closed log does nothing.
func (l *Log) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	if err != nil {
		return fmt.Errorf("close %s: %w", l.path, err)
	}
	return nil
}

// marshalData encodes v as an event's Data, without HTML escaping.
func marshalData(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
