// Package llm holds troupe's provider-neutral model types: the Request a
// workflow sends, the streamed Events and final Response a provider returns,
// and the sentinel errors adapters map provider failures to.
//
// Provider adapters live in subpackages (script, and later openai and
// anthropic) and return concrete types; consumers declare the small interface
// they need. A Stream is consumed by one goroutine; nothing here is shared.
package llm

import (
	"context"
	"errors"

	"troupe/messages"
)

// Sentinel errors adapters map provider failures to, once, so callers branch
// with errors.Is and never on error strings.
var (
	ErrContextWindowExceeded = errors.New("llm: context window exceeded")
	ErrRateLimited           = errors.New("llm: rate limited")
	ErrIncomplete            = errors.New("llm: stream ended before its final event")
	ErrScript                = errors.New("llm: script mismatch")
)

// Request is one model call.
type Request struct {
	Model     string             // provider model name; empty means the client's default
	Agent     string             // id of the calling agent (for tracing and scripts)
	AgentType string             // type of the calling agent, e.g. "main", "explore"
	Workflow  string             // act, think, critique, compact, vision
	System    string             // system prompt
	Messages  []messages.Message // conversation, oldest first
	Tools     []messages.ToolSpec
	MaxTokens int // 0: provider default
}

// LastMessage returns the newest message of the request, or a zero Message.
func (r Request) LastMessage() messages.Message {
	if len(r.Messages) == 0 {
		return messages.Message{}
	}
	return r.Messages[len(r.Messages)-1]
}

// Stop reasons a Response can carry.
const (
	StopEnd       = "end_turn"
	StopToolUse   = "tool_use"
	StopMaxTokens = "max_tokens"
)

// Response is a complete assistant answer.
type Response struct {
	Model      string
	Message    messages.Message // role assistant; text and/or tool calls
	Usage      messages.Usage
	StopReason string
}

// EventKind says what a stream Event carries.
type EventKind int

// Stream event kinds.
const (
	EventText     EventKind = iota + 1 // Text holds a piece of the answer
	EventToolCall                      // ToolCall holds one complete tool call
	EventDone                          // Response holds the whole answer; last event
	// EventReset says the answer restarts from the beginning: the stream
	// was cut and opened again, so every event before this one is void
	// (text already shown must be taken back) and the answer arrives anew.
	EventReset
	// EventThinking holds a piece of the model's thinking (Text), as it
	// arrives; the whole of it is in the Response's message too.
	EventThinking
)

// Event is one item of a Stream.
type Event struct {
	Kind     EventKind
	Text     string
	ToolCall *messages.ToolCall
	Response *Response
}

// Stream is a model answer arriving in pieces. Call Next until it returns
// false, then Err. A stream whose source ends without an EventDone reports
// ErrIncomplete: a partial answer is never taken as complete.
type Stream struct {
	next  func() (Event, error)
	close func() error
	cur   Event
	err   error
	done  bool
}

// NewStream makes a Stream from a function returning one event at a time;
// next returns io.EOF-free errors only, and is not called after EventDone.
// close, if not nil, is called once by Close.
func NewStream(next func() (Event, error), close func() error) *Stream {
	return &Stream{next: next, close: close}
}

// Next advances to the next event. It returns false at the end or on error.
func (s *Stream) Next() bool {
	if s.done || s.err != nil {
		return false
	}
	ev, err := s.next()
	if err != nil {
		s.err = err
		return false
	}
	s.cur = ev
	if ev.Kind == EventDone {
		s.done = true
		if ev.Response == nil {
			s.err = ErrIncomplete
			return false
		}
	}
	return true
}

// Event returns the current event.
func (s *Stream) Event() Event { return s.cur }

// Err returns the error that ended the stream, if any.
func (s *Stream) Err() error { return s.err }

// Close releases the stream's resources.
func (s *Stream) Close() error {
	if s.close == nil {
		return nil
	}
	c := s.close
	s.close = nil
	return c()
}

// CollectOption adds to what Collect does.
type CollectOption func(*collector)

type collector struct {
	onReset    func()
	onThinking func(string)
}

// OnThinking makes Collect pass f each piece of the model's thinking as it
// arrives (EventThinking).
func OnThinking(f func(string)) CollectOption {
	return func(c *collector) { c.onThinking = f }
}

// OnReset makes Collect call f when the stream restarts its answer
// (EventReset): the text passed to onText so far is void and must be taken
// back; the answer's text arrives again from its start.
func OnReset(f func()) CollectOption {
	return func(c *collector) { c.onReset = f }
}

// Collect reads a stream to its end and returns the final response. onText,
// if not nil, sees each text piece as it arrives. A stream that ends without
// EventDone yields ErrIncomplete. The response is that of the attempt that
// completed, so text of an attempt cut before a reset is never in it.
func Collect(ctx context.Context, s *Stream, onText func(string), opts ...CollectOption) (Response, error) {
	defer s.Close()
	var c collector
	for _, o := range opts {
		o(&c)
	}
	var resp *Response
	for s.Next() {
		if err := ctx.Err(); err != nil {
			return Response{}, err
		}
		ev := s.Event()
		switch ev.Kind {
		case EventText:
			if onText != nil {
				onText(ev.Text)
			}
		case EventReset:
			if c.onReset != nil {
				c.onReset()
			}
		case EventThinking:
			if c.onThinking != nil {
				c.onThinking(ev.Text)
			}
		case EventDone:
			resp = ev.Response
		}
	}
	if err := s.Err(); err != nil {
		return Response{}, err
	}
	if resp == nil {
		return Response{}, ErrIncomplete
	}
	return *resp, nil
}
