package openai

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/ssestream"

	"troupe/internal/llm"
	"troupe/messages"
)

// source decodes one Chat Completions stream into llm events.
type source struct {
	s     *ssestream.Stream[openai.ChatCompletionChunk]
	model string

	text    strings.Builder
	calls   []*toolCall
	byIndex map[int64]*toolCall // the call a chunk's index currently refers to
	finish  string              // finish_reason, once seen
	usage   messages.Usage
	queue   []llm.Event // decoded, not yet returned: queue[head:]
	head    int
}

// toolCall is a tool call being accumulated from its pieces.
type toolCall struct {
	id, name string
	args     []byte
}

func newSource(s *ssestream.Stream[openai.ChatCompletionChunk], model string) *source {
	return &source{s: s, model: model, byIndex: map[int64]*toolCall{}}
}

// Next returns the next event: text pieces as they arrive, the tool calls
// once the finish_reason came, and EventDone when the stream ends.
func (s *source) Next() (llm.Event, error) {
	for s.head == len(s.queue) {
		s.queue, s.head = s.queue[:0], 0
		if !s.s.Next() {
			if err := s.s.Err(); err != nil && s.finish == "" {
				return llm.Event{}, err
			}
			// The answer ended with its finish_reason; a stream lost after it
			// lost at most the usage chunk.
			if s.finish == "" {
				return llm.Event{}, fmt.Errorf("stream ended without a finish_reason: %w", llm.ErrIncomplete)
			}
			done := s.response()
			return llm.Event{Kind: llm.EventDone, Response: &done}, nil
		}
		s.chunk(s.s.Current())
	}
	ev := s.queue[s.head]
	s.head++
	return ev, nil
}

func (s *source) Close() error { return s.s.Close() }

// chunk folds one chunk into the answer and queues its events.
func (s *source) chunk(c openai.ChatCompletionChunk) {
	if c.Model != "" {
		s.model = c.Model
	}
	if c.JSON.Usage.Valid() {
		s.usage = messages.Usage{
			PromptTokens:     int(c.Usage.PromptTokens),
			CompletionTokens: int(c.Usage.CompletionTokens),
			CachedTokens:     int(c.Usage.PromptTokensDetails.CachedTokens),
		}
	}
	for _, ch := range c.Choices {
		if ch.Index != 0 {
			continue
		}
		if d := ch.Delta.Content; d != "" {
			s.text.WriteString(d)
			s.queue = append(s.queue, llm.Event{Kind: llm.EventText, Text: d})
		}
		for _, tc := range ch.Delta.ToolCalls {
			s.toolDelta(tc)
		}
		if ch.FinishReason != "" && s.finish == "" {
			s.finish = ch.FinishReason
			for _, tc := range s.toolCalls() {
				s.queue = append(s.queue, llm.Event{Kind: llm.EventToolCall, ToolCall: &tc})
			}
		}
	}
}

// toolDelta adds one tool-call piece. Pieces are matched by index; a piece
// with a new id at a used index starts a new call (servers that number
// every call 0), and a piece without an index continues the last call
// unless it brings a new id.
func (s *source) toolDelta(d openai.ChatCompletionChunkChoiceDeltaToolCall) {
	var tc *toolCall
	indexed := d.JSON.Index.Valid() && d.Index >= 0
	if indexed {
		tc = s.byIndex[d.Index]
	} else if n := len(s.calls); n > 0 {
		tc = s.calls[n-1]
	}
	if tc == nil || (d.ID != "" && tc.id != "" && d.ID != tc.id) {
		tc = &toolCall{}
		s.calls = append(s.calls, tc)
		if indexed {
			s.byIndex[d.Index] = tc
		}
	}
	if tc.id == "" {
		tc.id = d.ID
	}
	if tc.name == "" {
		tc.name = d.Function.Name
	}
	tc.args = append(tc.args, d.Function.Arguments...)
}

// toolCalls returns the accumulated calls; a call the server sent without
// an id gets one.
func (s *source) toolCalls() []messages.ToolCall {
	out := make([]messages.ToolCall, 0, len(s.calls))
	for i, tc := range s.calls {
		id := tc.id
		if id == "" {
			id = "call_" + strconv.Itoa(i)
		}
		out = append(out, messages.ToolCall{ID: id, Name: tc.name, Arguments: messages.Args(tc.args)})
	}
	return out
}

func (s *source) response() llm.Response {
	calls := s.toolCalls()
	msg := messages.Message{Role: messages.RoleAssistant, Content: s.text.String()}
	if len(calls) > 0 {
		msg.ToolCalls = calls
	}
	return llm.Response{Model: s.model, Message: msg, Usage: s.usage, StopReason: stopReason(s.finish, len(calls))}
}

func stopReason(finish string, calls int) string {
	switch {
	case finish == "length":
		return llm.StopMaxTokens
	case calls > 0 || finish == "tool_calls" || finish == "function_call":
		return llm.StopToolUse
	}
	return llm.StopEnd
}
