package openai

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

// conversation is a request exercising every message kind.
func conversation() llm.Request {
	return llm.Request{
		System: "You are troupe, a coding agent.",
		Messages: []messages.Message{
			{Role: messages.RoleUser, Content: "Fix the failing test."},
			{Role: messages.RoleAssistant, Content: "Let me look.", ToolCalls: []messages.ToolCall{
				{ID: "call_1", Name: "read_file", Arguments: messages.Args(`{"file_path": "calc.go"}`)},
				{ID: "call_2", Name: "grep", Arguments: messages.Args(`{"pattern": "Add"`)},
			}},
			{Role: messages.RoleTool, ToolCallID: "call_1", Name: "read_file", Content: "package calc\n"},
			{Role: messages.RoleTool, ToolCallID: "call_2", Name: "grep", Content: "invalid JSON arguments", IsError: true},
			{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{
				{ID: "call_3", Name: "list_dir", Arguments: messages.Args(`{}`)},
			}},
			{Role: messages.RoleTool, ToolCallID: "call_3", Name: "list_dir", Content: "calc.go\ncalc_test.go"},
		},
		Tools: []messages.ToolSpec{
			{Name: "read_file", Description: "Read a file.", Parameters: json.RawMessage(
				`{"type":"object","properties":{"file_path":{"type":"string","description":"path"}},"required":["file_path"],"additionalProperties":false}`)},
			{Name: "list_dir", Description: "List a directory.", Parameters: json.RawMessage(`{"type":"object","properties":{}}`)},
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
				{ID: "call_9", Name: "read_file", Arguments: messages.Args(`{"file_path": "logo.jpg"}`)},
			}},
			{Role: messages.RoleTool, ToolCallID: "call_9", Name: "read_file", Content: "Image logo.jpg (64x64 jpeg).", Images: []messages.Image{logo}},
			{Role: messages.RoleUser, Content: "Go on."},
		},
	}
}

func TestRequestBody(t *testing.T) {
	temp := 0.2
	tests := []struct {
		name string
		edit func(*Config)
		req  llm.Request
	}{
		{"openai_reasoning", func(c *Config) { c.ReasoningEffort = "high"; c.MaxTokens = 4096 }, conversation()},
		{"local_server", func(c *Config) {
			c.Provider, c.APIKey, c.Model, c.Temperature, c.MaxTokens = "ollama", "", "qwen3:8b", &temp, 2048
		}, conversation()},
		{"images", nil, withImages()},
		{"request_overrides", nil, llm.Request{Model: "gpt-4.1-mini", MaxTokens: 100,
			Messages: []messages.Message{{Role: messages.RoleUser, Content: "hi"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, providertest.Reply{Body: fixture(t, "text_usage.sse")})
			c := newTestClient(t, srv, providertest.NewClock(), tt.edit)
			if _, err := call(context.Background(), c, tt.req); err != nil {
				t.Fatal(err)
			}
			reqs := srv.Requests()
			if len(reqs) != 1 {
				t.Fatalf("%d requests, want 1", len(reqs))
			}
			if reqs[0].Path != "/v1/chat/completions" {
				t.Errorf("path = %q", reqs[0].Path)
			}
			golden := filepath.Join("testdata", "request_"+tt.name+".json")
			if *update {
				var v any
				if err := json.Unmarshal(reqs[0].Body, &v); err != nil {
					t.Fatal(err)
				}
				var b bytes.Buffer
				enc := json.NewEncoder(&b)
				enc.SetEscapeHTML(false)
				enc.SetIndent("", "  ")
				_ = enc.Encode(v)
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var want, got any
			if err := json.Unmarshal([]byte(fixture(t, "request_"+tt.name+".json")), &want); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(reqs[0].Body, &got); err != nil {
				t.Fatalf("body is not JSON: %v", err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("request body (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAuthorizationHeader(t *testing.T) {
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
			t.Setenv("OPENAI_API_KEY", "sk-from-the-environment-must-not-be-sent")
			t.Setenv("OPENAI_BASE_URL", "http://127.0.0.1:1/never")
			srv := providertest.New(t, providertest.Reply{Body: fixture(t, "text_usage.sse")})
			c := newTestClient(t, srv, providertest.NewClock(), func(c *Config) { c.APIKey = tt.key })
			if _, err := call(context.Background(), c, userRequest("hi")); err != nil {
				t.Fatal(err)
			}
			got := srv.Requests()[0].Header.Values("Authorization")
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Authorization (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	for _, cfg := range []Config{{}, {Model: "m", BaseURL: "localhost:11434"}, {Model: "m", BaseURL: "ftp://x"}} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) succeeded", cfg)
		}
	}
}
