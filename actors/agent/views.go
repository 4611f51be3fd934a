package agent

import (
	"strconv"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/port"
	"troupe/internal/faults"
	"troupe/internal/view"
	"troupe/messages"
)

// Jobs for the workflows. The running turn waits on at most one job at a
// time (t.call): the act job, a think job, a completion check or a
// summary; its outcome comes back as a message of the job's outcome type
// (receiveBus). A job whose view travels as a delta (act, think) goes
// against the previous job to the same workflow; a workflow that lacks
// the base view (it was restarted) answers KindStaleView and is sent the
// whole view (resendWhole).

// nextCall returns the id of the running turn's next job.
func (a *Actor) nextCall() string {
	t := a.turn
	t.calln++
	return t.id + "-" + a.d.ID + "-" + strconv.Itoa(t.calln)
}

// job sends the running turn's job to workflow wf and waits for its
// outcome; the job is kept to be sent again if wf restarts.
func (a *Actor) job(wf, call string, body messages.Body) {
	t := a.turn
	t.call = call
	t.sent = &sentCall{workflow: wf, meta: replyMeta(t.cause), body: body}
	a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.ID, wf), t.sent.meta, body)
}

// viewed returns what to send of view v for call to workflow wf: a delta
// against the previous job's view to wf.
func (a *Actor) viewed(wf, call string, v view.View) (view.View, messages.Delta) {
	if a.views == nil {
		a.views = map[string]*view.Sender{}
	}
	s := a.views[wf]
	if s == nil {
		s = &view.Sender{Shared: a.shared}
		a.views[wf] = s
	}
	return s.Send(call, v)
}

// resendWhole answers a workflow that lacked the base view of the running
// job (it, or its model client, was restarted) by sending that job with
// its view whole. It reports whether it did.
func (a *Actor) resendWhole(t *turn, call string, e *messages.Error) bool {
	if e == nil || e.Kind != messages.KindStaleView || t.sent == nil || call != t.call {
		return false
	}
	s := a.views[t.sent.workflow]
	if s == nil {
		return false
	}
	last, v := s.Last()
	if last != call {
		return false
	}
	switch b := t.sent.body.(type) { // a restarted workflow gets the whole view too
	case messages.ModelRequest:
		b.System, b.Messages, b.Tools, b.Delta = v.System, v.Messages, v.Tools, messages.Delta{}
		t.sent.body = b
	case messages.Think:
		b.System, b.Messages, b.Delta = v.System, v.Messages, messages.Delta{}
		t.sent.body = b
	default:
		return false
	}
	s.Whole(call, v)
	a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.ID, t.sent.workflow), t.sent.meta, t.sent.body)
	return true
}

// outcome takes a workflow's outcome to the step of the turn that waits
// for it.
func (a *Actor) outcome(c actor.Context, m *port.In) {
	if a.d.Parent == "" {
		a.d.Faults.Panic(faults.MainReceive)
	} else {
		a.d.Faults.Panic(faults.SubReceive)
	}
	switch b := m.Body.(type) {
	case *messages.ModelResult:
		if a.answers(b.Call, b.Err) {
			a.answered(c, *b, m.Meta)
		}
	case *messages.Trace:
		if a.answers(b.Call, b.Err) {
			a.thought(c, *b)
		}
	case *messages.Verdict:
		if a.answers(b.Call, b.Err) {
			a.checked(c, *b)
		}
	case *messages.Summary:
		if a.answers(b.Call, b.Err) {
			a.summarized(c, *b)
		}
	}
}

// answers reports whether an outcome answers the job the running turn
// waits on, and takes it as answered; false for a late answer to a
// cancelled turn, and for a workflow that lacked the base view (it is sent
// the whole one).
func (a *Actor) answers(call string, e *messages.Error) bool {
	t := a.turn
	if t == nil || call != t.call {
		return false
	}
	if a.resendWhole(t, call, e) {
		return false
	}
	t.call = ""
	return true
}

// jobCall is the call id of a job the agent sends; "" for other bodies.
func jobCall(b messages.Body) string {
	switch b := b.(type) {
	case messages.ModelRequest:
		return b.Call
	case messages.Think:
		return b.Call
	case messages.Check:
		return b.Call
	case messages.Summarize:
		return b.Call
	}
	return ""
}
