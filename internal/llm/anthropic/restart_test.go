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

// screen is what a renderer shows: the text pieces, taken back on a reset.
type screen struct {
	text   strings.Builder
	resets int
}

func (s *screen) onText(t string) { s.text.WriteString(t) }
func (s *screen) onReset()        { s.text.Reset(); s.resets++ }

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
	tests := []struct {
		name       string
		first      providertest.Reply
		edit       func(*Config)
		wantResets int
		waitGone   bool
	}{
		{"ends without message_stop", providertest.Reply{Body: fixture(t, "no_stop.sse")}, nil, 1, false},
		{"connection cut after the first bytes", providertest.Reply{Body: full, CutAfter: strings.Index(full, "fails because")}, nil, 1, false},
		{"overloaded_error event mid-answer", providertest.Reply{Body: fixture(t, "no_stop.sse") + providertest.Event("error",
			`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)}, nil, 1, false},
		{"silent mid-answer past idle_timeout", providertest.Reply{Body: partial, Stall: true},
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
