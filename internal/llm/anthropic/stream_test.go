package anthropic

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

func text(s string) event { return event{Kind: llm.EventText, Text: s} }

func thought(s string) event { return event{Kind: llm.EventThinking, Text: s} }

func toolEvent(id, name, args string) event {
	return event{Kind: llm.EventToolCall, ToolCall: &messages.ToolCall{ID: id, Name: name, Arguments: messages.Args(args)}}
}

func done(r llm.Response) event {
	r.Message.Role = messages.RoleAssistant
	r.Model = "claude-sonnet-4-5-20250929"
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
	read := toolEvent("toolu_01A", "read_file", `{"file_path": "calc.go"}`)
	grep := toolEvent("toolu_01B", "grep", `{"pattern": "func Add"}`)
	list := toolEvent("toolu_01C", "list_dir", `{}`)
	bad := toolEvent("toolu_01D", "edit_file", "{\"file_path\": \"calc.go\", \"old\": \"a - b\"\n")
	tests := []struct {
		fixture string
		want    []event
	}{
		{"text_cache.sse", []event{
			text("The test"), text(" fails because"), text(" Add subtracts."),
			done(llm.Response{StopReason: llm.StopEnd,
				Message: messages.Message{Content: "The test fails because Add subtracts."},
				Usage:   messages.Usage{PromptTokens: 12 + 4096 + 310, CompletionTokens: 24, CachedTokens: 4096}}),
		}},
		{"thinking_tools.sse", []event{
			thought("The user wants the test fixed. "), thought("Read calc.go first."),
			text("Let me look."), read, grep,
			done(llm.Response{StopReason: llm.StopToolUse,
				Message: messages.Message{Content: "Let me look.", ToolCalls: calls(read, grep), Thinking: []messages.Thought{{
					Text: "The user wants the test fixed. Read calc.go first.", Signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"}}},
				Usage: messages.Usage{PromptTokens: 2048, CompletionTokens: 96}}),
		}},
		{"tools_odd.sse", []event{
			list, bad,
			done(llm.Response{StopReason: llm.StopMaxTokens,
				Message: messages.Message{ToolCalls: calls(list, bad)},
				Usage:   messages.Usage{PromptTokens: 300, CompletionTokens: 40}}),
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

// The final message_delta may restate the input counts; the restated
// values win.
func TestUsageFromMessageDelta(t *testing.T) {
	body := providertest.Event("message_start", `{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"usage":{"input_tokens":5,"output_tokens":1}}}`) +
		providertest.Event("content_block_start", `{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`) +
		providertest.Event("content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"ok"}}`) +
		providertest.Event("content_block_stop", `{"type":"content_block_stop","index":0}`) +
		providertest.Event("message_delta", `{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"input_tokens":7,"cache_read_input_tokens":1000,"cache_creation_input_tokens":20,"output_tokens":3}}`) +
		providertest.Event("message_stop", `{"type":"message_stop"}`)
	srv := providertest.New(t, providertest.Reply{Body: body})
	c := newTestClient(t, srv, providertest.NewClock(), nil)
	s, err := c.Stream(context.Background(), userRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := llm.Collect(context.Background(), s, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := messages.Usage{PromptTokens: 1027, CompletionTokens: 3, CachedTokens: 1000}
	if diff := cmp.Diff(want, resp.Usage); diff != "" {
		t.Errorf("usage (-want +got):\n%s", diff)
	}
}
