// Package workflow holds the cognitive-workflow actors of an agent. A
// workflow is one cognitive job — act (the ReAct step with tools) now; think,
// critique, compact and vision later — bound to its own model slot. Each
// workflow actor owns a child llm actor for that slot's model and relays over
// the bus: a messages.WorkflowRequest from the agent becomes a
// messages.ModelRequest to its llm actor, and the messages.ModelResult
// becomes a messages.WorkflowResult for the agent. The vision workflow
// also takes a typed job, messages.DescribeImage, and answers with a
// messages.ImageDescribed (describe.go).
//
// Views travel as deltas (package view): the actor rebuilds the agent's view
// from its last one and sends its llm child a delta against the last view it
// sent. Either side that lacks a base view answers KindStaleView and gets the
// whole view once; a restarted actor starts with none, and a restarted or
// replaced llm child is sent whole views.
//
// Supervision: the workflow is its llm child's supervisor (it implements
// actor.SupervisorStrategy). A child restart loses the calls the child was
// running, so every request still pending is sent again to the new
// incarnation; a child stopped after its restart budget fails the pending
// calls with an error naming it, and a fresh child serves the next request.
//
// The actor never blocks in Receive and owns its state (HandleFailure runs on
// the actor's goroutine too); the llm child's bus port is owned here and
// closed when the child terminates.
package workflow

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/llm"
	"troupe/actors/port"
	"troupe/actors/restart"
	"troupe/internal/bus"
	"troupe/internal/faults"
	"troupe/internal/routine"
	"troupe/internal/view"
	"troupe/messages"
)

// Workflow names.
const (
	Act      = "act"
	Think    = "think"
	Critique = "critique"
	Compact  = "compact"
	Vision   = "vision"
)

// SlotOf returns the model slot a workflow binds to.
func SlotOf(workflow string) string {
	switch workflow {
	case Act:
		return "action"
	case Think:
		return "thinking"
	}
	return workflow
}

// Deps is what a workflow actor needs.
type Deps struct {
	Bus       *bus.Bus
	Jobs      *routine.Group
	Log       *slog.Logger
	LLM       llm.Deps // the model client for this workflow's slot; Session/Agent/Workflow are filled in
	Session   string
	Agent     string
	AgentType string
	Name      string         // act
	Restart   restart.Policy // for the llm child
	Lifetime  context.Context
	Faults    *faults.Set // nil: none injected
}

// Subjects returns what a workflow actor listens on.
func Subjects(session, agent, name string) []string {
	return []string{
		messages.Subject(messages.ClassCmd, session, agent, name),
		messages.Subject(messages.ClassRes, session, agent, "llm", name),
	}
}

// Props returns the actor's props; the actor supervises its llm child.
func Props(d Deps) *actor.Props {
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d, pending: map[string]pending{}}
	})
}

// Actor is one workflow.
type Actor struct {
	d       Deps
	self    *actor.PID
	llmPID  *actor.PID
	llmPort *port.Port
	pending map[string]pending // by call id
	in      view.Receiver      // the agent's last view
	out     view.Sender        // the last view sent to the llm child
	closing bool               // restarting or stopping: a terminated child is not replaced
}

// pending is a model request sent and not answered yet.
type pending struct {
	cause    messages.Meta           // the workflow request's meta
	view     view.View               // its whole view
	describe *messages.DescribeImage // set for a describe job (the vision workflow)
}

// llmRestarted tells the actor its llm child is being restarted.
type llmRestarted struct{ event *restart.Event }

