package debugview

import (
	"cmp"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"troupe/messages"
)

// Report is what Stats derives from a session's messages.
type Report struct {
	Messages int          `json:"messages"`
	Bytes    int          `json:"bytes"`
	Span     Duration     `json:"span"` // first to last message
	Agents   []AgentStats `json:"agents"`
	Hops     []HopStats   `json:"hops"`
}

// AgentStats is one agent's share of a session.
type AgentStats struct {
	Agent            string  `json:"agent"`
	Messages         int     `json:"messages"`
	Bytes            int     `json:"bytes"`
	ModelCalls       int     `json:"model_calls"`
	PromptTokens     int     `json:"prompt_tokens"`
	CompletionTokens int     `json:"completion_tokens"`
	CachedTokens     int     `json:"cached_tokens"`
	CostUSD          float64 `json:"cost_usd"`
	ToolCalls        int     `json:"tool_calls"`
	ToolErrors       int     `json:"tool_errors"`
	Compactions      int     `json:"compactions"`
}

// HopStats are the latencies of one kind of hop: a request and its answer
// (the time between their publications), or the bus itself (publication to
// storage in the replay stream).
type HopStats struct {
	Hop   string   `json:"hop"`
	Count int      `json:"count"`
	P50   Duration `json:"p50"`
	P90   Duration `json:"p90"`
	P99   Duration `json:"p99"`
	Max   Duration `json:"max"`
	// Open counts requests never answered in what was kept.
	Open int `json:"open,omitempty"`
}

// Duration marshals as milliseconds with a fraction.
type Duration time.Duration

// MarshalJSON renders d in milliseconds.
func (d Duration) MarshalJSON() ([]byte, error) {
	ms := float64(d) / float64(time.Millisecond)
	return []byte(formatFloat(math.Round(ms*1000) / 1000)), nil
}

// Hop names.
const (
	HopTurn     = "prompt → turn_result"
	HopWorkflow = "workflow job → outcome"
	HopModel    = "model_request → model_result"
	HopTool     = "tool_request → tool_result"
	HopSubagent = "subagent_spawned → subagent's turn_result"
	HopBus      = "publish → stored (bus)"
)

