package agent

import (
	"troupe/internal/view"
	"troupe/messages"
)

// viewRequest builds a workflow request whose view is a delta against the
// previous request to the same workflow.
func (a *Actor) viewRequest(call, wf string, v view.View) messages.WorkflowRequest {
	if a.views == nil {
		a.views = map[string]*view.Sender{}
	}
	s := a.views[wf]
	if s == nil {
		s = &view.Sender{}
		a.views[wf] = s
	}
	wire, d := s.Send(call, v)
	return messages.WorkflowRequest{Call: call, Workflow: wf, System: wire.System, Messages: wire.Messages, Tools: wire.Tools, Delta: d}
}

// resendWhole answers a workflow that lacked the base view of the running
// call (it was restarted) by sending that call's view whole. It reports
// whether it did.
func (a *Actor) resendWhole(t *turn, r messages.WorkflowResult) bool {
	if r.Err == nil || r.Err.Kind != messages.KindStaleView {
		return false
	}
	s := a.views[r.Workflow]
	if s == nil {
		return false
	}
	call, v := s.Last()
	if call != r.Call {
		return false
	}
	s.Whole(call, v)
	req := messages.WorkflowRequest{Call: call, Workflow: r.Workflow, System: v.System, Messages: v.Messages, Tools: v.Tools}
	if t.sent != nil && t.sent.req.Call == call {
		t.sent.req = req // a restarted workflow gets the whole view too
	}
	a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.ID, r.Workflow), replyMeta(t.cause), req)
	return true
}
