// Package view sends a model request's view — system prompt, messages, tools
// — as a messages.Delta against the previous request of the same workflow,
// and rebuilds it on the receiving side, so that the bytes on the bus per
// model call do not grow with the history.
//
// The cost of a request does not grow with the history either: the Sender
// finds what was appended by comparing messages by identity (the same
// strings and slices, as a view extended by append holds them), falling
// back to a deep comparison only for a message that is not the same
// memory; the Receiver extends its last view in place when a request keeps
// all of it. Views are immutable once sent or received: a view handed out
// may share its array with later ones, which only append past its end.
//
// One copy of the history per agent: the levels of one agent (agent →
// workflow → model client) live in one process, so a Sender and the
// Receivers it feeds may share a Shared table. The Sender leaves each view it
// sends there under its call; the Receiver, after checking that its
// messages are the ones the message describes (their number, the new ones
// equal byte for byte, as the bus carries them, to those that travelled,
// the kept prefix the one it holds), keeps the Sender's messages instead of
// the decoded copies; the system prompt and tools are the ones that
// travelled. The bus still carries every request (observers, other
// processes); only the memory is shared. A Receiver whose check fails, or
// that finds nothing, keeps the decoded view as before.
//
// A Sender and a Receiver each belong to one actor and are not safe for
// concurrent use. Neither keeps more than the last view. A Shared is safe
// for concurrent use; the views in it are immutable.
package view

import (
	"reflect"
	"unsafe"

	"troupe/messages"
)

// View is what a model request shows the model.
type View struct {
	System   string
	Messages []messages.Message
	Tools    []messages.ToolSpec
}

// Sender remembers the last view it sent.
type Sender struct {
	// Shared, when set, is where the views sent are left for Receivers
	// of this process to keep instead of their decoded copies.
	Shared *Shared

	call string
	last View
	ok   bool
}

// Send returns what to put on the wire for call: the messages after the
// longest prefix shared with the last view, and the Delta describing it
// (whole when nothing was sent yet). It then remembers v as the last view;
// v's slices must not be modified afterwards. A view that extends the last
// one in place (the same array, longer) is not compared at all.
func (s *Sender) Send(call string, v View) (View, messages.Delta) {
	prev, base := s.last, s.call
	if !s.ok {
		base = ""
	}
	s.remember(call, v)
	if base == "" {
		return v, messages.Delta{}
	}
	keep := 0
	if extends(v.Messages, prev.Messages) {
		keep = len(prev.Messages)
	}
	for keep < len(prev.Messages) && keep < len(v.Messages) && Same(&prev.Messages[keep], &v.Messages[keep]) {
		keep++
	}
	out := View{Messages: v.Messages[keep:]}
	d := messages.Delta{Base: base, Keep: keep}
	if d.SameSystem = prev.System == v.System; !d.SameSystem {
		out.System = v.System
	}
	if d.SameTools = sameTools(prev.Tools, v.Tools); !d.SameTools {
		out.Tools = v.Tools
	}
	return out, d
}

// Whole remembers v as the view of call and returns it, to be sent whole:
// after the receiver answered KindStaleView. The next Send builds on it.
func (s *Sender) Whole(call string, v View) View {
	s.remember(call, v)
	return v
}

// remember makes v the last view, sent for call, and leaves it in the
// shared table in place of the previous one.
func (s *Sender) remember(call string, v View) {
	if s.Shared != nil {
		if s.ok && s.call != call {
			s.Shared.drop(s.call, s)
		}
		s.Shared.put(call, s, v)
	}
	s.call, s.last, s.ok = call, v, true
}

// extends reports whether v is prev extended in place: the same array,
// at least as long. Views are never written below their length, so the
// prefix is prev itself.
func extends(v, prev []messages.Message) bool {
	return len(prev) > 0 && len(v) >= len(prev) && &v[0] == &prev[0]
}

// Last returns the last view sent and its call.
func (s *Sender) Last() (string, View) { return s.call, s.last }

// Receiver keeps the last view it received.
type Receiver struct {
	// Shared, when set, is where the sender of this process leaves the
	// views it sends: a view found there and checked is kept instead of
	// the decoded one.
	Shared *Shared

	call string
	last View
	ok   bool
	// unshared: the last view's prefix was found unequal to the sender's
	// (shared.go); sharing waits for the next whole view.
	unshared bool
}

// Apply rebuilds the whole view of a request from its wire form. ok is false
// when the request builds on a view the receiver does not have (it was
// restarted, or a request was lost): answer KindStaleView.
func (r *Receiver) Apply(call string, wire View, d messages.Delta) (View, bool) {
	if v, ok := r.shared(call, wire, d); ok {
		r.call, r.last, r.ok = call, v, true
		return v, true
	}
	if d.Base == "" {
		r.call, r.last, r.ok = call, wire, true
		return wire, true
	}
	if !r.ok || r.call != d.Base || d.Keep > len(r.last.Messages) || d.Keep < 0 {
		r.ok = false
		return View{}, false
	}
	v := View{System: wire.System, Tools: wire.Tools}
	if d.SameSystem {
		v.System = r.last.System
	}
	if d.SameTools {
		v.Tools = r.last.Tools
	}
	if d.Keep == len(r.last.Messages) {
		// Extended: append in place. Views handed out before end at
		// their own length, so they do not see what is appended.
		v.Messages = append(r.last.Messages, wire.Messages...)
	} else {
		v.Messages = make([]messages.Message, 0, d.Keep+len(wire.Messages))
		v.Messages = append(append(v.Messages, r.last.Messages[:d.Keep]...), wire.Messages...)
	}
	r.call, r.last = call, v
	return v, true
}

// Same reports whether two messages are equal, cheaply when they are the
// same memory (a message of a view extended by append): strings and slices
// that share their bytes are equal without reading them.
func Same(a, b *messages.Message) bool {
	if a.Role == b.Role && a.IsError == b.IsError && sameString(a.Content, b.Content) &&
		sameString(a.ToolCallID, b.ToolCallID) && sameString(a.Name, b.Name) &&
		sameSlice(a.ToolCalls, b.ToolCalls) && sameSlice(a.Thinking, b.Thinking) && sameSlice(a.Images, b.Images) {
		return true
	}
	return reflect.DeepEqual(*a, *b)
}

func sameString(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.StringData(a) == unsafe.StringData(b))
}

func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// sameTools compares tool lists, by identity first.
func sameTools(a, b []messages.ToolSpec) bool {
	return sameSlice(a, b) || reflect.DeepEqual(a, b)
}

// Of splits a body that carries a view (a model request, a think job) into
// its call, its view as it travelled and its delta; ok is false for any
// other body.
func Of(b messages.Body) (call string, wire View, d messages.Delta, ok bool) {
	switch r := b.(type) {
	case *messages.ModelRequest:
		return r.Call, View{System: r.System, Messages: r.Messages, Tools: r.Tools}, r.Delta, true
	case *messages.Think:
		return r.Call, View{System: r.System, Messages: r.Messages}, r.Delta, true
	}
	return "", View{}, messages.Delta{}, false
}

// With returns a copy of request b (as Of accepts) carrying v whole; other
// bodies are returned as they are.
func With(b messages.Body, v View) messages.Body {
	switch r := b.(type) {
	case *messages.ModelRequest:
		w := *r
		w.System, w.Messages, w.Tools, w.Delta = v.System, v.Messages, v.Tools, messages.Delta{}
		return &w
	case *messages.Think:
		w := *r
		w.System, w.Messages, w.Delta = v.System, v.Messages, messages.Delta{}
		return &w
	}
	return b
}
