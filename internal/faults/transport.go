package faults

import (
	"bytes"
	"io"
	"net/http"
)

// A dropped stream is cut right after the first server-sent event that
// carries part of the answer (OpenAI's delta content, Anthropic's text
// delta), or after cutAfter events if none does.
const cutAfter = 3

// answerMarks tell an event that carries part of the answer.
var answerMarks = [][]byte{[]byte(`"content":"`), []byte(`"text_delta"`), []byte(`"tool_calls":[`)}

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

// cutBody passes events through until one carries part of the answer (or
// cutAfter have gone), then fails.
type cutBody struct {
	body   io.ReadCloser
	events int
	event  []byte // the event being read
	done   bool
}

func (c *cutBody) Read(p []byte) (int, error) {
	if c.done {
		return 0, io.ErrUnexpectedEOF
	}
	n, err := c.body.Read(p)
	for i := 0; i < n; i++ {
		c.event = append(c.event, p[i])
		if p[i] != '\n' || len(c.event) < 2 || c.event[len(c.event)-2] != '\n' {
			continue
		}
		c.events++
		answer := false
		for _, m := range answerMarks {
			answer = answer || bytes.Contains(c.event, m)
		}
		c.event = c.event[:0]
		if answer || c.events == cutAfter {
			c.done = true
			return i + 1, nil
		}
	}
	return n, err
}

func (c *cutBody) Close() error { return c.body.Close() }
