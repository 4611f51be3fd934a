package anthropic

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/llm/fault"
	"troupe/internal/llm/providertest"
)

func errReply(status int, typ, msg string, header ...string) providertest.Reply {
	h := http.Header{"Request-Id": {"req_011CX"}}
	for i := 0; i+1 < len(header); i += 2 {
		h.Set(header[i], header[i+1])
	}
	body := fmt.Sprintf(`{"type":"error","error":{"type":%q,"message":%q},"request_id":"req_011CX"}`, typ, msg)
	return providertest.Reply{Status: status, Body: body, Header: h}
}

const answer = "The test fails because Add subtracts."

func TestRetriesTransientFaults(t *testing.T) {
	ok := fixture(t, "text_cache.sse")
	// The fake clock starts at 2026-01-02T03:04:05Z.
	tests := []struct {
		name    string
		replies []providertest.Reply
		slept   []time.Duration
	}{
		{"529 overloaded", []providertest.Reply{errReply(529, "overloaded_error", "Overloaded"), {Body: ok}},
			[]time.Duration{500 * time.Millisecond}},
		{"429 with Retry-After", []providertest.Reply{
			errReply(429, "rate_limit_error", "This request would exceed the rate limit for your organization", "Retry-After", "20"), {Body: ok}},
			[]time.Duration{20 * time.Second}},
		{"429 with Retry-After as a date", []providertest.Reply{
			errReply(429, "rate_limit_error", "rate limited", "Retry-After", "Fri, 02 Jan 2026 03:04:08 GMT"), {Body: ok}},
			[]time.Duration{3 * time.Second}},
		{"429 with the exhausted bucket's reset", []providertest.Reply{
			errReply(429, "rate_limit_error", "rate limited",
				"anthropic-ratelimit-requests-remaining", "40", "anthropic-ratelimit-requests-reset", "2026-01-02T03:04:06Z",
				"anthropic-ratelimit-input-tokens-remaining", "0", "anthropic-ratelimit-input-tokens-reset", "2026-01-02T03:04:17Z"), {Body: ok}},
			[]time.Duration{12 * time.Second}},
		{"500 twice then success", []providertest.Reply{
			errReply(500, "api_error", "Internal server error"), errReply(500, "api_error", "Internal server error"), {Body: ok}},
			[]time.Duration{500 * time.Millisecond, time.Second}},
		{"overloaded event before any output", []providertest.Reply{{Body: fixture(t, "overloaded_event.sse")}, {Body: ok}},
			[]time.Duration{500 * time.Millisecond}},
		{"connection reset before any output", []providertest.Reply{{Body: ok, CutAfter: 100}, {Body: ok}},
			[]time.Duration{500 * time.Millisecond}},
		{"no message_stop and no output", []providertest.Reply{{Body: fixture(t, "no_stop_empty.sse")}, {Body: ok}},
			[]time.Duration{500 * time.Millisecond}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.replies...)
			clock := providertest.NewClock()
			c := newTestClient(t, srv, clock, nil)
			evs, err := call(context.Background(), c, userRequest("hi"))
			if err != nil {
				t.Fatalf("call: %v", err)
			}
			if last := evs[len(evs)-1]; last.Kind != llm.EventDone || last.Response.Message.Content != answer {
				t.Errorf("last event = %+v", last)
			}
			if got := len(srv.Requests()); got != len(tt.replies) {
				t.Errorf("%d requests, want %d", got, len(tt.replies))
			}
			if diff := cmp.Diff(tt.slept, clock.Slept()); diff != "" {
				t.Errorf("waits (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFailsAtOnce(t *testing.T) {
	tests := []struct {
		name     string
		reply    providertest.Reply
		sentinel error
		says     []string
	}{
		{"prompt too long", errReply(400, "invalid_request_error", "prompt is too long: 212345 tokens > 200000 maximum"),
			llm.ErrContextWindowExceeded, []string{"400 from anthropic for model claude-sonnet-4-5", "prompt is too long"}},
		{"input and max_tokens exceed the limit", errReply(400, "invalid_request_error", "input length and `max_tokens` exceed context limit: 190000 + 32000 > 200000, decrease input length or `max_tokens` and try again"),
			llm.ErrContextWindowExceeded, []string{"exceed context limit"}},
		{"request too large", errReply(413, "request_too_large", "Request exceeds the maximum allowed number of bytes."),
			llm.ErrContextWindowExceeded, []string{"413 from anthropic"}},
		{"401", errReply(401, "authentication_error", "invalid x-api-key"),
			llm.ErrRejected, []string{"401 from anthropic for model claude-sonnet-4-5", "check ANTHROPIC_API_KEY"}},
		{"403", errReply(403, "permission_error", "Your API key does not have permission to use the specified resource."),
			llm.ErrRejected, []string{"403 from anthropic", "permissions"}},
		{"404", errReply(404, "not_found_error", "model: claude-sonnet-9"),
			llm.ErrRejected, []string{"404 from anthropic", "model: claude-sonnet-9", "check the model name"}},
		{"400", errReply(400, "invalid_request_error", "max_tokens: 200000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-5"),
			llm.ErrRejected, []string{"400 from anthropic", "max_tokens: 200000 > 64000"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.reply)
			clock := providertest.NewClock()
			c := newTestClient(t, srv, clock, nil)
			_, err := call(context.Background(), c, userRequest("hi"))
			if !errors.Is(err, tt.sentinel) {
				t.Fatalf("error %v does not wrap %v", err, tt.sentinel)
			}
			t.Log(err)
			for _, s := range tt.says {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q does not say %q", err, s)
				}
			}
			if n := len(srv.Requests()); n != 1 {
				t.Errorf("%d requests, want 1", n)
			}
			if len(clock.Slept()) != 0 {
				t.Errorf("waited %v before failing", clock.Slept())
			}
		})
	}
}

// Overloaded (529) gets a longer retry budget than other 5xx, and does not
// open the breaker: the provider said what is wrong.
func TestOverloadedBudget(t *testing.T) {
	overloaded := func(n int) []providertest.Reply {
		var rs []providertest.Reply
		for range n {
			rs = append(rs, errReply(529, "overloaded_error", "Overloaded"))
		}
		return rs
	}
	tests := []struct {
		name     string
		replies  []providertest.Reply
		wantErr  string // "" for success
		requests int
	}{
		{"more 529s than other 5xx get, then an answer", append(overloaded(7), providertest.Reply{Body: fixture(t, "text_cache.sse")}), "", 8},
		{"529s beyond the overloaded budget", overloaded(fault.DefaultOverloadedMaxAttempts), "giving up after 10 attempts", 10},
		{"503s keep the short budget", []providertest.Reply{errReply(503, "api_error", "down"), errReply(503, "api_error", "down"),
			errReply(503, "api_error", "down"), errReply(503, "api_error", "down"), errReply(503, "api_error", "down")}, "giving up after 5 attempts", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.replies...)
			// MaxElapsed is left at its default: the fake clock sleeps at once.
			c := newTestClient(t, srv, providertest.NewClock(), nil)
			evs, err := call(context.Background(), c, userRequest("hi"))
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatal(err)
			case tt.wantErr == "" && collected(t, evs) != answer:
				t.Errorf("answer %q", collected(t, evs))
			case tt.wantErr != "" && (!errors.Is(err, llm.ErrUnavailable) || !strings.Contains(err.Error(), tt.wantErr)):
				t.Fatalf("error = %v, want ErrUnavailable saying %q", err, tt.wantErr)
			}
			if n := len(srv.Requests()); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
		})
	}
}

