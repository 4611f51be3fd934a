package cli

import (
	"encoding/json"
	"io"
	"strings"
	"time"

	"github.com/nats-io/nuid"

	"troupe/internal/models"
	"troupe/messages"
)

// The stream-json and json output follow Claude Code's headless schema (the
// Agent SDK's SDKMessage types), so programs written for `claude -p
// --output-format stream-json` read troupe's. One JSON object per line;
// every object has "type", "uuid" and "session_id". Subagents' messages
// carry the id of the task tool call that started them in
// "parent_tool_use_id" (null for the main agent); troupe adds "agent". The
// README's "Scripting" section documents the schema with examples.
//
//	{"type":"system","subtype":"init","session_id","cwd","model","permissionMode","tools":[…],"mcp_servers":[…],
//	   "slash_commands":[…],"apiKeySource","claude_code_version","output_style","agents","skills","plugins","uuid"}
//	{"type":"assistant","message":{"id","type":"message","role":"assistant","model","content":[{"type":"text","text"} |
//	   {"type":"tool_use","id","name","input"}],"stop_reason","stop_sequence","usage":{…}},"parent_tool_use_id",…}
//	{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id","content","is_error"}]},…}
//	{"type":"stream_event","event":{Anthropic stream event: message_start, content_block_start,
//	   content_block_delta (text_delta), content_block_stop, message_delta, message_stop},…}
//	   (with --include-partial-messages)
//	{"type":"result","subtype":"success"|"error_max_turns"|"error_during_execution","is_error","duration_ms",
//	   "duration_api_ms","num_turns","result","stop_reason","total_cost_usd","usage":{…},"modelUsage":{model:{…}},
//	   "permission_denials":[{"tool_name","tool_use_id","tool_input"}],"errors":[…],"uuid","session_id"}
//
// usage is {"input_tokens","output_tokens","cache_read_input_tokens","cache_creation_input_tokens"}.

type sjUsage struct {
	InputTokens              int `json:"input_tokens"`
	OutputTokens             int `json:"output_tokens"`
	CacheReadInputTokens     int `json:"cache_read_input_tokens"`
	CacheCreationInputTokens int `json:"cache_creation_input_tokens"`
}

// toSJUsage converts troupe's usage (whose prompt tokens include the cached
// ones) to Anthropic's (whose input tokens do not).
func toSJUsage(u messages.Usage) sjUsage {
	in := u.PromptTokens - u.CachedTokens - u.CacheWriteTokens
	if in < 0 {
		in = 0
	}
	return sjUsage{InputTokens: in, OutputTokens: u.CompletionTokens, CacheReadInputTokens: u.CachedTokens,
		CacheCreationInputTokens: u.CacheWriteTokens}
}

type sjContent struct {
	Type      string          `json:"type"`
	Text      *string         `json:"text,omitempty"`
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name,omitempty"`
	Input     json.RawMessage `json:"input,omitempty"`
	ToolUseID string          `json:"tool_use_id,omitempty"`
	Content   *string         `json:"content,omitempty"`
	IsError   *bool           `json:"is_error,omitempty"`
}

type sjMessage struct {
	ID           string      `json:"id,omitempty"`
	Type         string      `json:"type,omitempty"`
	Role         string      `json:"role"`
	Model        string      `json:"model,omitempty"`
	Content      []sjContent `json:"content"`
	StopReason   *string     `json:"stop_reason,omitempty"`
	StopSequence *string     `json:"stop_sequence,omitempty"`
	Usage        *sjUsage    `json:"usage,omitempty"`
}

type sjEvent struct {
	Type            string    `json:"type"`
	Message         sjMessage `json:"message"`
	ParentToolUseID *string   `json:"parent_tool_use_id"`
	UUID            string    `json:"uuid"`
	SessionID       string    `json:"session_id"`
	Agent           string    `json:"agent"`
}

