package agent

import (
	"fmt"
	"strings"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/outbox"
	"troupe/actors/port"
	"troupe/actors/restart"
	"troupe/actors/workflow"
	"troupe/messages"
)

// childFailed tells the agent one of its children failed and what was
// decided; it is handled in Receive, after protoactor's system message.
type childFailed struct {
	who     *actor.PID
	event   *restart.Event
	message any // what the child was handling when it failed
}

// sentCall is the job the running turn waits on, kept so it can be sent
// again to a restarted workflow.
type sentCall struct {
	workflow string
	meta     messages.Meta
	body     messages.Body
}

// HandleFailure implements actor.SupervisorStrategy: a child that failed is
// restarted (with backoff) or, past the budget, stopped by the restart
// policy; the agent then re-sends what the child lost.
func (a *Actor) HandleFailure(sys *actor.ActorSystem, sup actor.Supervisor, child *actor.PID, rs *actor.RestartStatistics, reason, message any) {
	e := a.d.Restart.Handle(sys, sup, child, rs, reason)
	sys.Root.Send(a.self, &childFailed{who: child, event: e, message: message})
}

// childFailed re-sends what a restarted child lost: the pending request of
// a workflow, the tool request a runner failed on. A stopped child is
// handled when its Terminated arrives (terminated).
func (a *Actor) childFailed(c actor.Context, m *childFailed) {
	name := a.childName(c, m.who)
	if !m.event.Restart {
		a.notice("error", fmt.Sprintf("agent %s: %s failed %d times (%s) and was stopped", a.d.ID, name, m.event.Failures, restart.Reason(m.event.Reason)))
		return
	}
	a.notice("warn", fmt.Sprintf("agent %s: %s crashed (%s) and is restarted in %s (failure %d of %d allowed)",
		a.d.ID, name, restart.Reason(m.event.Reason), m.event.Delay.Round(1e6), m.event.Failures, a.d.Restart.MaxRestarts))
	t := a.turn
	if t == nil {
		return
	}
	if wf, ok := strings.CutPrefix(m.who.Id, c.Self().Id+"/wf-"); ok {
		// A think job waits on the critique workflow too: it starts over.
		if s := t.sent; s != nil && (s.workflow == wf || (s.workflow == workflow.Think && wf == workflow.Critique)) {
			a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.ID, s.workflow), s.meta, s.body)
		}
		return
	}
	if m.who.Id == c.Self().Id+"/tools" {
		// A request the runner failed on never ran: send it again. Calls it
		// was running are answered by their goroutines (cancelled).
		if in, ok := m.message.(*port.In); ok {
			if req, ok := in.Body.(*messages.ToolRequest); ok && req.Turn == t.id && t.inflight != nil {
				if _, waiting := t.inflight[req.Call.ID]; waiting {
					a.publish(in.Subject, in.Meta, *req)
				}
			}
		}
	}
}

// logFailed is the outbox's report of a failed session-log write.
type logFailed struct{ err error }

// publishFailed is the outbox's report of a message that could not be sent.
type publishFailed struct{ outbox.Failed }

// publishFailed acts on a message that could not be sent: a request whose
// answer the turn waits for fails the turn or the call instead of hanging.
func (a *Actor) publishFailed(c actor.Context, f outbox.Failed) {
	a.d.Log.Error("publish", "agent", a.d.ID, "subject", f.Subject, "err", f.Err)
	t := a.turn
	if t == nil {
		return
	}
	if s := t.sent; s != nil && t.call != "" && jobCall(f.Body) == t.call {
		a.finish(c, "", &messages.Error{Kind: messages.KindOther, Op: "agent",
			Msg: fmt.Sprintf("agent %s could not send its request to the %s workflow: %v", a.d.ID, s.workflow, f.Err)})
		return
	}
	switch b := f.Body.(type) {
	case messages.ToolRequest:
		if b.Turn == t.id {
			a.record(c, t.id, toolError(t.id, b.Call, messages.KindOther,
				fmt.Sprintf("the call could not be sent to the tool runner (%v); it did not run", f.Err)))
		}
	case messages.Prompt:
		for callID, childID := range t.children {
			if ch, ok := a.children[childID]; ok && f.Meta.Agent == childID {
				delete(t.children, callID)
				c.Stop(ch.pid)
				a.record(c, t.id, messages.ToolResult{Turn: t.id, CallID: callID, Name: "task", IsError: true, Kind: messages.KindOther,
					Content: fmt.Sprintf("task: could not send the task to subagent %s: %v", childID, f.Err)})
			}
		}
	}
}

// childName says which child a PID is, for people.
func (a *Actor) childName(c actor.Context, who *actor.PID) string {
	rel := strings.TrimPrefix(who.Id, c.Self().Id+"/")
	switch {
	case strings.HasPrefix(rel, "wf-"):
		return "the " + strings.TrimPrefix(rel, "wf-") + " workflow"
	case rel == "tools":
		return "the tool runner"
	}
	return "subagent " + rel
}
