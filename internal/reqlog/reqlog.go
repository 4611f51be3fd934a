package reqlog

import (
	"encoding/json"
	"fmt"
	"unsafe"

	"troupe/internal/store"
	"troupe/internal/view"
	"troupe/messages"
)

// Event types this package writes.
const (
	TypePrefix  = "prefix"
	TypeRequest = "request"
)

// Prefix is the Data of a "prefix" event.
type Prefix struct {
	Ref string `json:"ref"`
	messages.Prefix
}

// Request is the Data of a "request" event.
type Request struct {
	Call     string `json:"call"`
	Workflow string `json:"workflow"`
	Model    string `json:"model,omitempty"`
	Prefix   string `json:"prefix,omitempty"` // a Prefix event's Ref; "" for none
	// Base is the client's previous request whose first Keep messages
	// this one starts with; "" when Messages is the whole list.
	Base     string             `json:"base,omitempty"`
	Keep     int                `json:"keep,omitempty"`
	Messages []messages.Message `json:"messages"`
}

// Committer is the part of a store.Log a Recorder writes to.
type Committer interface {
	Commit(e store.Event, done func(store.Event, error))
	CommitOnce(key string, e store.Event) bool
}

// Recorder writes the requests of one model client.
type Recorder struct {
	log   Committer
	agent string
	sent  view.Sender
	last  lastPrefix // the last prefix logged, to log the next one's reference without encoding it again
}

// lastPrefix is a prefix already logged, known by its memory: a request
// whose system prompt and tools are the same strings and slice (the
// agent sends the same ones call after call) has the same reference.
type lastPrefix struct {
	system *byte
	sysLen int
	tools  *messages.ToolSpec
	nTools int
	ref    string
}

func (l lastPrefix) is(p messages.Prefix) bool {
	return l.ref != "" && l.sysLen == len(p.System) && l.system == unsafe.StringData(p.System) &&
		l.nTools == len(p.Tools) && (len(p.Tools) == 0 || l.tools == &p.Tools[0])
}

// New returns a Recorder for agent's client writing to log; nil when log
// is nil (a Recorder that records nothing).
func New(log Committer, agent string) *Recorder {
	if log == nil {
		return nil
	}
	return &Recorder{log: log, agent: agent}
}

// Record logs one request, whole (its view not as a delta), of turn turn
// to model. Its slices must not be modified afterwards (they are
// compared, by identity first, with the next request's).
func (r *Recorder) Record(turn, model string, req messages.ModelRequest) error {
	if r == nil {
		return nil
	}
	d := Request{Call: req.Call, Workflow: req.Workflow, Model: model}
	if p := (messages.Prefix{System: req.System, Tools: req.Tools}); r.last.is(p) {
		d.Prefix = r.last.ref // logged already: no need to encode it per call
	} else if !p.Empty() {
		ref, _, err := p.Encode()
		if err != nil {
			return err
		}
		data, err := json.Marshal(Prefix{Ref: ref, Prefix: p})
		if err != nil {
			return fmt.Errorf("reqlog: %w", err)
		}
		r.log.CommitOnce(TypePrefix+":"+ref, store.Event{Type: TypePrefix, Data: data})
		d.Prefix = ref
		r.last = lastPrefix{system: unsafe.StringData(p.System), sysLen: len(p.System), nTools: len(p.Tools), ref: ref}
		if len(p.Tools) > 0 {
			r.last.tools = &p.Tools[0]
		}
	}
	wire, delta := r.sent.Send(req.Call, view.View{Messages: req.Messages})
	d.Base, d.Keep, d.Messages = delta.Base, delta.Keep, wire.Messages
	if d.Messages == nil {
		d.Messages = []messages.Message{}
	}
	data, err := json.Marshal(d)
	if err != nil {
		return fmt.Errorf("reqlog: %w", err)
	}
	r.log.Commit(store.Event{Type: TypeRequest, Agent: r.agent, Turn: turn, Data: data}, nil)
	return nil
}
