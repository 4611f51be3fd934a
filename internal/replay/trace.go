package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"troupe/messages"
)

// Meta is a trace's first line.
type Meta struct {
	Source        string `json:"source"`
	Task          string `json:"task"`
	Model         string `json:"model"`
	ContextWindow int    `json:"context_window"`
}

// Trace is one recorded session in the neutral format of shared/traces:
// its transcript, and what the provider reported for each model call.
type Trace struct {
	Name     string
	Meta     Meta
	Messages []messages.Message
	// Usage[i] is what the provider reported for the call that produced
	// assistant message i; nil where the trace has none.
	Usage []*messages.Usage
	Lines []int // Lines[i] is the line Messages[i] came from
}

// Calls returns the number of model calls (assistant messages).
func (t *Trace) Calls() int {
	n := 0
	for _, m := range t.Messages {
		if m.Role == messages.RoleAssistant {
			n++
		}
	}
	return n
}

// ErrTrace reports a trace that is not in the format.
var ErrTrace = errors.New("replay: malformed trace")

type traceCall struct {
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// traceLine holds the fields of a message or tool_result line; a meta line
// is decoded into Meta (its "usage" is a different thing).
type traceLine struct {
	Role       string          `json:"role"`
	Content    json.RawMessage `json:"content"`
	ToolCalls  []traceCall     `json:"tool_calls"`
	Usage      *messages.Usage `json:"usage"`
	ToolCallID string          `json:"tool_call_id"`
	Name       string          `json:"name"`
	IsError    bool            `json:"is_error"`
}

// ReadTrace reads a trace file; errors name the file and line.
func ReadTrace(path string) (*Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	defer f.Close()
	name := strings.TrimSuffix(filepath.Base(path), ".jsonl")
	return ParseTrace(name, path, f)
}

// ParseTrace reads a trace from r. file names it in errors. A line that is
// not a JSON object of a known type, a meta line that is not first, a
// message of an unknown role, and a tool result that answers no open call
// are errors naming file and line; unknown fields are ignored.
func ParseTrace(name, file string, r io.Reader) (*Trace, error) {
	t := &Trace{Name: name}
	open := map[string]bool{} // calls made and not yet answered
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	n, sawMeta := 0, false
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s: %w", file, n, fmt.Sprintf(format, args...), ErrTrace)
	}
	for sc.Scan() {
		n++
		raw := bytes.TrimSpace(sc.Bytes())
		if len(raw) == 0 {
			continue
		}
		var head struct {
			Type string `json:"type"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return nil, bad("%v", err)
		}
		var l traceLine
		var content string
		if head.Type != "meta" {
			if err := json.Unmarshal(raw, &l); err != nil {
				return nil, bad("%v", err)
			}
			var err error
			if content, err = text(l.Content); err != nil {
				return nil, bad("content: %v", err)
			}
		}
		switch head.Type {
		case "meta":
			if sawMeta || len(t.Messages) > 0 {
				return nil, bad("meta must come first, once")
			}
			sawMeta = true
			if err := json.Unmarshal(raw, &t.Meta); err != nil {
				return nil, bad("meta: %v", err)
			}
		case "message":
			m := messages.Message{Role: messages.Role(l.Role), Content: content}
			switch m.Role {
			case messages.RoleSystem, messages.RoleUser:
			case messages.RoleAssistant:
				for _, c := range l.ToolCalls {
					if c.ID == "" {
						return nil, bad("tool call without id")
					}
					m.ToolCalls = append(m.ToolCalls, messages.ToolCall{ID: c.ID, Name: c.Name, Arguments: messages.Args(c.Arguments)})
					open[c.ID] = true
				}
			default:
				return nil, bad("unknown role %q", l.Role)
			}
			t.add(m, l.Usage, n)
		case "tool_result":
			if !open[l.ToolCallID] {
				return nil, bad("tool_result %q answers no call", l.ToolCallID)
			}
			delete(open, l.ToolCallID)
			t.add(messages.Message{Role: messages.RoleTool, ToolCallID: l.ToolCallID, Name: l.Name, Content: content, IsError: l.IsError}, nil, n)
		default:
			return nil, bad("unknown type %q", head.Type)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", file, n+1, err)
	}
	if !sawMeta {
		return nil, fmt.Errorf("%s: no meta line: %w", file, ErrTrace)
	}
	return t, nil
}

func (t *Trace) add(m messages.Message, u *messages.Usage, line int) {
	if m.Role != messages.RoleAssistant {
		u = nil
	}
	t.Messages = append(t.Messages, m)
	t.Usage = append(t.Usage, u)
	t.Lines = append(t.Lines, line)
}

// text decodes a content field: absent, null or a string.
func text(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", errors.New("not a string")
	}
	return s, nil
}
