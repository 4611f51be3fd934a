// Package workflow holds the cognitive-workflow actors of an agent. A
// workflow is one cognitive job bound to its own model slot: act (the ReAct
// step with tools), think, critique, compact and vision. The agent sends a
// typed job and gets a typed outcome (messages/jobs.go); how the job is
// done — which prompts, how many model calls, how the answer is read — is
// decided here, one file per job:
//
//	act.go       ModelRequest → ModelResult   (relayed to the model client)
//	think.go     Think → Trace                (think; asks critique for a Critique at the high level, then refines)
//	critique.go  Critique → Critiqued, Check → Verdict
//	summarize.go Summarize → Summary
//	describe.go  DescribeImage → ImageDescribed
//
// Each workflow actor owns a child llm actor for its slot's model and
// talks to it over the bus with messages.ModelRequest/ModelResult. Views
// travel as deltas (package view). An act job's view is the agent's: it is
// relayed with the agent's delta, so the workflow keeps no copy of the
// history, and when the model client lacks the base view (KindStaleView, a
// restart) the agent is told and sends it whole. The other jobs build their
// own views and send them as deltas against the last view this workflow
// sent; a stale base is answered by sending the whole view once.
//
// Supervision: the workflow is its llm child's supervisor (it implements
// actor.SupervisorStrategy). A child restart loses the calls the child was
// running: each pending call is sent again (whole) or handed back to the
// agent as stale; a child stopped after its restart budget fails the
// pending jobs with an error naming it, and a fresh child serves the next
// request.
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
	"troupe/internal/prompt"
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

// ActSlot is the model slot the act workflow binds to.
const ActSlot = "action"

// SlotOf returns the model slot a workflow binds to.
func SlotOf(workflow string) string {
	switch workflow {
	case Act:
		return ActSlot
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

	// Prompts are the thinking and critique prompts (think, critique);
	// shared, read-only. Workspace is named in the thinking prompt.
	Prompts   *prompt.Builder
	Workspace string
	// Summarizer is the compact workflow's system prompt.
	Summarizer string
	// Shared is the agent's table of views (package view), shared with
	// the llm child: the views a job comes with and the views sent to the
	// model client are held once. Nil: each level keeps its own copy.
	Shared *view.Shared
}

// Subjects returns what a workflow actor listens on: its jobs, its model
// client's answers and, for the think workflow, the critique workflow's
// outcomes (it asks for critiques).
func Subjects(session, agent, name string) []string {
	out := []string{
		messages.Subject(messages.ClassCmd, session, agent, name),
		messages.Subject(messages.ClassRes, session, agent, "llm", name),
	}
	if name == Think {
		out = append(out, messages.Subject(messages.ClassRes, session, agent, Critique))
	}
	return out
}

// Props returns the actor's props; the actor supervises its llm child.
func Props(d Deps) *actor.Props {
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d, pending: map[string]*pending{}, out: view.Sender{Shared: d.Shared},
			thinks: thinks{in: view.Receiver{Shared: d.Shared}}}
	})
}

// Actor is one workflow.
type Actor struct {
	d       Deps
	self    *actor.PID
	llmPID  *actor.PID
	llmPort *port.Port
	pending map[string]*pending // model calls sent and not answered, by call id
	out     view.Sender         // the last view this workflow built and sent its llm child
	closing bool                // restarting or stopping: a terminated child is not replaced

	thinks thinks // think jobs in flight (think.go)
}

// pending is a model call sent and not answered yet, and what its answer
// does for the job that made it.
type pending struct {
	cause messages.Meta // the job's meta
	view  view.View     // the whole view; unset for a relayed act job
	relay bool          // an act job: the agent holds the view
	// done takes the model's answer; fail answers the job with an error
	// when the call cannot be made or its model client gave up.
	done func(r messages.ModelResult)
	fail func(e *messages.Error)
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
		a.receiveBus(m)
	case *llmRestarted:
		// The restarted child lost its calls and its view: a relayed
		// call goes back to the agent, which sends its view whole; the
		// others are sent again, whole.
		for call, p := range a.pending {
			if p.relay {
				delete(a.pending, call)
				p.done(messages.ModelResult{Call: call, Workflow: a.d.Name, Err: a.staleView()})
				continue
			}
			a.request(call, p.cause, a.out.Whole(call, p.view), messages.Delta{})
		}
	case *actor.Terminated:
		a.llmPort.Close()
		if a.closing || !m.Who.Equal(a.llmPID) {
			return
		}
		// The llm child gave up (restart budget spent): fail what is
		// pending, naming it, and start a fresh one for the next request.
		e := &messages.Error{Kind: messages.KindCrashed, Op: a.op(),
			Msg: fmt.Sprintf("the model client of agent %s's %s workflow crashed repeatedly and was stopped; a new one serves the next request", a.d.Agent, a.d.Name)}
		pend := a.pending
		a.pending = map[string]*pending{}
		for _, p := range pend {
			p.fail(e)
		}
		a.startLLM(c)
	case *actor.Restarting, *actor.Stopping:
		a.closing = true
		a.llmPort.Close() // the child is stopped too; a restart spawns a new one
	case *actor.Stopped:
		a.llmPort.Close()
	}
}

