package reqlog

import (
	"encoding/json"
	"fmt"

	"troupe/internal/store"
	"troupe/internal/view"
	"troupe/messages"
)

// Window is one request rebuilt whole.
type Window struct {
	Seq      uint64 // the request event's
	Agent    string
	Turn     string
	Call     string
	Workflow string
	Model    string
	View     view.View
	// Whole is false when a piece was not in the log (the prefix, or the
	// request it builds on): View then has what was.
	Whole bool
	Wire  int // messages the event itself held
	Bytes int // the event's Data size, plus its prefix's the first time
}

// Rebuilder rebuilds requests from a session log's events in order.
type Rebuilder struct {
	prefixes map[string]messages.Prefix
	last     map[string]*view.Receiver // by agent and workflow
	newRef   map[string]bool           // prefixes not yet counted in a Window's Bytes
	sizes    map[string]int
}

// Add reads one event. For a request it returns its window and true; other
// events return false (prefixes are kept for the requests after them). A
// malformed request or prefix is an error naming its seq.
func (b *Rebuilder) Add(e store.Event) (Window, bool, error) {
	if b.prefixes == nil {
		b.prefixes, b.last, b.newRef, b.sizes = map[string]messages.Prefix{}, map[string]*view.Receiver{}, map[string]bool{}, map[string]int{}
	}
	switch e.Type {
	case TypePrefix:
		var p Prefix
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return Window{}, false, fmt.Errorf("reqlog: event %d: %w", e.Seq, err)
		}
		b.prefixes[p.Ref], b.newRef[p.Ref], b.sizes[p.Ref] = p.Prefix, true, len(e.Data)
		return Window{}, false, nil
	case TypeRequest:
	default:
		return Window{}, false, nil
	}
	var r Request
	if err := json.Unmarshal(e.Data, &r); err != nil {
		return Window{}, false, fmt.Errorf("reqlog: event %d: %w", e.Seq, err)
	}
	w := Window{Seq: e.Seq, Agent: e.Agent, Turn: e.Turn, Call: r.Call, Workflow: r.Workflow, Model: r.Model,
		Whole: true, Wire: len(r.Messages), Bytes: len(e.Data)}
	if r.Prefix != "" {
		p, ok := b.prefixes[r.Prefix]
		w.Whole = ok
		w.View.System, w.View.Tools = p.System, p.Tools
		if b.newRef[r.Prefix] {
			w.Bytes += b.sizes[r.Prefix]
			delete(b.newRef, r.Prefix)
		}
	}
	key := e.Agent + "\x00" + r.Workflow
	recv := b.last[key]
	if recv == nil {
		recv = &view.Receiver{}
		b.last[key] = recv
	}
	v, ok := recv.Apply(r.Call, view.View{Messages: r.Messages}, messages.Delta{Base: r.Base, Keep: r.Keep})
	if !ok {
		w.Whole = false
		v = view.View{Messages: r.Messages}
	}
	w.View.Messages = v.Messages
	return w, true, nil
}

// Windows rebuilds every request in events.
func Windows(events []store.Event) ([]Window, error) {
	var b Rebuilder
	var out []Window
	for _, e := range events {
		w, ok, err := b.Add(e)
		if err != nil {
			return out, err
		}
		if ok {
			out = append(out, w)
		}
	}
	return out, nil
}
