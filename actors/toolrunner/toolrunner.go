// Package toolrunner is the actor that runs an agent's tool calls. It is the
// only place tools execute; each result is written to the session log
// before it is published, so the bus never carries a result the log lacks.
// Each call runs in a goroutine the actor starts
// (counted in the supervisor's WaitGroup) with a context it cancels on a
// cancel message, on restart and on stop; the outcome comes back to the actor
// as a message and is published as a messages.ToolResult.
//
// A panic inside a tool is recovered in its goroutine, reported to the model
// as a crashed-tool error, and then re-raised inside Receive so the parent's
// supervision strategy restarts the runner. State is owned by the actor and
// touched only in Receive.
//
// The runner runs only its agent's tools (Deps.Allowed, and those the agent
// discovered with search_tools: Env.Discovered), each call id once,
// and only requests signed by this process (its port drops the rest); a
// refused request is reported as a messages.Rejected event and runs nothing.
package toolrunner

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/faults"
	"troupe/internal/hooks"
	"troupe/internal/routine"
	"troupe/internal/safety"
	"troupe/internal/store"
	"troupe/internal/telemetry"
	"troupe/internal/tool"
	"troupe/internal/transcript"
	"troupe/messages"
)

// gate decides whether a call may run; it may block while a person
// decides, so it is called on the call's goroutine.
type gate interface {
	Check(ctx context.Context, call messages.ToolCall, spec tool.Spec) safety.Decision
}

// hostGate is a gate that also decides, per call, the hosts the call's
// network (a command's through the proxy, web_fetch's) may reach.
type hostGate interface {
	Hosts(call messages.ToolCall) tool.Hosts
}

// toolHooks runs the user's PreToolUse and PostToolUse hooks; like the
// gate, it may block, so it is called on the call's goroutine.
type toolHooks interface {
	PreTool(ctx context.Context, agent string, call messages.ToolCall) hooks.Outcome
	PostTool(ctx context.Context, agent string, call messages.ToolCall, content string, isError bool) hooks.Outcome
}

// checkpointer records the workspace before a call that may change it;
// an error means the call must not run, a warning is logged.
// cmd is the call's command as the gate parsed it, nil if none.
type checkpointer interface {
	Before(ctx context.Context, turn string, cmd *safety.Command) (warn, err error)
}

// Deps is what a runner needs.
type Deps struct {
	Gate     gate      // nil: every call runs (tests of the runner alone)
	Hooks    toolHooks // nil: no hooks
	Bus      *bus.Bus
	Jobs     *routine.Group // owner of every goroutine the runner starts
	Log      *slog.Logger
	Tools    *tool.Registry
	Env      tool.Env
	Session  string
	Agent    string
	Lifetime context.Context // cancelled at shutdown
	Faults   *faults.Set     // nil: none injected
	// Record is the session log each result is written to before it is
	// published; nil in tests of the runner alone.
	Record *store.Log
	// Allowed names the tools this runner's agent may use; nil allows every
	// tool of the registry (tests of the runner alone).
	Allowed []string

	Checkpoint checkpointer // nil: no checkpoints
}

// Subjects returns the subjects a runner for (session, agent) listens on.
func Subjects(session, agent string) []string {
	return []string{
		messages.Subject(messages.ClassCmd, session, agent, "tools"),
		messages.Subject(messages.ClassCtl, session, agent, "cancel"),
	}
}

// Props returns the props of a runner.
func Props(d Deps) *actor.Props {
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d, running: map[string]running{}, cancelled: port.NewCancelled(32), seen: port.NewCancelled(1024)}
	})
}

// Actor runs tool calls.
type Actor struct {
	d         Deps
	running   map[string]running // by call id
	cancelled *port.Cancelled    // turns cancelled, in case a request arrives after its cancel
	seen      *port.Cancelled    // call ids already run: a replayed request runs nothing
}

type running struct {
	turn   string
	cancel context.CancelFunc
	span   telemetry.Span
}

// done and panicked are the runner's internal messages.
type done struct {
	req    messages.ToolRequest
	cause  messages.Meta
	result tool.Result
	err    error
}

