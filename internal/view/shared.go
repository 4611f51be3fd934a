package view

import (
	"bytes"
	"reflect"
	"sync"

	"troupe/messages"
)

// Shared is where the Senders of one agent's levels leave the views they
// send, by call, for the Receivers of the same process to keep instead of
// decoded copies: one copy of the history per agent. It holds at most one
// view per Sender (the one the Sender holds anyway). It is safe for
// concurrent use; the views in it are never modified.
type Shared struct {
	mu    sync.Mutex
	views map[string]shared
}

type shared struct {
	from *Sender
	v    View
}

// NewShared returns an empty table.
func NewShared() *Shared { return &Shared{views: map[string]shared{}} }

func (t *Shared) put(call string, from *Sender, v View) {
	t.mu.Lock()
	t.views[call] = shared{from: from, v: v}
	t.mu.Unlock()
}

// drop forgets call's view if from left it (another Sender may have left
// a view under the same call since: a workflow's call is its job's).
func (t *Shared) drop(call string, from *Sender) {
	t.mu.Lock()
	if e, ok := t.views[call]; ok && e.from == from {
		delete(t.views, call)
	}
	t.mu.Unlock()
}

func (t *Shared) get(call string) (View, bool) {
	t.mu.Lock()
	e, ok := t.views[call]
	t.mu.Unlock()
	return e.v, ok
}

// Len returns how many views the table holds.
func (t *Shared) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.views)
}

// shared returns the view of call with the sender's own messages when
// they are the ones the message (wire and d) describes over the receiver's
// last view: the same number, the kept prefix the one the receiver holds
// and the new messages equal, as the bus carries them, to those that
// travelled. The system prompt and tools are the ones that travelled (or
// were kept): only the history is shared, and the model is handed exactly
// the bytes the bus carried. The check costs what travelled, plus the
// prefix when it is not the same array as the last view's. The messages are
// returned with their capacity cut to their length, so the receiver never
// appends into the sender's array.
func (r *Receiver) shared(call string, wire View, d messages.Delta) (View, bool) {
	if r.Shared == nil {
		return View{}, false
	}
	sv, ok := r.Shared.get(call)
	if !ok {
		return View{}, false
	}
	v, prefix := View{System: wire.System, Tools: wire.Tools}, []messages.Message(nil)
	if d.Base == "" {
		r.unshared = false
	} else {
		if !r.ok || r.call != d.Base || d.Keep < 0 || d.Keep > len(r.last.Messages) {
			return View{}, false
		}
		if d.SameSystem {
			v.System = r.last.System
		}
		if d.SameTools {
			v.Tools = r.last.Tools
		}
		prefix = r.last.Messages[:d.Keep]
	}
	if len(sv.Messages) != len(prefix)+len(wire.Messages) {
		return View{}, false
	}
	if !extends(sv.Messages, prefix) {
		if r.unshared {
			return View{}, false
		}
		for i := range prefix {
			if !Equal(&sv.Messages[i], &prefix[i]) {
				// Not to be scanned again per call: until a whole view
				// comes, this receiver keeps its own copy.
				r.unshared = true
				return View{}, false
			}
		}
	}
	for i := range wire.Messages {
		if !Equal(&sv.Messages[len(prefix)+i], &wire.Messages[i]) {
			return View{}, false
		}
	}
	v.Messages = sv.Messages[:len(sv.Messages):len(sv.Messages)]
	return v, true
}

// Equal reports whether two messages are the same as the bus carries
// them, byte for byte: field by field, without allocating. A slice's
// absence and emptiness differ (they may encode differently for a
// provider); an image's bytes do not travel. A message the trip changes
// (invalid UTF-8, arguments with spaces) is not equal to its travelled
// copy: the receiver then keeps what travelled.
func Equal(a, b *messages.Message) bool {
	if a.Role != b.Role || a.IsError != b.IsError || a.Content != b.Content || a.ToolCallID != b.ToolCallID || a.Name != b.Name ||
		!sameShape(a.ToolCalls, b.ToolCalls) || !sameShape(a.Thinking, b.Thinking) || !sameShape(a.Images, b.Images) {
		return false
	}
	for i := range a.ToolCalls {
		x, y := &a.ToolCalls[i], &b.ToolCalls[i]
		if x.ID != y.ID || x.Name != y.Name || !bytes.Equal(x.Arguments, y.Arguments) || (x.Arguments == nil) != (y.Arguments == nil) {
			return false
		}
	}
	for i := range a.Thinking {
		if a.Thinking[i] != b.Thinking[i] {
			return false
		}
	}
	for i := range a.Images {
		x, y := a.Images[i], b.Images[i]
		x.Data, y.Data = nil, nil
		if !reflect.DeepEqual(x, y) {
			return false
		}
	}
	return true
}

// sameShape reports whether two slices have the same length and are both
// absent or both present.
func sameShape[T any](a, b []T) bool { return len(a) == len(b) && (a == nil) == (b == nil) }
