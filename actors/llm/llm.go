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
	"runtime/debug"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/faults"
	"troupe/internal/imagefile"
	"troupe/internal/llm"
	"troupe/internal/models"
	"troupe/internal/reqlog"
	"troupe/internal/routine"
	"troupe/internal/store"
	"troupe/internal/telemetry"
	"troupe/internal/view"
	"troupe/messages"
)

// model is the part of a provider client this actor uses.
type model interface {
	Stream(ctx context.Context, req llm.Request) (*llm.Stream, error)
}

// Deps is what the actor needs.
type Deps struct {
	Bus       *bus.Bus
	Jobs      *routine.Group
	Log       *slog.Logger
	Model     model
	ModelName string
	Price     models.Price // prices this client's calls
	Session   string
	Agent     string
	Workflow  string
	Lifetime  context.Context
	Faults    *faults.Set // nil: none injected
	// Vision says the model takes images; Images is the session's image
	// store the bytes are loaded from right before a call (nil: none).
	// A model that does not see gets each image's stand-in text.
	Vision bool
	Images *imagefile.Store
	// Record is the session log each request is kept in, whole as this
	// actor received it (internal/reqlog); nil: not kept.
	Record *store.Log
	// Alternate resolves a request's Model (a turn on another model: a
	// custom command's model) to that model's client; nil, or a key it
	// does not know, fails the call saying so. It is called in Receive:
	// it must only look up clients made beforehand.
	Alternate func(key string) (Alternate, bool)
	// Shared is the agent's table of the views its levels send (package
	// view): a request's view found there is kept instead of the decoded
	// copy, so the agent's history is held once. Nil: decoded copies.
	Shared *view.Shared
}

// Alternate is another model a call may run on, priced as its own.
type Alternate struct {
	Model  model
	Name   string
	Price  models.Price
	Vision bool
}

// errNoAlternate fails a call for a model its client cannot reach.
var errNoAlternate = errors.New("this model client cannot reach the model the turn asked for")

// forCall is d with the model req asks for, if it names one.
func (d Deps) forCall(req messages.ModelRequest) (Deps, error) {
	if req.Model == "" {
		return d, nil
	}
	if d.Alternate == nil {
		return d, fmt.Errorf("%w (%s)", errNoAlternate, req.Model)
	}
	alt, ok := d.Alternate(req.Model)
	if !ok {
		return d, fmt.Errorf("%w (%s)", errNoAlternate, req.Model)
	}
	d.Model, d.ModelName, d.Price, d.Vision = alt.Model, alt.Name, alt.Price, alt.Vision
	return d, nil
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
		a := &Actor{d: d, calls: map[string]*inflight{}, cancelled: port.NewCancelled(32), views: view.Receiver{Shared: d.Shared}}
		if d.Record != nil {
			a.requests = reqlog.New(d.Record, d.Agent)
		}
		return a
	})
}

// Actor is a model client.
type Actor struct {
	d         Deps
	calls     map[string]*inflight // by call id
	cancelled *port.Cancelled      // turns cancelled, in case a request arrives after its cancel
	views     view.Receiver        // the workflow's last view; none after a restart
	requests  *reqlog.Recorder     // nil: requests are not kept
}

// errStaleView answers a delta whose base view this actor does not hold.
var errStaleView = errors.New("no base view; send the whole view")

// whole rebuilds a request's whole view from its delta.
func (a *Actor) whole(req messages.ModelRequest) (messages.ModelRequest, bool) {
	v, ok := a.views.Apply(req.Call, view.View{System: req.System, Messages: req.Messages, Tools: req.Tools}, req.Delta)
	req.System, req.Messages, req.Tools, req.Delta = v.System, v.Messages, v.Tools, messages.Delta{}
	return req, ok
}

// inflight is one running call. Its identity tells an answer of this
// incarnation's call from a late one of a call a restart cancelled.
type inflight struct {
	cancel context.CancelFunc
	req    messages.ModelRequest
	cause  messages.Meta
	span   telemetry.Span
}

type answered struct {
	call  *inflight // nil: answered without a call (cancelled before it ran)
	req   messages.ModelRequest
	cause messages.Meta
	resp  llm.Response
	err   error
}

// crashed is a call goroutine's panic, re-raised in Receive so the
// workflow's supervision restarts this actor and sends the call again.
type crashed struct {
	req   messages.ModelRequest
	value any
	stack string
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.ModelRequest:
			a.d.Faults.Panic(faults.LLMReceive)
			req, ok := a.whole(*b)
			if !ok {
				a.publishResult(&answered{req: req, cause: m.Meta, err: errStaleView})
				return
			}
			if a.cancelled.Has(m.Meta.Correlation) {
				a.publishResult(&answered{req: req, cause: m.Meta, err: context.Canceled})
				return
			}
			a.call(c, req, m.Meta)
		case *messages.Cancel:
			a.cancelled.Add(b.Turn)
			for _, f := range a.calls {
				a.publishResult(&answered{call: f, req: f.req, cause: f.cause, err: context.Canceled})
			}
			a.cancelAll()
		}
	case *answered:
		if cur, ok := a.calls[m.req.Call]; !ok || cur != m.call {
			return // cancelled, or a call of an earlier incarnation
		}
		m.call.cancel()
		delete(a.calls, m.req.Call)
		a.publishResult(m)
	case *crashed:
		a.d.Log.Warn("model call panicked", "call", m.req.Call, "panic", fmt.Sprint(m.value), "stack", m.stack)
		panic(fmt.Sprintf("llm %s/%s: call %s panicked: %v", a.d.Agent, a.d.Workflow, m.req.Call, m.value))
	case *actor.Restarting, *actor.Stopping:
		a.cancelAll()
	}
}

