package agent

import (
	"fmt"
	"slices"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/workflow"
	"troupe/internal/loopguard"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/internal/telemetry"
	"troupe/internal/tool"
	"troupe/internal/tool/plan"
	"troupe/internal/tool/todo"
	"troupe/internal/transcript"
	"troupe/internal/view"
	"troupe/internal/window"
	"troupe/messages"
)

// turn is the state of the running turn.
type turn struct {
	id         string
	cause      messages.Meta  // the prompt's meta: replies go back along it
	span       telemetry.Span // the turn's span; its traceparent is cause's
	maxTurns   int
	iterations int
	calls      int // model calls, subagents' included
	failed     int // subagents that failed, nested ones included
	// failedWork counts the failures of each piece of delegated work
	// (subagent type and description): a later task call of the same work
	// that succeeds takes them back out of failed (redone).
	failedWork map[string]int
	waitNoted  int // index in batch of the last task call shown as waiting
	usage      messages.Usage
	cost       float64
	call       string       // id of the job waited on; "" while tools run
	sent       *sentCall    // that job, sent again if its workflow restarts
	calln      int          // jobs sent, for call ids
	think      prompt.Level // this turn's thinking level; "" = the agent's default
	lastText   string
	loopMsg    *messages.Message  // the loop guard's reminder, appended after the batch
	windDown   bool               // the final, tool-less call after the iteration cap
	plan       bool               // plan mode: read-only tools and present_plan
	compaction *pendingCompaction // the check waiting for the compact workflow's summary
	checked    time.Time          // when the running context check began (for its span)
	overflowed bool               // the action call was refused as too long and is being retried
	partial    string             // answers cut off at the token limit, continued since
	queued     []string           // user input typed during the turn, for the next call
	final      string             // the answer under the completion check's review
	nearCap    bool               // the user was told the iteration cap is near
	// model is the model this turn's act calls run on instead of the
	// agent's (Prompt.Model), "" for the agent's; window its context
	// window, by which this turn's requests are compacted (0: the agent's).
	model  string
	window int

	batch    []messages.ToolCall // tool calls of the last assistant message
	results  map[string]messages.ToolResult
	next     int             // index in batch of the next call to dispatch
	inflight map[string]bool // dispatched, unanswered; value: mutating
	children map[string]string

	describing *describing // images out to the vision workflow, before the next call
}

// callOf returns the tool call that a subagent is answering.
func (t *turn) callOf(childID string) (messages.ToolCall, bool) {
	for callID, id := range t.children {
		if id == childID {
			for _, c := range t.batch {
				if c.ID == callID {
					return c, true
				}
			}
		}
	}
	return messages.ToolCall{}, false
}

// localResult is a tool result the agent produced itself (a refused call, a
// subagent answer); it is delivered through the mailbox so recording never
// recurses into dispatching.
type localResult struct {
	turn   string
	result messages.ToolResult
}

func replyMeta(cause messages.Meta) messages.Meta {
	return messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
}

func (a *Actor) prompt(c actor.Context, p messages.Prompt, meta messages.Meta) {
	if a.turn != nil {
		res := messages.TurnResult{Turn: p.Turn, Err: &messages.Error{Kind: messages.KindInvalidInput, Op: "agent",
			Msg: fmt.Sprintf("agent %s is busy with turn %s", a.d.ID, a.turn.id)}}
		a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.ID, "turn"), replyMeta(meta), res)
		return
	}
	max := a.d.MaxTurns
	if p.MaxTurns > 0 {
		max = p.MaxTurns
	}
	if meta.Correlation == "" {
		meta.Correlation = p.Turn
	}
	span := telemetry.StartTurn(a.d.Lifetime, meta.Traceparent, a.d.Session, a.d.ID, a.d.Type, p.Turn)
	cause := meta
	cause.Traceparent = span.Or(meta.Traceparent) // what the turn publishes is under its span
	a.turn = &turn{id: p.Turn, cause: cause, span: span, maxTurns: max, children: map[string]string{}}
	if lvl, err := prompt.ParseLevel(p.Think); err == nil && p.Think != "" {
		a.turn.think = lvl
	}
	a.turn.plan = p.Plan && a.plan.system != ""
	a.turn.model, a.turn.window = p.Model, p.Window
	if a.h.remind != nil && a.h.planShown != "" && !a.turn.plan {
		// Leaving plan mode after a plan was presented: the user approved it.
		a.h.remind.Observe(reminder.PlanApproved{Plan: a.h.planShown})
		a.h.planShown = ""
	}
	a.life.turn = &turnRef{id: p.Turn, cause: meta}
	a.modeOverhead()
	a.event("turn_started", replyMeta(meta), messages.TurnStarted{Turn: p.Turn, Text: p.Text, Parent: a.d.Parent})
	if p.Compact {
		a.compactNow(c)
		return
	}
	a.append(p.Turn, messages.Message{Role: messages.RoleUser, Content: p.Text, Images: p.Images})
	if a.h.remind != nil {
		a.h.remind.Observe(reminder.UserPrompt{Text: p.Text})
	}
	if a.h.guard != nil {
		a.h.guard.Reset()
	}
	a.step(c)
}

