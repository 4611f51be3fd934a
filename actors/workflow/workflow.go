// Package workflow holds the cognitive-workflow actors of an agent. A
// workflow is one cognitive job — act (the ReAct step with tools) now; think,
// critique, compact and vision later — bound to its own model slot. Each
// workflow actor owns a child llm actor for that slot's model and relays over
// the bus: a messages.WorkflowRequest from the agent becomes a
// messages.ModelRequest to its llm actor, and the messages.ModelResult
// becomes a messages.WorkflowResult for the agent.
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
		return &Actor{d: d, pending: map[string]messages.Meta{}}
	}, actor.WithSupervisor(d.Strategy))
}

// Actor is one workflow.
type Actor struct {
	d       Deps
	llmPort *port.Port
	pending map[string]messages.Meta // call id → the request's meta
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		a.startLLM(c)
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.WorkflowRequest:
			a.pending[b.Call] = m.Meta
			req := messages.ModelRequest{Call: b.Call, Workflow: a.d.Name, AgentType: a.d.AgentType,
				System: b.System, Messages: b.Messages, Tools: b.Tools}
			a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.Agent, "llm", a.d.Name), m.Meta, req)
		case *messages.ModelResult:
			cause, ok := a.pending[b.Call]
			if !ok {
				return
			}
			delete(a.pending, b.Call)
			res := messages.WorkflowResult{Call: b.Call, Workflow: a.d.Name, Model: b.Model, Message: b.Message,
				Usage: b.Usage, CostUSD: b.CostUSD, StopReason: b.StopReason, Err: b.Err}
			meta := cause
			meta.Causation = m.Meta.ID
			a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), meta, res)
		}
	case *actor.Terminated:
		// The llm child gave up (too many restarts): fail what is pending.
		a.llmPort.Close()
		for call, cause := range a.pending {
			res := messages.WorkflowResult{Call: call, Workflow: a.d.Name,
				Err: &messages.Error{Kind: messages.KindCrashed, Op: "workflow." + a.d.Name, Msg: "model client stopped after repeated failures"}}
			a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name), cause, res)
		}
		clear(a.pending)
	case *actor.Restarting, *actor.Stopped:
		a.llmPort.Close() // the child is stopped too; a restart spawns a new one
	}
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
