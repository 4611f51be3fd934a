package mcp_test

import (
	"context"
	"strings"
	"testing"

	"troupe/internal/mcp"
)

// An MCP server's prompt is rendered with positional arguments, the last
// taking the rest; a missing required argument and an unknown prompt are
// clear errors.
func TestPrompt(t *testing.T) {
	p := &inProcess{}
	m := newManager(t, p, 3)
	ctx := context.Background()
	got, err := m.Prompt(ctx, "test", "review-file", []string{"main.go", "error", "handling"})
	if err != nil || got != "Review main.go, focusing on error handling." {
		t.Fatalf("prompt = %q, %v", got, err)
	}
	if _, err := m.Prompt(ctx, "test", "review-file", nil); err == nil || !strings.Contains(err.Error(), "needs the argument file") {
		t.Errorf("missing argument: %v", err)
	}
	if _, err := m.Prompt(ctx, "test", "nope", nil); err == nil || !strings.Contains(err.Error(), "it has: review-file") {
		t.Errorf("unknown prompt: %v", err)
	}
	if s, n, ok := mcp.SplitPromptName("mcp__test__review-file"); !ok || s != "test" || n != "review-file" {
		t.Errorf("split = %q %q %v", s, n, ok)
	}
}

// Prompts lists the prompts of started servers (with their arguments as
// /help shows them) and names the servers not started yet.
func TestPromptsListed(t *testing.T) {
	m := newManager(t, &inProcess{}, 3)
	if ps, idle := m.Prompts(); len(ps) != 0 || strings.Join(idle, ",") != "test" {
		t.Fatalf("before start: %+v, %v", ps, idle)
	}
	if res := m.Call(context.Background(), "mcp__test__echo", []byte(`{"text":"x"}`)); res.IsError {
		t.Fatal(res.Content)
	}
	ps, idle := m.Prompts()
	if len(idle) != 0 || len(ps) != 1 || ps[0] != (mcp.PromptInfo{Command: "mcp__test__review-file", Args: "FILE [FOCUS]", Description: "Review a file"}) {
		t.Errorf("after start: %+v, %v", ps, idle)
	}
}