func (a *Actor) cancelAll() {
	for id, f := range a.calls {
		f.cancel()
		f.span.End() // no-op when its result ended it
		delete(a.calls, id)
	}
}

func (a *Actor) call(c actor.Context, req messages.ModelRequest, cause messages.Meta) {
	d, err := a.d.forCall(req)
	if err != nil {
		a.publishResult(&answered{req: req, cause: cause, err: err})
		return
	}
	ctx, cancel := context.WithCancel(a.d.Lifetime)
	if old, ok := a.calls[req.Call]; ok {
		old.cancel() // the same call sent again: the newest request wins
	}
	f := &inflight{cancel: cancel, req: req, cause: cause,
		span: telemetry.StartModelCall(a.d.Lifetime, cause.Traceparent, a.d.Agent, req.Workflow, d.ModelName)}
	a.calls[req.Call] = f
	if err := a.requests.Record(cause.Correlation, d.ModelName, req); err != nil {
		a.d.Log.Warn("keep model request in the session log", "call", req.Call, "err", err)
	}
	root, self := c.ActorSystem().Root, c.Self()
	if err := d.Jobs.Go("model call", func() {
		defer func() {
			if v := recover(); v != nil {
				root.Send(self, &crashed{req: req, value: v, stack: string(debug.Stack())})
			}
		}()
		d.Faults.Panic(faults.LLMGoroutine)
		r := llm.Request{Agent: d.Agent, AgentType: req.AgentType, Workflow: req.Workflow,
			System: req.System, Messages: d.Images.ForModel(req.Messages, d.Vision), Tools: req.Tools}
		resp, err := stream(ctx, d, r, req.Call, cause)
		root.Send(self, &answered{call: f, req: req, cause: cause, resp: resp, err: err})
	}); err != nil { // shutting down: the call is answered with why
		root.Send(self, &answered{call: f, req: req, cause: cause, err: err})
	}
}

// retryCause names a retried fault by its HTTP status.
func retryCause(status int) string {
	switch status {
	case 0:
		return "a connection error"
	case 429:
		return "429 rate limited"
	case 529:
		return "529 overloaded"
	}
	return fmt.Sprint(status)
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
	ctx = llm.WithRetry(ctx, func(status, attempts int, wait time.Duration, err error) { // a transient provider fault
		text := fmt.Sprintf("%s call of agent %s: retrying in %s after %s (attempt %d failed: %v)",
			r.Workflow, d.Agent, wait.Round(100*time.Millisecond), retryCause(status), attempts, err)
		if _, err := d.Bus.Publish(messages.Subject(messages.ClassEvt, d.Session, d.Agent, "notice"), messages.Meta{Correlation: cause.Correlation},
			messages.Notice{Level: "retry", Text: text}); err != nil {
			d.Log.Debug("publish retry notice", "err", err)
		}
	})
	s, err := d.Model.Stream(ctx, r)
	if err != nil {
		return llm.Response{}, err
	}
	delta := messages.Subject(messages.ClassEvt, d.Session, d.Agent, "llm", "delta")
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID}
	publish := func(b messages.ModelDelta) {
		if _, err := d.Bus.Publish(delta, meta, b); err != nil {
			d.Log.Debug("publish delta", "err", err)
		}
	}
	return llm.Collect(ctx, s, func(text string) { publish(messages.ModelDelta{Call: call, Text: text}) },
		llm.OnReset(func() { publish(messages.ModelDelta{Call: call, Reset: true}) }),
		llm.OnThinking(func(text string) { publish(messages.ModelDelta{Call: call, Thinking: text}) }))
}

func (a *Actor) publishResult(m *answered) {
	d, _ := a.d.forCall(m.req) // its name and price; a model it cannot reach failed the call already
	body := messages.ModelResult{Call: m.req.Call, Workflow: m.req.Workflow, Model: d.ModelName}
	if m.err != nil {
		kind := messages.KindModel
		switch {
		case errors.Is(m.err, context.Canceled):
			kind = messages.KindCanceled
		case errors.Is(m.err, llm.ErrContextWindowExceeded):
			kind = messages.KindContextWindow
		case errors.Is(m.err, errStaleView):
			kind = messages.KindStaleView
		}
		body.Err = &messages.Error{Kind: kind, Op: "llm." + m.req.Workflow, Msg: fmt.Sprint(m.err)}
	} else {
		body.Message, body.Usage, body.StopReason = m.resp.Message, m.resp.Usage, m.resp.StopReason
		if m.resp.Model != "" {
			body.Model = m.resp.Model
		}
		body.CostUSD = d.Price.Cost(body.Usage)
	}
	if m.call != nil {
		m.call.span.EndModelCall(body, m.req.AgentType)
	}
	meta := messages.Meta{Correlation: m.cause.Correlation, Causation: m.cause.ID, Traceparent: m.cause.Traceparent}
	if m.err == nil {
		report := messages.UsageReport{Call: body.Call, Workflow: body.Workflow, Model: body.Model, Usage: body.Usage, CostUSD: body.CostUSD}
		if _, err := port.Publish(a.d.Bus, messages.Subject(messages.ClassEvt, a.d.Session, a.d.Agent, "usage"), meta, report); err != nil {
			a.d.Log.Error("publish usage", "call", m.req.Call, "err", err)
		}
	}
	subj := messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, "llm", m.req.Workflow)
	if _, err := port.Publish(a.d.Bus, subj, meta, body); err != nil {
		a.d.Log.Error("publish model result", "call", m.req.Call, "err", err)
	}
}
