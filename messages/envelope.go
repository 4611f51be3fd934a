package messages

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// Version is the envelope format version.
const Version = 1

// Header names carried on every bus message, so that `nats sub --headers-only`
// tells the story without the payloads.
const (
	HeaderType        = "Troupe-Type"
	HeaderID          = "Troupe-Id"
	HeaderSession     = "Troupe-Session"
	HeaderAgent       = "Troupe-Agent"
	HeaderParent      = "Troupe-Parent"
	HeaderCorrelation = "Troupe-Corr"
	HeaderCausation   = "Troupe-Causation"
	HeaderSeq         = "Troupe-Seq"
	HeaderAttempt     = "Troupe-Attempt"
	HeaderDeadline    = "Troupe-Deadline"
	HeaderTime        = "Troupe-Time"
	HeaderTraceparent = "traceparent"
	// HeaderSig authenticates a message published by the process's own
	// components (an HMAC the bus checks on receipt).
	HeaderSig = "Troupe-Sig"
	// HeaderRef names the object holding a body too large to travel inline;
	// the message's payload is then empty.
	HeaderRef = "Troupe-Ref"
)

// Meta is the routing and tracing data of a message. It travels in NATS
// headers; the body never repeats it.
type Meta struct {
	ID          string    // unique id of this message
	Type        string    // body type name; set by Encode
	Session     string    // session id
	Agent       string    // agent the message is about or addressed to
	Parent      string    // parent agent, for subagents
	Correlation string    // the turn or call this message belongs to
	Causation   string    // ID of the message that caused this one
	Seq         uint64    // per-session sequence, assigned by the publisher
	Attempt     int       // delivery attempt, for redelivered work
	Deadline    time.Time // zero if none
	Time        time.Time // when it was published
	Traceparent string    // W3C trace context
	// Internal is set on receipt, never sent: the bus verified that the
	// message was signed by this process's in-process identity.
	Internal bool
	// Ref is the object a large body was read from; "" for inline bodies.
	Ref string
}

// Header is the shape of NATS message headers (nats.Header is this type).
type Header = map[string][]string

// ErrMalformed is wrapped by every Decode failure.
var ErrMalformed = errors.New("messages: malformed envelope")

