package fault

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// StatusOverloaded is Anthropic's "overloaded" status.
const StatusOverloaded = 529

// RetryableStatus reports whether a response with this status and headers
// deserves another attempt: 408, 409, 429 and 5xx (529 included) do, except
// 501 and 505, which no retry fixes. A provider's x-should-retry header,
// when set, overrides the status.
func RetryableStatus(status int, h http.Header) bool {
	switch strings.ToLower(h.Get("x-should-retry")) {
	case "true":
		return true
	case "false":
		return false
	}
	switch {
	case status == http.StatusRequestTimeout, status == http.StatusConflict,
		status == http.StatusTooManyRequests:
		return true
	case status == http.StatusNotImplemented, status == http.StatusHTTPVersionNotSupported:
		return false
	}
	return status >= 500 && status <= 599
}

// Wait returns how long the response headers of a failed call ask the
// client to wait before the next attempt, or 0 when they do not say. It reads,
// first found wins: retry-after-ms (milliseconds), Retry-After (seconds or
// an HTTP date), then for a 429 the rate-limit reset headers of the bucket
// that ran out — Anthropic's anthropic-ratelimit-*-reset (RFC 3339 times)
// and OpenAI-style x-ratelimit-reset-* (durations such as "6m0s" or "1.5s").
func Wait(status int, h http.Header, now time.Time) time.Duration {
	if h == nil {
		return 0
	}
	if v := h.Get("retry-after-ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	if v := h.Get("Retry-After"); v != "" {
		if s, err := strconv.ParseFloat(v, 64); err == nil {
			if s > 0 {
				return time.Duration(s * float64(time.Second))
			}
		} else if t, err := http.ParseTime(v); err == nil {
			if d := t.Sub(now); d > 0 {
				return d
			}
		}
	}
	if status != http.StatusTooManyRequests {
		return 0
	}
	return resetWait(h, now)
}

// rateBuckets are the rate-limit buckets providers report, each with a
// remaining and a reset header.
var rateBuckets = []struct{ remaining, reset string }{
	{"anthropic-ratelimit-requests-remaining", "anthropic-ratelimit-requests-reset"},
	{"anthropic-ratelimit-tokens-remaining", "anthropic-ratelimit-tokens-reset"},
	{"anthropic-ratelimit-input-tokens-remaining", "anthropic-ratelimit-input-tokens-reset"},
	{"anthropic-ratelimit-output-tokens-remaining", "anthropic-ratelimit-output-tokens-reset"},
	{"x-ratelimit-remaining-requests", "x-ratelimit-reset-requests"},
	{"x-ratelimit-remaining-tokens", "x-ratelimit-reset-tokens"},
}

// resetWait returns the longest reset among the buckets that ran out
// (remaining "0"); when no header says which ran out, the shortest reset
// reported, so the client never waits on a bucket that still has room.
func resetWait(h http.Header, now time.Time) time.Duration {
	var exhausted, shortest time.Duration
	for _, b := range rateBuckets {
		d := parseReset(h.Get(b.reset), now)
		if d <= 0 {
			continue
		}
		if h.Get(b.remaining) == "0" {
			exhausted = max(exhausted, d)
		}
		if shortest == 0 || d < shortest {
			shortest = d
		}
	}
	if exhausted > 0 {
		return exhausted
	}
	return shortest
}

// parseReset reads a reset header: an RFC 3339 time, a Go-style duration
// ("1m30.5s", "20ms") or a number of seconds.
func parseReset(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if t, err := time.Parse(time.RFC3339, v); err == nil {
		return t.Sub(now)
	}
	if d, err := time.ParseDuration(v); err == nil {
		return d
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		return time.Duration(s * float64(time.Second))
	}
	return 0
}

// transientText are fragments of transport errors that a new connection
// usually cures, for errors that carry no typed cause (HTTP/2 stream resets,
// GOAWAY).
var transientText = []string{
	"connection reset", "broken pipe", "unexpected eof", "server closed idle connection",
	"http2: server sent goaway", "stream error", "internal_error", "transport connection broken",
	"connection lost", "timeout", "timed out",
}

// TransportRetryable reports whether an error that came without an HTTP
// response — a transport failure — deserves another attempt: connection
// resets, broken pipes, unexpected EOFs and timeouts do; a refused
// connection (no server listening), an unknown host and TLS failures do not,
// since waiting rarely fixes them. Context errors are not retryable: the
// caller decides about those.
func TransportRetryable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	if errors.Is(err, syscall.ECONNREFUSED) {
		return false
	}
	var dns *net.DNSError
	if errors.As(err, &dns) {
		return dns.IsTimeout || dns.IsTemporary
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNABORTED) ||
		errors.Is(err, syscall.EPIPE) || errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return true
	}
	msg := strings.ToLower(err.Error())
	for _, t := range transientText {
		if strings.Contains(msg, t) {
			return true
		}
	}
	return false
}

// Refused reports whether err is a refused connection: nothing listens at
// the provider's address (a local server not started).
func Refused(err error) bool { return errors.Is(err, syscall.ECONNREFUSED) }
