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

// screen is what a renderer shows: the text pieces, taken back on a reset.
type screen struct {
	text   strings.Builder
	shown  int // pieces shown, resets included
	resets int
}

func (s *screen) onText(t string) { s.text.WriteString(t); s.shown++ }
func (s *screen) onReset()        { s.text.Reset(); s.resets++ }

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
	tests := []struct {
		name       string
		first      providertest.Reply
		edit       func(*Config)
		wantResets int
		waitGone   bool // the first reply stalls until the client leaves
	}{
		{"ends without finish_reason", providertest.Reply{Body: fixture(t, "no_finish.sse")}, nil, 1, false},
		{"connection cut after the first bytes", providertest.Reply{Body: full, CutAfter: strings.Index(full, `" fails"`)}, nil, 1, false},
		{"silent mid-answer past idle_timeout", providertest.Reply{Body: upTo(t, full, `" test"`), Stall: true},
			func(c *Config) { c.Retry.IdleTimeout = 50 * time.Millisecond }, 1, true},
		{"no headers within header_timeout", providertest.Reply{StallHeaders: true},
			func(c *Config) { c.HeaderTimeout = 50 * time.Millisecond }, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.first, providertest.Reply{Body: full})
			c := newTestClient(t, srv, providertest.NewClock(), tt.edit)
			s, err := c.Stream(context.Background(), userRequest("hi"))
			if err != nil {
				t.Fatal(err)
			}
			var sc screen
			resp, err := llm.Collect(context.Background(), s, sc.onText, llm.OnReset(sc.onReset))
			if err != nil {
				t.Fatal(err)
			}
			if resp.Message.Content != answer {
				t.Errorf("final answer %q, want %q", resp.Message.Content, answer)
			}
			if got := sc.text.String(); got != answer {
				t.Errorf("screen shows %q, want %q", got, answer)
			}
			if sc.resets != tt.wantResets {
				t.Errorf("%d resets, want %d", sc.resets, tt.wantResets)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests, want 2", n)
			}
			if tt.waitGone {
				select {
				case <-srv.ClientGone():
				case <-time.After(5 * time.Second): // a safety net, not a speed assertion
					t.Error("the stalled request was never abandoned")
				}
			}
		})
	}
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