type sjStreamEvent struct {
	Type            string         `json:"type"`
	Event           map[string]any `json:"event"`
	ParentToolUseID *string        `json:"parent_tool_use_id"`
	UUID            string         `json:"uuid"`
	SessionID       string         `json:"session_id"`
	Agent           string         `json:"agent"`
}

type sjModelUsage struct {
	InputTokens              int     `json:"inputTokens"`
	OutputTokens             int     `json:"outputTokens"`
	CacheReadInputTokens     int     `json:"cacheReadInputTokens"`
	CacheCreationInputTokens int     `json:"cacheCreationInputTokens"`
	WebSearchRequests        int     `json:"webSearchRequests"`
	CostUSD                  float64 `json:"costUSD"`
	ContextWindow            int     `json:"contextWindow"`
	MaxOutputTokens          int     `json:"maxOutputTokens"`
}

type sjDenial struct {
	ToolName  string          `json:"tool_name"`
	ToolUseID string          `json:"tool_use_id"`
	ToolInput json.RawMessage `json:"tool_input"`
}

type sjResult struct {
	Type              string                  `json:"type"`
	Subtype           string                  `json:"subtype"`
	IsError           bool                    `json:"is_error"`
	DurationMS        int64                   `json:"duration_ms"`
	DurationAPIMS     int64                   `json:"duration_api_ms"`
	NumTurns          int                     `json:"num_turns"`
	Result            string                  `json:"result"`
	StopReason        *string                 `json:"stop_reason"`
	TotalCostUSD      float64                 `json:"total_cost_usd"`
	Usage             sjUsage                 `json:"usage"`
	ModelUsage        map[string]sjModelUsage `json:"modelUsage"`
	PermissionDenials []sjDenial              `json:"permission_denials"`
	Errors            []string                `json:"errors,omitempty"`
	PermissionMode    string                  `json:"permissionMode,omitempty"`
	UUID              string                  `json:"uuid"`
	SessionID         string                  `json:"session_id"`
}

// streamJSON turns a run's bus traffic into Claude Code's messages. It
// writes them when emit is set (stream-json); for json it only gathers
// what the result reports. It is used under the renderer's lock.
type streamJSON struct {
	w       io.Writer
	emit    bool
	partial bool // stream_event messages (--include-partial-messages)
	session string
	model   string
	mode    string
	started time.Time
	parents map[string]string // subagent id → the task call that started it

	calls    map[string]sjDenial // tool calls seen, by id: named in permission_denials
	denials  []sjDenial
	perModel map[string]sjModelUsage
	apiTime  time.Duration
	callAt   time.Time
	open     map[string]string // agent → the model call whose stream is open
	catalog  *models.Catalog
}

func newUUID() string {
	id := nuid.Next() // 22 characters; shaped as a UUID for typed readers
	h := []byte(strings.ToLower(id + "0000000000"))[:32]
	return string(h[0:8]) + "-" + string(h[8:12]) + "-" + string(h[12:16]) + "-" + string(h[16:20]) + "-" + string(h[20:32])
}

