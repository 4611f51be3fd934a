package agent

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/internal/tool"
	"troupe/internal/tool/plan"
	"troupe/messages"
)

// mutating reports whether a call must run alone: anything not read-only.
func (a *Actor) mutating(call messages.ToolCall) bool {
	if call.Name == "task" {
		return false
	}
	if tl, ok := a.d.Tools.Lookup(call.Name); ok && tl.Spec().ReadOnly {
		return false
	}
	return true
}

// pump dispatches the batch in order: read-only calls and subagents run in
// parallel; a mutating call waits for everything before it and blocks
// everything after it until it is done.
func (a *Actor) pump(c actor.Context) {
	t := a.turn
	for t.next < len(t.batch) {
		call := t.batch[t.next]
		mut := a.mutating(call)
		busyMutating := false
		for _, m := range t.inflight {
			busyMutating = busyMutating || m
		}
		if (mut && len(t.inflight) > 0) || busyMutating {
			return
		}
		if call.Name == "task" && a.d.MaxSubagents > 0 && len(t.children) >= a.d.MaxSubagents {
			// At the bound: this and later calls wait for a subagent to finish.
			if t.waitNoted <= t.next {
				t.waitNoted = t.next + 1
				a.notice("wait", fmt.Sprintf("agent %s: task %d of %d waits: %d subagents running (at most %d at once)",
					a.d.ID, t.next+1, len(t.batch), len(t.children), a.d.MaxSubagents))
			}
			return
		}
		t.next++
		t.inflight[call.ID] = mut
		a.dispatch(c, call)
	}
}

func (a *Actor) dispatch(c actor.Context, call messages.ToolCall) {
	t := a.turn
	a.event("tool_call", replyMeta(t.cause), messages.ToolStarted{Turn: t.id, Call: call})
	switch {
	case call.Name == "task" && a.canSpawn():
		a.spawnSubagent(c, call)
	case call.Name == plan.Name && a.allowed(call.Name):
		a.h.planShown = planText(call.Arguments)
		a.sendToRunner(t, call)
	case !a.allowed(call.Name):
		why := "is not available to this agent"
		if _, ok := a.tools.Lookup(call.Name); !ok && slices.Contains(a.d.ToolNames, call.Name) {
			// The type names it, this machine lacks it (a worker running
			// the coordinator's definition of the type).
			why = "is one of this agent's tools, but this machine does not have it"
		}
		c.Send(c.Self(), &localResult{turn: t.id, result: toolError(t.id, call, messages.KindPermissionDenied,
			fmt.Sprintf("tool %q %s; available tools: %v", call.Name, why, a.toolNames()))})
	default:
		a.sendToRunner(t, call)
	}
}

func (a *Actor) sendToRunner(t *turn, call messages.ToolCall) {
	req := messages.ToolRequest{Turn: t.id, Call: call}
	meta := replyMeta(t.cause)
	meta.Correlation = call.ID
	a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.ID, "tools"), meta, req)
}

func (a *Actor) toolNames() []string {
	var out []string
	_, specs := a.current()
	for _, s := range specs {
		out = append(out, s.Name)
	}
	return out
}

func toolError(turnID string, call messages.ToolCall, kind messages.Kind, text string) messages.ToolResult {
	return messages.ToolResult{Turn: turnID, CallID: call.ID, Name: call.Name, Content: text, IsError: true, Kind: kind}
}

// record stores one tool result; when the batch is complete the results join
// the transcript in call order and the loop continues.
func (a *Actor) record(c actor.Context, turnID string, r messages.ToolResult) {
	t := a.turn
	if t == nil || t.id != turnID || t.results == nil {
		return
	}
	if _, ok := t.inflight[r.CallID]; !ok {
		return // unknown or already answered
	}
	delete(t.inflight, r.CallID)
	t.results[r.CallID] = r
	a.event("tool_result", replyMeta(t.cause), r)
	if len(t.results) < len(t.batch) {
		a.pump(c)
		return
	}
	a.appendResults(t)
	results := make([]messages.ToolResult, 0, len(t.batch))
	for _, call := range t.batch {
		results = append(results, t.results[call.ID])
	}
	a.afterBatch(t, results)
	if t.loopMsg != nil {
		a.append(t.id, *t.loopMsg)
		t.loopMsg = nil
	}
	presented := t.plan && presentedPlan(t.batch, results)
	batch := t.batch
	t.batch, t.results, t.inflight = nil, nil, nil
	if presented {
		// Plan mode ends at the plan: the user reviews it, not the model.
		a.finish(c, a.h.planShown, nil)
		return
	}
	if a.batchHooks(c, t, batch, results) {
		return // hooked goes on
	}
	a.step(c)
}

// appendResults adds one tool message per call of the batch, in call order;
// calls without a result (a cancelled turn) get an error saying so.
func (a *Actor) appendResults(t *turn) {
	for _, call := range t.batch {
		r, ok := t.results[call.ID]
		if !ok {
			r = toolError(t.id, call, messages.KindCanceled, "(cancelled before this call finished)")
		}
		a.append(t.id, a.offload(messages.Message{Role: messages.RoleTool, ToolCallID: call.ID, Name: call.Name,
			Content: r.Content, IsError: r.IsError, Images: r.Images}))
	}
}

// taskArgs are the task tool's arguments.
type taskArgs struct {
	Description  string `json:"description"`
	Prompt       string `json:"prompt"`
	SubagentType string `json:"subagent_type"`
}

func parseTask(raw json.RawMessage) (taskArgs, error) {
	var a taskArgs
	err := tool.DecodeArgs(raw, &a, "prompt")
	return a, err
}
