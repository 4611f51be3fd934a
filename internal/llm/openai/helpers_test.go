package openai

import (
	"context"
	"testing"

	"troupe/internal/llm"
	"troupe/internal/llm/fault"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

const testKey = "sk-test-7f3a9c2e41b8d6f0aa55"

// fixture returns an SSE stream or golden body from testdata.
func fixture(t testing.TB, name string) string { return providertest.Fixture(t, name) }

// newTestClient returns a client of srv with a fake clock.
func newTestClient(t testing.TB, srv *providertest.Server, clock *providertest.Clock, edit func(*Config)) *Client {
	t.Helper()
	cfg := Config{
		BaseURL: srv.URL + "/v1",
		APIKey:  testKey,
		Model:   "gpt-4.1",
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

// event is an llm.Event flattened for comparison.
type event struct {
	Kind     llm.EventKind
	Text     string
	ToolCall *messages.ToolCall
	Response *llm.Response
}

// drain reads s to its end.
func drain(s *llm.Stream) ([]event, error) {
	defer s.Close()
	var out []event
	for s.Next() {
		ev := s.Event()
		out = append(out, event(ev))
	}
	return out, s.Err()
}

// call streams one request and drains it.
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
