package fault

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"troupe/internal/lazy"
)

// maxErrorBody caps how much of an error response is read.
const maxErrorBody = 64 << 10

// maxMessage caps the provider message quoted in an error.
const maxMessage = 300

// HTTPError is a provider's error response, captured by CaptureErrors
// before the SDK interprets it. Its text is only the status: the body is for
// judging, and is quoted (truncated and scrubbed) by the error the adapter
// builds.
type HTTPError struct {
	Status int
	Header http.Header
	Body   []byte
}

func (e *HTTPError) Error() string {
	return fmt.Sprintf("HTTP %d %s", e.Status, http.StatusText(e.Status))
}

// CaptureErrors is an SDK middleware (give it to option.WithMiddleware of
// either SDK) that turns a response with status 400 or more into an
// *HTTPError, so adapters judge status, headers and body the same way
// whatever shape the server's error body has.
func CaptureErrors(req *http.Request, next func(*http.Request) (*http.Response, error)) (*http.Response, error) {
	res, err := next(req)
	if err != nil || res.StatusCode < 400 {
		return res, err
	}
	body, _ := io.ReadAll(io.LimitReader(res.Body, maxErrorBody))
	_ = res.Body.Close()
	return nil, &HTTPError{Status: res.StatusCode, Header: res.Header, Body: body}
}

// ErrorBody is what a provider's error JSON says.
type ErrorBody struct {
	Type    string // "invalid_request_error", "overloaded_error", ...
	Code    string // "context_length_exceeded", "insufficient_quota", "502", ...
	Message string // human text, truncated
}

// ParseError reads the error bodies providers send: {"error": {"type",
// "code", "message"}} (OpenAI, Anthropic, most compatible servers),
// {"error": "text"} (Ollama), {"message": ...}, or plain text such as a
// proxy's HTML page, of which a whitespace-collapsed snippet is kept.
func ParseError(body []byte) ErrorBody {
	var top struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
		Type    string          `json:"type"`
	}
	if err := json.Unmarshal(body, &top); err != nil {
		return ErrorBody{Message: snippet(string(body))}
	}
	var e struct {
		Type    string          `json:"type"`
		Code    json.RawMessage `json:"code"`
		Message string          `json:"message"`
	}
	var text string
	switch {
	case json.Unmarshal(top.Error, &e) == nil:
	case json.Unmarshal(top.Error, &text) == nil:
		e.Message = text
	}
	if e.Message == "" {
		e.Message = top.Message
	}
	if e.Type == "" && top.Type != "error" {
		e.Type = top.Type
	}
	return ErrorBody{Type: e.Type, Code: code(e.Code), Message: snippet(e.Message)}
}

// code reads an error code given as a string or a number.
func code(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// snippet collapses whitespace and truncates s, on a rune boundary, for
// quoting in an error.
func snippet(s string) string {
	s = strings.TrimSuffix(strings.Join(strings.Fields(s), " "), ".")
	if len(s) <= maxMessage {
		return s
	}
	cut := maxMessage
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// typeStatus maps the error types of Anthropic's API (which OpenAI-style
// servers share in part) to the status they come with, for errors that
// arrive inside a stream, after a 200.
var typeStatus = &lazy.Value[map[string]int]{New: func() map[string]int {
	return map[string]int{
		"invalid_request_error": http.StatusBadRequest,
		"authentication_error":  http.StatusUnauthorized,
		"permission_error":      http.StatusForbidden,
		"not_found_error":       http.StatusNotFound,
		"request_too_large":     http.StatusRequestEntityTooLarge,
		"rate_limit_error":      http.StatusTooManyRequests,
		"api_error":             http.StatusInternalServerError,
		"server_error":          http.StatusInternalServerError,
		"timeout_error":         http.StatusGatewayTimeout,
		"overloaded_error":      StatusOverloaded,
	}
}}

// StatusCode returns the HTTP status an error inside a stream stands for:
// a numeric code, as OpenRouter sends ({"error": {"code": 502, ...}}), or
// the status of its type ("overloaded_error": 529); 0 if neither says.
func (b ErrorBody) StatusCode() int {
	if n, err := strconv.Atoi(b.Code); err == nil && n >= 400 && n <= 599 {
		return n
	}
	return typeStatus.Get()[b.Type]
}

// StatusError formats the error of a failed provider call the same way for
// every adapter: "<status> from <provider> for model <model>: <message>;
// <hint>: <sentinel>". status 0 (an error inside a stream) is left out.
func StatusError(status int, provider, model, message, hint string, sentinel error) error {
	head := provider + " error for model " + model
	if status > 0 {
		head = fmt.Sprintf("%d from %s for model %s", status, provider, model)
	}
	if message != "" {
		head += ": " + message
	}
	if hint != "" {
		head += "; " + hint
	}
	return fmt.Errorf("%s: %w", head, sentinel)
}
