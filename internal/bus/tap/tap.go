// Package tap prints the traffic of a troupe bus, one line per message, for
// `troupe bus tap`: a time, the subject, the body type and a short summary,
// or with Options.JSON one JSON object per line.
//
// Concurrency: Run receives on a synchronous subscription and writes from
// the calling goroutine only, so w needs no locking. Run starts no
// goroutines of its own; its subscription is removed before it returns.
package tap

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/messages"
)

// DefaultSubject is what Run watches when Options.Subject is empty.
const DefaultSubject = messages.Root + ".>"

// TimeFormat is the layout of the time column.
const TimeFormat = "15:04:05.000"

// ErrFilter is returned when Options cannot be turned into a subscription.
var ErrFilter = errors.New("tap: bad filter")

// Options selects and formats what Run prints.
type Options struct {
	// Subject to watch, wildcards allowed; DefaultSubject when empty.
	Subject string
	// Session and Agent narrow the watch to one session and/or agent. With
	// either set, Subject must be "troupe.>" or "troupe.<class>.>".
	Session string
	Agent   string
	// JSON prints one JSON object per message instead of a text line.
	JSON bool
	// Count stops Run after that many messages; 0 runs until ctx is done.
	Count int
}

// Filter returns the subject Run subscribes to.
func (o Options) Filter() (string, error) {
	subject := o.Subject
	if subject == "" {
		subject = DefaultSubject
	}
	if o.Session == "" && o.Agent == "" {
		return subject, nil
	}
	for _, id := range []string{o.Session, o.Agent} {
		if id != "" && !messages.ValidID(id) {
			return "", fmt.Errorf("%w: invalid id %q", ErrFilter, id)
		}
	}
	toks := strings.Split(subject, ".")
	var class string
	switch {
	case len(toks) == 2 && toks[0] == messages.Root && toks[1] == ">":
	case len(toks) == 3 && toks[0] == messages.Root && toks[2] == ">":
		if class = toks[1]; class == "*" {
			class = ""
		}
	default:
		return "", fmt.Errorf("%w: with a session or agent the subject must be %s.> or %s.<class>.>, not %q",
			ErrFilter, messages.Root, messages.Root, subject)
	}
	return messages.Filter(messages.Class(class), o.Session, o.Agent), nil
}

// Run subscribes nc to the filter of o and prints every message to w until
// ctx is done (then it returns nil) or Count messages were printed.
func Run(ctx context.Context, nc *nats.Conn, o Options, w io.Writer) error {
	subject, err := o.Filter()
	if err != nil {
		return err
	}
	sub, err := nc.SubscribeSync(subject)
	if err != nil {
		return fmt.Errorf("tap: subscribe %s: %w", subject, err)
	}
	defer sub.Unsubscribe()
	p := printer{w: w, json: json.NewEncoder(w)}
	p.json.SetEscapeHTML(false)
	for n := 0; o.Count == 0 || n < o.Count; {
		msg, err := sub.NextMsgWithContext(ctx)
		switch {
		case ctx.Err() != nil:
			return nil
		case errors.Is(err, nats.ErrSlowConsumer):
			dropped, _ := sub.Dropped()
			if err := p.dropped(o.JSON, dropped); err != nil {
				return err
			}
			continue
		case err != nil:
			return fmt.Errorf("tap: %w", err)
		}
		if err := p.print(o.JSON, msg, time.Now()); err != nil {
			return err
		}
		n++
	}
	return nil
}

type printer struct {
	w    io.Writer
	json *json.Encoder
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

func (p printer) print(asJSON bool, msg *nats.Msg, received time.Time) error {
	m, body, decodeErr := messages.Decode(messages.Header(msg.Header), msg.Data)
	at := m.Time
	if at.IsZero() {
		at = received
	}
	if asJSON {
		r := record{Time: at, Subject: msg.Subject, Headers: flatten(msg.Header)}
		if decodeErr != nil {
			r.Error, r.Payload = decodeErr.Error(), string(msg.Data)
		} else {
			data, err := json.Marshal(body)
			if err != nil {
				return fmt.Errorf("tap: %w", err)
			}
			r.Type, r.Data = body.Type(), data
		}
		if err := p.json.Encode(r); err != nil {
			return fmt.Errorf("tap: %w", err)
		}
		return nil
	}
	var line string
	if decodeErr != nil {
		line = fmt.Sprintf("%s %s  (undecodable: %s)\n", at.Local().Format(TimeFormat), msg.Subject, oneLine(decodeErr.Error()))
	} else {
		line = fmt.Sprintf("%s %s  %s  %s\n", at.Local().Format(TimeFormat), msg.Subject, body.Type(), Summary(body))
	}
	if _, err := io.WriteString(p.w, line); err != nil {
		return fmt.Errorf("tap: %w", err)
	}
	return nil
}

func (p printer) dropped(asJSON bool, n int) error {
	var err error
	if asJSON {
		err = p.json.Encode(record{Time: time.Now(), Dropped: n})
	} else {
		_, err = fmt.Fprintf(p.w, "%s (tap too slow: %d messages dropped so far)\n", time.Now().Format(TimeFormat), n)
	}
	if err != nil {
		return fmt.Errorf("tap: %w", err)
	}
	return nil
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
