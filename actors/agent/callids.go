package agent

import (
	"fmt"

	"troupe/messages"
)

// uniqueCallIDs gives every tool call of calls an id no other call of the
// agent's transcript (used: their ids, added to) or of calls has, renaming a repeat ("call_1" again
// becomes "call_1-2"): the results of a batch are keyed by call id, so a
// model that reuses an id would otherwise leave the batch waiting for ever
// for a result that was recorded under the other call, and providers
// refuse a conversation with two calls of one id. It returns a line per
// renamed call, for a notice.
func uniqueCallIDs(used map[string]bool, calls []messages.ToolCall) []string {
	var renamed []string
	for i := range calls {
		id := calls[i].ID
		if !used[id] {
			used[id] = true
			continue
		}
		n := 2
		for used[fmt.Sprintf("%s-%d", id, n)] {
			n++
		}
		calls[i].ID = fmt.Sprintf("%s-%d", id, n)
		used[calls[i].ID] = true
		renamed = append(renamed, fmt.Sprintf("the model reused tool call id %q; call %d (%s) renamed %q", id, i+1, calls[i].Name, calls[i].ID))
	}
	return renamed
}

// callIDs returns the ids of the tool calls of the agent's transcript: made
// once per incarnation, then kept by append, so that a call's check does
// not read the whole history.
func (a *Actor) callIDs() map[string]bool {
	if a.ids == nil {
		a.ids = map[string]bool{}
		for _, m := range a.transcript {
			for _, c := range m.ToolCalls {
				a.ids[c.ID] = true
			}
		}
	}
	return a.ids
}
