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
	var wire view.View
	var d *messages.Delta
	switch r := b.(type) {
	case *messages.ModelRequest:
		wire, d = view.View{System: r.System, Messages: r.Messages, Tools: r.Tools}, &r.Delta
	case *messages.WorkflowRequest:
		wire, d = view.View{System: r.System, Messages: r.Messages, Tools: r.Tools}, &r.Delta
	default:
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
	call := ""
	switch r := b.(type) {
	case *messages.ModelRequest:
		call = r.Call
	case *messages.WorkflowRequest:
		call = r.Call
	}
	v, ok := rv.Apply(call, wire, *d)
	if !ok {
		return b
	}
	switch r := b.(type) {
	case *messages.ModelRequest:
		w := *r
		w.System, w.Messages, w.Tools, w.Delta = v.System, v.Messages, v.Tools, messages.Delta{}
		return &w
	case *messages.WorkflowRequest:
		w := *r
		w.System, w.Messages, w.Tools, w.Delta = v.System, v.Messages, v.Tools, messages.Delta{}
		return &w
	}
	return b
}
