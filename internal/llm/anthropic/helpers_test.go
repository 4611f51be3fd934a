package anthropic

import (
	"context"
	"testing"

	"troupe/internal/llm"
	"troupe/internal/llm/fault"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

const testKey = "sk-ant-api03-test-5d1f0c9e2b7a4e68"

// fixture returns an SSE stream or golden body from testdata.
func fixture(t testing.TB, name string) string { return providertest.Fixture(t, name) }

func newTestClient(t testing.TB, srv *providertest.Server, clock *providertest.Clock, edit func(*Config)) *Client {
	t.Helper()
	cfg := Config{
		BaseURL: srv.URL,
		APIKey:  testKey,
		Model:   "claude-sonnet-4-5",
		Retry:   fault.Policy{Clock: clock, Jitter: func() float64 { return 0.5 }},
	}
	if edit != nil {
		edit(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

type event struct {
	Kind     llm.EventKind
	Text     string
	ToolCall *messages.ToolCall
	Response *llm.Response
}

func drain(s *llm.Stream) ([]event, error) {
	defer s.Close()
	var out []event
	for s.Next() {
		out = append(out, event(s.Event()))
	}
	return out, s.Err()
}

func call(ctx context.Context, c *Client, req llm.Request) ([]event, error) {
	s, err := c.Stream(ctx, req)
	if err != nil {
		return nil, err
	}
	return drain(s)
}

func userRequest(text string) llm.Request {
	return llm.Request{Messages: []messages.Message{{Role: messages.RoleUser, Content: text}}}
}