func (s *streamJSON) write(v any) {
	if !s.emit {
		return
	}
	enc := json.NewEncoder(s.w) // one line per event; & < > stay as they are
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// initInfo is what the init message says of the run.
type initInfo struct {
	session, cwd, model, mode string
	tools, mcpServers         []string
	slashCommands             []string
}

func (s *streamJSON) init(in initInfo) {
	s.session, s.model, s.mode, s.started = in.session, in.model, in.mode, time.Now()
	s.calls, s.perModel, s.open = map[string]sjDenial{}, map[string]sjModelUsage{}, map[string]string{}
	s.catalog, _ = models.Load()
	servers := []map[string]string{}
	for _, name := range in.mcpServers {
		servers = append(servers, map[string]string{"name": name, "status": "connected"})
	}
	tools := append([]string{}, in.tools...) // [] rather than null when there are none
	slash := in.slashCommands
	if slash == nil {
		slash = []string{}
	}
	s.write(map[string]any{"type": "system", "subtype": "init", "session_id": in.session, "cwd": in.cwd, "model": in.model,
		"permissionMode": in.mode, "tools": tools, "mcp_servers": servers, "slash_commands": slash, "apiKeySource": "none",
		"claude_code_version": "troupe " + version(), "output_style": "default", "agents": []string{}, "skills": []string{},
		"plugins": []any{}, "uuid": newUUID()})
}

func (s *streamJSON) parent(agentID string) *string {
	if p, ok := s.parents[agentID]; ok {
		return &p
	}
	return nil
}

func (s *streamJSON) streamEvent(agentID string, ev map[string]any) {
	if !s.partial {
		return
	}
	s.write(sjStreamEvent{Type: "stream_event", Event: ev, ParentToolUseID: s.parent(agentID), UUID: newUUID(), SessionID: s.session, Agent: agentID})
}

// closeStream ends the open streamed message of an agent.
func (s *streamJSON) closeStream(agentID, stopReason string, u messages.Usage) {
	if _, ok := s.open[agentID]; !ok {
		return
	}
	delete(s.open, agentID)
	s.streamEvent(agentID, map[string]any{"type": "content_block_stop", "index": 0})
	s.streamEvent(agentID, map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": stopReason, "stop_sequence": nil},
		"usage": map[string]any{"output_tokens": u.CompletionTokens}})
	s.streamEvent(agentID, map[string]any{"type": "message_stop"})
}

// observe turns one bus message into Claude Code messages, if it is one.
func (s *streamJSON) observe(p messages.ParsedSubject, m messages.Meta, b messages.Body) {
	if p.Class != messages.ClassEvt {
		return
	}
	if s.open == nil { // before init: a resumed session's notices
		s.calls, s.perModel, s.open = map[string]sjDenial{}, map[string]sjModelUsage{}, map[string]string{}
	}
	switch e := b.(type) {
	case *messages.ModelDelta:
		if e.Reset { // the call's answer restarts: end what was streamed
			s.closeStream(m.Agent, "end_turn", messages.Usage{})
			return
		}
		if e.Thinking != "" || e.Text == "" {
			// Thinking arrives whole in the assistant message; the text
			// stream's content block stays the only one streamed.
			return
		}
		if s.open[m.Agent] != e.Call {
			s.closeStream(m.Agent, "end_turn", messages.Usage{})
			s.open[m.Agent] = e.Call
			s.callAt = time.Now()
			s.streamEvent(m.Agent, map[string]any{"type": "message_start", "message": map[string]any{"id": "msg_" + e.Call, "type": "message",
				"role": "assistant", "model": s.model, "content": []any{}, "stop_reason": nil, "stop_sequence": nil,
				"usage": map[string]any{"input_tokens": 0, "output_tokens": 0}}})
			s.streamEvent(m.Agent, map[string]any{"type": "content_block_start", "index": 0, "content_block": map[string]any{"type": "text", "text": ""}})
		}
		s.streamEvent(m.Agent, map[string]any{"type": "content_block_delta", "index": 0, "delta": map[string]any{"type": "text_delta", "text": e.Text}})
	case *messages.SubagentSpawned:
		if s.parents == nil {
			s.parents = map[string]string{}
		}
		s.parents[e.Child] = e.CallID
	case *messages.UsageReport:
		mu := s.perModel[e.Model]
		u := toSJUsage(e.Usage)
		mu.InputTokens += u.InputTokens
		mu.OutputTokens += u.OutputTokens
		mu.CacheReadInputTokens += u.CacheReadInputTokens
		mu.CacheCreationInputTokens += u.CacheCreationInputTokens
		mu.CostUSD += e.CostUSD
		if s.catalog != nil {
			provider, id, ok := strings.Cut(e.Model, "/")
			if !ok { // the provider's own name of the model: the run's provider
				provider, _, _ = strings.Cut(s.model, "/")
				id, ok = e.Model, provider != ""
			}
			if ok {
				if info, ok := s.catalog.Lookup(provider, id); ok {
					mu.ContextWindow, mu.MaxOutputTokens = info.ContextWindow, info.MaxOutput
				}
			}
		}
		s.perModel[e.Model] = mu
	case *messages.AssistantMessage:
		stop := "end_turn"
		if len(e.Message.ToolCalls) > 0 {
			stop = "tool_use"
		}
		if !s.callAt.IsZero() {
			s.apiTime += time.Since(s.callAt)
			s.callAt = time.Time{}
		}
		s.closeStream(m.Agent, stop, e.Usage)
		msg := sjMessage{ID: "msg_" + newUUID(), Type: "message", Role: "assistant", Model: s.model, Content: []sjContent{}, StopReason: &stop}
		if e.Message.Content != "" {
			text := e.Message.Content
			msg.Content = append(msg.Content, sjContent{Type: "text", Text: &text})
		}
		for _, c := range e.Message.ToolCalls {
			in := json.RawMessage(c.Arguments)
			if !json.Valid(in) || len(in) == 0 {
				in, _ = json.Marshal(map[string]string{"raw": string(c.Arguments)})
			}
			s.calls[c.ID] = sjDenial{ToolName: c.Name, ToolUseID: c.ID, ToolInput: in}
			msg.Content = append(msg.Content, sjContent{Type: "tool_use", ID: c.ID, Name: c.Name, Input: in})
		}
		u := toSJUsage(e.Usage)
		msg.Usage = &u
		s.write(sjEvent{Type: "assistant", Message: msg, ParentToolUseID: s.parent(m.Agent), UUID: newUUID(), SessionID: s.session, Agent: m.Agent})
	case *messages.ToolResult:
		if e.IsError && e.Kind == messages.KindPermissionDenied {
			d, ok := s.calls[e.CallID]
			if !ok {
				d = sjDenial{ToolName: e.Name, ToolUseID: e.CallID, ToolInput: json.RawMessage(`{}`)}
			}
			s.denials = append(s.denials, d)
		}
		content, isErr := e.Content, e.IsError
		msg := sjMessage{Role: "user", Content: []sjContent{{Type: "tool_result", ToolUseID: e.CallID, Content: &content, IsError: &isErr}}}
		s.write(sjEvent{Type: "user", Message: msg, ParentToolUseID: s.parent(m.Agent), UUID: newUUID(), SessionID: s.session, Agent: m.Agent})
	}
}

