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

// WholeViews returns an observer that hands o the model requests and think
// jobs with their whole view, rebuilt from the deltas they travel as (a
// request whose base it missed is handed over as it travelled). It keeps the
// last view of every request subject — a copy of each agent's history — so
// it is for an observer that reads the views: a test, a debugger. Like any
// Observer it must be called on one goroutine.
func WholeViews(o Observer) Observer {
	views := map[string]*view.Receiver{}
	return func(subject string, m messages.Meta, b messages.Body) {
		if call, wire, d, ok := view.Of(b); ok {
			rv := views[subject]
			if rv == nil {
				rv = &view.Receiver{}
				views[subject] = rv
			}
			if v, ok := rv.Apply(call, wire, d); ok {
				b = view.With(b, v)
			}
		}
		o(subject, m, b)
	}
}
