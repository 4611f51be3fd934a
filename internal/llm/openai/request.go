package openai

import (
	"encoding/base64"
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
	// Chat Completions takes images only in user messages: the images of
	// a run of tool results follow it in one user message, since nothing
	// may come between an assistant's tool calls and their results.
	var toolImages []openai.ChatCompletionContentPartUnionParam
	flushTools := func() {
		if len(toolImages) > 0 {
			parts := append([]openai.ChatCompletionContentPartUnionParam{openai.TextContentPart("The images the tool results above returned:")}, toolImages...)
			out = append(out, openai.UserMessage(parts))
			toolImages = nil
		}
	}
	for _, m := range req.Messages {
		if m.Role != messages.RoleTool {
			flushTools()
		}
		switch m.Role {
		case messages.RoleSystem:
			out = append(out, openai.SystemMessage(m.Content))
		case messages.RoleAssistant:
			out = append(out, assistant(m))
		case messages.RoleTool:
			content := m.Content
			for _, img := range m.Images {
				if img.Data == nil {
					content += "\n" + img.StandIn()
					continue
				}
				toolImages = append(toolImages, imagePart(img))
			}
			out = append(out, openai.ToolMessage(content, m.ToolCallID))
		default:
			if len(m.Images) == 0 {
				out = append(out, openai.UserMessage(m.Content))
				continue
			}
			parts := make([]openai.ChatCompletionContentPartUnionParam, 0, len(m.Images)+1)
			for _, img := range m.Images {
				if img.Data == nil {
					parts = append(parts, openai.TextContentPart(img.StandIn()))
					continue
				}
				parts = append(parts, imagePart(img))
			}
			if m.Content != "" {
				parts = append(parts, openai.TextContentPart(m.Content))
			}
			out = append(out, openai.UserMessage(parts))
		}
	}
	flushTools()
	return out
}

// imagePart is an image as a data URL at high detail, which the token
// count (tokens.ImageOpenAI) assumes.
func imagePart(img messages.Image) openai.ChatCompletionContentPartUnionParam {
	return openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{
		URL:    "data:" + img.MediaType + ";base64," + base64.StdEncoding.EncodeToString(img.Data),
		Detail: "high",
	})
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