type panicked struct {
	req   messages.ToolRequest
	cause messages.Meta
	value any
	stack string
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.ToolRequest:
			a.d.Faults.Panic(faults.ToolRunnerReceive)
			if reason := a.refuse(*b); reason != "" {
				port.Reject(a.d.Bus, m.Subject, m.Meta, b.Type(), reason)
				return
			}
			a.seen.Add(b.Call.ID)
			a.start(c, *b, m.Meta)
		case *messages.Cancel:
			a.cancelled.Add(b.Turn)
			for id, r := range a.running {
				if b.Turn == "" || b.Turn == r.turn {
					r.cancel()
					r.span.EndTool(true, messages.KindCanceled)
					delete(a.running, id)
				}
			}
		}
	case *done:
		res := m.result
		if m.err != nil {
			res = tool.Errorf(messages.KindCrashed, "tool %s failed: %v", m.req.Call.Name, m.err)
		}
		if r, ok := a.running[m.req.Call.ID]; ok {
			r.cancel()
			r.span.EndTool(res.IsError, res.Kind)
			delete(a.running, m.req.Call.ID)
		}
		a.publish(m.req, m.cause, res)
	case *panicked:
		if r, ok := a.running[m.req.Call.ID]; ok {
			r.span.EndTool(true, messages.KindCrashed)
		}
		delete(a.running, m.req.Call.ID)
		a.publish(m.req, m.cause, tool.Errorf(messages.KindCrashed,
			"tool %s crashed: %v. The tool runner was restarted; the call did not complete.", m.req.Call.Name, m.value))
		a.d.Log.Warn("tool panicked", "tool", m.req.Call.Name, "panic", fmt.Sprint(m.value), "stack", m.stack)
		// Re-raise inside Receive: the parent's strategy decides (restart).
		panic(fmt.Sprintf("tool %s panicked: %v", m.req.Call.Name, m.value))
	case *actor.Restarting, *actor.Stopping:
		for id, r := range a.running {
			r.cancel()
			r.span.End()
			delete(a.running, id)
		}
	}
}

// refuse says why a request may not run, or "".
func (a *Actor) refuse(req messages.ToolRequest) string {
	switch {
	case req.Call.ID == "":
		return "a tool call without an id"
	case a.seen.Has(req.Call.ID):
		return fmt.Sprintf("call %s already ran", req.Call.ID)
	case a.d.Allowed != nil && !slices.Contains(a.d.Allowed, req.Call.Name) && !a.d.Env.Discovered.Has(req.Call.Name):
		return fmt.Sprintf("tool %q is not one of agent %s's tools", req.Call.Name, a.d.Agent)
	}
	return ""
}

func (a *Actor) start(c actor.Context, req messages.ToolRequest, cause messages.Meta) {
	if a.cancelled.Has(req.Turn) {
		a.publish(req, cause, tool.Errorf(messages.KindCanceled, "tool %s was cancelled", req.Call.Name))
		return
	}
	t, ok := a.d.Tools.Lookup(req.Call.Name)
	if !ok {
		a.publish(req, cause, tool.Errorf(messages.KindInvalidInput,
			"unknown tool %q; available tools: %v", req.Call.Name, a.d.Tools.Names()))
		return
	}
	ctx, cancel := context.WithCancel(a.d.Lifetime)
	span := telemetry.StartTool(ctx, cause.Traceparent, a.d.Agent, req.Call)
	ctx = span.Into(ctx) // an approval wait is under the tool call
	ctx = withProgress(ctx, a.d.Bus, a.d.Log, a.d.Session, a.d.Agent, req, cause)
	a.running[req.Call.ID] = running{turn: req.Turn, cancel: cancel, span: span}
	root, self, env, g, fs, cp, log, hk, agent := c.ActorSystem().Root, c.Self(), a.d.Env, a.d.Gate, a.d.Faults, a.d.Checkpoint, a.d.Log, a.d.Hooks, a.d.Agent
	if err := a.d.Jobs.Go("tool "+req.Call.Name, func() {
		defer func() {
			if v := recover(); v != nil {
				root.Send(self, &panicked{req: req, cause: cause, value: v, stack: string(debug.Stack())})
			}
		}()
		fs.Panic(faults.ToolRunnerGoroutine)
		call := req.Call
		if hk != nil {
			o := hk.PreTool(ctx, agent, call)
			if o.Block {
				root.Send(self, &done{req: req, cause: cause, result: tool.Errorf(messages.KindPermissionDenied,
					"%s: blocked by a PreToolUse hook: %s", call.Name, o.Reason)})
				return
			}
			if len(o.UpdatedInput) > 0 {
				call.Arguments = messages.Args(o.UpdatedInput)
			}
		}
		var cmd *safety.Command // parsed by the gate, once
		if g != nil {
			d := g.Check(ctx, call, t.Spec())
			cmd = d.Command
			if d.Verdict != safety.Allow {
				root.Send(self, &done{req: req, cause: cause, result: denied(call.Name, d)})
				return
			}
			if d.NetworkGranted {
				ctx = tool.WithNetwork(ctx)
			}
			if len(d.Input) > 0 { // the approver changed the call's input
				call.Arguments = messages.Args(d.Input)
			}
			if hg, ok := g.(hostGate); ok { // the hosts its network (or web_fetch) may reach
				ctx = tool.WithHosts(ctx, hg.Hosts(call))
			}
		}
		var cpWarn error
		if cp != nil && !t.Spec().ReadOnly {
			warn, err := cp.Before(ctx, req.Turn, cmd)
			if err != nil {
				root.Send(self, &done{req: req, cause: cause, result: tool.Errorf(messages.KindPermissionDenied, "%s was not run: %v", req.Call.Name, err)})
				return
			}
			if warn != nil {
				log.Warn("checkpoint", "turn", req.Turn, "err", warn)
				cpWarn = warn
			}
		}
		res, err := t.Run(ctx, env, json.RawMessage(call.Arguments))
		if cpWarn != nil { // the person and the model learn what undo cannot restore
			res.Content += "\n\n[checkpoint] " + cpWarn.Error()
		}
		if ctx.Err() != nil && !res.IsError {
			res = tool.Errorf(messages.KindCanceled, "tool %s was cancelled", call.Name)
		}
		if hk != nil && err == nil && ctx.Err() == nil {
			res = afterHooks(hk.PostTool(ctx, agent, call, res.Content, res.IsError), res)
		}
		root.Send(self, &done{req: req, cause: cause, result: res, err: err})
	}); err != nil { // shutting down: the call never ran
		root.Send(self, &done{req: req, cause: cause, result: tool.Errorf(messages.KindCanceled, "tool %s was not run: %v", req.Call.Name, err)})
	}
}

