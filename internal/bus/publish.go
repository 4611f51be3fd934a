package bus

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nuid"

	"troupe/internal/faults"
	"troupe/messages"
)

// sessionSeq numbers the messages of one session.
type sessionSeq struct {
	mu  sync.Mutex // held from assigning a number until the message is handed to nats.go
	seq uint64
}

// Publish sends body on subject through the shared connection and returns
// the meta it sent. It fills what m leaves empty: ID (a NUID), Time (now),
// Session and Agent (from the subject). It always assigns Seq, the next
// number of the session (the Bus keeps one counter per session it has seen),
// and Traceparent: a sampled one (it names a span package telemetry
// recorded) travels unchanged, so the receiver's spans are its children;
// otherwise a child span id of m.Traceparent when that carries a trace id,
// else a new trace, not sampled. The message is signed as internal (see Meta.Internal).
// A payload over the inline limit is stored in the session's object store
// first and the message carries a reference to it.
func (b *Bus) Publish(subject string, m messages.Meta, body messages.Body) (messages.Meta, error) {
	if err := b.faults.Err(faults.BusPublish); err != nil {
		return m, fmt.Errorf("bus: publish %s: %w", subject, err)
	}
	if m.Session == "" || m.Agent == "" {
		if p, ok := messages.ParseSubject(subject); ok {
			if m.Session == "" {
				m.Session = p.Session
			}
			if m.Agent == "" {
				m.Agent = p.Agent
			}
		}
	}
	if m.ID == "" {
		m.ID = nuid.Next()
	}
	if m.Time.IsZero() {
		m.Time = time.Now()
	}
	m.Time = m.Time.Round(0).Truncate(time.Microsecond) // as the header carries it
	if !Sampled(m.Traceparent) {
		m.Traceparent = ChildTraceparent(m.Traceparent)
	}
	m.Internal, m.Ref = false, ""
	// The stable prefix of a request travels by reference (prefix.go).
	wire, prefix, err := b.splitPrefix(m.Session, body)
	if err != nil {
		return m, fmt.Errorf("bus: publish %s: %w", subject, err)
	}
	// Encode the body outside the session lock; only the headers depend on Seq.
	_, data, err := messages.Encode(m, wire)
	if err != nil {
		return m, fmt.Errorf("bus: publish %s: %w", subject, err)
	}
	m.Type = body.Type()
	sig := b.sign.mac(subject, signedID(m.ID, prefix), data)
	if len(data) > b.inlineMax() && messages.ValidID(m.Session) {
		if err := b.putBody(m.Session, m.ID, data); err != nil {
			return m, fmt.Errorf("bus: publish %s: %w", subject, err)
		}
		m.Ref, data = m.ID, nil
	}

	s := b.session(m.Session)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	m.Seq = s.seq
	m.Internal = true
	h := nats.Header(m.Header())
	h[messages.HeaderSig] = []string{sig}
	if m.Ref != "" {
		h[messages.HeaderRef] = []string{m.Ref}
	}
	if prefix != "" {
		h[messages.HeaderPrefix] = []string{prefix}
	}
	msg := &nats.Msg{Subject: subject, Header: h, Data: data}
	if err := b.nc.PublishMsg(msg); err != nil {
		return m, fmt.Errorf("bus: publish %s: %w", subject, err)
	}
	return m, nil
}

// signedID is what the signature covers of a message's id and prefix
// reference: a copy of a signed request cannot be given another prefix.
func signedID(id, prefix string) string {
	if prefix == "" {
		return id
	}
	return id + "\x00" + prefix
}

func (b *Bus) session(id string) *sessionSeq {
	if s, ok := b.sessions.Load(id); ok {
		return s.(*sessionSeq)
	}
	s, _ := b.sessions.LoadOrStore(id, &sessionSeq{})
	return s.(*sessionSeq)
}

// Decode decodes a message received on any of the Bus's connections: it
// fetches a body sent by reference and sets Meta.Internal when the message
// carries this process's signature.
func (b *Bus) Decode(msg *nats.Msg) (messages.Meta, messages.Body, error) {
	data := msg.Data
	if msg.Header.Get(messages.HeaderRef) != "" {
		js, err := b.JetStream()
		if err != nil {
			return messages.Meta{}, nil, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), bodyTimeout)
		defer cancel()
		if data, err = Payload(ctx, js, msg); err != nil {
			return messages.Meta{}, nil, err
		}
	}
	m, body, err := messages.Decode(messages.Header(msg.Header), data)
	if err != nil {
		return m, nil, err
	}
	if err := b.joinPrefix(msg, body); err != nil {
		return m, nil, err
	}
	m.Internal = b.sign.verify(msg.Subject, signedID(m.ID, msg.Header.Get(messages.HeaderPrefix)), data, msg.Header.Get(messages.HeaderSig))
	return m, body, nil
}

// Subscribe calls fn with every message on subject (wildcards allowed),
// decoded (see Decode). Bodies arrive as pointers (*messages.Prompt, ...). A
// message that does not decode is counted in DecodeErrors, logged at Debug
// and skipped. fn runs on the subscription's goroutine, one message at a time.
func (b *Bus) Subscribe(subject string, fn func(messages.Meta, messages.Body)) (*nats.Subscription, error) {
	return b.SubscribeMsgs(subject, func(_ string, m messages.Meta, body messages.Body) { fn(m, body) })
}

// SubscribeMsgs is Subscribe with each message's own subject.
func (b *Bus) SubscribeMsgs(subject string, fn func(string, messages.Meta, messages.Body)) (*nats.Subscription, error) {
	sub, err := b.nc.Subscribe(subject, func(msg *nats.Msg) {
		m, body, err := b.Decode(msg)
		if err != nil {
			b.decodeErrors.Add(1)
			b.log.Debug("bus: undecodable message", "subject", msg.Subject, "err", err)
			return
		}
		fn(msg.Subject, m, body)
	})
	if err != nil {
		return nil, fmt.Errorf("bus: subscribe %s: %w", subject, err)
	}
	return sub, nil
}
