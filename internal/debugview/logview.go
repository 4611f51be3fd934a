package debugview

import (
	"encoding/json"
	"fmt"

	"troupe/internal/compact"
	"troupe/internal/reqlog"
	"troupe/internal/store"
	"troupe/internal/transcript"
	"troupe/internal/view"
	"troupe/messages"
)

// FromLog makes Records of a session log's events, for a session whose bus
// traffic was not kept (it ran without --listen): Seq is the log's sequence
// number, Type the event's type ("user", "message", "usage", "compaction",
// "tool_result", "turn_end", ...), Body nil and Summary a line about it.
func FromLog(events []store.Event) []Record {
	out := make([]Record, 0, len(events))
	for _, e := range events {
		r := Record{Seq: e.Seq, Stored: e.Time, Subject: "log." + e.Type, Type: e.Type, Bytes: len(e.Data),
			Meta: messages.Meta{Agent: e.Agent, Time: e.Time, Correlation: e.Turn}, Log: true}
		r.Summary = logSummary(e)
		out = append(out, r)
	}
	return out
}

func logSummary(e store.Event) string {
	switch e.Type {
	case store.TypeUser, transcript.TypeInput:
		var u store.UserData
		_ = json.Unmarshal(e.Data, &u)
		return u.Text
	case transcript.TypeMessage:
		var m messages.Message
		_ = json.Unmarshal(e.Data, &m)
		return string(m.Role) + ": " + MessageSummary(m)
	case transcript.TypeUsage:
		var u struct {
			Call, Workflow, Model string
			Usage                 messages.Usage
			CostUSD               float64 `json:"cost_usd"`
		}
		_ = json.Unmarshal(e.Data, &u)
		return fmt.Sprintf("%s %s %s %d→%d tok, $%.4f", u.Call, u.Workflow, u.Model, u.Usage.PromptTokens, u.Usage.CompletionTokens, u.CostUSD)
	case TypeCompaction:
		var c compact.Record
		_ = json.Unmarshal(e.Data, &c)
		return fmt.Sprintf("%s %d→%d tokens", c.Stage, c.TokensBefore, c.TokensAfter)
	case transcript.TypeToolResult:
		var t messages.ToolResult
		_ = json.Unmarshal(e.Data, &t)
		return t.Name + ": " + clip(oneLine(t.Content), 100)
	case reqlog.TypeRequest:
		var r reqlog.Request
		_ = json.Unmarshal(e.Data, &r)
		if r.Base == "" {
			return fmt.Sprintf("%s %s %s: %d messages", r.Call, r.Workflow, r.Model, len(r.Messages))
		}
		return fmt.Sprintf("%s %s %s: %d messages of %s, %d more", r.Call, r.Workflow, r.Model, r.Keep, r.Base, len(r.Messages))
	case reqlog.TypePrefix:
		var p reqlog.Prefix
		_ = json.Unmarshal(e.Data, &p)
		return fmt.Sprintf("%s: system prompt %d chars, %d tools", p.Ref, len(p.System), len(p.Tools))
	case transcript.TypeTurnEnd:
		var t transcript.TurnEnd
		_ = json.Unmarshal(e.Data, &t)
		return clip(oneLine(t.Final), 100)
	}
	return clip(oneLine(string(e.Data)), 100)
}

// TypeCompaction is the session-log event type of an agent's compaction
// record (the agent level's agent.TypeCompaction: this package sits below
// it and reads the log only).
const TypeCompaction = "compaction"

// Loader reads an agent's context from session-log events: its transcript,
// each message's token count and its compaction records (agent.LoadSaved,
// which the caller wraps: the agent level is above this package).
type Loader func(events []store.Event, agent string) (transcript []messages.Message, counts []int, records []compact.Record, err error)

// CallsFromLog rebuilds each model call of a session log. A log that kept
// the requests (a "request" event per call, internal/reqlog) gives each
// call's window exactly as its model client received it: system prompt,
// tools, every message, reminders and compaction included. An older log
// has only the transcript: at every usage event, the messages the agent's
// window held then, as its transcript and compaction records give them
// (read by load), marked not Whole since the system prompt and tool
// schemas are missing. Call.Index is the request's (or the usage event's)
// index in events.
func CallsFromLog(events []store.Event, load Loader) []Call {
	var calls []Call
	pending := map[string][]messages.Compaction{}
	byCall := map[string]int{} // agent/call → index in calls, for calls with a request event
	var requests reqlog.Rebuilder
	for i, e := range events {
		if w, ok, err := requests.Add(e); err == nil && ok {
			c := Call{Index: i, Seq: e.Seq, Agent: e.Agent, FromLog: true, Exact: true, Workflow: w.Workflow, Call: w.Call,
				Model: w.Model, Window: w.View, Whole: w.Whole, Wire: w.Wire, Compactions: pending[e.Agent], Result: -1}
			delete(pending, e.Agent)
			byCall[e.Agent+"/"+w.Call] = len(calls)
			calls = append(calls, c)
			continue
		}
		switch e.Type {
		case TypeCompaction:
			var c compact.Record
			if json.Unmarshal(e.Data, &c) == nil {
				pending[e.Agent] = append(pending[e.Agent], messages.Compaction{Stage: string(c.Stage), TokensBefore: c.TokensBefore,
					TokensAfter: c.TokensAfter, Budget: c.Budget, Summarized: summarized(c)})
			}
		case transcript.TypeUsage:
			var u struct {
				Call, Workflow, Model string
				Usage                 messages.Usage
				CostUSD               float64 `json:"cost_usd"`
			}
			if json.Unmarshal(e.Data, &u) != nil {
				continue
			}
			if j, ok := byCall[e.Agent+"/"+u.Call]; ok {
				c := &calls[j]
				c.Usage, c.CostUSD = &u.Usage, u.CostUSD
				c.Answer, c.Result = answerAfter(events, i, e.Agent)
				c.Report = i
				continue
			}
			c := Call{Index: i, Seq: e.Seq, Agent: e.Agent, FromLog: true, Workflow: u.Workflow, Call: u.Call, Model: u.Model,
				Usage: &u.Usage, CostUSD: u.CostUSD, Compactions: pending[e.Agent], Result: -1}
			delete(pending, e.Agent)
			if msgs, counts, records, err := load(events[:i], e.Agent); err == nil {
				if v, err := compact.Apply(records, msgs, counts); err == nil {
					c.Window = view.View{Messages: v.Messages()}
				} else {
					c.Window = view.View{Messages: msgs}
				}
				c.Wire = len(c.Window.Messages)
			}
			c.Answer, c.Result = answerAfter(events, i, e.Agent)
			calls = append(calls, c)
		}
	}
	return calls
}

func summarized(c compact.Record) int {
	if c.Summary == nil {
		return 0
	}
	return c.Summary.To - c.Summary.From
}

// answerAfter returns the assistant message the agent logged right after
// its usage event at i (the call's answer), and its index.
func answerAfter(events []store.Event, i int, ag string) (*messages.Message, int) {
	for j := i + 1; j < len(events); j++ {
		e := events[j]
		if e.Agent != ag || e.Type != transcript.TypeMessage {
			continue
		}
		var m messages.Message
		if json.Unmarshal(e.Data, &m) != nil || m.Role != messages.RoleAssistant {
			return nil, -1
		}
		return &m, j
	}
	return nil, -1
}
