package tokens

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// cookbookMessages is the example conversation of OpenAI's cookbook "How to
// count tokens with tiktoken", section 6. The API billed it as 129 prompt
// tokens on gpt-3.5-turbo and gpt-4, and 124 on gpt-4o and gpt-4o-mini.
func cookbookMessages() []messages.Message {
	return []messages.Message{
		{Role: messages.RoleSystem, Content: "You are a helpful, pattern-following assistant that translates corporate jargon into plain English."},
		{Role: messages.RoleSystem, Name: "example_user", Content: "New synergies will help drive top-line growth."},
		{Role: messages.RoleSystem, Name: "example_assistant", Content: "Things working well together will increase revenue."},
		{Role: messages.RoleSystem, Name: "example_user", Content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage."},
		{Role: messages.RoleSystem, Name: "example_assistant", Content: "Let's talk later when we're less busy about how to do better."},
		{Role: messages.RoleUser, Content: "This late pivot means we don't have time to boil the ocean for the client deliverable."},
	}
}

// cookbookTools is the cookbook's section 7 example: one weather tool and a
// two-message conversation, billed as 105 prompt tokens on gpt-4 and 101 on
// gpt-4o.
func cookbookTools() ([]messages.ToolSpec, []messages.Message) {
	tools := []messages.ToolSpec{{
		Name:        "get_current_weather",
		Description: "Get the current weather in a given location",
		Parameters: json.RawMessage(`{
			"type": "object",
			"properties": {
				"location": {"type": "string", "description": "The city and state, e.g. San Francisco, CA"},
				"unit": {"type": "string", "description": "The unit of temperature to return", "enum": ["celsius", "fahrenheit"]}
			},
			"required": ["location"]
		}`),
	}}
	msgs := []messages.Message{
		{Role: messages.RoleSystem, Content: "You are a helpful assistant that can answer to questions about the weather."},
		{Role: messages.RoleUser, Content: "What's the weather like in San Francisco?"},
	}
	return tools, msgs
}

// TestProviderBilledCounts checks whole requests against the prompt tokens
// OpenAI's API reported for them.
func TestProviderBilledCounts(t *testing.T) {
	c := NewCounter()
	tools, toolMsgs := cookbookTools()
	got := map[string]int{}
	for _, enc := range Encodings() {
		got["messages "+string(enc)] = c.Conversation(enc, cookbookMessages())
		got["tools "+string(enc)] = c.Tools(enc, tools) + c.Conversation(enc, toolMsgs)
	}
	want := map[string]int{
		"messages cl100k_base": 129, "messages o200k_base": 124,
		"tools cl100k_base": 105, "tools o200k_base": 101,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("prompt tokens (-API +ours):\n%s", diff)
	}
}

// TestMessageFraming checks what each part of a message adds. Content
// counts in both encodings: "Hello world" is 2 tokens, each role 1,
// "read_file" 2, "bash" 1, {} 1 and {"path":"a.go"} 6.
func TestMessageFraming(t *testing.T) {
	call := func(name, args string) messages.ToolCall {
		return messages.ToolCall{ID: "call_0123456789", Name: name, Arguments: messages.Args(args)}
	}
	tests := []struct {
		name   string
		m      messages.Message
		cl, o2 int
	}{
		{"empty user", messages.Message{Role: messages.RoleUser}, 4, 4},
		{"user text", messages.Message{Role: messages.RoleUser, Content: "Hello world"}, 6, 6},
		{"named", messages.Message{Role: messages.RoleSystem, Name: "bash", Content: "Hello world"}, 8, 8},
		{"tool call", messages.Message{Role: messages.RoleAssistant,
			ToolCalls: []messages.ToolCall{call("read_file", `{"path":"a.go"}`)}}, 4 + 3 + 2 + 6, 4 + 3 + 2 + 6},
		{"text and two calls", messages.Message{Role: messages.RoleAssistant, Content: "Hello world",
			ToolCalls: []messages.ToolCall{call("read_file", `{"path":"a.go"}`), call("bash", `{}`)}},
			6 + (3 + 2 + 6) + (3 + 1 + 1), 6 + (3 + 2 + 6) + (3 + 1 + 1)},
		{"tool result", messages.Message{Role: messages.RoleTool, ToolCallID: "call_0123456789", Name: "bash",
			Content: "Hello world"}, 8, 8},
	}
	c := NewCounter()
	for _, tc := range tests {
		got := [2]int{c.Message(CL100KBase, tc.m), c.Message(O200KBase, tc.m)}
		if want := [2]int{tc.cl, tc.o2}; got != want {
			t.Errorf("%s: Message = %v (cl100k, o200k), want %v", tc.name, got, want)
		}
	}
}

func TestConversationSumsMessages(t *testing.T) {
	c := NewCounter()
	msgs := cookbookMessages()
	sum := 0
	for _, m := range msgs {
		sum += c.Message(O200KBase, m)
	}
	if got := c.Conversation(O200KBase, msgs); got != sum+ReplyPrimer {
		t.Errorf("Conversation = %d, want the messages' sum %d + %d", got, sum, ReplyPrimer)
	}
	if got := c.Conversation(O200KBase, nil); got != ReplyPrimer {
		t.Errorf("Conversation(nil) = %d, want %d", got, ReplyPrimer)
	}
}

func TestTools(t *testing.T) {
	c := NewCounter()
	spec := func(params string) []messages.ToolSpec {
		return []messages.ToolSpec{{Name: "bash", Description: "Run a command.", Parameters: json.RawMessage(params)}}
	}
	flat := c.Tools(O200KBase, spec(`{"type":"object","properties":{"command":{"type":"string","description":"The command."}}}`))
	nested := c.Tools(O200KBase, spec(`{"type":"object","properties":{"command":{"type":"string","description":"The command."},`+
		`"env":{"type":"object","properties":{"name":{"type":"string"},"value":{"type":"string"}}},`+
		`"args":{"type":"array","items":{"type":"string"}}}}`))
	tests := []struct {
		name string
		got  int
		want int
	}{
		{"no tools", c.Tools(O200KBase, nil), 0},
		// funcEnd 12 + funcInit 7 + "bash:Run a command" 5
		{"no parameters", c.Tools(O200KBase, spec(``)), 24},
		{"no properties", c.Tools(O200KBase, spec(`{"type":"object","properties":{}}`)), 24},
		// + propInit 3 + propKey 3 + "command:string:The command" 4
		{"flat", flat, 34},
		{"invalid schema counted as text", c.Tools(O200KBase, spec(`{not json`)), 24 + 3},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: Tools = %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	if nested <= flat+2*3 {
		t.Errorf("nested schema counted %d, not more than the flat %d plus two properties' framing", nested, flat)
	}
}

// TestEncodingCounter checks that the bound counter answers as the Counter
// does in its encoding, and that it fits a consumer's small interface.
func TestEncodingCounter(t *testing.T) {
	var _ interface {
		Text(string) int
		Message(messages.Message) int
	} = EncodingCounter{}
	c := NewCounter()
	tools, msgs := cookbookTools()
	for _, enc := range Encodings() {
		e := c.For(enc)
		got := []int{e.Text("Hello world, 世界"), e.Message(msgs[1]), e.Conversation(msgs), e.Tools(tools)}
		want := []int{c.Count(enc, "Hello world, 世界"), c.Message(enc, msgs[1]), c.Conversation(enc, msgs), c.Tools(enc, tools)}
		if diff := cmp.Diff(want, got); diff != "" || e.Encoding() != enc {
			t.Errorf("For(%s) (-Counter +EncodingCounter):\n%s", enc, diff)
		}
	}
	defer func() {
		if r := recover(); r == nil {
			t.Error("For(\"r50k_base\") did not panic")
		}
	}()
	c.For("r50k_base")
}
