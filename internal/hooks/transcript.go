package hooks

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"troupe/internal/tool"
	"troupe/messages"
)

// claudeLine is one line of a Claude Code transcript (the JSONL file a
// hook's transcript_path names).
type claudeLine struct {
	Type       string        `json:"type"` // user or assistant
	UUID       string        `json:"uuid"`
	ParentUUID *string       `json:"parentUuid"`
	SessionID  string        `json:"sessionId"`
	Timestamp  string        `json:"timestamp"`
	Cwd        string        `json:"cwd"`
	Message    claudeMessage `json:"message"`
}

type claudeMessage struct {
	Role    string `json:"role"`
	Content any    `json:"content"` // a string, or content blocks
}

type claudeBlock struct {
	Type      string          `json:"type"`
	Text      string          `json:"text,omitempty"`
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name,omitempty"`
	Input     json.RawMessage `json:"input,omitempty"`
	ToolUseID string          `json:"tool_use_id,omitempty"`
	Content   string          `json:"content,omitempty"`
	IsError   bool            `json:"is_error,omitempty"`
}

// WriteClaudeTranscript writes msgs (one agent's conversation) as Claude
// Code writes its transcripts: a JSON line per message, user prompts as
// text, assistant messages as text and tool_use blocks (Claude's tool
// names), tool results as a user message of tool_result blocks, each line
// chained to the one before by parentUuid. Injected reminders are left
// out. The time of every line is now: troupe's log keeps it per event,
// not per message.
func WriteClaudeTranscript(w io.Writer, session, cwd string, msgs []messages.Message, now time.Time) error {
	enc := json.NewEncoder(w)
	var parent *string
	ts := now.UTC().Format(time.RFC3339Nano)
	for i, m := range msgs {
		line := claudeLine{UUID: fmt.Sprintf("%s-%06d", session, i), ParentUUID: parent, SessionID: session, Timestamp: ts, Cwd: cwd}
		switch m.Role {
		case messages.RoleUser:
			line.Type, line.Message = "user", claudeMessage{Role: "user", Content: m.Content}
		case messages.RoleAssistant:
			var blocks []claudeBlock
			if m.Content != "" {
				blocks = append(blocks, claudeBlock{Type: "text", Text: m.Content})
			}
			for _, c := range m.ToolCalls {
				input := json.RawMessage(c.Arguments)
				if !json.Valid(input) {
					input = json.RawMessage(`{}`)
				}
				blocks = append(blocks, claudeBlock{Type: "tool_use", ID: c.ID, Name: tool.ClaudeName(c.Name), Input: input})
			}
			line.Type, line.Message = "assistant", claudeMessage{Role: "assistant", Content: blocks}
		case messages.RoleTool:
			line.Type, line.Message = "user", claudeMessage{Role: "user",
				Content: []claudeBlock{{Type: "tool_result", ToolUseID: m.ToolCallID, Content: m.Content, IsError: m.IsError}}}
		default:
			continue
		}
		if err := enc.Encode(line); err != nil {
			return err
		}
		id := line.UUID
		parent = &id
	}
	return nil
}
