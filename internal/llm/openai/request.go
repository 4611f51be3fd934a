package openai

import (
	"encoding/json"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"

	"troupe/internal/llm"
	"troupe/messages"
)

// params maps a Request to the Chat Completions request body.
func (c *Client) params(req llm.Request, model string) openai.ChatCompletionNewParams {
	p := openai.ChatCompletionNewParams{
		Model:         shared.ChatModel(model),
		Messages:      chatMessages(req),
		StreamOptions: openai.ChatCompletionStreamOptionsParam{IncludeUsage: param.NewOpt(true)},
	}
	if len(req.Tools) > 0 {
		p.Tools = tools(req.Tools)
	}
	maxTokens := c.cfg.MaxTokens
	if req.MaxTokens > 0 {
		maxTokens = req.MaxTokens
	}
	if maxTokens > 0 {
		if c.completionsCap {
			p.MaxCompletionTokens = param.NewOpt(int64(maxTokens))
		} else {
			p.MaxTokens = param.NewOpt(int64(maxTokens))
		}
	}
	if c.cfg.ReasoningEffort != "" {
		p.ReasoningEffort = shared.ReasoningEffort(c.cfg.ReasoningEffort)
	}
	if c.cfg.Temperature != nil {
		p.Temperature = param.NewOpt(*c.cfg.Temperature)
	}
	return p
}

// chatMessages maps the system prompt and the conversation: tool results
// become role "tool" messages answering their tool_call_id, and assistant
// tool calls carry their arguments exactly as the model wrote them.
func chatMessages(req llm.Request) []openai.ChatCompletionMessageParamUnion {
	out := make([]openai.ChatCompletionMessageParamUnion, 0, len(req.Messages)+1)
	if req.System != "" {
		out = append(out, openai.SystemMessage(req.System))
	}
	for _, m := range req.Messages {
		switch m.Role {
		case messages.RoleSystem:
			out = append(out, openai.SystemMessage(m.Content))
		case messages.RoleAssistant:
			out = append(out, assistant(m))
		case messages.RoleTool:
			out = append(out, openai.ToolMessage(m.Content, m.ToolCallID))
		default:
			out = append(out, openai.UserMessage(m.Content))
		}
	}
	return out
}

func assistant(m messages.Message) openai.ChatCompletionMessageParamUnion {
	a := openai.ChatCompletionAssistantMessageParam{}
	if m.Content != "" || len(m.ToolCalls) == 0 {
		a.Content.OfString = param.NewOpt(m.Content)
	}
	for _, tc := range m.ToolCalls {
		a.ToolCalls = append(a.ToolCalls, openai.ChatCompletionMessageToolCallUnionParam{
			OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{
				ID: tc.ID,
				Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{
					Name:      tc.Name,
					Arguments: string(tc.Arguments),
				},
			},
		})
	}
	return openai.ChatCompletionMessageParamUnion{OfAssistant: &a}
}

// tools maps tool specs to function tools. The schema's top-level keys are
// kept as raw JSON, so nested schemas reach the server byte for byte.
func tools(specs []messages.ToolSpec) []openai.ChatCompletionToolUnionParam {
	out := make([]openai.ChatCompletionToolUnionParam, 0, len(specs))
	for _, s := range specs {
		fn := shared.FunctionDefinitionParam{Name: s.Name, Parameters: schema(s.Parameters)}
		if s.Description != "" {
			fn.Description = param.NewOpt(s.Description)
		}
		out = append(out, openai.ChatCompletionToolUnionParam{
			OfFunction: &openai.ChatCompletionFunctionToolParam{Function: fn},
		})
	}
	return out
}

// schema turns a JSON schema into the SDK's parameters map; an empty or
// unreadable schema becomes an object schema without properties.
func schema(raw json.RawMessage) shared.FunctionParameters {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil || len(top) == 0 {
		return shared.FunctionParameters{"type": "object", "properties": map[string]any{}}
	}
	out := make(shared.FunctionParameters, len(top))
	for k, v := range top {
		out[k] = v
	}
	return out
}
