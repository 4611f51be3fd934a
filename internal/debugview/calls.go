package debugview

import (
	"troupe/internal/view"
	"troupe/messages"
)

// Call is one model call of an agent as its model client received it: the
// whole context window rebuilt from the request's delta against the
// previous request on the same subject, the compaction stages that fired
// in the agent's window since its previous call, and what the call reported.
type Call struct {
	Index     int    `json:"index"` // the request's position in the records
	Seq       uint64 `json:"seq"`
	Agent     string `json:"agent"`
	Workflow  string `json:"workflow"`
	Call      string `json:"call"`
	AgentType string `json:"agent_type,omitempty"`
	// Window is what the model saw; Whole is false when the request built
	// on a view that was not kept (the stream lost its start).
	Window view.View `json:"window"`
	Whole  bool      `json:"whole"`
	// FromLog says the window comes from the session log (CallsFromLog).
	FromLog bool `json:"from_log,omitempty"`
	// Exact says the log kept the request itself (internal/reqlog): the
	// window is the one the model client received, not rebuilt from the
	// transcript.
	Exact bool `json:"exact,omitempty"`
	// Wire is how many messages travelled in the request itself (the rest
	// were the previous request's, by reference).
	Wire        int                   `json:"wire_messages"`
	Compactions []messages.Compaction `json:"compactions,omitempty"`
	Usage       *messages.Usage       `json:"usage,omitempty"`
	Model       string                `json:"model,omitempty"`
	CostUSD     float64               `json:"cost_usd,omitempty"`
	Answer      *messages.Message     `json:"answer,omitempty"`
	Result      int                   `json:"result_index"` // the result's position; -1 if none was kept
	// Report is the position of the session log's usage event of a call
	// whose request the log kept (0: none).
	Report int `json:"report_index,omitempty"`
}

// Calls rebuilds every model call in recs, in order: the requests a model
// client received (….llm.<workflow>) and their results. An act job travels
// as a model request between the agent and its act workflow too; that hop
// is the workflow's job, not another model call (modelHop).
func Calls(recs []Record) []Call {
	var calls []Call
	recv := map[string]*view.Receiver{}           // by request subject
	pending := map[string][]messages.Compaction{} // by agent, since its last call
	byCall := map[string]int{}                    // agent/call → index in calls
	for i, rec := range recs {
		ag := rec.Meta.Agent
		switch b := rec.Body.(type) {
		case *messages.Compaction:
			pending[ag] = append(pending[ag], *b)
		case *messages.ModelRequest:
			if modelHop(rec.Subject) != HopModel {
				continue
			}
			r := recv[rec.Subject]
			if r == nil {
				r = &view.Receiver{}
				recv[rec.Subject] = r
			}
			call, wire, d, _ := view.Of(b)
			v, ok := r.Apply(call, wire, d)
			if !ok {
				v = wire
			}
			c := Call{Index: i, Seq: rec.Seq, Agent: ag, Workflow: b.Workflow, Call: b.Call, AgentType: b.AgentType,
				Window: v, Whole: ok, Wire: len(wire.Messages), Compactions: pending[ag], Result: -1}
			delete(pending, ag)
			byCall[ag+"/"+b.Call] = len(calls)
			calls = append(calls, c)
		case *messages.ModelResult:
			if j, ok := byCall[ag+"/"+b.Call]; ok && modelHop(rec.Subject) == HopModel {
				c := &calls[j]
				msg := b.Message
				c.Answer, c.Result, c.Model = &msg, i, b.Model
				if c.Usage == nil {
					u := b.Usage
					c.Usage, c.CostUSD = &u, b.CostUSD
				}
			}
		case *messages.UsageReport:
			if j, ok := byCall[ag+"/"+b.Call]; ok {
				u := b.Usage
				calls[j].Usage, calls[j].CostUSD, calls[j].Model = &u, b.CostUSD, b.Model
			}
		}
	}
	return calls
}

// Previous returns the call before calls[i] of the same agent and workflow,
// or -1.
func Previous(calls []Call, i int) int {
	for j := i - 1; j >= 0; j-- {
		if calls[j].Agent == calls[i].Agent && calls[j].Workflow == calls[i].Workflow {
			return j
		}
	}
	return -1
}

// CallAt returns the index in calls of the request at records index i, or
// of the call whose result is at i; -1 when i is neither.
func CallAt(calls []Call, i int) int {
	for j, c := range calls {
		if c.Index == i || c.Result == i || (c.Report > 0 && c.Report == i) {
			return j
		}
	}
	return -1
}
