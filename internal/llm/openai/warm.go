package openai

import (
	"encoding/json"

	"troupe/internal/llm"
	"troupe/messages"
)

// Warm encodes a request with a message of every kind and a tool once, and
// throws it away. openai-go's JSON encoder builds its per-type field tables
// by reflection on first use (about 1.3 ms of CPU for a Chat Completions
// request), and a process's first request paid for that on its way out. A
// caller that knows a Chat Completions model is coming runs Warm in a
// goroutine it waits for, while it does other start-up work; the first
// request then finds the tables built. It is safe for concurrent use with
// requests: the tables are the SDK's own concurrent caches.
func Warm() {
	req := llm.Request{
		System: "s",
		Messages: []messages.Message{
			{Role: messages.RoleUser, Content: "u"},
			{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{{ID: "c", Name: "t", Arguments: messages.Args(`{}`)}}},
			{Role: messages.RoleTool, ToolCallID: "c", Name: "t", Content: "r"},
			{Role: messages.RoleUser, Content: "u", Images: []messages.Image{{MediaType: "image/png", Data: []byte{0}}}},
		},
		Tools:     []messages.ToolSpec{{Name: "t", Description: "d", Parameters: json.RawMessage(`{"type":"object","properties":{"a":{"type":"string"}}}`)}},
		MaxTokens: 1,
	}
	c := &Client{}
	_, _ = json.Marshal(c.params(req, "m"))
}