func (a *Actor) receiveBus(m *port.In) {
	if _, ok := m.Body.(*messages.ModelResult); ok {
		a.answered(m.Body.(*messages.ModelResult))
		return
	}
	if _, ok := m.Body.(*messages.Critiqued); ok {
		a.critiqued(m.Body.(*messages.Critiqued))
		return
	}
	a.d.Faults.Panic(faults.Workflow(faults.WorkflowReceive, a.d.Name))
	switch b := m.Body.(type) {
	case *messages.ModelRequest:
		a.act(b, m.Meta)
	case *messages.Think:
		a.think(b, m.Meta)
	case *messages.Critique:
		a.critique(b, m.Meta)
	case *messages.Check:
		a.check(b, m.Meta)
	case *messages.Summarize:
		a.summarize(b, m.Meta)
	case *messages.DescribeImage:
		a.describe(b, m.Meta)
	}
}

// answered hands a model call's answer to the job that made it.
func (a *Actor) answered(r *messages.ModelResult) {
	p, ok := a.pending[r.Call]
	if !ok {
		return
	}
	if r.Err != nil && r.Err.Kind == messages.KindStaleView && !p.relay {
		a.request(r.Call, p.cause, a.out.Whole(r.Call, p.view), messages.Delta{})
		return
	}
	delete(a.pending, r.Call)
	p.done(*r)
}

// ask makes one model call for a job, with a view the job built: it goes
// as a delta against the last view this workflow sent.
func (a *Actor) ask(call string, cause messages.Meta, v view.View, p *pending) {
	p.cause, p.view = cause, v
	a.pending[call] = p
	wire, d := a.out.Send(call, v)
	if err := a.request(call, cause, wire, d); err != nil {
		delete(a.pending, call)
		p.fail(a.unsent(err))
	}
}

// request sends the llm child a model request for call.
func (a *Actor) request(call string, cause messages.Meta, v view.View, d messages.Delta) error {
	req := messages.ModelRequest{Call: call, Workflow: a.d.Name, AgentType: a.d.AgentType,
		System: v.System, Messages: v.Messages, Tools: v.Tools, Delta: d}
	return a.publish(a.llmSubject(), cause, req)
}

// use is what a successful model call cost, for the agent's accounts.
func (a *Actor) use(r messages.ModelResult) messages.UsageReport {
	return messages.UsageReport{Call: r.Call, Workflow: a.d.Name, Model: r.Model, Usage: r.Usage, CostUSD: r.CostUSD}
}

func (a *Actor) op() string { return "workflow." + a.d.Name }

func (a *Actor) unsent(err error) *messages.Error {
	return &messages.Error{Kind: messages.KindOther, Op: a.op(), Msg: "could not send the request to the model client: " + err.Error()}
}

func (a *Actor) staleView() *messages.Error {
	return &messages.Error{Kind: messages.KindStaleView, Op: a.op(), Msg: "the model client lost the base view; send the whole view"}
}

func (a *Actor) startLLM(c actor.Context) {
	d := a.d.LLM
	d.Session, d.Agent, d.Workflow, d.Faults, d.Shared = a.d.Session, a.d.Agent, a.d.Name, a.d.Faults, a.d.Shared
	pid, err := c.SpawnNamed(llm.Props(d), "llm")
	if err != nil {
		a.d.Log.Error("spawn llm actor", "workflow", a.d.Name, "err", err)
		return
	}
	a.llmPID = pid
	a.out = view.Sender{Shared: a.d.Shared} // a new child holds no view
	p, err := port.Attach(a.d.Bus, c.ActorSystem().Root, pid, llm.Subjects(a.d.Session, a.d.Agent, a.d.Name)...)
	if err != nil {
		a.d.Log.Error("attach llm actor", "workflow", a.d.Name, "err", err)
		return
	}
	a.llmPort = p
}

func (a *Actor) llmSubject() string {
	return messages.Subject(messages.ClassCmd, a.d.Session, a.d.Agent, "llm", a.d.Name)
}

// resultSubject is where this workflow's outcomes go.
func (a *Actor) resultSubject() string {
	return messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, a.d.Name)
}

// reply publishes a job's outcome, caused by the job.
func (a *Actor) reply(cause messages.Meta, body messages.Body) {
	a.publish(a.resultSubject(), cause, body)
}

func (a *Actor) publish(subject string, cause messages.Meta, body messages.Body) error {
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
	_, err := port.Publish(a.d.Bus, subject, meta, body)
	if err != nil {
		a.d.Log.Error("publish", "subject", subject, "err", err)
	}
	return err
}
