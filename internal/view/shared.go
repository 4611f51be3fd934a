package view

import (
	"bytes"
	"encoding/json"
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

// shared returns the sender's own view of call when it is the one the
// message (wire and d) describes over the receiver's last view: the same
// length, the same system prompt and tools, its kept prefix the one the
// receiver holds and its new messages equal to those that travelled. The
// check costs what travelled, plus the prefix when it is not the same
// array as the last view's. The view is returned with its capacity cut to
// its length, so the receiver never appends into the sender's array.
func (r *Receiver) shared(call string, wire View, d messages.Delta) (View, bool) {
	if r.Shared == nil {
		return View{}, false
	}
	sv, ok := r.Shared.get(call)
	if !ok {
		return View{}, false
	}
	system, tools, prefix := wire.System, wire.Tools, []messages.Message(nil)
	if d.Base == "" {
		r.unshared = false
	} else {
		if !r.ok || r.call != d.Base || d.Keep < 0 || d.Keep > len(r.last.Messages) {
			return View{}, false
		}
		if d.SameSystem {
			system = r.last.System
		}
		if d.SameTools {
			tools = r.last.Tools
		}
		prefix = r.last.Messages[:d.Keep]
	}
	if len(sv.Messages) != len(prefix)+len(wire.Messages) || !equalString(sv.System, system) || !equalTools(sv.Tools, tools) {
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
	sv.Messages = sv.Messages[:len(sv.Messages):len(sv.Messages)]
	return sv, true
}

// Equal reports whether two messages are the same as the bus carries them:
// Same, or equal once both have made the trip (a decoded message lacks the
// empty slices, the invalid UTF-8 and the spaces in arguments the original
// may have).
func Equal(a, b *messages.Message) bool {
	if sameWire(a, b) {
		return true
	}
	ca, oka := travelled(a)
	cb, okb := travelled(b)
	return oka && okb && bytes.Equal(ca, cb)
}

// sameWire compares what the bus carries of two messages, field by field,
// without allocating: an empty slice and none are the same, an image's
// bytes do not travel.
func sameWire(a, b *messages.Message) bool {
	if a.Role != b.Role || a.IsError != b.IsError || a.Content != b.Content || a.ToolCallID != b.ToolCallID || a.Name != b.Name ||
		len(a.ToolCalls) != len(b.ToolCalls) || len(a.Thinking) != len(b.Thinking) || len(a.Images) != len(b.Images) {
		return false
	}
	for i := range a.ToolCalls {
		x, y := &a.ToolCalls[i], &b.ToolCalls[i]
		if x.ID != y.ID || x.Name != y.Name || !bytes.Equal(x.Arguments, y.Arguments) {
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

// travelled is m's encoding after one trip over the bus (encoded, decoded,
// encoded again): what any copy of m that travelled encodes to.
func travelled(m *messages.Message) ([]byte, bool) {
	data, err := json.Marshal(m)
	if err != nil {
		return nil, false
	}
	var back messages.Message
	if err := json.Unmarshal(data, &back); err != nil {
		return nil, false
	}
	data, err = json.Marshal(&back)
	return data, err == nil
}

func equalString(a, b string) bool { return sameString(a, b) || a == b }

func equalTools(a, b []messages.ToolSpec) bool {
	return sameTools(a, b) || (len(a) == len(b) && equalJSON(a, b))
}

// equalJSON reports whether a and b encode to the same JSON.
func equalJSON(a, b any) bool {
	ja, err := json.Marshal(a)
	if err != nil {
		return false
	}
	jb, err := json.Marshal(b)
	return err == nil && bytes.Equal(ja, jb)
}
