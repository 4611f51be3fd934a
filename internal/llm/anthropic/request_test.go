package anthropic

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite the golden request bodies in testdata")

var specs = []messages.ToolSpec{
	{Name: "read_file", Description: "Read a file.", Parameters: json.RawMessage(
		`{"type":"object","properties":{"file_path":{"type":"string","description":"path"}},"required":["file_path"],"additionalProperties":false}`)},
	{Name: "grep", Description: "Search files.", Parameters: json.RawMessage(`{"type":"object","properties":{"pattern":{"type":"string"}},"required":["pattern"]}`)},
}

// followUp is the request after the answer of thinking_tools.sse: its tool
// calls and their results.
func followUp() llm.Request {
	return llm.Request{
		System: "You are troupe, a coding agent.",
		Tools:  specs,
		Messages: []messages.Message{
			{Role: messages.RoleUser, Content: "Fix the failing test."},
			{Role: messages.RoleAssistant, Content: "Let me look.", ToolCalls: []messages.ToolCall{
				{ID: "toolu_01A", Name: "read_file", Arguments: messages.Args(`{"file_path": "calc.go"}`)},
				{ID: "toolu_01B", Name: "grep", Arguments: messages.Args(`{"pattern": "func Add"`)},
			}},
			{Role: messages.RoleTool, ToolCallID: "toolu_01A", Name: "read_file", Content: "package calc\n"},
			{Role: messages.RoleTool, ToolCallID: "toolu_01B", Name: "grep", Content: "invalid JSON arguments: {\"pattern\": \"func Add\"", IsError: true},
			{Role: messages.RoleSystem, Content: "2 files changed on disk."},
			{Role: messages.RoleUser, Content: ""},
		},
	}
}

// withImages is a conversation carrying images: a pasted screenshot with
// the question about it, a read_file result that is a picture, and an
// image compaction dropped, which only its description stands in for.
func withImages() llm.Request {
	shot := messages.Image{Ref: "aa", MediaType: "image/png", Width: 1280, Height: 800, Name: "shot.png", Data: []byte("png-bytes")}
	logo := messages.Image{Ref: "bb", MediaType: "image/jpeg", Width: 64, Height: 64, Name: "logo.jpg", Data: []byte("jpeg-bytes")}
	old := messages.Image{Ref: "cc", MediaType: "image/webp", Width: 10, Height: 10, Name: "old.webp", Dropped: true, Description: "a red square"}
	return llm.Request{
		System: "You are troupe, a coding agent.",
		Messages: []messages.Message{
			{Role: messages.RoleUser, Content: "Why is this page broken?", Images: []messages.Image{old, shot}},
			{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{
				{ID: "toolu_01C", Name: "read_file", Arguments: messages.Args(`{"file_path": "logo.jpg"}`)},
			}},
			{Role: messages.RoleTool, ToolCallID: "toolu_01C", Name: "read_file", Content: "Image logo.jpg (64x64 jpeg).", Images: []messages.Image{logo}},
			{Role: messages.RoleUser, Content: "Go on."},
		},
	}
}

// checkBody compares a request body with its golden file.
func checkBody(t *testing.T, name string, body []byte) {
	t.Helper()
	golden := filepath.Join("testdata", "request_"+name+".json")
	var got any
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatalf("body is not JSON: %v", err)
	}
	if *update {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		_ = enc.Encode(got)
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var want any
	if err := json.Unmarshal([]byte(fixture(t, filepath.Base(golden))), &want); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("request body (-want +got):\n%s", diff)
	}
}

