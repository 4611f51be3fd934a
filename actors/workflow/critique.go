package workflow

import (
	"strings"

	"troupe/internal/view"
	"troupe/messages"
)

// The critique workflow's jobs, on the critique slot: criticise a
// reasoning trace (for the think workflow), and review a final answer
// before the agent accepts it (the completion check). The review's answer
// is read here into a Verdict; it is never shown as the agent's answer.

// critique starts a Critique job.
func (a *Actor) critique(job *messages.Critique, cause messages.Meta) {
	call := job.Call
	if a.d.Prompts == nil {
		a.reply(cause, messages.Critiqued{Call: call, Err: &messages.Error{Kind: messages.KindInvalidInput, Op: a.op(), Msg: "no critique prompts"}})
		return
	}
	v := view.View{System: a.d.Prompts.CritiqueSystem(), Messages: []messages.Message{a.d.Prompts.CritiqueRequest(job.Trace)}}
	a.ask(call, cause, v, &pending{
		done: func(r messages.ModelResult) {
			out := messages.Critiqued{Call: call, Err: r.Err}
			if r.Err == nil {
				out.Text, out.Use = r.Message.Content, a.use(r)
			}
			a.reply(cause, out)
		},
		fail: func(e *messages.Error) { a.reply(cause, messages.Critiqued{Call: call, Err: e}) },
	})
}

// check starts a Check job. The request carries its own instructions, so
// the call has no system prompt (the slot's critique prompt is for
// traces).
func (a *Actor) check(job *messages.Check, cause messages.Meta) {
	call := job.Call
	a.ask(call, cause, view.View{Messages: []messages.Message{job.Request}}, &pending{
		done: func(r messages.ModelResult) {
			out := messages.Verdict{Call: call, Err: r.Err}
			if r.Err == nil {
				out.Done, out.Reason = ParseVerdict(r.Message.Content)
				out.Use = a.use(r)
			}
			a.reply(cause, out)
		},
		fail: func(e *messages.Error) { a.reply(cause, messages.Verdict{Call: call, Err: e}) },
	})
}

// ParseVerdict reads a review of a final answer: done when it says DONE
// (in any case, after Markdown emphasis) or says nothing; otherwise what it
// found missing, without a leading CONTINUE.
func ParseVerdict(review string) (done bool, reason string) {
	verdict := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(review), "*#>_` "))
	if verdict == "" || strings.HasPrefix(strings.ToUpper(verdict), "DONE") {
		return true, ""
	}
	reason = verdict
	if rest, ok := strings.CutPrefix(strings.ToUpper(verdict), "CONTINUE"); ok {
		reason = strings.TrimLeft(verdict[len(verdict)-len(rest):], " :.-—*_`")
	}
	return false, reason
}