// Stats counts messages, bytes, tokens and cost per agent and measures the
// latency of every hop whose two ends were kept: a prompt and the agent's
// turn result, a workflow or model request and its result (same call id), a
// tool request and its result (same call id), a subagent's spawn and its
// turn result; and every message's way from its publisher to the stream.
func Stats(recs []Record) Report {
	var r Report
	agents := map[string]*AgentStats{}
	agent := func(name string) *AgentStats {
		if name == "" {
			name = "-"
		}
		a := agents[name]
		if a == nil {
			a = &AgentStats{Agent: name}
			agents[name] = a
		}
		return a
	}
	hops := map[string][]time.Duration{}
	open := map[string]map[string]time.Time{} // hop → key → request time
	start := func(hop, key string, at time.Time) {
		if open[hop] == nil {
			open[hop] = map[string]time.Time{}
		}
		open[hop][key] = at
	}
	end := func(hop, key string, at time.Time) {
		if t, ok := open[hop][key]; ok {
			hops[hop] = append(hops[hop], at.Sub(t))
			delete(open[hop], key)
		}
	}
	children := map[string]bool{}
	var first, last time.Time
	for _, rec := range recs {
		r.Messages++
		r.Bytes += rec.Bytes
		at := rec.At()
		if first.IsZero() || at.Before(first) {
			first = at
		}
		if at.After(last) {
			last = at
		}
		a := agent(rec.Meta.Agent)
		a.Messages++
		a.Bytes += rec.Bytes
		if !rec.Meta.Time.IsZero() && !rec.Stored.IsZero() {
			hops[HopBus] = append(hops[HopBus], rec.Stored.Sub(rec.Meta.Time))
		}
		ag := rec.Meta.Agent
		switch b := rec.Body.(type) {
		case *messages.Prompt:
			start(HopTurn, ag+"/"+b.Turn, at)
		case *messages.TurnResult:
			end(HopTurn, ag+"/"+b.Turn, at)
			if children[ag] {
				end(HopSubagent, ag, at)
			}
		case *messages.ModelRequest:
			start(modelHop(rec.Subject), ag+"/"+b.Call, at)
		case *messages.ModelResult:
			end(modelHop(rec.Subject), ag+"/"+b.Call, at)
		case *messages.Think, *messages.Check, *messages.Summarize, *messages.Critique, *messages.DescribeImage:
			start(HopWorkflow, ag+"/"+JobCall(b), at)
		case *messages.Trace, *messages.Verdict, *messages.Summary, *messages.Critiqued, *messages.ImageDescribed:
			end(HopWorkflow, ag+"/"+JobCall(b), at)
		case *messages.ToolRequest:
			start(HopTool, ag+"/"+b.Call.ID, at)
			a.ToolCalls++
		case *messages.ToolResult:
			if rec.Meta.Type == "tool_result" && isResult(rec.Subject) {
				end(HopTool, ag+"/"+b.CallID, at)
				if b.IsError {
					a.ToolErrors++
				}
			}
		case *messages.SubagentSpawned:
			children[b.Child] = true
			start(HopSubagent, b.Child, at)
		case *messages.UsageReport:
			a.ModelCalls++
			a.PromptTokens += b.Usage.PromptTokens
			a.CompletionTokens += b.Usage.CompletionTokens
			a.CachedTokens += b.Usage.CachedTokens
			a.CostUSD += b.CostUSD
		case *messages.Compaction:
			a.Compactions++
		}
	}
	r.Span = Duration(last.Sub(first))
	for _, a := range agents {
		r.Agents = append(r.Agents, *a)
	}
	slices.SortFunc(r.Agents, func(x, y AgentStats) int { return cmp.Compare(x.Agent, y.Agent) })
	names := slices.Collect(maps.Keys(hops))
	for name := range open {
		if len(open[name]) > 0 && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	slices.SortFunc(names, func(x, y string) int { return cmp.Compare(hopOrder(x), hopOrder(y)) })
	for _, name := range names {
		r.Hops = append(r.Hops, percentiles(name, hops[name], len(open[name])))
	}
	return r
}

// isResult reports whether subject is of the res class: a tool result is
// published twice (the runner's answer and the agent's event).
func isResult(subject string) bool {
	p, ok := messages.ParseSubject(subject)
	return ok && p.Class == messages.ClassRes
}

func hopOrder(h string) int {
	return slices.Index([]string{HopTurn, HopSubagent, HopWorkflow, HopModel, HopTool, HopBus}, h)
}

// percentiles uses the nearest-rank method.
func percentiles(name string, ds []time.Duration, open int) HopStats {
	h := HopStats{Hop: name, Count: len(ds), Open: open}
	if len(ds) == 0 {
		return h
	}
	slices.Sort(ds)
	rank := func(p float64) Duration {
		i := int(math.Ceil(p*float64(len(ds)))) - 1
		return Duration(ds[max(i, 0)])
	}
	h.P50, h.P90, h.P99, h.Max = rank(0.50), rank(0.90), rank(0.99), Duration(ds[len(ds)-1])
	return h
}

// modelHop says which hop a model request or result on subject is: the act
// job between an agent and its workflow, or a workflow's call to its model
// client (….llm.<workflow>).
func modelHop(subject string) string {
	if strings.Contains(subject, ".llm.") {
		return HopModel
	}
	return HopWorkflow
}

// JobCall is the call id of a workflow job or outcome; "" for other bodies.
func JobCall(b messages.Body) string {
	switch b := b.(type) {
	case *messages.Think:
		return b.Call
	case *messages.Trace:
		return b.Call
	case *messages.Check:
		return b.Call
	case *messages.Verdict:
		return b.Call
	case *messages.Summarize:
		return b.Call
	case *messages.Summary:
		return b.Call
	case *messages.Critique:
		return b.Call
	case *messages.Critiqued:
		return b.Call
	case *messages.DescribeImage:
		return b.Call
	case *messages.ImageDescribed:
		return b.Call
	}
	return ""
}
