package anthropic

import (
	"fmt"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/ssestream"

	"troupe/internal/llm"
	"troupe/messages"
)

// source decodes one Messages API stream into llm events.
type source struct {
	s     *ssestream.Stream[anthropic.MessageStreamEventUnion]
	model string

	blocks   map[int64]*block
	text     strings.Builder
	calls    []messages.ToolCall
	thinking []messages.Thought
	usage    usage
	stop     string
	queue    []llm.Event // decoded, not yet returned: queue[head:]
	head     int
}

// block is a content block being accumulated.
type block struct {
	kind      string // text, tool_use, thinking, redacted_thinking, ...
	id, name  string
	input     []byte // tool_use: input_json_delta pieces
	start     string // tool_use: the input object of content_block_start
	thinking  strings.Builder
	signature string
	data      string // redacted_thinking
}

// usage is the token count as message_start and message_delta report it.
type usage struct {
	input, cacheRead, cacheWrite, output int64
}

func newSource(s *ssestream.Stream[anthropic.MessageStreamEventUnion], model string) *source {
	return &source{s: s, model: model, blocks: map[int64]*block{}}
}

// Next returns the next event: text pieces as they arrive, a tool call when
// its block stops, and EventDone at message_stop.
func (s *source) Next() (llm.Event, error) {
	for s.head == len(s.queue) {
		s.queue, s.head = s.queue[:0], 0
		if !s.s.Next() {
			if err := s.s.Err(); err != nil {
				return llm.Event{}, err
			}
			return llm.Event{}, fmt.Errorf("stream ended without message_stop: %w", llm.ErrIncomplete)
		}
		s.event(s.s.Current())
	}
	ev := s.queue[s.head]
	s.head++
	return ev, nil
}

func (s *source) Close() error { return s.s.Close() }

func (s *source) event(e anthropic.MessageStreamEventUnion) {
	switch e.Type {
	case "message_start":
		if e.Message.Model != "" {
			s.model = e.Message.Model
		}
		u := e.Message.Usage
		s.usage = usage{input: u.InputTokens, cacheRead: u.CacheReadInputTokens, cacheWrite: u.CacheCreationInputTokens, output: u.OutputTokens}
	case "content_block_start":
		cb := e.ContentBlock
		b := &block{kind: cb.Type, id: cb.ID, name: cb.Name, signature: cb.Signature, data: cb.Data}
		b.thinking.WriteString(cb.Thinking)
		if cb.Type == "tool_use" {
			b.start = cb.JSON.Input.Raw()
		}
		if cb.Type == "text" && cb.Text != "" {
			s.addText(cb.Text)
		}
		s.blocks[e.Index] = b
	case "content_block_delta":
		b := s.blocks[e.Index]
		if b == nil {
			return
		}
		switch d := e.Delta; d.Type {
		case "text_delta":
			s.addText(d.Text)
		case "input_json_delta":
			b.input = append(b.input, d.PartialJSON...)
		case "thinking_delta":
			b.thinking.WriteString(d.Thinking)
			if d.Thinking != "" {
				s.queue = append(s.queue, llm.Event{Kind: llm.EventThinking, Text: d.Thinking})
			}
		case "signature_delta":
			b.signature += d.Signature
		}
	case "content_block_stop":
		s.blockDone(s.blocks[e.Index])
		delete(s.blocks, e.Index)
	case "message_delta":
		s.stop = string(e.Delta.StopReason)
		u := e.Usage
		s.usage.output = u.OutputTokens
		if u.JSON.InputTokens.Valid() {
			s.usage.input = u.InputTokens
		}
		if u.JSON.CacheReadInputTokens.Valid() {
			s.usage.cacheRead = u.CacheReadInputTokens
		}
		if u.JSON.CacheCreationInputTokens.Valid() {
			s.usage.cacheWrite = u.CacheCreationInputTokens
		}
	case "message_stop":
		done := s.response()
		s.queue = append(s.queue, llm.Event{Kind: llm.EventDone, Response: &done})
	}
}

func (s *source) addText(t string) {
	if t == "" {
		return
	}
	s.text.WriteString(t)
	s.queue = append(s.queue, llm.Event{Kind: llm.EventText, Text: t})
}

// blockDone finishes a content block: a tool call is yielded, thinking is
// kept for the next request.
func (s *source) blockDone(b *block) {
	if b == nil {
		return
	}
	switch b.kind {
	case "tool_use":
		args := b.input
		if len(args) == 0 {
			args = []byte(b.start)
		}
		if len(args) == 0 {
			args = []byte("{}")
		}
		tc := messages.ToolCall{ID: b.id, Name: b.name, Arguments: messages.Args(args)}
		s.calls = append(s.calls, tc)
		s.queue = append(s.queue, llm.Event{Kind: llm.EventToolCall, ToolCall: &tc})
	case "thinking":
		s.thinking = append(s.thinking, messages.Thought{Text: b.thinking.String(), Signature: b.signature})
	case "redacted_thinking":
		s.thinking = append(s.thinking, messages.Thought{Redacted: b.data})
	}
}

func (s *source) response() llm.Response {
	msg := messages.Message{Role: messages.RoleAssistant, Content: s.text.String()}
	if len(s.calls) > 0 {
		// The API wants the reasoning back with the tool results.
		msg.ToolCalls, msg.Thinking = s.calls, s.thinking
	}
	u := s.usage
	return llm.Response{
		Model:   s.model,
		Message: msg,
		Usage: messages.Usage{
			PromptTokens:     int(u.input + u.cacheRead + u.cacheWrite),
			CompletionTokens: int(u.output),
			CachedTokens:     int(u.cacheRead),
		},
		StopReason: stopReason(s.stop, len(s.calls)),
	}
}

func stopReason(stop string, calls int) string {
	switch {
	case stop == "max_tokens" || stop == "model_context_window_exceeded":
		return llm.StopMaxTokens
	case calls > 0 || stop == "tool_use":
		return llm.StopToolUse
	}
	return llm.StopEnd
}
