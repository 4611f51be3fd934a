package anthropic

import (
	"bytes"
	"encoding/base64"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"troupe/internal/llm"
	"troupe/messages"
)

// thinkingHeadroom is what a thinking budget leaves for the answer when
// MaxTokens is not above it.
const thinkingHeadroom = 4096

// params maps a Request to the Messages API request body.
func (c *Client) params(req llm.Request, model string) anthropic.MessageNewParams {
	msgs, complete := c.conversation(req.Messages)
	p := anthropic.MessageNewParams{Model: model, Messages: msgs}
	maxTokens := c.cfg.MaxTokens
	if req.MaxTokens > 0 {
		maxTokens = req.MaxTokens
	}
	if req.System != "" {
		p.System = []anthropic.TextBlockParam{{Text: req.System, CacheControl: anthropic.NewCacheControlEphemeralParam()}}
	}
	if len(req.Tools) > 0 {
		p.Tools = tools(req.Tools)
	}
	// Thinking stays off for a request whose tool loop lost its thinking
	// blocks: the API refuses a thinking request whose last assistant turn
	// used tools without them.
	switch {
	case !complete:
	case c.cfg.Thinking.Mode == ThinkingBudget:
		budget := c.cfg.Thinking.BudgetTokens
		if maxTokens <= budget {
			maxTokens = budget + thinkingHeadroom
		}
		p.Thinking = anthropic.ThinkingConfigParamUnion{OfEnabled: &anthropic.ThinkingConfigEnabledParam{BudgetTokens: int64(budget)}}
	case c.cfg.Thinking.Mode == ThinkingAdaptive:
		p.Thinking = anthropic.ThinkingConfigParamUnion{OfAdaptive: &anthropic.ThinkingConfigAdaptiveParam{}}
	}
	p.MaxTokens = int64(maxTokens)
	return p
}

// conversation maps the messages. Tool results become user-role
// tool_result blocks, consecutive messages of one role merge into one,
// empty text is dropped (the API refuses empty text blocks), and the last
// block gets a cache breakpoint. An assistant message that called tools gets
// back its thinking blocks (messages.Message.Thinking); complete is false when
// thinking is on and the last such message has none.
func (c *Client) conversation(in []messages.Message) (out []anthropic.MessageParam, complete bool) {
	thinking := c.cfg.Thinking.Mode == ThinkingBudget || c.cfg.Thinking.Mode == ThinkingAdaptive
	complete = true
	var role messages.Role
	var blocks []anthropic.ContentBlockParamUnion
	flush := func() {
		if len(blocks) == 0 {
			return
		}
		if role == messages.RoleAssistant {
			out = append(out, anthropic.NewAssistantMessage(blocks...))
		} else {
			out = append(out, anthropic.NewUserMessage(blocks...))
		}
		blocks = nil
	}
	for _, m := range in {
		r := messages.RoleUser
		if m.Role == messages.RoleAssistant {
			r = messages.RoleAssistant
		}
		if r != role {
			flush()
			role = r
		}
		switch m.Role {
		case messages.RoleAssistant:
			if len(m.ToolCalls) > 0 && thinking {
				for _, t := range m.Thinking {
					if t.Redacted != "" {
						blocks = append(blocks, anthropic.NewRedactedThinkingBlock(t.Redacted))
					} else {
						blocks = append(blocks, anthropic.NewThinkingBlock(t.Signature, t.Text))
					}
				}
				complete = len(m.Thinking) > 0
			}
			if m.Content != "" {
				blocks = append(blocks, anthropic.NewTextBlock(m.Content))
			}
			for _, tc := range m.ToolCalls {
				blocks = append(blocks, anthropic.NewToolUseBlock(tc.ID, input(tc.Arguments), tc.Name))
			}
		case messages.RoleTool:
			blocks = append(blocks, toolResult(m))
		case messages.RoleSystem:
			if m.Content != "" {
				blocks = append(blocks, anthropic.NewTextBlock("<system>\n"+m.Content+"\n</system>"))
			}
		default:
			// Images first, as Anthropic's guide advises: the question
			// about them follows.
			for _, img := range m.Images {
				blocks = append(blocks, imageBlock(img))
			}
			if m.Content != "" {
				blocks = append(blocks, anthropic.NewTextBlock(m.Content))
			}
		}
	}
	flush()
	if n := len(out); n > 0 {
		markLast(out[n-1])
	}
	return out, complete
}

