// Package workflow holds the cognitive-workflow actors of an agent. A
// workflow is one cognitive job — act (the ReAct step with tools) now; think,
// critique, compact and vision later — bound to its own model slot. Each
// workflow actor owns a child llm actor for that slot's model and relays over
// the bus: a messages.WorkflowRequest from the agent becomes a
// messages.ModelRequest to its llm actor, and the messages.ModelResult
// becomes a messages.WorkflowResult for the agent.
//
// Views travel as deltas (package view): the actor rebuilds the agent's view
// from its last one and sends its llm child a delta against the last view it
// sent. Either side that lacks a base view answers KindStaleView and gets the
// whole view once; a restarted actor starts with none.
//
// The actor never blocks in Receive and owns its state; the llm child's bus
// port is owned here and closed when the child terminates.
package workflow

import (
	"context"
	"log/slog"
	"sync"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/llm"
	"troupe/actors/port"
	"troupe/internal/bus"
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
	Jobs      *sync.WaitGroup
	Log       *slog.Logger
	LLM       llm.Deps // the model client for this workflow's slot; Session/Agent/Workflow are filled in
	Session   string
	Agent     string
	AgentType string
	Name      string // act
	Strategy  actor.SupervisorStrategy
	Lifetime  context.Context
}

// Subjects returns what a workflow actor listens on.
func Subjects(session, agent, name string) []string {
	return []string{
		messages.Subject(messages.ClassCmd, session, agent, name),
		messages.Subject(messages.ClassRes, session, agent, "llm", name),
	}
}

// Props returns the actor's props; its llm child is supervised by d.Strategy.
func Props(d Deps) *actor.Props {
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d, pending: map[string]pending{}}
	}, actor.WithSupervisor(d.Strategy))
}

// Actor is one workflow.
type Actor struct {
	d       Deps
	llmPort *port.Port
	pending map[string]pending // by call id
	in      view.Receiver      // the agent's last view
	out     view.Sender        // the last view sent to the llm child
}

type pending struct {
	cause messages.Meta // the agent's request
	view  view.View
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		a.startLLM(c)
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.WorkflowRequest:
			v, ok := a.in.Apply(b.Call, view.View{System: b.System, Messages: b.Messages, Tools: b.Tools}, b.Delta)
			if !ok {
				res := messages.WorkflowResult{Call: b.Call, Workflow: a.d.Name, Err: &messages.Error{Kind: messages.KindStaleView,
					Op: "workflow." + a.d.Name, Msg: "no base view " + b.Base + "; send the whole view"}}
				a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), m.Meta, res)
				return
			}
			a.pending[b.Call] = pending{cause: m.Meta, view: v}
			wire, d := a.out.Send(b.Call, v)
			a.ask(b.Call, m.Meta, wire, d)
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
			res := messages.WorkflowResult{Call: b.Call, Workflow: a.d.Name, Model: b.Model, Message: b.Message,
				Usage: b.Usage, CostUSD: b.CostUSD, StopReason: b.StopReason, Err: b.Err}
			meta := cause
			meta.Causation = m.Meta.ID
			a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), meta, res)
		}
	case *actor.Terminated:
		// The llm child gave up (too many restarts): fail what is pending.
		a.llmPort.Close()
		for call, p := range a.pending {
			cause := p.cause
			res := messages.WorkflowResult{Call: call, Workflow: a.d.Name,
				Err: &messages.Error{Kind: messages.KindCrashed, Op: "workflow." + a.d.Name, Msg: "model client stopped after repeated failures"}}
			a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), cause, res)
		}
		clear(a.pending)
	case *actor.Restarting, *actor.Stopped:
		a.llmPort.Close() // the child is stopped too; a restart spawns a new one
	}
}

// ask sends the llm child a model request for call.
func (a *Actor) ask(call string, cause messages.Meta, v view.View, d messages.Delta) {
	req := messages.ModelRequest{Call: call, Workflow: a.d.Name, AgentType: a.d.AgentType,
		System: v.System, Messages: v.Messages, Tools: v.Tools, Delta: d}
	a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.Agent, "llm", a.d.Name), cause, req)
}

func (a *Actor) startLLM(c actor.Context) {
	d := a.d.LLM
	d.Session, d.Agent, d.Workflow = a.d.Session, a.d.Agent, a.d.Name
	pid, err := c.SpawnNamed(llm.Props(d), "llm")
	if err != nil {
		a.d.Log.Error("spawn llm actor", "workflow", a.d.Name, "err", err)
		return
	}
	p, err := port.Attach(a.d.Bus, c.ActorSystem().Root, pid, llm.Subjects(a.d.Session, a.d.Agent, a.d.Name)...)
	if err != nil {
		a.d.Log.Error("attach llm actor", "workflow", a.d.Name, "err", err)
		return
	}
	a.llmPort = p
}

func (a *Actor) publish(subject string, cause messages.Meta, body messages.Body) {
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
	if _, err := a.d.Bus.Publish(subject, meta, body); err != nil {
		a.d.Log.Error("publish", "subject", subject, "err", err)
	}
}
