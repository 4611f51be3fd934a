package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"troupe/messages"
)

// Summary describes a session for a listing.
type Summary struct {
	ID        string
	Workspace string
	Model     string
	Title     string // first line of the first user prompt, at most 60 characters
	Created   time.Time
	Updated   time.Time // time of the last event
	Turns     int       // number of "user" events
	Events    int
	Problem   string  // why the log did not load cleanly, e.g. a torn last line; empty if it did
	InUse     *Holder // the process that has the session open now; nil if none
}

// titleLen is the most characters a Summary.Title has.
const titleLen = 60

// List summarises every session, newest (by creation) first. A session whose
// log does not load cleanly is listed with what could be read of it and the
// reason in Problem; a session directory without a log is skipped.
func (s *Store) List() ([]Summary, error) {
	entries, err := os.ReadDir(filepath.Join(s.root, sessionsDir))
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	var out []Summary
	for _, ent := range entries {
		id := ent.Name()
		if !ent.IsDir() || !messages.ValidID(id) {
			continue
		}
		sum, err := s.summarize(id)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			sum.Problem = err.Error()
		}
		out = append(out, sum)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Created.Equal(out[j].Created) {
			return out[i].Created.After(out[j].Created)
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

// summarize streams session id's log. On error it returns what it read
// before the error too.
func (s *Store) summarize(id string) (Summary, error) {
	sum := Summary{ID: id, InUse: Holding(s.Dir(id))}
	f, err := os.Open(s.logPath(id))
	if err != nil {
		return sum, openError(id, err)
	}
	defer f.Close()
	d := newDecoder(f, relLog(id))
	for {
		e, err := d.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return sum, err
		}
		if e.Seq == 1 {
			sum.Workspace, sum.Model, sum.Created = d.meta.Workspace, d.meta.Model, d.meta.Created
		}
		sum.Events++
		sum.Updated = e.Time
		if e.Type == TypeUser {
			sum.Turns++
			if sum.Title == "" {
				sum.Title = userTitle(e.Data)
			}
		}
	}
	if d.torn != nil {
		sum.Problem = relLog(id) + ": " + d.torn.String()
	}
	if sum.Events == 0 {
		return sum, &CorruptError{Path: relLog(id), Line: 1, Err: errors.New("no session event")}
	}
	return sum, nil
}

// userTitle returns the title a user event's data gives: the first non-blank
// line of its text, cut to titleLen characters.
func userTitle(data json.RawMessage) string {
	var u UserData
	if json.Unmarshal(data, &u) != nil {
		return ""
	}
	line, _, _ := strings.Cut(strings.TrimSpace(u.Text), "\n")
	line = strings.TrimSpace(line)
	if utf8.RuneCountInString(line) <= titleLen {
		return line
	}
	r := []rune(line)
	return strings.TrimSpace(string(r[:titleLen-1])) + "…"
}
