// Package providertest provides fakes for provider adapter tests and
// benchmarks: servers, transports and time. A Server answers each HTTP request with the next scripted
// Reply — an SSE body written event by event, an error response, a
// connection cut in the middle of the stream, or a stall (before the headers
// or mid-stream) until the client goes away — and records every request it received. Replay is an
// http.RoundTripper that serves one body from memory and notes when its last
// byte was read, to time what a client does after the stream ends. Clock is
// a fake fault.Clock whose Sleep returns at once and records the wait.
//
// Concurrency: a Server's handler runs on the goroutines of net/http's
// server; its script and records are guarded by a mutex, so Requests may be
// called from the test goroutine at any time. Close waits for the handlers.
// A Replay is safe for use by one client at a time. A Clock is safe for
// concurrent use.
package providertest

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// Reply is one scripted answer.
type Reply struct {
	Status int         // 0 means 200
	Header http.Header // added to the response; Content-Type defaults to text/event-stream
	Body   string      // SSE text, or the error JSON of a failed status
	// CutAfter, when positive, writes only that many bytes of Body and then
	// closes the connection without ending the response: the client sees
	// the stream cut mid-way.
	CutAfter int
	// Stall writes Body and then holds the response open until the client
	// goes away (or 10s pass); ClientGone is closed when it does.
	Stall bool
	// StallHeaders sends nothing, not even the headers, until the client
	// goes away (or 10s pass): a server that accepted the request and went
	// silent. ClientGone is closed when the client goes.
	StallHeaders bool
}

// Request is what the server received.
type Request struct {
	Method string
	Path   string
	Header http.Header
	Body   []byte
}

// Server is a fake provider. Requests beyond the script get 500 and fail
// the test.
type Server struct {
	URL string

	t    testing.TB
	srv  *httptest.Server
	gone chan struct{}

	mu       sync.Mutex
	replies  []Reply   // guarded by mu; the script left
	requests []Request // guarded by mu
}

// New starts a server that answers with replies in order and is closed when
// the test ends.
func New(t testing.TB, replies ...Reply) *Server {
	t.Helper()
	s := &Server{t: t, replies: replies, gone: make(chan struct{})}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	t.Cleanup(s.srv.Close)
	return s
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// ClientGone is closed when a client left a stalled response.
func (s *Server) ClientGone() <-chan struct{} { return s.gone }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	if len(s.replies) == 0 {
		s.mu.Unlock()
		s.t.Errorf("providertest: unexpected request %d to %s", len(s.requests), r.URL.Path)
		http.Error(w, `{"error":{"message":"no reply scripted"}}`, http.StatusInternalServerError)
		return
	}
	rep := s.replies[0]
	s.replies = s.replies[1:]
	s.mu.Unlock()

	if rep.StallHeaders {
		s.stall(r)
		return
	}
	status := rep.Status
	if status == 0 {
		status = http.StatusOK
	}
	w.Header().Set("Content-Type", "text/event-stream")
	if status >= 400 {
		w.Header().Set("Content-Type", "application/json")
	}
	for k, vs := range rep.Header {
		w.Header()[http.CanonicalHeaderKey(k)] = vs
	}
	w.WriteHeader(status)
	if rep.CutAfter > 0 {
		s.cut(w, rep.Body[:min(rep.CutAfter, len(rep.Body))])
		return
	}
	writeEvents(w, rep.Body)
	if rep.Stall {
		s.stall(r)
	}
}

// stall holds the response until the client goes away. Only one reply of a
// script may stall.
func (s *Server) stall(r *http.Request) {
	select {
	case <-r.Context().Done():
		close(s.gone)
	case <-time.After(10 * time.Second):
		s.t.Errorf("providertest: client never went away from a stalled response")
	}
}

// writeEvents writes body one SSE event at a time, flushing each, as
// providers do.
func writeEvents(w http.ResponseWriter, body string) {
	f, _ := w.(http.Flusher)
	for body != "" {
		ev, rest, found := strings.Cut(body, "\n\n")
		if found {
			ev += "\n\n"
		}
		_, _ = io.WriteString(w, ev)
		if f != nil {
			f.Flush()
		}
		body = rest
	}
}

// cut writes part and then drops the connection mid-response.
func (s *Server) cut(w http.ResponseWriter, part string) {
	writeEvents(w, part)
	hj, ok := w.(http.Hijacker)
	if !ok {
		s.t.Errorf("providertest: response writer cannot hijack")
		return
	}
	conn, buf, err := hj.Hijack()
	if err != nil {
		s.t.Errorf("providertest: hijack: %v", err)
		return
	}
	_ = buf.Flush()
	_ = conn.Close()
}

// Data formats OpenAI-style SSE: one "data: ..." event per payload, then
// "data: [DONE]" when done is true.
func Data(done bool, payloads ...string) string {
	var b strings.Builder
	for _, p := range payloads {
		b.WriteString("data: " + p + "\n\n")
	}
	if done {
		b.WriteString("data: [DONE]\n\n")
	}
	return b.String()
}

// Event formats one Anthropic-style SSE event.
func Event(name, payload string) string {
	return "event: " + name + "\ndata: " + payload + "\n\n"
}

// Replay is an http.RoundTripper that answers every request with Body as a
// 200 text/event-stream response from memory, for benchmarks free of
// network noise. Each read of the response body returns at most one SSE
// event, as a network would deliver them, and LastByte tells when the read
// that returned the final bytes happened.
type Replay struct {
	Body []byte

	lastByte time.Time
}

// RoundTrip implements http.RoundTripper.
func (p *Replay) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		_, _ = io.Copy(io.Discard, req.Body)
		_ = req.Body.Close()
	}
	p.lastByte = time.Time{}
	return &http.Response{
		StatusCode: http.StatusOK,
		Header:     http.Header{"Content-Type": {"text/event-stream"}},
		Body:       &replayBody{rest: p.Body, p: p},
		Request:    req,
	}, nil
}

// LastByte returns when the body of the last response was read to its end.
func (p *Replay) LastByte() time.Time { return p.lastByte }

type replayBody struct {
	rest []byte
	p    *Replay
}

// Read returns the rest of the current event, or of the next one.
func (b *replayBody) Read(buf []byte) (int, error) {
	if len(b.rest) == 0 {
		return 0, io.EOF
	}
	end := len(b.rest)
	if i := bytes.Index(b.rest, []byte("\n\n")); i >= 0 {
		end = i + 2
	}
	n := copy(buf, b.rest[:end])
	b.rest = b.rest[n:]
	if len(b.rest) == 0 {
		b.p.lastByte = time.Now()
	}
	return n, nil
}

func (b *replayBody) Close() error { return nil }

// Fixture returns the file testdata/name of the calling test's package:
// a recorded SSE stream or a golden request body.
func Fixture(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
