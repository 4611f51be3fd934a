package openai

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/llm/fault"
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

func errReply(status int, body string, header ...string) providertest.Reply {
	h := http.Header{}
	for i := 0; i+1 < len(header); i += 2 {
		h.Set(header[i], header[i+1])
	}
	return providertest.Reply{Status: status, Body: body, Header: h}
}

const (
	rateLimited = `{"error":{"message":"Rate limit reached for gpt-4.1 on tokens per min (TPM): Limit 30000, Used 30000.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`
	serverError = `{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error","param":null,"code":null}}`
)

func TestRetriesTransientFaults(t *testing.T) {
	ok := fixture(t, "text_usage.sse")
	const answer = "The test fails because Add subtracts."
	tests := []struct {
		name    string
		replies []providertest.Reply
		slept   []time.Duration
	}{
		{"429 with Retry-After seconds", []providertest.Reply{
			errReply(429, rateLimited, "Retry-After", "7"), {Body: ok}}, []time.Duration{7 * time.Second}},
		{"429 with retry-after-ms", []providertest.Reply{
			errReply(429, rateLimited, "retry-after-ms", "1250"), {Body: ok}}, []time.Duration{1250 * time.Millisecond}},
		{"429 with the exhausted bucket's reset", []providertest.Reply{
			errReply(429, rateLimited, "x-ratelimit-remaining-requests", "12", "x-ratelimit-reset-requests", "40ms",
				"x-ratelimit-remaining-tokens", "0", "x-ratelimit-reset-tokens", "2.5s"), {Body: ok}}, []time.Duration{2500 * time.Millisecond}},
		{"500 then success", []providertest.Reply{errReply(500, serverError), {Body: ok}}, []time.Duration{500 * time.Millisecond}},
		{"502 with an HTML page, 503, then success", []providertest.Reply{
			errReply(502, "<html><body><h1>502 Bad Gateway</h1></body></html>"), errReply(503, serverError), {Body: ok}},
			[]time.Duration{500 * time.Millisecond, time.Second}},
		{"connection reset before the first event", []providertest.Reply{{Body: ok, CutAfter: 40}, {Body: ok}},
			[]time.Duration{500 * time.Millisecond}},
		{"no finish_reason and nothing yielded", []providertest.Reply{{Body: fixture(t, "no_finish_empty.sse")}, {Body: ok}},
			[]time.Duration{500 * time.Millisecond}},
		{"error event in the stream", []providertest.Reply{
			{Body: `data: {"error":{"code":502,"message":"Provider returned error"}}` + "\n\n"}, {Body: ok}},
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
			if got := collected(t, evs); got != answer {
				t.Errorf("answer = %q, want %q", got, answer)
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
		{"400 bad parameter", errReply(400, `{"error":{"message":"Unsupported value: 'reasoning_effort' does not support 'high' with this model.","type":"invalid_request_error","param":"reasoning_effort","code":"unsupported_value"}}`),
			llm.ErrRejected, []string{"400 from openai for model gpt-4.1", "reasoning_effort"}},
		{"401 bad key", errReply(401, `{"error":{"message":"Incorrect API key provided: sk-test-***. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`),
			llm.ErrRejected, []string{"401 from openai for model gpt-4.1", "check OPENAI_API_KEY"}},
		{"403 no access", errReply(403, `{"error":{"message":"Project does not have access to model gpt-4.1","type":"invalid_request_error","code":"model_not_found"}}`),
			llm.ErrRejected, []string{"403 from openai for model gpt-4.1", "permissions"}},
		{"404 unknown model (ollama)", errReply(404, `{"error":{"message":"model \"gpt-4.1\" not found, try pulling it first","type":"api_error","param":null,"code":null}}`),
			llm.ErrRejected, []string{"404 from openai for model gpt-4.1", "try pulling it first", "check the model name and the base URL"}},
		{"404 with a plain string error", errReply(404, `{"error":"model 'gpt-4.1' not found"}`),
			llm.ErrRejected, []string{"404 from openai", "model 'gpt-4.1' not found"}},
		{"context length (openai)", errReply(400, `{"error":{"message":"This model's maximum context length is 1047576 tokens. However, your messages resulted in 1100000 tokens. Please reduce the length of the messages.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`),
			llm.ErrContextWindowExceeded, []string{"400 from openai for model gpt-4.1", "maximum context length"}},
		{"context length (vllm)", errReply(400, `{"object":"error","message":"This model's maximum context length is 32768 tokens. However, you requested 40000 tokens (39000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}`),
			llm.ErrContextWindowExceeded, []string{"maximum context length is 32768"}},
		{"context size (llama.cpp)", errReply(400, `{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":9000,"n_ctx":8192}}`),
			llm.ErrContextWindowExceeded, []string{"available context size"}},
		{"429 out of quota", errReply(429, `{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`),
			llm.ErrRejected, []string{"429 from openai", "billing"}},
		{"501", errReply(501, `{"error":{"message":"tools are not supported"}}`), llm.ErrRejected, []string{"501 from openai"}},
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

func TestGivesUp(t *testing.T) {
	var fiveErrors []providertest.Reply
	for range 5 {
		fiveErrors = append(fiveErrors, errReply(503, serverError))
	}
	tests := []struct {
		name     string
		replies  []providertest.Reply
		sentinel error
		says     string
	}{
		{"after max attempts", fiveErrors, llm.ErrUnavailable, "giving up after 5 attempts"},
		{"when the provider asks to wait beyond the budget",
			[]providertest.Reply{errReply(429, rateLimited, "Retry-After", "600")}, llm.ErrRateLimited, "beyond the retry budget"},
		{"stream without finish_reason every time", []providertest.Reply{
			{Body: fixture(t, "no_finish_empty.sse")}, {Body: fixture(t, "no_finish_empty.sse")}, {Body: fixture(t, "no_finish_empty.sse")},
			{Body: fixture(t, "no_finish_empty.sse")}, {Body: fixture(t, "no_finish_empty.sse")}}, llm.ErrIncomplete, "giving up after 5 attempts"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.replies...)
			c := newTestClient(t, srv, providertest.NewClock(), nil)
			_, err := call(context.Background(), c, userRequest("hi"))
			if !errors.Is(err, tt.sentinel) || !strings.Contains(err.Error(), tt.says) {
				t.Fatalf("error = %v; want one wrapping %v that says %q", err, tt.sentinel, tt.says)
			}
			t.Log(err)
			if n := len(srv.Requests()); n != len(tt.replies) {
				t.Errorf("%d requests, want %d", n, len(tt.replies))
			}
		})
	}
}

func TestCircuitBreaker(t *testing.T) {
	ok := fixture(t, "text_usage.sse")
	srv := providertest.New(t, errReply(500, serverError), errReply(500, serverError), errReply(500, serverError),
		providertest.Reply{Body: ok}, providertest.Reply{Body: ok})
	clock := providertest.NewClock()
	c := newTestClient(t, srv, clock, func(c *Config) {
		c.Retry.MaxAttempts, c.Retry.BreakAfter, c.Retry.BreakFor = 1, 3, time.Minute
	})
	ctx := context.Background()
	for i := range 3 {
		if _, err := call(ctx, c, userRequest("hi")); !errors.Is(err, llm.ErrUnavailable) {
			t.Fatalf("call %d: %v, want ErrUnavailable", i, err)
		}
	}
	_, err := call(ctx, c, userRequest("hi"))
	if !errors.Is(err, llm.ErrCircuitOpen) || !strings.Contains(err.Error(), "3 consecutive failures") {
		t.Fatalf("4th call: %v, want an open circuit that says why", err)
	}
	t.Log(err)
	if n := len(srv.Requests()); n != 3 {
		t.Fatalf("the open circuit let a request through: %d requests", n)
	}
	clock.Advance(time.Minute)
	for i := range 2 {
		if _, err := call(ctx, c, userRequest("hi")); err != nil {
			t.Fatalf("call after the cool-down %d: %v", i, err)
		}
	}
}

func TestKeyNeverInErrors(t *testing.T) {
	echo := fmt.Sprintf(`{"error":{"message":"Incorrect API key provided: %s.","type":"invalid_request_error","code":"invalid_api_key"}}`, testKey)
	echo500 := fmt.Sprintf(`{"error":{"message":"upstream rejected Bearer %s","type":"server_error"}}`, testKey)
	tests := []struct {
		name    string
		replies []providertest.Reply
		policy  fault.Policy
	}{
		{"401 quoting the key", []providertest.Reply{errReply(401, echo)}, fault.Policy{}},
		{"5xx quoting the key, given up", []providertest.Reply{errReply(500, echo500), errReply(500, echo500)}, fault.Policy{MaxAttempts: 2}},
		{"open circuit quoting the last failure", []providertest.Reply{errReply(500, echo500)}, fault.Policy{MaxAttempts: 1, BreakAfter: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.replies...)
			clock := providertest.NewClock()
			c := newTestClient(t, srv, clock, func(c *Config) { tt.policy.Clock = clock; c.Retry = tt.policy })
			var errs []error
			for range 2 {
				if _, err := call(context.Background(), c, userRequest("hi")); err != nil {
					errs = append(errs, err)
				}
				if len(srv.Requests()) == len(tt.replies) {
					break
				}
			}
			if len(errs) == 0 {
				t.Fatal("no error")
			}
			for _, err := range errs {
				for _, text := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
					if strings.Contains(text, testKey) {
						t.Errorf("error text holds the key: %s", text)
					}
				}
			}
		})
	}
}

