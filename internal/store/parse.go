package store

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// ParseLog decodes a session log. A torn last line is reported in
// Loaded.Truncated and is not an error; any other malformed line, a sequence
// number that is not the previous one plus one, or a first event that is not
// of type "session" is a *CorruptError. An empty input is an empty Loaded.
func ParseLog(r io.Reader) (Loaded, error) {
	return parseLog(r, "")
}

func parseLog(r io.Reader, name string) (Loaded, error) {
	d := newDecoder(r, name)
	var ld Loaded
	for {
		e, err := d.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return Loaded{}, err
		}
		ld.Events = append(ld.Events, e)
	}
	ld.Meta = d.meta
	ld.Truncated = d.torn
	return ld, nil
}

// decoder reads a log one event at a time, so that List can summarise a log
// without holding all of it.
type decoder struct {
	r      *bufio.Reader
	name   string
	line   int   // lines read so far
	offset int64 // byte offset of the next line
	last   uint64
	meta   Meta
	torn   *Truncation
}

func newDecoder(r io.Reader, name string) *decoder {
	return &decoder{r: bufio.NewReaderSize(r, 64<<10), name: name}
}

func (d *decoder) corrupt(format string, args ...any) error {
	return &CorruptError{Path: d.name, Line: d.line, Err: fmt.Errorf(format, args...)}
}

// next returns the next event, or io.EOF at the end of the log, after which
// d.torn describes a torn last line if there was one.
func (d *decoder) next() (Event, error) {
	raw, err := d.r.ReadBytes('\n')
	if err != nil && err != io.EOF {
		return Event{}, d.readError(err)
	}
	if len(raw) == 0 {
		return Event{}, io.EOF
	}
	d.line++
	start := d.offset
	d.offset += int64(len(raw))
	tear := func(reason string) (Event, error) {
		d.torn = &Truncation{Line: d.line, Offset: start, Bytes: len(raw), Reason: reason}
		return Event{}, io.EOF
	}
	if err == io.EOF {
		return tear("no trailing newline")
	}
	var e Event
	if err := json.Unmarshal(raw[:len(raw)-1], &e); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			last, perr := d.atEOF()
			if perr != nil {
				return Event{}, perr
			}
			if last {
				return tear("not valid JSON: " + err.Error())
			}
		}
		return Event{}, d.corrupt("invalid event: %w", err)
	}
	if err := d.check(&e); err != nil {
		return Event{}, err
	}
	d.last = e.Seq
	return e, nil
}

func (d *decoder) check(e *Event) error {
	if want := d.last + 1; e.Seq != want {
		return d.corrupt("invalid event: seq %d, want %d", e.Seq, want)
	}
	if e.Type == "" {
		return d.corrupt("invalid event: no type")
	}
	if e.Seq != 1 {
		return nil
	}
	if e.Type != TypeSession {
		return d.corrupt("invalid event: first event has type %q, want %q", e.Type, TypeSession)
	}
	if len(e.Data) == 0 {
		return d.corrupt("invalid event: session event has no data")
	}
	if err := json.Unmarshal(e.Data, &d.meta); err != nil {
		return d.corrupt("invalid event: session meta: %w", err)
	}
	return nil
}

func (d *decoder) atEOF() (bool, error) {
	_, err := d.r.Peek(1)
	switch {
	case err == io.EOF:
		return true, nil
	case err != nil:
		return false, d.readError(err)
	}
	return false, nil
}

func (d *decoder) readError(err error) error {
	if d.name == "" {
		return fmt.Errorf("read log: %w", err)
	}
	return fmt.Errorf("read %s: %w", d.name, err)
}