// step starts the next iteration: reminders, the context check, optional
// thinking, then the action call — or, at the iteration cap, a last
// tool-less call that sums up.
func (a *Actor) step(c actor.Context) {
	t := a.turn
	if t.iterations >= t.maxTurns {
		a.windDown(c)
		return
	}
	t.iterations++
	if !t.nearCap && t.maxTurns >= nearCapMin && t.iterations >= t.maxTurns-t.maxTurns/10 {
		t.nearCap = true
		a.notice("warn", fmt.Sprintf("agent %s has made %d of its %d model calls for this turn; at the cap it stops and sums up (--max-turns raises it)",
			a.d.ID, t.iterations, t.maxTurns))
	}
	for _, text := range t.queued { // what the user typed meanwhile joins before the next call
		a.append(t.id, messages.Message{Role: messages.RoleUser, Content: text})
	}
	t.queued = nil
	a.remind()
	a.describeThen(c, func(c actor.Context) { a.compactThen(c, false, a.thinkOrAct) })
}

// nearCapMin is the smallest iteration cap the user is warned about before
// it is reached (at nine tenths of it).
const nearCapMin = 10

// act sends the act job: the next assistant message, from the context
// window's view; the wind-down call offers no tools.
func (a *Actor) act(c actor.Context) {
	t := a.turn
	system, specs := a.current()
	if t.windDown {
		specs = nil
	}
	call := a.nextCall()
	wire, d := a.viewed(workflow.Act, call, view.View{System: system, Messages: a.withDescriptions(a.view()), Tools: specs})
	a.job(workflow.Act, call, messages.ModelRequest{Call: call, Workflow: workflow.Act,
		System: wire.System, Messages: wire.Messages, Tools: wire.Tools, Delta: d, Model: t.model})
}

// windDown makes the last call of a turn that hit its iteration cap: no
// tools, and a request to sum up what was done and what is left.
func (a *Actor) windDown(c actor.Context) {
	t := a.turn
	note := fmt.Sprintf("[Max iterations (%d) reached — summary below]", t.maxTurns)
	a.notice("warn", fmt.Sprintf("agent %s reached its iteration cap of %d model calls", a.d.ID, t.maxTurns))
	if a.h.remind == nil {
		final := note
		if t.lastText != "" {
			final = t.lastText + "\n\n" + note
		}
		a.finish(c, final, nil)
		return
	}
	t.windDown = true
	a.append(t.id, a.h.remind.WindDown(t.maxTurns))
	a.compactThen(c, false, a.act)
}

// toolSpecs is the schema the model sees: only the tools this agent may use
// in the mode (layer 1: what a mode forbids is not offered at all).
func (a *Actor) toolSpecs(planMode bool) []messages.ToolSpec {
	var out []messages.ToolSpec
	for _, s := range a.tools.Specs(a.d.ToolNames) {
		if Offered(s, planMode) {
			out = append(out, s.Wire())
		}
	}
	if a.canSpawn() {
		out = append(out, a.taskSpec())
	}
	return out
}

// Offered reports whether a tool is part of a mode: plan mode offers the
// read-only tools and present_plan, the other mode all but present_plan.
func Offered(s tool.Spec, planMode bool) bool {
	if s.Name == plan.Name {
		return planMode
	}
	return !planMode || s.ReadOnly
}

// allowed reports whether the running turn may call name.
func (a *Actor) allowed(name string) bool {
	if name == "task" {
		return a.canSpawn()
	}
	planMode := a.turn != nil && a.turn.plan
	for _, n := range a.d.ToolNames {
		if n == name {
			s, ok := a.tools.Lookup(name)
			return ok && Offered(s.Spec(), planMode)
		}
	}
	return false
}

// canSpawn reports whether the agent may spawn subagents: its tools
// include task, there are types to spawn, and it is not at the depth limit.
func (a *Actor) canSpawn() bool {
	return slices.Contains(a.d.ToolNames, "task") && len(a.d.Subagents) > 0 &&
		(a.d.MaxDepth <= 0 || a.d.Depth < a.d.MaxDepth)
}

