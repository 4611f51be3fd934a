package messages

import "encoding/json"

// Role is who authored a conversation message.
type Role string

// The roles a conversation message can have.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleTool      Role = "tool"
)

// Message is one entry of a conversation, in a provider-neutral form.
// An assistant message may carry tool calls; a tool message answers exactly
// one of them by ToolCallID.
type Message struct {
	Role       Role       `json:"role"`
	Content    string     `json:"content,omitempty"`
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
	Name       string     `json:"name,omitempty"` // tool name, on tool messages
	IsError    bool       `json:"is_error,omitempty"`
	// Thinking is the model's own reasoning that came with an assistant
	// message that called tools (Anthropic extended thinking). Providers
	// that need it back with the tool results get it from here, so it
	// survives the bus, the session log and a resume.
	Thinking []Thought `json:"thinking,omitempty"`
	// Images attached to a user message or a tool result, by reference
	// (absent in logs written before images existed: they decode as none).
	Images []Image `json:"images,omitempty"`
}

// Thought is one block of a model's reasoning: its text and the
// provider's signature, or an opaque redacted block.
type Thought struct {
	Text      string `json:"text,omitempty"`
	Signature string `json:"signature,omitempty"`
	Redacted  string `json:"redacted,omitempty"`
}

// ToolCall is a model's request to run one tool. Arguments is the raw JSON the
// model produced; it may be malformed, and the tool layer reports that back.
type ToolCall struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Arguments Args   `json:"arguments"`
}

// ToolSpec describes a tool to a model: its name, what it does and the JSON
// schema of its arguments.
type ToolSpec struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Parameters  json.RawMessage `json:"parameters"`
	// Native names a provider's built-in tool type the tool implements
	// (NativeMemory): a provider that knows the type declares the tool by
	// it, which the model was trained on; the others send Parameters.
	Native string `json:"native,omitempty"`
}

// NativeMemory is Anthropic's memory tool type (view, create, str_replace,
// insert, delete, rename under /memories).
const NativeMemory = "memory_20250818"

// Usage is what a provider reported for one model call.
// PromptTokens is the whole input the call was billed for, cache reads and
// writes included.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	CachedTokens     int `json:"cached_tokens,omitempty"`      // prompt-cache reads
	CacheWriteTokens int `json:"cache_write_tokens,omitempty"` // prompt-cache writes
}

// Add returns the sum of two usages.
func (u Usage) Add(o Usage) Usage {
	return Usage{
		PromptTokens:     u.PromptTokens + o.PromptTokens,
		CompletionTokens: u.CompletionTokens + o.CompletionTokens,
		CachedTokens:     u.CachedTokens + o.CachedTokens,
		CacheWriteTokens: u.CacheWriteTokens + o.CacheWriteTokens,
	}
}
