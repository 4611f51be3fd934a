package tui

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"troupe/messages"
)

// mainAgent is the id of the session's main agent.
const mainAgent = "main"

// event folds one bus message into the transcript, the tree and the status.
func (m *Model) event(e Event) {
	p, ok := messages.ParseSubject(e.Subject)
	if !ok {
		return
	}
	m.tap.add(e, p)
	m.tree.observe(e, p, m.o.Window)
	isMain := e.Meta.Agent == mainAgent
	switch b := e.Body.(type) {
	case *messages.ModelDelta:
		if isMain {
			if b.Reset { // the stream was cut and the answer restarts
				m.tr.endLive()
				m.activity = "retrying a cut stream"
			}
			m.tr.delta(b.Text)
			switch {
			case b.Text != "":
				m.activity, m.retryUntil = "writing", time.Time{}
			case b.Thinking != "":
				m.activity, m.retryUntil = "thinking", time.Time{}
			}
		}
	case *messages.ModelRequest:
		if isMain {
			m.retryUntil = time.Time{}
			m.activity = b.Workflow + ": waiting for the model"
			if b.Workflow == "act" {
				m.activity = "waiting for the model"
			}
		}
	case *messages.AssistantMessage:
		text := strings.TrimSpace(b.Message.Content)
		if isMain {
			m.tr.endLive()
			if text != "" {
				m.tr.add(blockAssistant, "", text)
			}
		} else if text != "" {
			m.tr.add(blockSubagent, e.Meta.Agent, text)
		}
	case *messages.ToolStarted:
		if b.Call.Name == "task" {
			if isMain {
				m.tr.endLive()
				m.activity = "waiting for subagents"
			}
			return // the subagent event says more
		}
		if b.Call.Name == "present_plan" && isMain {
			m.planText = planOf(b.Call.Arguments)
		}
		m.tr.endLiveIf(isMain)
		m.tr.addTool(e.Meta.Agent, b.Call)
		if isMain {
			m.activity = "running " + toolActivity(b.Call)
		}
	case *messages.ToolResult:
		if p.Class == messages.ClassEvt {
			m.tr.result(e.Meta.Agent, *b)
			if isMain {
				m.activity = "waiting for the model"
			}
		}
	case *messages.MCPServerState:
		m.mcpChanged()
	case *messages.ToolOutput:
		m.toolOutput(e.Meta.Agent, *b)
	case *messages.SubagentSpawned:
		m.tr.add(blockInfo, e.Meta.Agent, fmt.Sprintf("● task → %s (%s): %s", b.Child, b.Kind, b.Task))
	case *messages.ApprovalRequest:
		m.approvals = append(m.approvals, pendingApproval{agent: e.Meta.Agent, req: *b})
		m.openApproval()
		if m.approvalActivity == "" {
			m.approvalActivity = m.activity
		}
		m.activity = "waiting for your approval"
	case *messages.Compaction:
		if isMain {
			m.stage = b.Stage
			m.activity = "compacting (" + b.Stage + ")"
			if b.TokensAfter > 0 {
				m.ctxUsed = b.TokensAfter
			}
		}
	case *messages.UsageReport:
		m.usage = m.usage.Add(b.Usage)
		m.cost += b.CostUSD
		if isMain && b.Workflow == "act" {
			m.ctxUsed = b.Usage.PromptTokens + b.Usage.CompletionTokens
		}
	case *messages.Notice:
		if isMain && m.retryNotice(*b) {
			break // the spinner says it; the transcript keeps the last one
		}
		if b.Level == "wait" && isMain {
			m.activity = "waiting: " + clip(b.Text, 60)
		}
		m.tr.add(blockNotice, e.Meta.Agent, b.Text)
	case *messages.Supervision:
		m.tr.add(blockNotice, "", fmt.Sprintf("supervisor: %s %s (%s)",
			strings.ToLower(strings.TrimSuffix(b.Directive, "Directive")), b.Child, b.Reason))
	}
}

// turnDone ends a turn: the next queued item starts, or the plan dialog opens.
func (m *Model) turnDone(d turnDoneMsg) tea.Cmd {
	m.busy = false
	m.tr.endLive()
	elapsed := m.now().Sub(m.started).Round(100_000_000)
	switch {
	case d.err != nil:
		m.tr.add(blockError, "", "turn: "+d.err.Error())
	case d.res.Err != nil && d.res.Err.Kind == messages.KindCanceled:
		m.tr.add(blockNotice, "", "turn interrupted: "+d.res.Err.Msg)
	case d.res.Err != nil:
		m.tr.add(blockError, "", fmt.Sprintf("turn failed (%s): %s", d.res.Err.Kind, d.res.Err.Msg))
	default:
		m.tr.add(blockFooter, "", fmt.Sprintf("%s · %d model calls · %s", d.res.Turn, d.res.Calls, elapsed))
	}
	m.interrupt = false
	m.activity = ""
	if m.planText != "" && m.plan && d.err == nil && (d.res.Err == nil) {
		m.dialog = &dialog{kind: dialogPlan, plan: m.planText}
		return nil
	}
	return m.next()
}

func planOf(args messages.Args) string {
	var p struct {
		Plan string `json:"plan"`
	}
	_ = json.Unmarshal(args, &p)
	return p.Plan
}

// toolActivity names a running tool call for the spinner line.
func toolActivity(c messages.ToolCall) string {
	var a map[string]any
	_ = json.Unmarshal(c.Arguments, &a)
	for _, k := range []string{"command", "file_path", "pattern", "path", "description"} {
		if v, ok := a[k].(string); ok && v != "" {
			return c.Name + " " + clip(firstLineOf(v), 50)
		}
	}
	return c.Name
}

// clip cuts s to at most n runes, on a character boundary.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func shellText(out string, err error) string {
	out = strings.TrimRight(out, "\n")
	if err != nil {
		if out != "" {
			out += "\n"
		}
		out += "error: " + err.Error()
	}
	return out
}

// Resumed shows a resumed session's conversation: the user's prompts, the
// assistant's messages and its tool calls with their results. The caller
// leaves out internal messages (reminders), which the user never typed.
func (m *Model) Resumed(msgs []messages.Message) {
	for _, msg := range msgs {
		switch msg.Role {
		case messages.RoleUser:
			m.tr.add(blockUser, "", typedPart(msg.Content))
		case messages.RoleAssistant:
			if t := strings.TrimSpace(msg.Content); t != "" {
				m.tr.add(blockAssistant, "", t)
			}
			for _, c := range msg.ToolCalls {
				m.tr.addTool(mainAgent, c)
			}
		case messages.RoleTool:
			m.tr.result(mainAgent, messages.ToolResult{CallID: msg.ToolCallID, Name: msg.Name, Content: msg.Content, IsError: msg.IsError})
		}
	}
	m.tr.add(blockFooter, "", "resumed")
	m.syncContext()
}
