package debugview

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/messages"
)

// Record is one message of a session as its replay stream kept it.
type Record struct {
	Seq     uint64    // the stream's sequence number: what --at SEQ names
	Stored  time.Time // when the stream stored it
	Subject string
	Meta    messages.Meta
	Type    string        // body type; "" when it did not decode
	Body    messages.Body // nil when it did not decode
	Bytes   int           // payload and header bytes as it travelled
	Err     string        // why it did not decode
	// Log says the record is a session-log event (FromLog), not a bus
	// message; Summary is then its line.
	Log     bool
	Summary string
}

// Decode makes a Record of one kept message; data is its body (fetched when
// it travelled by reference), fetchErr why it could not be.
func Decode(seq uint64, stored time.Time, subject string, h nats.Header, raw int, data []byte, fetchErr error) Record {
	r := Record{Seq: seq, Stored: stored, Subject: subject, Bytes: raw + headerBytes(h)}
	meta, body, err := messages.Decode(messages.Header(h), data)
	r.Meta = meta
	if fetchErr != nil {
		err = fetchErr
	}
	if err != nil {
		r.Err = err.Error()
		return r
	}
	r.Body, r.Type = body, body.Type()
	return r
}

func headerBytes(h nats.Header) int {
	n := 0
	for k, vs := range h {
		for _, v := range vs {
			n += len(k) + len(v) + 4 // "K: V\r\n"
		}
	}
	return n
}

// At returns the time the message was published, or stored when the
// publisher did not say.
func (r Record) At() time.Time {
	if !r.Meta.Time.IsZero() {
		return r.Meta.Time
	}
	return r.Stored
}

// fetchBatch is how many messages one pull asks for.
const fetchBatch = 256

// fetchWait bounds one pull when the stream has fewer messages than asked.
const fetchWait = 2 * time.Second

// ReadStream reads every message of session that stream holds now, in
// order, with an ordered consumer filtered on the session's subjects (the
// stream is shared by every session; no state is left on the server).
// Bodies sent by reference are fetched from the session's object store. A
// session still running goes on after the last message read: call again
// for more.
func ReadStream(ctx context.Context, js jetstream.JetStream, stream, session string) ([]Record, error) {
	st, err := js.Stream(ctx, stream)
	if err != nil {
		return nil, fmt.Errorf("debugview: stream %s: %w", stream, err)
	}
	last := st.CachedInfo().State.LastSeq
	if st.CachedInfo().State.Msgs == 0 {
		return nil, nil
	}
	cons, err := js.OrderedConsumer(ctx, stream, jetstream.OrderedConsumerConfig{
		FilterSubjects: []string{messages.Root + ".*." + session + ".>"}})
	if err != nil {
		return nil, fmt.Errorf("debugview: read %s: %w", stream, err)
	}
	var out []Record
	for {
		batch, err := cons.Fetch(fetchBatch, jetstream.FetchMaxWait(fetchWait))
		if err != nil {
			return out, fmt.Errorf("debugview: read %s: %w", stream, err)
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				continue
			}
			rec := decodeMsg(ctx, js, m, md)
			out = append(out, rec)
			if md.Sequence.Stream >= last || md.NumPending == 0 {
				return out, nil
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, nats.ErrTimeout) {
			return out, fmt.Errorf("debugview: read %s: %w", stream, err)
		}
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		if n == 0 { // the rest expired or was removed while reading
			return out, nil
		}
	}
}

func payload(ctx context.Context, js jetstream.JetStream, msg *nats.Msg) ([]byte, error) {
	if msg.Header.Get(messages.HeaderRef) == "" {
		return msg.Data, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return bus.Payload(ctx, js, msg)
}

// decodeMsg decodes one stored message, fetching a body sent by reference
// and putting a request's stable prefix back.
func decodeMsg(ctx context.Context, js jetstream.JetStream, m jetstream.Msg, md *jetstream.MsgMetadata) Record {
	msg := &nats.Msg{Subject: m.Subject(), Header: m.Headers(), Data: m.Data()}
	data, ferr := payload(ctx, js, msg)
	rec := Decode(md.Sequence.Stream, md.Timestamp, m.Subject(), m.Headers(), len(m.Data()), data, ferr)
	if rec.Body != nil {
		// A request's stable prefix (system prompt, tools) travels by
		// reference: put it back, so the window is as the model got it.
		pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		if err := bus.ResolvePrefix(pctx, js, msg, rec.Body); err != nil {
			rec.Err = err.Error()
		}
		cancel()
	}
	return rec
}

// Follow delivers the session's messages stored in stream after sequence
// after, as they arrive, in batches to send, until the session ends (its
// session_ended message is delivered), ctx ends (nil then) or the stream
// cannot be read. send is called from Follow's goroutine.
func Follow(ctx context.Context, js jetstream.JetStream, stream, session string, after uint64, send func([]Record)) error {
	cons, err := js.OrderedConsumer(ctx, stream, jetstream.OrderedConsumerConfig{
		FilterSubjects: []string{messages.Root + ".*." + session + ".>"},
		DeliverPolicy:  jetstream.DeliverByStartSequencePolicy, OptStartSeq: after + 1})
	if err != nil {
		return fmt.Errorf("debugview: follow %s: %w", stream, err)
	}
	for ctx.Err() == nil {
		batch, err := cons.Fetch(fetchBatch, jetstream.FetchMaxWait(followWait))
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("debugview: follow %s: %w", stream, err)
		}
		var recs []Record
		ended := false
		for m := range batch.Messages() {
			if md, err := m.Metadata(); err == nil {
				r := decodeMsg(ctx, js, m, md)
				_, end := r.Body.(*messages.SessionEnded)
				ended = ended || end
				recs = append(recs, r)
			}
		}
		if len(recs) > 0 {
			send(recs)
		}
		if ended {
			return nil
		}
		if err := batch.Error(); err != nil && !errors.Is(err, nats.ErrTimeout) && ctx.Err() == nil {
			return fmt.Errorf("debugview: follow %s: %w", stream, err)
		}
	}
	return nil
}

// followWait bounds one pull of Follow: how long new messages may gather
// before they are shown.
const followWait = 250 * time.Millisecond
