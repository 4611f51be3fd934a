package fault

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestDelay(t *testing.T) {
	fixed := func(f float64) func() float64 { return func() float64 { return f } }
	tests := []struct {
		name   string
		policy Policy
		retry  int
		hint   time.Duration
		want   time.Duration
	}{
		{"first retry, full jitter", Policy{Jitter: fixed(0.5)}, 1, 0, 500 * time.Millisecond},
		{"ceiling doubles", Policy{Jitter: fixed(0.5)}, 3, 0, 2 * time.Second},
		{"ceiling capped by MaxDelay", Policy{Jitter: fixed(0.5), MaxDelay: 10 * time.Second}, 10, 0, 5 * time.Second},
		{"huge retry count does not overflow", Policy{Jitter: fixed(0.99)}, 200, 0, 29700 * time.Millisecond},
		{"jitter near zero is floored", Policy{Jitter: fixed(0)}, 1, 0, DefaultMinDelay},
		{"custom floor", Policy{Jitter: fixed(0), MinDelay: time.Second}, 4, 0, time.Second},
		{"server hint honoured", Policy{Jitter: fixed(0.5)}, 1, 7 * time.Second, 7 * time.Second},
		{"server hint beyond MaxDelay honoured", Policy{Jitter: fixed(0.5)}, 1, 45 * time.Second, 45 * time.Second},
		{"tiny server hint floored", Policy{Jitter: fixed(0.5)}, 1, time.Millisecond, DefaultMinDelay},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.policy.Delay(tt.retry, tt.hint); got != tt.want {
				t.Errorf("Delay(%d, %v) = %v, want %v", tt.retry, tt.hint, got, tt.want)
			}
		})
	}
}

// Full jitter spreads waits over [MinDelay, ceiling).
func TestDelayJitterRange(t *testing.T) {
	p := Policy{}
	for retry := 1; retry <= 8; retry++ {
		ceiling := min(DefaultBaseDelay<<(retry-1), DefaultMaxDelay)
		for range 200 {
			d := p.Delay(retry, 0)
			if d < DefaultMinDelay || d > ceiling {
				t.Fatalf("retry %d: delay %v outside [%v, %v]", retry, d, DefaultMinDelay, ceiling)
			}
		}
	}
}

func TestWait(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	h := func(kv ...string) http.Header {
		out := http.Header{}
		for i := 0; i+1 < len(kv); i += 2 {
			out.Set(kv[i], kv[i+1])
		}
		return out
	}
	tests := []struct {
		name   string
		status int
		header http.Header
		want   time.Duration
	}{
		{"none", 429, h(), 0},
		{"Retry-After seconds", 503, h("Retry-After", "12"), 12 * time.Second},
		{"Retry-After fraction", 429, h("Retry-After", "1.5"), 1500 * time.Millisecond},
		{"Retry-After date", 503, h("Retry-After", "Fri, 02 Jan 2026 03:05:05 GMT"), time.Minute},
		{"Retry-After date in the past", 503, h("Retry-After", "Fri, 02 Jan 2026 03:00:00 GMT"), 0},
		{"Retry-After garbage", 503, h("Retry-After", "soon"), 0},
		{"retry-after-ms wins", 429, h("retry-after-ms", "250", "Retry-After", "1"), 250 * time.Millisecond},
		{"anthropic reset of the exhausted bucket", 429, h(
			"anthropic-ratelimit-requests-remaining", "10", "anthropic-ratelimit-requests-reset", "2026-01-02T03:04:06Z",
			"anthropic-ratelimit-output-tokens-remaining", "0", "anthropic-ratelimit-output-tokens-reset", "2026-01-02T03:04:35Z"), 30 * time.Second},
		{"longest of two exhausted buckets", 429, h(
			"x-ratelimit-remaining-requests", "0", "x-ratelimit-reset-requests", "2s",
			"x-ratelimit-remaining-tokens", "0", "x-ratelimit-reset-tokens", "6m0s"), 6 * time.Minute},
		{"shortest reset when none says exhausted", 429, h(
			"x-ratelimit-reset-requests", "1m30.5s", "x-ratelimit-reset-tokens", "20ms"), 20 * time.Millisecond},
		{"reset in plain seconds", 429, h("x-ratelimit-remaining-tokens", "0", "x-ratelimit-reset-tokens", "3"), 3 * time.Second},
		{"reset headers ignored off 429", 503, h("x-ratelimit-remaining-tokens", "0", "x-ratelimit-reset-tokens", "3s"), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Wait(tt.status, tt.header, now); got != tt.want {
				t.Errorf("Wait = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestRetryableStatus(t *testing.T) {
	got := map[int]bool{}
	for _, s := range []int{400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 501, 502, 503, 504, 505, 529} {
		got[s] = RetryableStatus(s, nil)
	}
	want := map[int]bool{400: false, 401: false, 403: false, 404: false, 408: true, 409: true, 413: false, 422: false,
		429: true, 500: true, 501: false, 502: true, 503: true, 504: true, 505: false, 529: true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("retryable (-want +got):\n%s", diff)
	}
	if RetryableStatus(503, http.Header{"X-Should-Retry": {"false"}}) || !RetryableStatus(400, http.Header{"X-Should-Retry": {"true"}}) {
		t.Error("x-should-retry ignored")
	}
}
