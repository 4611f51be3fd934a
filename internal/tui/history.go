package tui

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// maxHistory bounds the entries kept per project.
const maxHistory = 1000

// History is the input history of one project, persisted as JSON lines (an
// entry may span several lines of text). It is used from the Model's
// goroutine only.
type History struct {
	path    string
	entries []string
}

// LoadHistory reads the history at path; a missing file is an empty
// history. A line that is not JSON is skipped, so a torn write loses only
// itself.
func LoadHistory(path string) (*History, error) {
	h := &History{path: path}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return h, nil
	}
	if err != nil {
		return nil, fmt.Errorf("history: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		var s string
		if json.Unmarshal(sc.Bytes(), &s) == nil {
			h.entries = append(h.entries, s)
		}
	}
	if len(h.entries) > maxHistory {
		h.entries = h.entries[len(h.entries)-maxHistory:]
	}
	return h, sc.Err()
}

// Entries returns the entries, oldest first. The slice must not be changed.
func (h *History) Entries() []string { return h.entries }

// Add appends an entry (not a repeat of the last one) and persists it.
func (h *History) Add(s string) error {
	if n := len(h.entries); n > 0 && h.entries[n-1] == s {
		return nil
	}
	h.entries = append(h.entries, s)
	if h.path == "" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(h.path), 0o700); err != nil {
		return fmt.Errorf("history: %w", err)
	}
	f, err := os.OpenFile(h.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("history: %w", err)
	}
	line, _ := json.Marshal(s)
	_, err = f.Write(append(line, '\n'))
	return errors.Join(err, f.Close())
}
