package supervisor

import (
	"troupe/actors/port"
	"troupe/internal/view"
	"troupe/messages"
)

// screen checks approvals as they pass on the session's subscription (its
// goroutine is the only one touching x.asked): an approval request must come
// from this process, and an answer must match a request still outstanding.
// A refused message is reported as a messages.Rejected event and is not
// shown to the observer; false means drop it.
func (x *Session) screen(subject string, m messages.Meta, b messages.Body) bool {
	switch b := b.(type) {
	case *messages.ApprovalRequest:
		if !m.Internal {
			port.Reject(x.s.bus, subject, m, b.Type(), "not signed by this process")
			return false
		}
		if x.asked == nil {
			x.asked = map[string]bool{}
		}
		x.asked[b.ID] = true
	case *messages.ApprovalAnswer:
		if !x.asked[b.ID] {
			port.Reject(x.s.bus, subject, m, b.Type(), "no outstanding approval request "+b.ID)
			return false
		}
		delete(x.asked, b.ID)
	}
	return true
}

// whole gives the observer model and workflow requests with their whole
// view: on the bus they travel as deltas (package view), rebuilt here from
// the session's traffic, which this subscription sees in publish order.
// x.views is touched only by deliver's goroutine.
func (x *Session) whole(subject string, b messages.Body) messages.Body {
	call, wire, d, ok := view.Of(b)
	if !ok {
		return b
	}
	if x.views == nil {
		x.views = map[string]*view.Receiver{}
	}
	rv := x.views[subject]
	if rv == nil {
		rv = &view.Receiver{}
		x.views[subject] = rv
	}
	v, ok := rv.Apply(call, wire, d)
	if !ok {
		return b // the observer missed the base: show the delta as it is
	}
	return view.With(b, v)
}