func TestConnectionRefused(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	clock := providertest.NewClock()
	c, err := New(Config{Provider: "ollama", BaseURL: "http://" + addr + "/v1", Model: "qwen3:8b", Retry: fault.Policy{Clock: clock}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = call(context.Background(), c, userRequest("hi"))
	if !errors.Is(err, llm.ErrUnavailable) || !strings.Contains(err.Error(), "is the server running?") {
		t.Fatalf("error = %v", err)
	}
	if len(clock.Slept()) != 0 {
		t.Errorf("retried a refused connection: waits %v", clock.Slept())
	}
}

func TestCancelMidStream(t *testing.T) {
	full := fixture(t, "text_usage.sse")
	first := full[:strings.Index(full, `" test"`)]
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
	if !s.Next() || s.Event().Text != "The" {
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

func TestCancelDuringBackoff(t *testing.T) {
	srv := providertest.New(t, errReply(503, serverError))
	clock := providertest.NewClock()
	clock.Block = true
	c := newTestClient(t, srv, clock, nil)
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := c.Stream(ctx, userRequest("hi"))
		errc <- err
	}()
	deadline := time.After(5 * time.Second)
	for len(clock.Slept()) == 0 {
		select {
		case <-deadline:
			t.Fatal("never backed off")
		case <-time.After(time.Millisecond):
		}
	}
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("error = %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the retry wait ignored cancellation")
	}
}
