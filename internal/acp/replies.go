package acp

import (
	"encoding/json"
	"io"
	"sync"
)

// replies is the connection's writer: it tells, once a reply to a request
// has been written, whoever waits for the next one. The connection writes
// one whole message per Write, under its own lock.
type replies struct {
	w io.Writer

	mu      sync.Mutex
	waiting []func()
}

// afterNext calls f once the next reply is written (or its write failed).
func (r *replies) afterNext(f func()) {
	r.mu.Lock()
	r.waiting = append(r.waiting, f)
	r.mu.Unlock()
}

func (r *replies) Write(b []byte) (int, error) {
	n, err := r.w.Write(b)
	r.mu.Lock()
	waiting := r.waiting
	if len(waiting) > 0 && isReply(b) {
		r.waiting = nil
	} else {
		waiting = nil
	}
	r.mu.Unlock()
	for _, f := range waiting {
		f()
	}
	return n, err
}

// isReply reports whether the JSON-RPC message b answers a request: it has
// an id and no method.
func isReply(b []byte) bool {
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	return json.Unmarshal(b, &m) == nil && len(m.ID) > 0 && m.Method == ""
}
