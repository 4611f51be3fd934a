package fault

import (
	"net"
	"net/http"
	"time"
)

// ResponseHeaderTimeout bounds the wait for a provider's response headers.
// Streaming providers answer with headers at once and then stream the body,
// which no timeout cuts; a server that accepted the request and went silent
// fails with a timeout, which is retried.
const ResponseHeaderTimeout = 3 * time.Minute

// NewHTTPClient returns an HTTP client for provider calls: no overall
// timeout (a stream may take minutes), a response-header timeout, and TCP
// keep-alives so a dead peer mid-stream surfaces as an error instead of a
// hang.
func NewHTTPClient() *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.ResponseHeaderTimeout = ResponseHeaderTimeout
	t.DialContext = (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 15 * time.Second}).DialContext
	return &http.Client{Transport: t}
}
