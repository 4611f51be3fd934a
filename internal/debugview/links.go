package debugview

import (
	"slices"

	"troupe/messages"
)

// Link returns the record recs[i] answers or belongs to, and what that is:
// a tool result's call (its tool request), a subagent's answer (its turn
// result) to the task that spawned it, a model or workflow result (or a
// usage report) to its request, and a spawned task to the subagent's
// answer. ok is false when recs[i] links nowhere kept.
func Link(recs []Record, i int) (j int, what string, ok bool) {
	rec := recs[i]
	ag := rec.Meta.Agent
	back := func(match func(Record) bool) (int, bool) {
		for k := i - 1; k >= 0; k-- {
			if match(recs[k]) {
				return k, true
			}
		}
		return -1, false
	}
	forward := func(match func(Record) bool) (int, bool) {
		for k := i + 1; k < len(recs); k++ {
			if match(recs[k]) {
				return k, true
			}
		}
		return -1, false
	}
	switch b := rec.Body.(type) {
	case *messages.ToolResult:
		j, ok = back(func(r Record) bool {
			q, isReq := r.Body.(*messages.ToolRequest)
			return isReq && r.Meta.Agent == ag && q.Call.ID == b.CallID
		})
		if !ok {
			j, ok = back(func(r Record) bool {
				q, isStart := r.Body.(*messages.ToolStarted)
				return isStart && r.Meta.Agent == ag && q.Call.ID == b.CallID
			})
		}
		return j, "its tool call", ok
	case *messages.TurnResult:
		j, ok = back(func(r Record) bool {
			s, isSpawn := r.Body.(*messages.SubagentSpawned)
			return isSpawn && s.Child == ag
		})
		if ok {
			return j, "the task that spawned " + ag, true
		}
		j, ok = back(func(r Record) bool {
			p, isPrompt := r.Body.(*messages.Prompt)
			return isPrompt && r.Meta.Agent == ag && p.Turn == b.Turn
		})
		return j, "its prompt", ok
	case *messages.SubagentSpawned:
		j, ok = forward(func(r Record) bool {
			_, isTurn := r.Body.(*messages.TurnResult)
			return isTurn && r.Meta.Agent == b.Child
		})
		return j, b.Child + "'s answer", ok
	case *messages.ModelResult:
		hop := modelHop(rec.Subject)
		j, ok = back(func(r Record) bool {
			q, isReq := r.Body.(*messages.ModelRequest)
			return isReq && r.Meta.Agent == ag && q.Call == b.Call && modelHop(r.Subject) == hop
		})
		return j, "its model request", ok
	case *messages.UsageReport:
		j, ok = back(func(r Record) bool {
			q, isReq := r.Body.(*messages.ModelRequest)
			return isReq && r.Meta.Agent == ag && q.Call == b.Call
		})
		return j, "its model request", ok
	case *messages.Trace, *messages.Verdict, *messages.Summary, *messages.Critiqued, *messages.ImageDescribed:
		call := JobCall(b)
		j, ok = back(func(r Record) bool {
			return r.Meta.Agent == ag && r.Type != rec.Type && JobCall(r.Body) == call
		})
		return j, "its job", ok
	}
	return -1, "", false
}

// Filter returns the indices of the records about agent (any when "") of
// one of types (any when empty). Heartbeats and streamed deltas are left
// out unless types names them.
func Filter(recs []Record, agent string, types []string) []int {
	var out []int
	for i, r := range recs {
		if agent != "" && r.Meta.Agent != agent {
			continue
		}
		if len(types) > 0 {
			if !slices.Contains(types, r.Type) {
				continue
			}
		} else if r.Type == "heartbeat" || r.Type == "model_delta" {
			continue
		}
		out = append(out, i)
	}
	return out
}

// Agents lists the agents of recs in order of first appearance.
func Agents(recs []Record) []string {
	var out []string
	for _, r := range recs {
		if a := r.Meta.Agent; a != "" && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// Types lists the body types of recs in order of first appearance.
func Types(recs []Record) []string {
	var out []string
	for _, r := range recs {
		if r.Type != "" && !slices.Contains(out, r.Type) {
			out = append(out, r.Type)
		}
	}
	return out
}
