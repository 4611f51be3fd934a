// Package transcript maps an agent's conversation to and from session-log
// events. The session log is the source of truth: an agent appends each
// message it adds to its transcript as one event, and Rebuild derives the
// same transcript from the log on resume or after a restart. Pure functions;
// safe for concurrent use.
package transcript

import (
	"encoding/json"
	"fmt"

	"troupe/internal/store"
	"troupe/messages"
)

// Event types written to the session log besides the store's own
// (store.TypeSession, store.TypeUser).
const (
	TypeMessage = "message"  // one transcript message of one agent
	TypeTurnEnd = "turn_end" // the outcome of a turn
	TypeUsage   = "usage"    // one model call's usage and cost
	TypeInput   = "input"    // user input typed during a turn (data: store.UserData)
	// TypeToolResult is one tool call's result as the tool runner produced
	// it (data: messages.ToolResult), written before the result is published
	// and before the agent adds its batch's results to the transcript.
	TypeToolResult = "tool_result"
)

// TurnEnd is the data of a TypeTurnEnd event.
type TurnEnd struct {
	Final      string          `json:"final,omitempty"`
	Iterations int             `json:"iterations"`
	Calls      int             `json:"calls,omitempty"`
	Usage      messages.Usage  `json:"usage"`
	CostUSD    float64         `json:"cost_usd,omitempty"`
	Err        *messages.Error `json:"error,omitempty"`
}

// MessageEvent is the log event recording m in agent's transcript.
func MessageEvent(agent, turn string, m messages.Message) (store.Event, error) {
	data, err := json.Marshal(m)
	if err != nil {
		return store.Event{}, fmt.Errorf("transcript: encode message: %w", err)
	}
	return store.Event{Type: TypeMessage, Agent: agent, Turn: turn, Data: data}, nil
}

// Event builds a log event of any type with a JSON-encoded payload.
func Event(typ, agent, turn string, v any) (store.Event, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return store.Event{}, fmt.Errorf("transcript: encode %s: %w", typ, err)
	}
	return store.Event{Type: typ, Agent: agent, Turn: turn, Data: data}, nil
}

// Interrupted is the content of a tool result Rebuild supplies for a call
// whose result never reached the log (the process stopped mid-call).
const Interrupted = "(no result: the session stopped before this call finished)"

// Rebuild returns agent's transcript from log events, in order. Tool calls
// whose batch never reached the transcript (a crash mid-turn) get the result
// the tool runner logged for them, or else an Interrupted error result so
// the transcript stays valid for providers.
func Rebuild(events []store.Event, agent string) ([]messages.Message, error) {
	var out []messages.Message
	var open []messages.ToolCall // calls of the last assistant message still unanswered
	done := map[string]messages.ToolResult{}
	closeOpen := func() {
		for _, c := range open {
			m := messages.Message{Role: messages.RoleTool, ToolCallID: c.ID, Name: c.Name, Content: Interrupted, IsError: true}
			if r, ok := done[c.ID]; ok {
				m.Content, m.IsError, m.Images = r.Content, r.IsError, r.Images
			}
			out = append(out, m)
		}
		open = nil
		clear(done)
	}
	for _, e := range events {
		if e.Agent != agent {
			continue
		}
		if e.Type == TypeToolResult {
			var r messages.ToolResult
			if err := json.Unmarshal(e.Data, &r); err != nil {
				return nil, fmt.Errorf("transcript: event %d: %w", e.Seq, err)
			}
			done[r.CallID] = r
			continue
		}
		if e.Type != TypeMessage {
			continue
		}
		var m messages.Message
		if err := json.Unmarshal(e.Data, &m); err != nil {
			return nil, fmt.Errorf("transcript: event %d: %w", e.Seq, err)
		}
		if m.Role == messages.RoleTool {
			for i, c := range open {
				if c.ID == m.ToolCallID {
					open = append(open[:i], open[i+1:]...)
					break
				}
			}
		} else {
			closeOpen()
		}
		out = append(out, m)
		if m.Role == messages.RoleAssistant {
			open = append([]messages.ToolCall(nil), m.ToolCalls...)
		}
	}
	closeOpen()
	return out, nil
}

// TypeImageDescription records what the vision workflow's model said an
// image shows (data: ImageDescription), so no later call, restart or
// resume describes it again.
const TypeImageDescription = "image_description"

// ImageDescription is the data of a TypeImageDescription event.
type ImageDescription struct {
	Ref   string `json:"ref"`
	Text  string `json:"text"`
	Model string `json:"model,omitempty"`
}

// ImageDescriptions returns the descriptions a log holds, by image ref
// (the last one wins); events that do not decode are skipped.
func ImageDescriptions(events []store.Event) map[string]string {
	out := map[string]string{}
	for _, e := range events {
		if e.Type != TypeImageDescription {
			continue
		}
		var d ImageDescription
		if json.Unmarshal(e.Data, &d) == nil && d.Ref != "" && d.Text != "" {
			out[d.Ref] = d.Text
		}
	}
	return out
}