// answered handles the act job's outcome: the assistant message.
func (a *Actor) answered(c actor.Context, r messages.ModelResult, meta messages.Meta) {
	t := a.turn
	a.exactOverhead() // counted while the first request was answered; calibrated against the exact count
	if r.Err == nil {
		var cal *window.Calibration
		if !t.windDown && t.model == "" { // another model's count would skew the agent's calibration
			cal = a.calibrate(r.Usage.PromptTokens)
		}
		a.account(t, use(r), cal)
	}
	if r.Err != nil && r.Err.Kind == messages.KindContextWindow && !t.overflowed && a.contextWindow() != nil {
		// The provider counts more than the window does: compact as if
		// the budget were full, and try once more.
		t.overflowed = true
		a.notice("warn", fmt.Sprintf("agent %s: the request exceeded the model's context window; compacting and retrying once", a.d.ID))
		a.compactThen(c, true, a.act)
		return
	}
	if r.Err != nil {
		a.finish(c, "", r.Err)
		return
	}
	t.overflowed = false
	msg := r.Message
	msg.Role = messages.RoleAssistant
	for i := range msg.ToolCalls {
		if msg.ToolCalls[i].ID == "" {
			msg.ToolCalls[i].ID = fmt.Sprintf("%s-c%d", r.Call, i+1)
		}
	}
	for _, n := range uniqueCallIDs(a.callIDs(), msg.ToolCalls) {
		a.notice("warn", "agent "+a.d.ID+": "+n)
	}
	a.append(t.id, msg)
	a.event("assistant", replyMeta(meta), messages.AssistantMessage{Turn: t.id, Message: msg, Usage: r.Usage})
	if msg.Content != "" {
		t.lastText = msg.Content
	}
	if t.windDown {
		a.finish(c, fmt.Sprintf("[Max iterations (%d) reached — summary below]\n\n%s", t.maxTurns, msg.Content), nil)
		return
	}
	if a.h.remind != nil {
		a.h.remind.Observe(reminder.AssistantMessage{Message: msg, StopReason: r.StopReason})
	}
	if len(msg.ToolCalls) == 0 {
		a.stopped(c, msg, r.StopReason)
		return
	}
	a.runCalls(c, msg)
}

// runCalls starts running the tool calls of an assistant message, unless
// the loop guard stops the turn for repeating them.
func (a *Actor) runCalls(c actor.Context, msg messages.Message) {
	t := a.turn
	t.partial = ""
	t.batch, t.next, t.waitNoted = msg.ToolCalls, 0, 0
	t.results, t.inflight = map[string]messages.ToolResult{}, map[string]bool{}
	if a.h.guard != nil {
		switch v := a.h.guard.Check(msg.ToolCalls); v.Level {
		case loopguard.Stop:
			a.notice("error", v.Final)
			a.finish(c, v.Final, &messages.Error{Kind: messages.KindOther, Op: "agent", Msg: "stopped: the model kept repeating the same tool calls"})
			return
		case loopguard.Warn, loopguard.StepBack:
			m := v.Message
			t.loopMsg = &m
			a.notice("warn", fmt.Sprintf("agent %s is repeating %v", a.d.ID, v.Cycle))
		}
	}
	a.pump(c)
}

// use is what an act job's model call cost.
func use(r messages.ModelResult) messages.UsageReport {
	return messages.UsageReport{Call: r.Call, Workflow: workflow.Act, Model: r.Model, Usage: r.Usage, CostUSD: r.CostUSD}
}

// account adds a model call to the turn's totals and records it, with the
// window's calibration after an action call.
func (a *Actor) account(t *turn, u messages.UsageReport, cal *window.Calibration) {
	t.calls++
	t.usage = t.usage.Add(u.Usage)
	t.cost += u.CostUSD
	a.log(transcript.TypeUsage, t.id, usage{Call: u.Call, Workflow: u.Workflow, Model: u.Model, Usage: u.Usage, CostUSD: u.CostUSD, Calibration: cal})
}

// finish ends the turn and answers whoever sent the prompt.
func (a *Actor) finish(c actor.Context, final string, err *messages.Error) {
	t := a.turn
	if t.batch != nil {
		a.appendResults(t)
	}
	for callID, childID := range t.children {
		if ch, ok := a.children[childID]; ok {
			ch.span.EndSubagent(messages.TurnResult{Err: &messages.Error{Kind: messages.KindCanceled, Msg: "parent turn ended"}})
			a.publish(messages.Subject(messages.ClassCtl, a.d.Session, childID, "cancel"), replyMeta(t.cause), messages.Cancel{Reason: "parent turn ended"})
			c.Stop(ch.pid)
		}
		delete(t.children, callID)
	}
	a.turn, a.life.turn = nil, nil
	res := messages.TurnResult{Turn: t.id, Final: final, Iterations: t.iterations, Calls: t.calls, Usage: t.usage, CostUSD: t.cost, Failed: t.failed, Err: err,
		Capped: t.windDown || (t.maxTurns > 0 && t.iterations >= t.maxTurns && err == nil)}
	if a.h.todos != nil {
		if items := a.h.todos.Items(); len(items) > 0 {
			res.Todos = todo.Render(items)
		}
	}
	t.span.EndTurn(res)
	a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.ID, "turn"), replyMeta(t.cause), res)
}