func TestKeyNeverInErrors(t *testing.T) {
	srv := providertest.New(t,
		errReply(401, "authentication_error", "invalid x-api-key "+testKey),
		errReply(500, "api_error", "upstream saw "+testKey))
	clock := providertest.NewClock()
	c := newTestClient(t, srv, clock, func(c *Config) { c.Retry = fault.Policy{Clock: clock, MaxAttempts: 1, BreakAfter: 1} })
	var errs []error
	for range 3 {
		_, err := call(context.Background(), c, userRequest("hi"))
		errs = append(errs, err)
	}
	if !errors.Is(errs[2], llm.ErrCircuitOpen) {
		t.Fatalf("third call: %v, want the open circuit quoting the last failure", errs[2])
	}
	for _, err := range errs {
		for _, text := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
			if strings.Contains(text, testKey) {
				t.Errorf("error text holds the key: %s", text)
			}
		}
	}
}

func TestCancelMidStream(t *testing.T) {
	full := fixture(t, "text_cache.sse")
	first := full[:strings.Index(full, "fails because")]
	first = first[:strings.LastIndex(first, "\n\n")+2]
	srv := providertest.New(t, providertest.Reply{Body: first, Stall: true})
	c := newTestClient(t, srv, providertest.NewClock(), nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err := c.Stream(ctx, userRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Next() || s.Event().Text != "The test" {
		t.Fatalf("first event: %+v, err %v", s.Event(), s.Err())
	}
	cancel()
	if s.Next() {
		t.Fatalf("stream went on after cancel: %+v", s.Event())
	}
	if !errors.Is(s.Err(), context.Canceled) {
		t.Errorf("error = %v, want context.Canceled", s.Err())
	}
	select {
	case <-srv.ClientGone():
	case <-time.After(5 * time.Second):
		t.Fatal("the server never saw the request aborted")
	}
}
