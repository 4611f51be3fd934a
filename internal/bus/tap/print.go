package tap

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/messages"
)

// bodyTimeout bounds fetching one body sent by reference.
const bodyTimeout = 10 * time.Second

type printer struct {
	w       io.Writer
	o       Options
	js      jetstream.JetStream
	json    *json.Encoder
	depth   map[string]int              // agent → subagent depth, from spawns
	text    map[string]*strings.Builder // call → joined deltas
	dropped int
}

func newPrinter(w io.Writer, o Options, js jetstream.JetStream) *printer {
	p := &printer{w: w, o: o, js: js, json: json.NewEncoder(w), depth: map[string]int{}, text: map[string]*strings.Builder{}}
	p.json.SetEscapeHTML(false)
	return p
}

// record is the --json form of one message.
type record struct {
	Time    time.Time         `json:"time"`
	Subject string            `json:"subject"`
	Headers map[string]string `json:"headers,omitempty"`
	Type    string            `json:"type,omitempty"`
	Data    json.RawMessage   `json:"data,omitempty"`
	Error   string            `json:"error,omitempty"`   // why the message did not decode
	Payload string            `json:"payload,omitempty"` // the raw payload, when it did not decode
	Dropped int               `json:"dropped,omitempty"` // messages lost because the tap fell behind
}

// handle decodes, filters and prints one message. ended says it was the
// end of a session.
func (p *printer) handle(ctx context.Context, m *Matcher, msg *nats.Msg) (matched, ended bool, err error) {
	data, fetchErr := p.payload(ctx, msg)
	meta, body, decodeErr := messages.Decode(messages.Header(msg.Header), data)
	if fetchErr != nil {
		decodeErr = fetchErr
	}
	if decodeErr == nil && p.js != nil && msg.Header.Get(messages.HeaderPrefix) != "" {
		// A request's system prompt and tools travel by reference; shown
		// without them when the session kept no object store.
		rctx, cancel := context.WithTimeout(ctx, bodyTimeout)
		_ = bus.ResolvePrefix(rctx, p.js, msg, body)
		cancel()
	}
	if decodeErr != nil {
		if !m.Match(meta, "") {
			return false, false, nil
		}
		return true, false, p.undecodable(msg, meta, data, decodeErr)
	}
	m.Learn(&meta, body)
	if s, ok := body.(*messages.SubagentSpawned); ok {
		p.depth[s.Child] = p.depth[meta.Agent] + 1
	}
	typ := body.Type()
	_, ended = body.(*messages.SessionEnded)
	if d, ok := body.(*messages.ModelDelta); ok && p.o.Deltas && !p.o.JSON {
		b := p.text[d.Call]
		if b == nil {
			b = &strings.Builder{}
			p.text[d.Call] = b
		}
		b.WriteString(d.Text)
		return false, ended, nil // counted and printed joined, with the result
	}
	if r, ok := body.(*messages.ModelResult); ok {
		if b := p.text[r.Call]; b != nil {
			delete(p.text, r.Call)
			if m.Match(meta, "model_delta") {
				if err := p.line(meta, msg.Subject, "model_text", clip(oneLine(b.String()), "")); err != nil {
					return true, ended, err
				}
			}
		}
	}
	if !m.Match(meta, typ) {
		return false, ended, nil
	}
	if p.o.JSON {
		enc, err := json.Marshal(body)
		if err != nil {
			return true, ended, fmt.Errorf("tap: %w", err)
		}
		r := record{Time: at(meta), Subject: msg.Subject, Headers: flatten(msg.Header), Type: typ, Data: enc}
		if err := p.json.Encode(r); err != nil {
			return true, ended, fmt.Errorf("tap: %w", err)
		}
		return true, ended, nil
	}
	return true, ended, p.line(meta, msg.Subject, typ, Summary(body))
}

// payload returns msg's body, fetched from the object store when it was
// sent by reference.
func (p *printer) payload(ctx context.Context, msg *nats.Msg) ([]byte, error) {
	if msg.Header.Get(messages.HeaderRef) == "" {
		return msg.Data, nil
	}
	ctx, cancel := context.WithTimeout(ctx, bodyTimeout)
	defer cancel()
	return bus.Payload(ctx, p.js, msg)
}

// line prints one text line: time, indented subject, type, summary.
func (p *printer) line(meta messages.Meta, subject, typ, summary string) error {
	indent := strings.Repeat("  ", p.depth[meta.Agent])
	_, err := fmt.Fprintf(p.w, "%s %s%s  %s  %s\n", at(meta).Local().Format(TimeFormat), indent, p.short(subject), typ, summary)
	if err != nil {
		return fmt.Errorf("tap: %w", err)
	}
	return nil
}

// short drops the session from subjects when one session is watched: the
// tap said which when it attached.
func (p *printer) short(subject string) string {
	if p.o.Session == "" {
		return subject
	}
	toks := strings.SplitN(subject, ".", 4)
	if len(toks) == 4 && toks[0] == messages.Root && toks[2] == p.o.Session {
		return toks[1] + "." + toks[3]
	}
	return subject
}

func (p *printer) undecodable(msg *nats.Msg, meta messages.Meta, data []byte, decodeErr error) error {
	var err error
	if p.o.JSON {
		err = p.json.Encode(record{Time: at(meta), Subject: msg.Subject, Headers: flatten(msg.Header),
			Error: decodeErr.Error(), Payload: string(data)})
	} else {
		_, err = fmt.Fprintf(p.w, "%s %s  (undecodable: %s)\n", at(meta).Local().Format(TimeFormat), p.short(msg.Subject), oneLine(decodeErr.Error()))
	}
	if err != nil {
		return fmt.Errorf("tap: %w", err)
	}
	return nil
}

func (p *printer) drops(total int) error {
	n := total - p.dropped
	p.dropped = total
	var err error
	if p.o.JSON {
		err = p.json.Encode(record{Time: time.Now(), Dropped: n})
	} else {
		_, err = fmt.Fprintf(p.w, "%s (tap too slow: %d messages dropped)\n", time.Now().Format(TimeFormat), n)
	}
	if err != nil {
		return fmt.Errorf("tap: %w", err)
	}
	return nil
}

// at is when a message was published, or now if it does not say.
func at(m messages.Meta) time.Time {
	if m.Time.IsZero() {
		return time.Now()
	}
	return m.Time
}

// flatten turns NATS headers into one string per key, joining repeated
// values with ", ".
func flatten(h nats.Header) map[string]string {
	if len(h) == 0 {
		return nil
	}
	out := make(map[string]string, len(h))
	for k, v := range h {
		out[k] = strings.Join(v, ", ")
	}
	return out
}
