package workflow

import (
	"fmt"

	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/internal/view"
	"troupe/messages"
)

// The think job: before the action call, a reasoning trace written
// without tools (OpenDev's thinking phase). The thinking model sees the
// conversation the action call will see, without the harness's reminders,
// followed by the request to analyse it; at the high level the trace is
// criticised by the critique workflow (its own slot) and then rewritten
// with the critique addressed, under the action call's system prompt. The
// outcome is the final trace, or an error: thinking is an aid, and the
// agent acts without it when it fails.

// thinks are the think jobs in flight and the view of the last one.
type thinks struct {
	in   view.Receiver        // the last think job's view, as the agent sent it
	jobs map[string]*thinking // by job call
	// critiques maps a critique's call to its job's.
	critiques map[string]string
}

// thinking is one think job.
type thinking struct {
	job   messages.Think
	cause messages.Meta
	level prompt.Level
	trace string
	uses  []messages.UsageReport
}

// think starts a think job.
func (a *Actor) think(job *messages.Think, cause messages.Meta) {
	v, ok := a.thinks.in.Apply(job.Call, view.View{System: job.System, Messages: job.Messages}, job.Delta)
	if !ok {
		a.reply(cause, messages.Trace{Call: job.Call, Err: &messages.Error{Kind: messages.KindStaleView, Op: a.op(),
			Msg: "no base view " + job.Base + "; send the whole view"}})
		return
	}
	j := *job
	j.System, j.Messages, j.Delta = v.System, v.Messages, messages.Delta{}
	th := &thinking{job: j, cause: cause}
	level, err := prompt.ParseLevel(job.Level)
	var sys string
	if err == nil {
		sys, err = a.thinkingSystem(level, job.Tools)
	}
	if err != nil {
		a.reply(cause, messages.Trace{Call: job.Call, Err: &messages.Error{Kind: messages.KindInvalidInput, Op: a.op(), Msg: err.Error()}})
		return
	}
	th.level = level
	if a.thinks.jobs == nil {
		a.thinks.jobs, a.thinks.critiques = map[string]*thinking{}, map[string]string{}
	}
	a.thinks.jobs[job.Call] = th // a job sent again (its workflow restarted) starts over
	a.ask(job.Call, cause, view.View{System: sys, Messages: ThinkingView(a.d.Prompts, v.Messages, job.Todos)},
		&pending{done: func(r messages.ModelResult) { a.thought(th, r) }, fail: func(e *messages.Error) { a.traced(th, e) }})
}

func (a *Actor) thinkingSystem(level prompt.Level, tools []string) (string, error) {
	if a.d.Prompts == nil {
		return "", fmt.Errorf("agent %s has no thinking prompts", a.d.Agent)
	}
	return a.d.Prompts.ThinkingSystem(level, prompt.Context{Workspace: a.d.Workspace, Tools: tools})
}

// ThinkingView is what the thinking model is shown: the conversation
// without the harness's reminders, then the request to analyse it.
func ThinkingView(p *prompt.Builder, msgs []messages.Message, todos string) []messages.Message {
	out := make([]messages.Message, 0, len(msgs)+1)
	for _, m := range msgs {
		if !reminder.IsReminder(m) {
			out = append(out, m)
		}
	}
	return append(out, p.AnalysisRequest(todos))
}

// thought takes the thinking call's answer: at the high level the trace
// goes to the critique workflow, else it is the outcome.
func (a *Actor) thought(th *thinking, r messages.ModelResult) {
	if r.Err != nil {
		a.traced(th, r.Err)
		return
	}
	th.uses = append(th.uses, a.use(r))
	th.trace = r.Message.Content
	if !th.level.Critique() {
		a.traced(th, nil)
		return
	}
	call := th.job.Call + "-critique"
	a.thinks.critiques[call] = th.job.Call
	if err := a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.Agent, Critique), th.cause,
		messages.Critique{Call: call, Trace: th.trace}); err != nil {
		delete(a.thinks.critiques, call)
		a.traced(th, &messages.Error{Kind: messages.KindOther, Op: a.op(), Msg: "could not send the trace to the critique workflow: " + err.Error()})
	}
}

// critiqued takes the critique workflow's outcome and asks for the trace
// again with the critique addressed.
func (a *Actor) critiqued(c *messages.Critiqued) {
	jobCall, ok := a.thinks.critiques[c.Call]
	if !ok {
		return // not ours: the critique workflow answers the agent's checks here too
	}
	delete(a.thinks.critiques, c.Call)
	th, ok := a.thinks.jobs[jobCall]
	if !ok {
		return
	}
	if c.Err != nil {
		a.traced(th, c.Err)
		return
	}
	th.uses = append(th.uses, c.Use)
	msgs := []messages.Message{a.d.Prompts.Refine(th.level, th.trace, c.Text)}
	a.ask(jobCall+"-refine", th.cause, view.View{System: th.job.System, Messages: msgs},
		&pending{done: func(r messages.ModelResult) { a.refined(th, r) }, fail: func(e *messages.Error) { a.traced(th, e) }})
}

// refined takes the refinement's answer: the final trace.
func (a *Actor) refined(th *thinking, r messages.ModelResult) {
	if r.Err != nil {
		a.traced(th, r.Err)
		return
	}
	th.uses = append(th.uses, a.use(r))
	th.trace = r.Message.Content
	a.traced(th, nil)
}

// traced answers a think job: its trace, or the error that ended it.
func (a *Actor) traced(th *thinking, e *messages.Error) {
	if a.thinks.jobs[th.job.Call] != th {
		return // replaced by the same job sent again
	}
	delete(a.thinks.jobs, th.job.Call)
	out := messages.Trace{Call: th.job.Call, Uses: th.uses, Err: e}
	if e == nil {
		out.Text = th.trace
	}
	a.reply(th.cause, out)
}
