package anthropic

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
)

// collected is the text of a successful call.
func collected(t *testing.T, evs []event) string {
	t.Helper()
	last := evs[len(evs)-1]
	if last.Kind != llm.EventDone {
		t.Fatalf("last event is %v, not done", last.Kind)
	}
	return last.Response.Message.Content
}

// A stream that fails after part of the answer is retried from the start:
// the consumer is told to take back the partial text, the final answer has
// it once, and a silent stream is abandoned after the configured timeouts.
func TestStreamRestartsAfterPartialAnswer(t *testing.T) {
	full := fixture(t, "text_cache.sse")
	partial := full[:strings.Index(full, "fails because")]
	partial = partial[:strings.LastIndex(partial, "\n\n")+2]
	tests := []providertest.Restart[Config]{
		{Name: "ends without message_stop", First: providertest.Reply{Body: fixture(t, "no_stop.sse")}, WantResets: 1},
		{Name: "connection cut after the first bytes", First: providertest.Reply{Body: full, CutAfter: strings.Index(full, "fails because")}, WantResets: 1},
		{Name: "overloaded_error event mid-answer", First: providertest.Reply{Body: fixture(t, "no_stop.sse") + providertest.Event("error",
			`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)}, WantResets: 1},
		{Name: "silent mid-answer past idle_timeout", First: providertest.Reply{Body: partial, Stall: true},
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
	full := fixture(t, "text_cache.sse")
	cut := providertest.Reply{Body: full, CutAfter: strings.Index(full, "fails because")}
	srv := providertest.New(t, cut, cut)
	c := newTestClient(t, srv, providertest.NewClock(), func(c *Config) { c.Retry.MaxAttempts = 2 })
	evs, err := call(context.Background(), c, userRequest("hi"))
	if !errors.Is(err, llm.ErrIncomplete) || !strings.Contains(err.Error(), "giving up after 2 attempts") {
		t.Fatalf("error = %v, want ErrIncomplete after 2 attempts", err)
	}
	for _, ev := range evs {
		if ev.Kind == llm.EventDone {
			t.Errorf("partial answer completed: %+v", ev.Response)
		}
	}
}
