package compact

import "troupe/messages"

// State says what became of a transcript message in a view.
type State string

// The states of a view entry.
const (
	Live    State = ""        // the transcript message as it is
	Masked  State = "masked"  // a tool result replaced by a pointer by the mask or aggressive stage
	Pruned  State = "pruned"  // a tool result replaced by a pointer by the prune stage
	Summary State = "summary" // a summary standing for a range of messages
)

// Counter counts the tokens of a message the way the agent's model is
// billed. Compaction counts only what it creates (pointers, summaries);
// everything else comes counted in the view.
type Counter interface {
	Message(m messages.Message) int
}

// Entry is one message of a view, with its token count.
type Entry struct {
	Msg messages.Message `json:"msg"`
	// Origin is the index of the transcript message this entry shows; for
	// a Summary, the first index of the range it stands for.
	Origin int   `json:"origin"`
	Tokens int   `json:"tokens"`
	State  State `json:"state,omitempty"`
}

// View is what a model sees of a transcript: its first Len messages, with
// the compactions recorded so far applied. The stage functions and Apply
// return new views and never write to the entries they are given, so a view
// may be shared for reading; only its owner appends to it.
type View struct {
	Entries []Entry `json:"entries"`
	Len     int     `json:"len"` // transcript messages covered
}

// Messages returns the view's messages, oldest first, as a model request
// carries them.
func (v View) Messages() []messages.Message {
	out := make([]messages.Message, len(v.Entries))
	for i, e := range v.Entries {
		out[i] = e.Msg
	}
	return out
}

// Tokens returns the sum of the entries' token counts.
func (v View) Tokens() int {
	n := 0
	for _, e := range v.Entries {
		n += e.Tokens
	}
	return n
}

// Append returns v with transcript message m (index v.Len) appended. Like
// the built-in append it may reuse v's array: append only to the view you
// own, and use the result in its place.
func (v View) Append(m messages.Message, tokens int) View {
	v.Entries = append(v.Entries, Entry{Msg: m, Origin: v.Len, Tokens: tokens})
	v.Len++
	return v
}

// RecentStart returns the index of the first entry of the recent window:
// the turns-th last assistant entry, moved back over any entry the window
// needs to stay valid (the call a tool result in the window answers).
// It returns len(v.Entries) when turns is 0, and 0 when the view has no
// more than turns assistant messages.
func RecentStart(v View, turns int) int {
	if turns <= 0 {
		return len(v.Entries)
	}
	start, seen := 0, 0
	for i := len(v.Entries) - 1; i >= 0; i-- {
		if v.Entries[i].Msg.Role == messages.RoleAssistant {
			seen++
			if seen == turns {
				start = i
				break
			}
		}
	}
	return pairStart(v, start)
}

// pairStart moves start back until no tool result at or after it answers a
// call made before it, so cutting the view at start keeps every pair whole.
func pairStart(v View, start int) int {
	for {
		need := map[string]bool{}
		for _, e := range v.Entries[start:] {
			if e.Msg.Role == messages.RoleTool {
				need[e.Msg.ToolCallID] = true
			}
		}
		moved := start
		for i := start - 1; i >= 0; i-- {
			for _, c := range v.Entries[i].Msg.ToolCalls {
				if need[c.ID] {
					moved = i
				}
			}
		}
		if moved == start {
			return start
		}
		start = moved
	}
}

// callsByID maps each tool call id in v to its call.
func callsByID(v View) map[string]messages.ToolCall {
	calls := map[string]messages.ToolCall{}
	for _, e := range v.Entries {
		for _, c := range e.Msg.ToolCalls {
			calls[c.ID] = c
		}
	}
	return calls
}
