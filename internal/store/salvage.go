package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

// Dropped is a line of a log that Repair left out.
type Dropped struct {
	Line   int    // 1-based line number in the original
	Offset int64  // byte offset of the line in the original
	Bytes  int    // length of the line, its newline included if present
	Reason string // why it was dropped
}

// RepairReport says what Repair did.
type RepairReport struct {
	Log        string    // the session's log, relative to the data directory
	Original   string    // where the original was kept, relative to the data directory; empty if nothing changed
	Lines      int       // lines in the original
	Kept       int       // events in the repaired log
	Dropped    []Dropped // lines left out, in file order
	Renumbered int       // kept events whose seq changed
}

// Changed reports whether Repair rewrote the log.
func (r RepairReport) Changed() bool { return r.Original != "" }

// Repair salvages session id's log: every line that decodes as an event with
// a type is kept, in file order, renumbered 1, 2, … as Load expects; every
// other line (malformed JSON, a torn last line, an event without a type, or
// anything before the session event) is dropped and listed in the report.
// The original file is kept beside the log as log.jsonl.orig-<unix>, and the
// repaired log replaces it atomically. A log that already loads cleanly is
// left untouched. Repair takes the session's lock, so it is refused with a
// *LockedError while the session is open elsewhere.
func (s *Store) Repair(id string) (RepairReport, error) {
	rep := RepairReport{Log: relLog(id)}
	if err := checkID(id); err != nil {
		return rep, err
	}
	path := s.logPath(id)
	f, err := os.Open(path)
	if err != nil {
		return rep, openError(id, err)
	}
	defer f.Close()
	lock, err := lockSession(s.Dir(id), id)
	if err != nil {
		return rep, err
	}
	defer lock.release()

	events, err := salvage(f, &rep)
	if err != nil {
		return rep, fmt.Errorf("repair %s: %w", rep.Log, err)
	}
	if len(rep.Dropped) == 0 && rep.Renumbered == 0 {
		return rep, nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, e := range events {
		if err := enc.Encode(e); err != nil {
			return rep, fmt.Errorf("repair %s: event %d: %w", rep.Log, e.Seq, err)
		}
	}
	// What is written must load: check before anything on disk changes.
	if _, err := parseSession(bytes.NewReader(buf.Bytes()), id); err != nil {
		return rep, fmt.Errorf("repair %s: repaired log does not load: %w", rep.Log, err)
	}
	orig, err := s.replaceLog(id, buf.Bytes(), time.Now())
	if err != nil {
		return rep, fmt.Errorf("repair %s: %w", rep.Log, err)
	}
	rep.Original, _ = filepath.Rel(s.root, orig)
	return rep, nil
}

// salvage reads a log line by line and returns the events worth keeping,
// renumbered, recording the lines it drops in rep.
func salvage(r io.Reader, rep *RepairReport) ([]Event, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var (
		events []Event
		where  []Dropped // line of each kept event, should a later pass drop it
		offset int64
	)
	for {
		raw, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return nil, err
		}
		if len(raw) == 0 {
			break
		}
		rep.Lines++
		start := offset
		offset += int64(len(raw))
		drop := func(reason string) {
			rep.Dropped = append(rep.Dropped, Dropped{Line: rep.Lines, Offset: start, Bytes: len(raw), Reason: reason})
		}
		if err == io.EOF {
			drop("torn last line: no trailing newline")
			break
		}
		var e Event
		switch uerr := json.Unmarshal(raw[:len(raw)-1], &e); {
		case uerr != nil:
			drop("not a valid event: " + uerr.Error())
			continue
		case e.Type == "":
			drop("event has no type")
			continue
		case len(events) == 0 && e.Type != TypeSession:
			drop(fmt.Sprintf("event of type %q before the session event", e.Type))
			continue
		case len(events) == 0:
			var m Meta
			if len(e.Data) == 0 || json.Unmarshal(e.Data, &m) != nil {
				drop("session event without valid meta")
				continue
			}
		}
		events = append(events, e)
		where = append(where, Dropped{Line: rep.Lines, Offset: start, Bytes: len(raw)})
	}
	if len(events) == 0 {
		return nil, errors.New("no session event: nothing to salvage")
	}
	events = dropOrphanResults(events, where, rep)
	for i := range events {
		if want := uint64(i + 1); events[i].Seq != want {
			events[i].Seq = want
			rep.Renumbered++
		}
	}
	rep.Kept = len(events)
	return events, nil
}

// wireMessage is what dropOrphanResults reads of a transcript message.
type wireMessage struct {
	Role       string `json:"role"`
	ToolCallID string `json:"tool_call_id"`
	ToolCalls  []struct {
		ID string `json:"id"`
	} `json:"tool_calls"`
}

// dropOrphanResults drops the tool results (transcript messages of role
// tool) whose call is in no earlier kept assistant message of the same
// agent: a dropped line that held the call would otherwise leave a result
// without its call, which provider APIs refuse (HTTP 400). A call without
// its result is left: a resume answers it as interrupted.
func dropOrphanResults(events []Event, where []Dropped, rep *RepairReport) []Event {
	calls := map[string]map[string]bool{} // agent -> call ids
	out := events[:0]
	var dropped []Dropped
	for i, e := range events {
		if e.Type == "message" {
			var m wireMessage
			if json.Unmarshal(e.Data, &m) == nil {
				switch {
				case m.Role == "assistant" && len(m.ToolCalls) > 0:
					if calls[e.Agent] == nil {
						calls[e.Agent] = map[string]bool{}
					}
					for _, c := range m.ToolCalls {
						calls[e.Agent][c.ID] = true
					}
				case m.Role == "tool" && !calls[e.Agent][m.ToolCallID]:
					d := where[i]
					d.Reason = fmt.Sprintf("result of tool call %s whose call was dropped", m.ToolCallID)
					dropped = append(dropped, d)
					continue
				}
			}
		}
		out = append(out, e)
	}
	if len(dropped) > 0 {
		rep.Dropped = append(rep.Dropped, dropped...)
		sort.Slice(rep.Dropped, func(i, j int) bool { return rep.Dropped[i].Line < rep.Dropped[j].Line })
	}
	return out
}

// replaceLog keeps the current log of session id as log.jsonl.orig-<unix>
// (a hard link, so the log never goes missing), then atomically replaces the
// log with data. It returns the path of the kept original.
func (s *Store) replaceLog(id string, data []byte, now time.Time) (string, error) {
	dir, path := s.Dir(id), s.logPath(id)
	tmp := path + ".repair-tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, fileMode)
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("write repaired log: %w", err)
	}
	orig, err := linkOriginal(path, now)
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("keep original: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return "", err
	}
	if err := syncDir(dir); err != nil {
		return "", err
	}
	return orig, nil
}

// linkOriginal links path to path.orig-<unix>, or, if a repair in the same
// second made that, the first free path.orig-<unix>-<n>.
func linkOriginal(path string, now time.Time) (string, error) {
	base := path + ".orig-" + strconv.FormatInt(now.Unix(), 10)
	dst := base
	for n := 1; ; n++ {
		err := os.Link(path, dst)
		if err == nil {
			return dst, nil
		}
		if !errors.Is(err, fs.ErrExist) || n > 1000 {
			return "", err
		}
		dst = base + "-" + strconv.Itoa(n)
	}
}