func toolResult(m messages.Message) anthropic.ContentBlockParamUnion {
	b := anthropic.ToolResultBlockParam{ToolUseID: m.ToolCallID}
	if m.IsError {
		b.IsError = anthropic.Bool(true)
	}
	if m.Content != "" {
		b.Content = []anthropic.ToolResultBlockParamContentUnion{{OfText: &anthropic.TextBlockParam{Text: m.Content}}}
	}
	for _, img := range m.Images {
		if img.Data == nil {
			b.Content = append(b.Content, anthropic.ToolResultBlockParamContentUnion{OfText: &anthropic.TextBlockParam{Text: img.StandIn()}})
			continue
		}
		b.Content = append(b.Content, anthropic.ToolResultBlockParamContentUnion{OfImage: imageBlock(img).OfImage})
	}
	return anthropic.ContentBlockParamUnion{OfToolResult: &b}
}

// imageBlock is an image as a base64 image block; one without its bytes
// (dropped, or for a model that cannot see) is its stand-in text.
func imageBlock(img messages.Image) anthropic.ContentBlockParamUnion {
	if img.Data == nil {
		return anthropic.NewTextBlock(img.StandIn())
	}
	return anthropic.NewImageBlockBase64(img.MediaType, base64.StdEncoding.EncodeToString(img.Data))
}

// input is a tool call's arguments as the tool_use input object: the raw
// bytes when they are a JSON object, else {"$invalid_json": text} — the
// API accepts only objects, and the model should see what it wrote.
func input(args messages.Args) json.RawMessage {
	trimmed := bytes.TrimSpace(args)
	if len(trimmed) == 0 {
		return json.RawMessage("{}")
	}
	if trimmed[0] == '{' && json.Valid(trimmed) {
		return json.RawMessage(trimmed)
	}
	b, _ := json.Marshal(map[string]string{"$invalid_json": string(args)})
	return b
}

// markLast puts a cache breakpoint on the last block of m that can carry
// one, so the conversation so far is cached for the next turn.
func markLast(m anthropic.MessageParam) {
	var blocks []anthropic.ContentBlockParamUnion
	switch {
	case m.OfUser != nil:
		blocks = m.OfUser.Content
	case m.OfAssistant != nil:
		blocks = m.OfAssistant.Content
	}
	cc := anthropic.NewCacheControlEphemeralParam()
	for i := len(blocks) - 1; i >= 0; i-- {
		b := &blocks[i]
		switch {
		case b.OfText != nil:
			b.OfText.CacheControl = cc
		case b.OfToolResult != nil:
			b.OfToolResult.CacheControl = cc
		case b.OfToolUse != nil:
			b.OfToolUse.CacheControl = cc
		default:
			continue
		}
		return
	}
}

// tools maps tool specs; the last carries the cache breakpoint of the
// stable prefix. A tool that implements Anthropic's memory tool is declared
// by its type, as the model was trained to use it.
func tools(specs []messages.ToolSpec) []anthropic.ToolUnionParam {
	out := make([]anthropic.ToolUnionParam, 0, len(specs))
	for _, s := range specs {
		if s.Native == messages.NativeMemory && s.Name == "memory" {
			out = append(out, anthropic.ToolUnionParam{OfMemoryTool20250818: &anthropic.MemoryTool20250818Param{}})
			continue
		}
		t := anthropic.ToolParam{Name: s.Name, InputSchema: inputSchema(s.Parameters)}
		if s.Description != "" {
			t.Description = anthropic.String(s.Description)
		}
		out = append(out, anthropic.ToolUnionParam{OfTool: &t})
	}
	*out[len(out)-1].GetCacheControl() = anthropic.NewCacheControlEphemeralParam()
	return out
}

// inputSchema maps a JSON schema: properties and required to their fields,
// every other key but type kept raw.
func inputSchema(raw json.RawMessage) anthropic.ToolInputSchemaParam {
	var top map[string]json.RawMessage
	s := anthropic.ToolInputSchemaParam{}
	if err := json.Unmarshal(raw, &top); err != nil {
		return s
	}
	extra := map[string]any{}
	for k, v := range top {
		switch k {
		case "type":
		case "properties":
			s.Properties = v
		case "required":
			_ = json.Unmarshal(v, &s.Required)
		default:
			extra[k] = v
		}
	}
	if len(extra) > 0 {
		s.ExtraFields = extra
	}
	return s
}
