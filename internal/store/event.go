package store

import (
	"encoding/json"
	"fmt"
	"time"
)

// Event is one line of a session log.
type Event struct {
	Seq   uint64          `json:"seq"`  // 1-based, assigned by Append, contiguous
	Time  time.Time       `json:"time"` // set by Append if zero
	Type  string          `json:"type"` // e.g. "session", "user", "message", "turn_end", "notice"
	Agent string          `json:"agent,omitempty"`
	Turn  string          `json:"turn,omitempty"`
	Data  json.RawMessage `json:"data,omitempty"`
}

// Event types this package itself interprets.
const (
	TypeSession = "session" // first event of every log; Data is the Meta
	TypeUser    = "user"    // a user prompt; Data is UserData
)

// UserData is the Data of a TypeUser event.
type UserData struct {
	Text string `json:"text"`
}

// Meta describes a session; it is the Data of the log's first event.
type Meta struct {
	ID        string    `json:"id"`
	Workspace string    `json:"workspace"`
	Model     string    `json:"model"`
	Created   time.Time `json:"created"`
	// Models is the model of each workflow slot bound in its own right, so
	// a resumed session runs on the same models.
	Models SlotModels `json:"models,omitzero"`
	// Windows is the context window configured for each slot bound in its
	// own right to a model the catalog does not know (--context-window,
	// models.SLOT.context_window), so that resuming needs no flag again.
	Windows SlotWindows `json:"windows,omitzero"`
}

// SlotWindows is a context window in tokens per workflow slot; 0 for none.
type SlotWindows struct {
	Action   int `json:"action,omitempty"`
	Thinking int `json:"thinking,omitempty"`
	Critique int `json:"critique,omitempty"`
	Compact  int `json:"compact,omitempty"`
	Vision   int `json:"vision,omitempty"`
}

// Map returns the recorded windows by slot name.
func (w SlotWindows) Map() map[string]int {
	out := map[string]int{}
	for slot, n := range map[string]int{"action": w.Action, "thinking": w.Thinking, "critique": w.Critique, "compact": w.Compact, "vision": w.Vision} {
		if n > 0 {
			out[slot] = n
		}
	}
	return out
}

// SlotModels names the model (provider/model or script:PATH) of each
// workflow slot bound in its own right; "" for a slot that falls back.
type SlotModels struct {
	Action   string `json:"action,omitempty"`
	Thinking string `json:"thinking,omitempty"`
	Critique string `json:"critique,omitempty"`
	Compact  string `json:"compact,omitempty"`
	Vision   string `json:"vision,omitempty"`
}

// Map returns the bound slots by name.
func (m SlotModels) Map() map[string]string {
	out := map[string]string{}
	for k, v := range map[string]string{"action": m.Action, "thinking": m.Thinking, "critique": m.Critique, "compact": m.Compact, "vision": m.Vision} {
		if v != "" {
			out[k] = v
		}
	}
	return out
}

// Loaded is what a session log holds.
type Loaded struct {
	Meta      Meta
	Events    []Event
	Truncated *Truncation // the torn last line, if any; Events stop before it
	// TakenOver is the process that had the session open and ended without
	// closing it (killed, crashed), whose lock Store.Open took over; nil
	// when the session was closed cleanly.
	TakenOver *Holder
}

// Truncation describes a torn last line: one without its trailing newline or
// that is not valid JSON, as a crash in the middle of a write leaves it.
type Truncation struct {
	Line   int    `json:"line"`   // 1-based line number
	Offset int64  `json:"offset"` // byte offset of the line's start: the end of the last good line
	Bytes  int    `json:"bytes"`  // length of the line, newline included if present
	Reason string `json:"reason"`
	Saved  string `json:"saved,omitempty"` // set by Store.Open: the file the bytes were moved to
}

func (t *Truncation) String() string {
	return fmt.Sprintf("line %d: torn last line (%d bytes at offset %d): %s", t.Line, t.Bytes, t.Offset, t.Reason)
}
