package workflow

import "troupe/messages"

// The act job: the ReAct step. The agent's ModelRequest (its view with
// tools, as a delta against its previous act job) is relayed to the model
// client as it is, and the ModelResult comes back to the agent: the view
// is the agent's, so this workflow holds no copy of it, and the model
// client's base view is always the agent's previous one. A model client
// that lacks it (restarted) answers KindStaleView, which goes to the
// agent, and the agent sends the view whole.

// act relays an act job to the model client.
func (a *Actor) act(job *messages.ModelRequest, cause messages.Meta) {
	call := job.Call
	p := &pending{cause: cause, relay: true}
	p.done = func(r messages.ModelResult) {
		r.Workflow = a.d.Name
		a.reply(cause, r)
	}
	p.fail = func(e *messages.Error) { a.reply(cause, messages.ModelResult{Call: call, Workflow: a.d.Name, Err: e}) }
	a.pending[call] = p
	req := *job
	req.Workflow, req.AgentType = a.d.Name, a.d.AgentType
	if err := a.publish(a.llmSubject(), cause, req); err != nil {
		delete(a.pending, call)
		p.fail(a.unsent(err))
	}
}