// HandleFailure implements actor.SupervisorStrategy for the llm child.
func (a *Actor) HandleFailure(sys *actor.ActorSystem, sup actor.Supervisor, child *actor.PID, rs *actor.RestartStatistics, reason, _ any) {
	if e := a.d.Restart.Handle(sys, sup, child, rs, reason); e.Restart {
		sys.Root.Send(a.self, &llmRestarted{event: e})
	}
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		a.self = c.Self()
		a.startLLM(c)
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.WorkflowRequest:
			a.d.Faults.Panic(faults.Workflow(faults.WorkflowReceive, a.d.Name))
			v, ok := a.in.Apply(b.Call, view.View{System: b.System, Messages: b.Messages, Tools: b.Tools}, b.Delta)
			if !ok {
				res := messages.WorkflowResult{Call: b.Call, Workflow: a.d.Name, Err: &messages.Error{Kind: messages.KindStaleView,
					Op: "workflow." + a.d.Name, Msg: "no base view " + b.Base + "; send the whole view"}}
				a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), m.Meta, res)
				return
			}
			a.pending[b.Call] = pending{cause: m.Meta, view: v}
			wire, d := a.out.Send(b.Call, v)
			if err := a.ask(b.Call, m.Meta, wire, d); err != nil {
				delete(a.pending, b.Call)
				a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), m.Meta, messages.WorkflowResult{Call: b.Call, Workflow: a.d.Name,
					Err: &messages.Error{Kind: messages.KindOther, Op: "workflow." + a.d.Name, Msg: "could not send the request to the model client: " + err.Error()}})
			}
		case *messages.DescribeImage:
			a.describe(b, m.Meta)
		case *messages.ModelResult:
			p, ok := a.pending[b.Call]
			if !ok {
				return
			}
			if b.Err != nil && b.Err.Kind == messages.KindStaleView {
				a.ask(b.Call, p.cause, a.out.Whole(b.Call, p.view), messages.Delta{})
				return
			}
			delete(a.pending, b.Call)
			cause := p.cause
			if p.describe != nil {
				meta := cause
				meta.Causation = m.Meta.ID
				a.publish(a.resultSubject(), meta, Described(*p.describe, *b))
				return
			}
			res := messages.WorkflowResult{Call: b.Call, Workflow: a.d.Name, Model: b.Model, Message: b.Message,
				Usage: b.Usage, CostUSD: b.CostUSD, StopReason: b.StopReason, Err: b.Err}
			meta := cause
			meta.Causation = m.Meta.ID
			a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), meta, res)
		}
	case *llmRestarted:
		// The restarted child lost its calls and its view: send them again, whole.
		for call, p := range a.pending {
			a.ask(call, p.cause, a.out.Whole(call, p.view), messages.Delta{})
		}
	case *actor.Terminated:
		a.llmPort.Close()
		if a.closing || !m.Who.Equal(a.llmPID) {
			return
		}
		// The llm child gave up (restart budget spent): fail what is
		// pending, naming it, and start a fresh one for the next request.
		for call, p := range a.pending {
			e := &messages.Error{Kind: messages.KindCrashed, Op: "workflow." + a.d.Name,
				Msg: fmt.Sprintf("the model client of agent %s's %s workflow crashed repeatedly and was stopped; a new one serves the next request", a.d.Agent, a.d.Name)}
			var res messages.Body = messages.WorkflowResult{Call: call, Workflow: a.d.Name, Err: e}
			if p.describe != nil {
				res = messages.ImageDescribed{Call: call, Ref: p.describe.Image.Ref, Err: e}
			}
			a.publish(a.resultSubject(), p.cause, res)
		}
		clear(a.pending)
		a.startLLM(c)
	case *actor.Restarting, *actor.Stopping:
		a.closing = true
		a.llmPort.Close() // the child is stopped too; a restart spawns a new one
	case *actor.Stopped:
		a.llmPort.Close()
	}
}

// ask sends the llm child a model request for call.
func (a *Actor) ask(call string, cause messages.Meta, v view.View, d messages.Delta) error {
	req := messages.ModelRequest{Call: call, Workflow: a.d.Name, AgentType: a.d.AgentType,
		System: v.System, Messages: v.Messages, Tools: v.Tools, Delta: d}
	return a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.Agent, "llm", a.d.Name), cause, req)
}

func (a *Actor) startLLM(c actor.Context) {
	d := a.d.LLM
	d.Session, d.Agent, d.Workflow, d.Faults = a.d.Session, a.d.Agent, a.d.Name, a.d.Faults
	pid, err := c.SpawnNamed(llm.Props(d), "llm")
	if err != nil {
		a.d.Log.Error("spawn llm actor", "workflow", a.d.Name, "err", err)
		return
	}
	a.llmPID = pid
	a.out = view.Sender{} // a new child holds no view
	p, err := port.Attach(a.d.Bus, c.ActorSystem().Root, pid, llm.Subjects(a.d.Session, a.d.Agent, a.d.Name)...)
	if err != nil {
		a.d.Log.Error("attach llm actor", "workflow", a.d.Name, "err", err)
		return
	}
	a.llmPort = p
}

func (a *Actor) publish(subject string, cause messages.Meta, body messages.Body) error {
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
	_, err := port.Publish(a.d.Bus, subject, meta, body)
	if err != nil {
		a.d.Log.Error("publish", "subject", subject, "err", err)
	}
	return err
}
