package cli

import (
	"encoding/json"
	"io"
	"time"

	"troupe/messages"
)

// The --output stream-json schema: one JSON object per line, modelled on
// Claude Code's stream-json so tools that read it can read troupe's. Every
// object has "type" and "session_id". Subagents' messages carry the id of
// the task tool call that started them in "parent_tool_use_id" (null for the
// main agent) and their id in "agent". The raw bus stays available through
// `troupe bus tap --json`.
//
//	{"type":"system","subtype":"init","session_id","cwd","model","permission_mode"}
//	{"type":"assistant","session_id","agent","parent_tool_use_id","message":{"role":"assistant","model",
//	   "content":[{"type":"text","text"} | {"type":"tool_use","id","name","input"}],"usage":{…}}}
//	{"type":"user","session_id","agent","parent_tool_use_id","message":{"role":"user",
//	   "content":[{"type":"tool_result","tool_use_id","content","is_error"}]}}
//	{"type":"stream_event","session_id","agent","parent_tool_use_id","event":{"type":"text_delta","call","text","reset"}}
//	   (partial text as it streams; reset: the call's answer restarts from its beginning)
//	{"type":"result","subtype":"success"|"error_during_execution"|"error_cancelled","is_error",
//	   "duration_ms","num_turns","result","session_id","total_cost_usd","usage":{…}}
//
// usage is {"input_tokens","output_tokens","cache_read_input_tokens","cache_creation_input_tokens"}.

type sjInit struct {
	Type           string `json:"type"`
	Subtype        string `json:"subtype"`
	SessionID      string `json:"session_id"`
	CWD            string `json:"cwd"`
	Model          string `json:"model"`
	PermissionMode string `json:"permission_mode"`
}

type sjUsage struct {
	InputTokens              int `json:"input_tokens"`
	OutputTokens             int `json:"output_tokens"`
	CacheReadInputTokens     int `json:"cache_read_input_tokens"`
	CacheCreationInputTokens int `json:"cache_creation_input_tokens"`
}

func toSJUsage(u messages.Usage) sjUsage {
	return sjUsage{InputTokens: u.PromptTokens, OutputTokens: u.CompletionTokens, CacheReadInputTokens: u.CachedTokens,
		CacheCreationInputTokens: u.CacheWriteTokens}
}

type sjContent struct {
	Type      string          `json:"type"`
	Text      string          `json:"text,omitempty"`
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name,omitempty"`
	Input     json.RawMessage `json:"input,omitempty"`
	ToolUseID string          `json:"tool_use_id,omitempty"`
	Content   *string         `json:"content,omitempty"`
	IsError   *bool           `json:"is_error,omitempty"`
}

type sjMessage struct {
	Role    string      `json:"role"`
	Model   string      `json:"model,omitempty"`
	Content []sjContent `json:"content"`
	Usage   *sjUsage    `json:"usage,omitempty"`
}

type sjEvent struct {
	Type            string    `json:"type"`
	SessionID       string    `json:"session_id"`
	Agent           string    `json:"agent"`
	ParentToolUseID *string   `json:"parent_tool_use_id"`
	Message         sjMessage `json:"message"`
}

type sjDelta struct {
	Type  string `json:"type"`
	Call  string `json:"call"`
	Text  string `json:"text"`
	Reset bool   `json:"reset,omitempty"`
}

type sjStreamEvent struct {
	Type            string  `json:"type"`
	SessionID       string  `json:"session_id"`
	Agent           string  `json:"agent"`
	ParentToolUseID *string `json:"parent_tool_use_id"`
	Event           sjDelta `json:"event"`
}

type sjResult struct {
	Type         string  `json:"type"`
	Subtype      string  `json:"subtype"`
	IsError      bool    `json:"is_error"`
	DurationMS   int64   `json:"duration_ms"`
	NumTurns     int     `json:"num_turns"`
	Result       string  `json:"result"`
	Error        string  `json:"error,omitempty"`
	SessionID    string  `json:"session_id"`
	TotalCostUSD float64 `json:"total_cost_usd"`
	Usage        sjUsage `json:"usage"`
}

// streamJSON writes the stream-json events of one run. It is used under the
// renderer's lock.
type streamJSON struct {
	w       io.Writer
	session string
	started time.Time
	parents map[string]string // subagent id → the task call that started it
}

func (s *streamJSON) write(v any) {
	enc := json.NewEncoder(s.w) // one line per event; & < > stay as they are
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

func (s *streamJSON) init(session, cwd, model, mode string) {
	s.session, s.started = session, time.Now()
	s.write(sjInit{Type: "system", Subtype: "init", SessionID: session, CWD: cwd, Model: model, PermissionMode: mode})
}

func (s *streamJSON) parent(agentID string) *string {
	if p, ok := s.parents[agentID]; ok {
		return &p
	}
	return nil
}

// observe turns one bus message into stream-json events, if it is one.
func (s *streamJSON) observe(p messages.ParsedSubject, m messages.Meta, b messages.Body) {
	if p.Class != messages.ClassEvt {
		return
	}
	switch e := b.(type) {
	case *messages.ModelDelta:
		s.write(sjStreamEvent{Type: "stream_event", SessionID: s.session, Agent: m.Agent, ParentToolUseID: s.parent(m.Agent),
			Event: sjDelta{Type: "text_delta", Call: e.Call, Text: e.Text, Reset: e.Reset}})
	case *messages.SubagentSpawned:
		if s.parents == nil {
			s.parents = map[string]string{}
		}
		s.parents[e.Child] = e.CallID
	case *messages.AssistantMessage:
		msg := sjMessage{Role: "assistant", Content: []sjContent{}}
		if e.Message.Content != "" {
			msg.Content = append(msg.Content, sjContent{Type: "text", Text: e.Message.Content})
		}
		for _, c := range e.Message.ToolCalls {
			in := json.RawMessage(c.Arguments)
			if !json.Valid(in) {
				in, _ = json.Marshal(string(c.Arguments))
			}
			msg.Content = append(msg.Content, sjContent{Type: "tool_use", ID: c.ID, Name: c.Name, Input: in})
		}
		u := toSJUsage(e.Usage)
		msg.Usage = &u
		s.write(sjEvent{Type: "assistant", SessionID: s.session, Agent: m.Agent, ParentToolUseID: s.parent(m.Agent), Message: msg})
	case *messages.ToolResult:
		content, isErr := e.Content, e.IsError
		msg := sjMessage{Role: "user", Content: []sjContent{{Type: "tool_result", ToolUseID: e.CallID, Content: &content, IsError: &isErr}}}
		s.write(sjEvent{Type: "user", SessionID: s.session, Agent: m.Agent, ParentToolUseID: s.parent(m.Agent), Message: msg})
	}
}

// result writes the final event of a run.
func (s *streamJSON) result(res messages.TurnResult) {
	r := sjResult{Type: "result", Subtype: "success", DurationMS: time.Since(s.started).Milliseconds(), NumTurns: res.Calls,
		Result: res.Final, SessionID: s.session, TotalCostUSD: res.CostUSD, Usage: toSJUsage(res.Usage)}
	if res.Err != nil {
		r.IsError, r.Error = true, res.Err.Msg
		r.Subtype = "error_during_execution"
		if res.Err.Kind == messages.KindCanceled {
			r.Subtype = "error_cancelled"
		}
	}
	s.write(r)
}
