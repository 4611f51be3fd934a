package faults

import (
	"io"
	"net/http"
)

// cutAfter is how many server-sent events a dropped stream delivers: enough
// for the first part of an answer in both providers' wire formats (OpenAI's
// first chunk carries text; Anthropic's third event is the first delta).
const cutAfter = 3

// Transport wraps rt so that the StreamDrop point cuts a response body after
// its first few server-sent events with io.ErrUnexpectedEOF, as a
// connection dropped mid-answer. Each response is one arrival. A nil Set
// returns rt unchanged.
func (s *Set) Transport(rt http.RoundTripper) http.RoundTripper {
	if s == nil || s.hits[StreamDrop] == nil {
		return rt
	}
	return &dropper{rt: rt, s: s}
}

type dropper struct {
	rt http.RoundTripper
	s  *Set
}

func (d *dropper) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := d.rt.RoundTrip(r)
	if err != nil || resp.StatusCode != http.StatusOK || !d.s.Hit(StreamDrop) {
		return resp, err
	}
	resp.Body = &cutBody{body: resp.Body}
	return resp, nil
}

// cutBody passes events through until cutAfter have gone, then fails.
type cutBody struct {
	body   io.ReadCloser
	events int
	last   byte
	done   bool
}

func (c *cutBody) Read(p []byte) (int, error) {
	if c.done {
		return 0, io.ErrUnexpectedEOF
	}
	n, err := c.body.Read(p)
	for i := 0; i < n; i++ {
		if p[i] == '\n' && c.last == '\n' {
			c.events++
			if c.events == cutAfter {
				c.done = true
				return i + 1, nil
			}
		}
		c.last = p[i]
	}
	return n, err
}

func (c *cutBody) Close() error { return c.body.Close() }
