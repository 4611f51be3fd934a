package fault

import (
	"net"
	"net/http"
	"time"
)

// DefaultHeaderTimeout bounds the wait for a provider's response headers
// when none is configured. Streaming providers answer with headers at once
// and then stream the body, which no timeout cuts (the Policy's IdleTimeout
// bounds its silences); a server that accepted the request and went silent
// fails with a timeout, which is retried. It is generous for local servers
// that load a model before they answer.
const DefaultHeaderTimeout = 5 * time.Minute

// NewHTTPClient returns an HTTP client for provider calls: no overall
// timeout (a stream may take minutes), a response-header timeout (headers;
// 0 means DefaultHeaderTimeout), and TCP keep-alives so a dead peer
// mid-stream surfaces as an error instead of a hang.
func NewHTTPClient(headers time.Duration) *http.Client {
	if headers <= 0 {
		headers = DefaultHeaderTimeout
	}
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.ResponseHeaderTimeout = headers
	t.DialContext = (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 15 * time.Second}).DialContext
	return &http.Client{Transport: t}
}
