package store

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"time"
	"unicode/utf8"
)

// Query is what Search looks for.
type Query struct {
	// Text is matched case-insensitively; every word of it must be in one
	// message for the message to match.
	Text string
	// Workspace keeps only sessions of this workspace; "" searches all.
	Workspace string
	// PerSession bounds the matches kept of one session (all are counted);
	// 0 means 3.
	PerSession int
}

// Hit is a session with messages that match a query.
type Hit struct {
	Summary
	Count   int     // how many messages matched
	Matches []Match // the first of them, at most Query.PerSession
}

// Match is one message that matched.
type Match struct {
	Seq     uint64    `json:"seq"`
	Time    time.Time `json:"time"`
	Agent   string    `json:"agent,omitempty"`
	Kind    string    `json:"kind"` // prompt, answer, tool_call, tool_result
	Tool    string    `json:"tool,omitempty"`
	Snippet string    `json:"snippet"`
}

// snippetLen is about how many characters of context a snippet has.
const snippetLen = 120

// Search reads every session log (of q.Workspace, when set) and returns
// the sessions holding messages that match q — prompts, answers, tool
// calls and their results — newest first. A log that does not read
// cleanly is searched as far as it reads.
func (s *Store) Search(q Query) ([]Hit, error) {
	words := strings.Fields(strings.ToLower(q.Text))
	if len(words) == 0 {
		return nil, errors.New("search: nothing to search for")
	}
	per := q.PerSession
	if per <= 0 {
		per = 3
	}
	sums, err := s.List()
	if err != nil {
		return nil, err
	}
	var out []Hit
	for _, sum := range sums {
		if q.Workspace != "" && sum.Workspace != q.Workspace {
			continue
		}
		h := Hit{Summary: sum}
		s.searchLog(sum.ID, words, per, &h)
		if h.Count > 0 {
			out = append(out, h)
		}
	}
	return out, nil
}

// searchLog adds the matches of session id's log to h.
func (s *Store) searchLog(id string, words []string, per int, h *Hit) {
	f, err := os.Open(s.logPath(id))
	if err != nil {
		return
	}
	defer f.Close()
	d := newDecoder(f, relLog(id))
	for {
		e, err := d.next()
		if err != nil { // io.EOF, or damage: search what was read
			return
		}
		for _, t := range searchable(e) {
			if !allIn(strings.ToLower(t.text), words) {
				continue
			}
			h.Count++
			if len(h.Matches) < per {
				h.Matches = append(h.Matches, Match{Seq: e.Seq, Time: e.Time, Agent: e.Agent, Kind: t.kind, Tool: t.tool, Snippet: snippet(t.text, words[0])})
			}
			break // a message counts once
		}
	}
}

type searchText struct{ kind, tool, text string }

// searchable returns the texts of an event a person may look for: a
// prompt, an assistant's answer and tool calls, a tool's result. Injected
// reminders and the agents' own user-role messages (already a prompt
// event) are left out.
func searchable(e Event) []searchText {
	switch e.Type {
	case TypeUser:
		var u UserData
		if json.Unmarshal(e.Data, &u) == nil {
			return []searchText{{kind: "prompt", text: u.Text}}
		}
	case "message":
		var m struct {
			Role      string `json:"role"`
			Content   string `json:"content"`
			Name      string `json:"name"`
			ToolCalls []struct {
				Name      string          `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			} `json:"tool_calls"`
		}
		if json.Unmarshal(e.Data, &m) != nil {
			return nil
		}
		switch m.Role {
		case "assistant":
			out := []searchText{{kind: "answer", text: m.Content}}
			for _, c := range m.ToolCalls {
				out = append(out, searchText{kind: "tool_call", tool: c.Name, text: argText(c.Arguments)})
			}
			return out
		case "tool":
			return []searchText{{kind: "tool_result", tool: m.Name, text: m.Content}}
		}
	}
	return nil
}

// argText is a tool call's arguments as text: a JSON string of them is
// unquoted.
func argText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

func allIn(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return text != ""
}

// snippet is one line of text around the first place word (lower case)
// appears, with "…" where it was cut.
func snippet(text, word string) string {
	flat := strings.Join(strings.Fields(text), " ")
	i := strings.Index(strings.ToLower(flat), word)
	if i < 0 {
		i = 0
	}
	i = min(i, len(flat))
	from := max(0, i-snippetLen/3)
	to := min(len(flat), from+snippetLen)
	for from > 0 && !utf8.RuneStart(flat[from]) {
		from--
	}
	for to < len(flat) && !utf8.RuneStart(flat[to]) {
		to++
	}
	out := flat[from:to]
	if from > 0 {
		out = "…" + out
	}
	if to < len(flat) {
		out += "…"
	}
	return out
}

// Text returns what a person may look for in session id — its prompts,
// answers, tool calls and results, as Search reads them — lowercased and
// joined, at most max bytes (the start of the session). A log that does not
// read cleanly gives what was read.
func (s *Store) Text(id string, max int) string {
	f, err := os.Open(s.logPath(id))
	if err != nil {
		return ""
	}
	defer f.Close()
	var b strings.Builder
	d := newDecoder(f, relLog(id))
	for b.Len() < max {
		e, err := d.next()
		if err != nil {
			break
		}
		for _, t := range searchable(e) {
			b.WriteString(strings.ToLower(t.text))
			b.WriteByte('\n')
		}
	}
	out := b.String()
	if len(out) > max {
		out = out[:max]
	}
	return out
}