// afterHooks adds what PostToolUse hooks said to a result: a block's
// reason (the tool already ran) or their additional context.
func afterHooks(o hooks.Outcome, res tool.Result) tool.Result {
	if o.Block {
		res.Content += "\n\n[PostToolUse hook] " + o.Reason
	} else if o.Context != "" {
		res.Content += "\n\n[PostToolUse hook] " + o.Context
	}
	return res
}

// denied is the model-facing result of a refused call.
func denied(name string, d safety.Decision) tool.Result {
	by := d.Layer
	if d.Rule != "" {
		by += ", rule " + d.Rule
	}
	verb := "denied"
	if d.Verdict == safety.Ask {
		verb = "needs approval and was not run"
	}
	return tool.Errorf(messages.KindPermissionDenied, "%s: %s (%s): %s. Do not retry the same call; choose another approach or ask the user.", name, verb, by, d.Reason)
}

func (a *Actor) publish(req messages.ToolRequest, cause messages.Meta, r tool.Result) {
	body := messages.ToolResult{Turn: req.Turn, CallID: req.Call.ID, Name: req.Call.Name,
		Content: r.Content, IsError: r.IsError, Images: r.Images}
	if r.IsError {
		body.Kind = r.Kind
	}
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
	subject := messages.Subject(messages.ClassRes, a.d.Session, a.d.Agent, "tools")
	bus, log := a.d.Bus, a.d.Log
	send := func(body messages.ToolResult) {
		if _, err := port.Publish(bus, subject, meta, body); err != nil {
			log.Error("publish tool result", "call", body.CallID, "err", err)
		}
	}
	if a.d.Record == nil {
		send(body)
		return
	}
	ev, err := transcript.Event(transcript.TypeToolResult, a.d.Agent, req.Turn, body)
	if err != nil {
		panic(fmt.Errorf("tool runner: %w", err)) // a result that does not encode: a bug
	}
	// Durable before published: the result goes out once it is on disk (in
	// a group commit, off this Receive); one the log lacks is not given.
	a.d.Record.Commit(ev, func(_ store.Event, err error) {
		if err != nil {
			log.Error("record tool result", "call", body.CallID, "err", err)
			body.Content, body.IsError, body.Kind = fmt.Sprintf("tool %s ran, but its result could not be written to the session log (%v), so it is not given", body.Name, err), true, messages.KindOther
		}
		send(body)
	})
}
