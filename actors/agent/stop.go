package agent

import (
	"encoding/json"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/workflow"
	"troupe/internal/llm"
	"troupe/internal/reminder"
	"troupe/internal/tool/plan"
	"troupe/messages"
)

// The end of a turn: what happens when the model stops calling tools (the
// guards, and the completion check on the critique slot), and plan mode,
// whose turn ends at the plan.

// stopped runs the guards when the model answered without tool calls: open
// todos, queued input, the completion check, an answer cut off at the token
// limit — each may send the model back to work once more.
func (a *Actor) stopped(c actor.Context, msg messages.Message, stopReason string) {
	t := a.turn
	text := t.partial + msg.Content
	if a.h.remind == nil {
		a.finish(c, text, nil)
		return
	}
	act := a.h.remind.Stop(len(t.queued) > 0)
	if t.plan && act.Guard == reminder.GuardCompletion {
		act = reminder.Action{Kind: reminder.Accept} // a plan is reviewed by the user, not checked
	}
	if stopReason == llm.StopMaxTokens && act.Kind != reminder.Accept {
		t.partial = text // the continuation completes this text
	} else {
		t.partial = ""
	}
	switch act.Kind {
	case reminder.Accept:
		final := text
		if final == "" {
			final = "Done."
		}
		a.finish(c, final, nil)
	case reminder.Check:
		// Reviewed by the critique workflow; the review is never the answer.
		t.final = text
		call := a.nextCall()
		a.job(workflow.Critique, call, messages.Check{Call: call, Request: act.Check})
	default:
		if act.Message.Content != "" {
			a.append(a.turn.id, act.Message)
		}
		a.step(c)
	}
}

// checked takes the critique workflow's verdict on the answer in t.final:
// accept it as the turn's answer, or send the model back to work with what
// the review found missing. A failed review accepts: the check is an aid.
func (a *Actor) checked(c actor.Context, r messages.Verdict) {
	t := a.turn
	if r.Err == nil {
		a.account(t, r.Use, nil)
	}
	act := a.h.remind.Checked(r.Done || r.Err != nil, r.Reason)
	if act.Kind == reminder.Accept {
		final := t.final
		if final == "" {
			final = "Done."
		}
		a.finish(c, final, nil)
		return
	}
	t.final = ""
	a.append(t.id, act.Message)
	a.step(c)
}

// presentedPlan reports whether a batch presented a plan successfully.
func presentedPlan(batch []messages.ToolCall, results []messages.ToolResult) bool {
	for i, call := range batch {
		if call.Name == plan.Name && i < len(results) && !results[i].IsError {
			return true
		}
	}
	return false
}

// planText is the plan a present_plan call carries.
func planText(args messages.Args) string {
	var p struct {
		Plan string `json:"plan"`
	}
	_ = json.Unmarshal(args, &p)
	return p.Plan
}