// resultOf builds the result message of a turn.
func (s *streamJSON) resultOf(res messages.TurnResult) sjResult {
	r := sjResult{Type: "result", Subtype: "success", DurationMS: time.Since(s.started).Milliseconds(), DurationAPIMS: s.apiTime.Milliseconds(),
		NumTurns: res.Calls, Result: res.Final, TotalCostUSD: res.CostUSD, Usage: toSJUsage(res.Usage), ModelUsage: s.perModel,
		PermissionDenials: s.denials, PermissionMode: s.mode, UUID: newUUID(), SessionID: s.session}
	if r.ModelUsage == nil {
		r.ModelUsage = map[string]sjModelUsage{}
	}
	if r.PermissionDenials == nil {
		r.PermissionDenials = []sjDenial{}
	}
	stop := "end_turn"
	switch {
	case res.Err != nil:
		r.IsError, r.Subtype, r.Errors, stop = true, "error_during_execution", []string{res.Err.Kind.String() + ": " + res.Err.Msg}, ""
		r.StopReason = nil
		return r
	case res.Capped:
		r.IsError, r.Subtype, r.Errors, stop = true, "error_max_turns", []string{"reached the iteration cap (--max-turns)"}, "max_turns"
	case res.Failed > 0:
		r.IsError, r.Subtype = true, "error_during_execution"
		r.Errors = []string{"subagents failed: their part of the work is not done"}
	}
	r.StopReason = &stop
	return r
}

// result writes the result message of a turn and starts counting the
// next one.
func (s *streamJSON) result(res messages.TurnResult) sjResult {
	r := s.resultOf(res)
	s.write(r)
	s.denials, s.perModel, s.apiTime, s.started = nil, map[string]sjModelUsage{}, 0, time.Now()
	return r
}