type envelope struct {
	V    int             `json:"v"`
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// Encode turns meta and body into NATS headers and a JSON payload
// {"v":1,"type":...,"data":...}. The body is marshalled once, straight into
// the envelope.
func Encode(m Meta, b Body) (Header, []byte, error) {
	typ := b.Type()
	// Type names are fixed lowercase identifiers: no escaping needed.
	var buf bytes.Buffer
	buf.Grow(512)
	buf.WriteString(`{"v":`)
	buf.WriteString(strconv.Itoa(Version))
	buf.WriteString(`,"type":"`)
	buf.WriteString(typ)
	buf.WriteString(`","data":`)
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // code and shell commands stay readable on the bus
	if err := enc.Encode(b); err != nil {
		return nil, nil, fmt.Errorf("messages: encode %s: %w", typ, err)
	}
	payload := buf.Bytes()
	payload[len(payload)-1] = '}' // Encode ends the value with a newline
	m.Type = typ
	return m.Header(), payload, nil
}

// Header renders meta as NATS headers, omitting empty fields.
func (m Meta) Header() Header {
	h := make(Header, 12)
	vals := make([]string, 0, 12) // one backing array for every header's value
	set := func(k, v string) {
		if v != "" {
			vals = append(vals, v)
			h[k] = vals[len(vals)-1 : len(vals) : len(vals)]
		}
	}
	set(HeaderType, m.Type)
	set(HeaderID, m.ID)
	set(HeaderSession, m.Session)
	set(HeaderAgent, m.Agent)
	set(HeaderParent, m.Parent)
	set(HeaderCorrelation, m.Correlation)
	set(HeaderCausation, m.Causation)
	if m.Seq != 0 {
		set(HeaderSeq, strconv.FormatUint(m.Seq, 10))
	}
	if m.Attempt != 0 {
		set(HeaderAttempt, strconv.Itoa(m.Attempt))
	}
	if !m.Deadline.IsZero() {
		set(HeaderDeadline, m.Deadline.UTC().Format(time.RFC3339Nano))
	}
	if !m.Time.IsZero() {
		// Microseconds since the epoch: half the bytes of RFC 3339, fine
		// enough for per-hop latencies.
		set(HeaderTime, strconv.FormatInt(m.Time.UnixMicro(), 10))
	}
	set(HeaderTraceparent, m.Traceparent)
	return h
}

// MetaFrom reads meta from NATS headers. Unparsable numeric or time headers
// are an error naming the header.
func MetaFrom(h Header) (Meta, error) {
	get := func(k string) string {
		if v := h[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	m := Meta{
		Type:        get(HeaderType),
		ID:          get(HeaderID),
		Session:     get(HeaderSession),
		Agent:       get(HeaderAgent),
		Parent:      get(HeaderParent),
		Correlation: get(HeaderCorrelation),
		Causation:   get(HeaderCausation),
		Traceparent: get(HeaderTraceparent),
		Ref:         get(HeaderRef),
	}
	var err error
	if s := get(HeaderSeq); s != "" {
		if m.Seq, err = strconv.ParseUint(s, 10, 64); err != nil {
			return m, fmt.Errorf("%w: header %s: %v", ErrMalformed, HeaderSeq, err)
		}
	}
	if s := get(HeaderAttempt); s != "" {
		if m.Attempt, err = strconv.Atoi(s); err != nil {
			return m, fmt.Errorf("%w: header %s: %v", ErrMalformed, HeaderAttempt, err)
		}
	}
	if s := get(HeaderDeadline); s != "" {
		if m.Deadline, err = time.Parse(time.RFC3339Nano, s); err != nil {
			return m, fmt.Errorf("%w: header %s: %v", ErrMalformed, HeaderDeadline, err)
		}
	}
	if s := get(HeaderTime); s != "" {
		if m.Time, err = parseTime(s); err != nil {
			return m, fmt.Errorf("%w: header %s: %v", ErrMalformed, HeaderTime, err)
		}
	}
	return m, nil
}

// parseTime reads a Troupe-Time header: microseconds since the epoch, or
// RFC 3339 as messages recorded before had it.
func parseTime(s string) (time.Time, error) {
	if us, err := strconv.ParseInt(s, 10, 64); err == nil {
		return time.UnixMicro(us).UTC(), nil
	}
	return time.Parse(time.RFC3339Nano, s)
}

// Decode reads a message published with Encode. The body's type comes from
// the payload; a Troupe-Type header that disagrees with it is an error. When
// the header names the type, the payload is parsed in one pass.
func Decode(h Header, payload []byte) (Meta, Body, error) {
	m, err := MetaFrom(h)
	if err != nil {
		return m, nil, err
	}
	if b, ok := newBody(m.Type); ok {
		// One pass: decode data straight into the body the header names.
		env := typedEnvelope{Data: b}
		if err := json.Unmarshal(payload, &env); err != nil {
			return m, nil, fmt.Errorf("%w: %s: %v", ErrMalformed, m.Type, err)
		}
		if err := env.check(m.Type); err != nil {
			return m, nil, err
		}
		return m, b, nil
	}
	var env envelope
	if err := json.Unmarshal(payload, &env); err != nil {
		return m, nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if env.V != Version {
		return m, nil, fmt.Errorf("%w: version %d, want %d", ErrMalformed, env.V, Version)
	}
	if m.Type != "" && m.Type != env.Type {
		return m, nil, fmt.Errorf("%w: header type %q, body type %q", ErrMalformed, m.Type, env.Type)
	}
	b, ok := newBody(env.Type)
	if !ok {
		return m, nil, fmt.Errorf("%w: unknown type %q", ErrMalformed, env.Type)
	}
	if err := json.Unmarshal(env.Data, b); err != nil {
		return m, nil, fmt.Errorf("%w: %s data: %v", ErrMalformed, env.Type, err)
	}
	m.Type = env.Type
	return m, b, nil
}

// typedEnvelope decodes an envelope whose body type is known in advance:
// encoding/json fills the pointer held in Data.
type typedEnvelope struct {
	V    int    `json:"v"`
	Type string `json:"type"`
	Data any    `json:"data"`
}

func (e typedEnvelope) check(headerType string) error {
	switch {
	case e.V != Version:
		return fmt.Errorf("%w: version %d, want %d", ErrMalformed, e.V, Version)
	case e.Type != headerType:
		return fmt.Errorf("%w: header type %q, body type %q", ErrMalformed, headerType, e.Type)
	}
	return nil
}