func TestRequestBody(t *testing.T) {
	tests := []struct {
		name     string
		thinking Thinking
		first    bool // answer thinking_tools.sse first and send its thinking back with the follow-up
		req      llm.Request
	}{
		{"first_turn", Thinking{}, false, llm.Request{System: "You are troupe, a coding agent.", Tools: specs,
			Messages: []messages.Message{{Role: messages.RoleUser, Content: "Fix the failing test."}}}},
		{"tool_results", Thinking{}, false, followUp()},
		{"thinking_budget_kept", Thinking{Mode: ThinkingBudget, BudgetTokens: 10000}, true, followUp()},
		{"thinking_adaptive", Thinking{Mode: ThinkingAdaptive}, false, llm.Request{System: "You are troupe, a coding agent.",
			Messages: []messages.Message{{Role: messages.RoleUser, Content: "Fix the failing test."}}}},
		{"thinking_adaptive_lost", Thinking{Mode: ThinkingAdaptive}, false, followUp()},
		{"images", Thinking{}, false, withImages()},
		// The memory tool goes by Anthropic's native type, last (with the
		// prefix's cache breakpoint) or not.
		{"memory_native", Thinking{}, false, llm.Request{System: "You are troupe, a coding agent.",
			Tools: []messages.ToolSpec{specs[0], {Name: "memory", Description: "Memory.", Parameters: json.RawMessage(`{"type":"object"}`),
				Native: messages.NativeMemory}},
			Messages: []messages.Message{{Role: messages.RoleUser, Content: "Remember that tests run with make test."}}}},
		{"overrides", Thinking{}, false, llm.Request{Model: "claude-haiku-4-5", MaxTokens: 100,
			Messages: []messages.Message{{Role: messages.RoleUser, Content: "hi"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			replies := []providertest.Reply{{Body: fixture(t, "text_cache.sse")}}
			if tt.first {
				replies = append([]providertest.Reply{{Body: fixture(t, "thinking_tools.sse")}}, replies...)
			}
			srv := providertest.New(t, replies...)
			c := newTestClient(t, srv, providertest.NewClock(), func(c *Config) { c.Thinking = tt.thinking })
			if tt.first {
				events, err := call(context.Background(), c, userRequest("Fix the failing test."))
				if err != nil {
					t.Fatal(err)
				}
				// The answer carries its thinking; the agent sends the message back as it got it.
				msgs := append([]messages.Message(nil), tt.req.Messages...)
				msgs[1].Thinking = events[len(events)-1].Response.Message.Thinking
				if len(msgs[1].Thinking) == 0 {
					t.Fatal("the answer carries no thinking")
				}
				tt.req.Messages = msgs
			}
			if _, err := call(context.Background(), c, tt.req); err != nil {
				t.Fatal(err)
			}
			reqs := srv.Requests()
			last := reqs[len(reqs)-1]
			if last.Path != "/v1/messages" {
				t.Errorf("path = %q", last.Path)
			}
			checkBody(t, tt.name, last.Body)
		})
	}
}

func TestCredentialHeaders(t *testing.T) {
	tests := []struct {
		name string
		key  string
		want []string
	}{
		{"with key", testKey, []string{"Bearer " + testKey}},
		{"keyless", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("ANTHROPIC_API_KEY", "sk-ant-from-the-environment-must-not-be-sent")
			t.Setenv("ANTHROPIC_AUTH_TOKEN", "token-from-the-environment-must-not-be-sent")
			srv := providertest.New(t, providertest.Reply{Body: fixture(t, "text_cache.sse")})
			c := newTestClient(t, srv, providertest.NewClock(), func(c *Config) { c.APIKey = tt.key })
			if _, err := call(context.Background(), c, userRequest("hi")); err != nil {
				t.Fatal(err)
			}
			h := srv.Requests()[0].Header
			got := append(h.Values("Authorization"), h.Values("X-Api-Key")...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("credentials sent (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	for _, cfg := range []Config{
		{},
		{Model: "m", BaseURL: "api.anthropic.com"},
		{Model: "m", Thinking: Thinking{Mode: ThinkingBudget, BudgetTokens: 100}},
		{Model: "m", Thinking: Thinking{Mode: "deep"}},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) succeeded", cfg)
		}
	}
}
