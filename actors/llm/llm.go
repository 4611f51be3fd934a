// Package llm is the model-client actor: the bottom level of an agent's tree.
// One actor serves one workflow of one agent and talks to the model bound to
// that workflow's slot. Each call runs in a goroutine the actor starts
// (counted in the supervisor's WaitGroup) with a context it cancels on a
// cancel message, restart or stop; streamed text is published as
// messages.ModelDelta events from that goroutine, and the final answer comes
// back to the actor as a message and is published as a messages.ModelResult.
// State is owned by the actor and touched only in Receive.
package llm

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/llm"
	"troupe/internal/models"
	"troupe/messages"
)

// model is the part of a provider client this actor uses.
type model interface {
	Stream(ctx context.Context, req llm.Request) (*llm.Stream, error)
}

// Deps is what the actor needs.
type Deps struct {
	Bus       *bus.Bus
	Jobs      *sync.WaitGroup
	Log       *slog.Logger
	Model     model
	ModelName string
	Price     models.Price // prices this client's calls
	Session   string
	Agent     string
	Workflow  string
	Lifetime  context.Context
}

// Subjects returns what the actor for (session, agent, workflow) listens on.
func Subjects(session, agent, workflow string) []string {
	return []string{
		messages.Subject(messages.ClassCmd, session, agent, "llm", workflow),
		messages.Subject(messages.ClassCtl, session, agent, "cancel"),
	}
}

// Props returns the actor's props.
func Props(d Deps) *actor.Props {
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d, calls: map[string]context.CancelFunc{}, cancelled: port.NewCancelled(32)}
	})
}

// Actor is a model client.
type Actor struct {
	d         Deps
	calls     map[string]context.CancelFunc // by call id
	cancelled *port.Cancelled               // turns cancelled, in case a request arrives after its cancel
}

type answered struct {
	req   messages.ModelRequest
	cause messages.Meta
	resp  llm.Response
	err   error
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.ModelRequest:
			if a.cancelled.Has(m.Meta.Correlation) {
				a.publishResult(&answered{req: *b, cause: m.Meta, err: context.Canceled})
				return
			}
			a.call(c, *b, m.Meta)
		case *messages.Cancel:
			a.cancelled.Add(b.Turn)
			for id, cancel := range a.calls {
				cancel()
				delete(a.calls, id)
			}
		}
	case *answered:
		if cancel, ok := a.calls[m.req.Call]; ok {
			cancel()
			delete(a.calls, m.req.Call)
		}
		a.publishResult(m)
	case *actor.Restarting, *actor.Stopping:
		for id, cancel := range a.calls {
			cancel()
			delete(a.calls, id)
		}
	}
}

func (a *Actor) call(c actor.Context, req messages.ModelRequest, cause messages.Meta) {
	ctx, cancel := context.WithCancel(a.d.Lifetime)
	a.calls[req.Call] = cancel
	root, self := c.ActorSystem().Root, c.Self()
	d := a.d
	d.Jobs.Go(func() {
		r := llm.Request{Agent: d.Agent, AgentType: req.AgentType, Workflow: req.Workflow,
			System: req.System, Messages: req.Messages, Tools: req.Tools}
		resp, err := stream(ctx, d, r, req.Call, cause)
		root.Send(self, &answered{req: req, cause: cause, resp: resp, err: err})
	})
}

// stream runs one call; it is called on the call's goroutine and touches no
// actor state.
func stream(ctx context.Context, d Deps, r llm.Request, call string, cause messages.Meta) (llm.Response, error) {
	ctx = llm.WithWait(ctx, func(ahead, limit int) { // the provider's concurrent-call bound is reached
		text := fmt.Sprintf("%s call of agent %s waiting for %s: %d of %d calls in flight, %d waiting",
			r.Workflow, d.Agent, d.ModelName, limit, limit, ahead)
		if _, err := d.Bus.Publish(messages.Subject(messages.ClassEvt, d.Session, d.Agent, "notice"), messages.Meta{Correlation: cause.Correlation},
			messages.Notice{Level: "wait", Text: text}); err != nil {
			d.Log.Debug("publish wait notice", "err", err)
		}
	})
	s, err := d.Model.Stream(ctx, r)
	if err != nil {
		return llm.Response{}, err
	}
	delta := messages.Subject(messages.ClassEvt, d.Session, d.Agent, "llm", "delta")
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID}
	return llm.Collect(ctx, s, func(text string) {
		if _, err := d.Bus.Publish(delta, meta, messages.ModelDelta{Call: call, Text: text}); err != nil {
			d.Log.Debug("publish delta", "err", err)
		}
	})
}

func (a *Actor) publishResult(m *answered) {
	body := messages.ModelResult{Call: m.req.Call, Workflow: m.req.Workflow, Model: a.d.ModelName}
	if m.err != nil {
		kind := messages.KindModel
		switch {
		case errors.Is(m.err, context.Canceled):
			kind = messages.KindCanceled
		case errors.Is(m.err, llm.ErrContextWindowExceeded):
			kind = messages.KindContextWindow
		}
		body.Err = &messages.Error{Kind: kind, Op: "llm." + m.req.Workflow, Msg: fmt.Sprint(m.err)}
	} else {
		body.Message, body.Usage, body.StopReason = m.resp.Message, m.resp.Usage, m.resp.StopReason
		if m.resp.Model != "" {
			body.Model = m.resp.Model
		}
		body.CostUSD = a.d.Price.Cost(body.Usage)
	}
	meta := messages.Meta{Correlation: m.cause.Correlation, Causation: m.cause.ID, Traceparent: m.cause.Traceparent}
	if m.err == nil {
		report := messages.UsageReport{Call: body.Call, Workflow: body.Workflow, Model: body.Model, Usage: body.Usage, CostUSD: body.CostUSD}
		if _, err := a.d.Bus.Publish(messages.Subject(messages.ClassEvt, a.d.Session, a.d.Agent, "usage"), meta, report); err != nil {
			a.d.Log.Error("publish usage", "call", m.req.Call, "err", err)
		}
	}
	subj := messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, "llm", m.req.Workflow)
	if _, err := a.d.Bus.Publish(subj, meta, body); err != nil {
		a.d.Log.Error("publish model result", "call", m.req.Call, "err", err)
	}
}
