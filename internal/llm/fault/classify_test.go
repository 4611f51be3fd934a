package fault

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "i/o timeout" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

func TestTransportRetryable(t *testing.T) {
	urlErr := func(err error) error { return &url.Error{Op: "Post", URL: "https://api.example.com/v1/chat", Err: err} }
	opErr := func(err error) error {
		return &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", err)}
	}
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"connection reset", urlErr(opErr(syscall.ECONNRESET)), true},
		{"broken pipe", urlErr(opErr(syscall.EPIPE)), true},
		{"unexpected EOF", fmt.Errorf("reading body: %w", io.ErrUnexpectedEOF), true},
		{"EOF before the response", urlErr(io.EOF), true},
		{"timeout", urlErr(timeoutErr{}), true},
		{"per-attempt deadline", urlErr(context.DeadlineExceeded), true},
		{"http2 stream reset", errors.New("stream error: stream ID 3; INTERNAL_ERROR; received from peer"), true},
		{"refused", urlErr(opErr(syscall.ECONNREFUSED)), false},
		{"unknown host", urlErr(&net.DNSError{Err: "no such host", Name: "api.example.invalid", IsNotFound: true}), false},
		{"temporary DNS failure", urlErr(&net.DNSError{Err: "server misbehaving", Name: "api.example.com", IsTemporary: true}), true},
		{"canceled", urlErr(context.Canceled), false},
		{"tls", urlErr(errors.New("tls: failed to verify certificate: x509: certificate signed by unknown authority")), false},
		{"malformed JSON", errors.New("invalid character 'x' looking for beginning of value"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := TransportRetryable(tt.err); got != tt.want {
				t.Errorf("TransportRetryable(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}

func TestParseError(t *testing.T) {
	tests := []struct {
		name string
		body string
		want ErrorBody
	}{
		{"openai", `{"error":{"message":"Rate limit reached.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`,
			ErrorBody{Type: "tokens", Code: "rate_limit_exceeded", Message: "Rate limit reached"}},
		{"anthropic", `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_1"}`,
			ErrorBody{Type: "overloaded_error", Message: "Overloaded"}},
		{"numeric code", `{"error":{"code":502,"message":"Provider returned error"}}`,
			ErrorBody{Code: "502", Message: "Provider returned error"}},
		{"string error (ollama)", `{"error":"model 'x' not found"}`, ErrorBody{Message: "model 'x' not found"}},
		{"top-level message (vllm)", `{"object":"error","message":"bad","type":"BadRequestError","code":400}`,
			ErrorBody{Type: "BadRequestError", Message: "bad"}},
		{"html", "<html>\n<body>\n<h1>502   Bad Gateway</h1></body></html>", ErrorBody{Message: "<html> <body> <h1>502 Bad Gateway</h1></body></html>"}},
		{"empty", "", ErrorBody{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, ParseError([]byte(tt.body))); diff != "" {
				t.Errorf("ParseError (-want +got):\n%s", diff)
			}
		})
	}
}

func TestErrorBodyStatusCode(t *testing.T) {
	tests := []struct {
		body ErrorBody
		want int
	}{
		{ErrorBody{Code: "502"}, 502},
		{ErrorBody{Code: "200"}, 0},
		{ErrorBody{Type: "overloaded_error"}, StatusOverloaded},
		{ErrorBody{Type: "invalid_request_error"}, 400},
		{ErrorBody{Type: "something_new"}, 0},
	}
	for _, tt := range tests {
		if got := tt.body.StatusCode(); got != tt.want {
			t.Errorf("%+v.StatusCode() = %d, want %d", tt.body, got, tt.want)
		}
	}
}

func TestSnippetKeepsRunes(t *testing.T) {
	long := ""
	for range maxMessage {
		long += "é"
	}
	got := ParseError([]byte(`{"error":{"message":"` + long + `"}}`)).Message
	for _, r := range got {
		if r == '\uFFFD' {
			t.Fatalf("truncation split a rune: %q", got)
		}
	}
	if len(got) > maxMessage+len("…") {
		t.Errorf("message of %d bytes not truncated", len(got))
	}
}

func TestScrub(t *testing.T) {
	sentinel := errors.New("sentinel")
	const key = "sk-secret-0123456789"
	err := fmt.Errorf("401 for key %s: %w", key, sentinel)
	got := Scrub(err, key)
	if want := "401 for key [redacted]: sentinel"; got.Error() != want {
		t.Errorf("Scrub = %q, want %q", got, want)
	}
	if !errors.Is(got, sentinel) {
		t.Error("scrubbed error lost its sentinel")
	}
	if errors.Unwrap(got) != nil {
		t.Error("scrubbed error unwraps to the secret-bearing chain")
	}
	if Scrub(err, "") != err || Scrub(err, "ollama") != err || Scrub(sentinel, key) != sentinel {
		t.Error("Scrub changed an error it had no reason to")
	}
}
