package openai

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
)

// upTo returns the events of body before the first one containing marker:
// a stream that delivered part of the answer.
func upTo(t *testing.T, body, marker string) string {
	t.Helper()
	i := strings.Index(body, marker)
	if i < 0 {
		t.Fatalf("no %q in the fixture", marker)
	}
	part := body[:i]
	return part[:strings.LastIndex(part, "\n\n")+2]
}

// A stream that fails after part of the answer is retried from the start:
// the consumer is told to take back the partial text, the final answer has
// it once, and a silent stream is abandoned after the configured timeouts.
func TestStreamRestartsAfterPartialAnswer(t *testing.T) {
	full := fixture(t, "text_usage.sse")
	const answer = "The test fails because Add subtracts."
	tests := []providertest.Restart[Config]{
		{Name: "ends without finish_reason", First: providertest.Reply{Body: fixture(t, "no_finish.sse")}, WantResets: 1},
		{Name: "connection cut after the first bytes", First: providertest.Reply{Body: full, CutAfter: strings.Index(full, `" fails"`)}, WantResets: 1},
		{Name: "silent mid-answer past idle_timeout", First: providertest.Reply{Body: upTo(t, full, `" test"`), Stall: true},
			Edit: func(c *Config) { c.Retry.IdleTimeout = 50 * time.Millisecond }, WantResets: 1, WaitGone: true},
		{Name: "no headers within header_timeout", First: providertest.Reply{StallHeaders: true},
			Edit: func(c *Config) { c.HeaderTimeout = 50 * time.Millisecond }, WaitGone: true},
	}
	providertest.RunRestarts(t, full, answer, tests, func(t *testing.T, srv *providertest.Server, edit func(*Config)) (*llm.Stream, error) {
		return newTestClient(t, srv, providertest.NewClock(), edit).Stream(context.Background(), userRequest("hi"))
	})
}

// With no attempt left, a stream cut mid-answer is reported incomplete,
// never passed off as complete.
func TestStreamCutWithNoAttemptLeft(t *testing.T) {
	full := fixture(t, "text_usage.sse")
	cut := providertest.Reply{Body: full, CutAfter: strings.Index(full, `" fails"`)}
	srv := providertest.New(t, cut, cut)
	c := newTestClient(t, srv, providertest.NewClock(), func(c *Config) { c.Retry.MaxAttempts = 2 })
	evs, err := call(context.Background(), c, userRequest("hi"))
	if !errors.Is(err, llm.ErrIncomplete) || !strings.Contains(err.Error(), "giving up after 2 attempts") {
		t.Fatalf("error = %v, want ErrIncomplete after 2 attempts", err)
	}
	resets := 0
	for _, ev := range evs {
		switch ev.Kind {
		case llm.EventDone:
			t.Errorf("partial answer completed: %+v", ev.Response)
		case llm.EventReset:
			resets++
		}
	}
	if resets != 1 {
		t.Errorf("%d resets, want 1", resets)
	}
}
