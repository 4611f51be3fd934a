package openai

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

func text(s string) event { return event{Kind: llm.EventText, Text: s} }

func toolEvent(id, name, args string) event {
	return event{Kind: llm.EventToolCall, ToolCall: &messages.ToolCall{ID: id, Name: name, Arguments: messages.Args(args)}}
}

func done(r llm.Response) event {
	r.Message.Role = messages.RoleAssistant
	return event{Kind: llm.EventDone, Response: &r}
}

func calls(cs ...event) []messages.ToolCall {
	out := make([]messages.ToolCall, 0, len(cs))
	for _, c := range cs {
		out = append(out, *c.ToolCall)
	}
	return out
}

func TestStreamDecodes(t *testing.T) {
	read := toolEvent("call_Qm1", "read_file", `{"file_path": "calc.go"}`)
	grep := toolEvent("call_Qm2", "grep", `{"pattern": "func Add", "path": "."}`)
	readOne := toolEvent("call_h2k9", "read_file", `{"file_path":"calc.go"}`)
	list := toolEvent("call_p3x1", "list_dir", `{"path":"."}`)
	a := toolEvent("call_a", "read_file", `{"file_path":"a.go"}`)
	b := toolEvent("call_b", "read_file", `{"file_path":"b.go"}`)
	bad := toolEvent("call_bad", "edit_file", "{\"file_path\": \"calc.go\", \"old\": \"a - b\",\n  \"new\": \"a + b\"")
	const m = "gpt-4.1-2025-04-14"
	tests := []struct {
		fixture string
		want    []event
	}{
		{"text_usage.sse", []event{
			text("The"), text(" test"), text(" fails"), text(" because"), text(" Add"), text(" subtracts"), text("."),
			done(llm.Response{Model: m, StopReason: llm.StopEnd,
				Message: messages.Message{Content: "The test fails because Add subtracts."},
				Usage:   messages.Usage{PromptTokens: 1843, CompletionTokens: 57, CachedTokens: 1536}}),
		}},
		{"tool_calls.sse", []event{
			text("Let me look."), read, grep,
			done(llm.Response{Model: m, StopReason: llm.StopToolUse,
				Message: messages.Message{Content: "Let me look.", ToolCalls: calls(read, grep)},
				Usage:   messages.Usage{PromptTokens: 900, CompletionTokens: 40}}),
		}},
		{"one_chunk_tools.sse", []event{
			readOne, list,
			done(llm.Response{Model: "qwen3:8b", StopReason: llm.StopToolUse,
				Message: messages.Message{ToolCalls: calls(readOne, list)},
				Usage:   messages.Usage{PromptTokens: 310, CompletionTokens: 31}}),
		}},
		{"index_reuse.sse", []event{
			a, b,
			done(llm.Response{Model: "qwen3:8b", StopReason: llm.StopToolUse,
				Message: messages.Message{ToolCalls: calls(a, b)}}),
		}},
		{"malformed_args.sse", []event{
			bad,
			done(llm.Response{Model: m, StopReason: llm.StopToolUse,
				Message: messages.Message{ToolCalls: calls(bad)},
				Usage:   messages.Usage{PromptTokens: 100, CompletionTokens: 20}}),
		}},
		{"length.sse", []event{
			text("Step one"),
			done(llm.Response{Model: m, StopReason: llm.StopMaxTokens,
				Message: messages.Message{Content: "Step one"},
				Usage:   messages.Usage{PromptTokens: 50, CompletionTokens: 2}}),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			srv := providertest.New(t, providertest.Reply{Body: fixture(t, tt.fixture)})
			c := newTestClient(t, srv, providertest.NewClock(), nil)
			got, err := call(context.Background(), c, userRequest("why does the test fail?"))
			if err != nil {
				t.Fatalf("stream: %v", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("events (-want +got):\n%s", diff)
			}
		})
	}
}

// Malformed arguments must reach the tool layer byte for byte, not
// re-encoded.
func TestMalformedArgumentsVerbatim(t *testing.T) {
	srv := providertest.New(t, providertest.Reply{Body: fixture(t, "malformed_args.sse")})
	c := newTestClient(t, srv, providertest.NewClock(), nil)
	s, err := c.Stream(context.Background(), userRequest("edit"))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := llm.Collect(context.Background(), s, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "{\"file_path\": \"calc.go\", \"old\": \"a - b\",\n  \"new\": \"a + b\""
	if got := string(resp.Message.ToolCalls[0].Arguments); got != want {
		t.Errorf("arguments = %q, want %q", got, want)
	}
}

// One client serves parallel subagents.
func TestConcurrentCalls(t *testing.T) {
	const n = 8
	replies := make([]providertest.Reply, n)
	for i := range replies {
		replies[i] = providertest.Reply{Body: fixture(t, "tool_calls.sse")}
	}
	srv := providertest.New(t, replies...)
	c := newTestClient(t, srv, providertest.NewClock(), nil)
	errs := make(chan error, n)
	for range n {
		go func() {
			s, err := c.Stream(context.Background(), userRequest("hi"))
			if err == nil {
				var resp llm.Response
				resp, err = llm.Collect(context.Background(), s, nil)
				if err == nil && len(resp.Message.ToolCalls) != 2 {
					err = fmt.Errorf("%d tool calls, want 2", len(resp.Message.ToolCalls))
				}
			}
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
