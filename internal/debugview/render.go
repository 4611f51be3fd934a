package debugview

import (
	"fmt"
	"io"
	"strings"

	"troupe/internal/bus/tap"
	"troupe/messages"
)

// TimeFormat is the layout of the time column.
const TimeFormat = "15:04:05.000"

// Line is one line about a record: its sequence (what --at takes), time,
// agent, type and a summary.
func Line(r Record) string {
	summary := r.Err
	if r.Log {
		summary = r.Summary
	}
	if r.Body != nil {
		summary = tap.Summary(r.Body)
	}
	return fmt.Sprintf("%6d %s %-12s %-18s %s", r.Seq, r.At().Local().Format(TimeFormat), clip(r.Meta.Agent, 12), r.Type, clip(oneLine(summary), 160))
}

// WriteCall prints a model call's context window exactly as the model
// received it — system prompt, tool names, every message whole — headed by
// the call's facts: model, tokens, cost, the compaction stages that fired
// before it, and how much of the window travelled in the request.
func WriteCall(w io.Writer, c Call) error {
	var b strings.Builder
	fmt.Fprintf(&b, "model call %s of %s (workflow %s", c.Call, c.Agent, c.Workflow)
	if c.AgentType != "" {
		fmt.Fprintf(&b, ", agent type %s", c.AgentType)
	}
	fmt.Fprintf(&b, ") at seq %d\n", c.Seq)
	if c.Model != "" {
		fmt.Fprintf(&b, "model: %s\n", c.Model)
	}
	if c.Usage != nil {
		fmt.Fprintf(&b, "tokens: %d in (%d cached), %d out · $%.4f\n", c.Usage.PromptTokens, c.Usage.CachedTokens, c.Usage.CompletionTokens, c.CostUSD)
	}
	if len(c.Compactions) == 0 {
		b.WriteString("compaction: none since the previous call\n")
	}
	for _, k := range c.Compactions {
		fmt.Fprintf(&b, "compaction: %s, %d → %d tokens", k.Stage, k.TokensBefore, k.TokensAfter)
		if k.Budget > 0 {
			fmt.Fprintf(&b, " of %d (%.0f%% → %.0f%%)", k.Budget, 100*float64(k.TokensBefore)/float64(k.Budget), 100*float64(k.TokensAfter)/float64(k.Budget))
		}
		if len(k.Replaced) > 0 {
			fmt.Fprintf(&b, ", %d tool results replaced", len(k.Replaced))
		}
		if k.Summarized > 0 {
			fmt.Fprintf(&b, ", %d messages summarised", k.Summarized)
		}
		b.WriteString("\n")
	}
	if c.FromLog && !c.Exact {
		fmt.Fprintf(&b, "window: %d messages", len(c.Window.Messages))
	} else {
		fmt.Fprintf(&b, "window: %d messages (%d travelled in the request, the rest by reference to the previous one)", len(c.Window.Messages), c.Wire)
	}
	switch {
	case c.Whole:
	case c.Exact:
		b.WriteString(" — INCOMPLETE: the session log lacks the request it builds on or its prefix")
	case c.FromLog:
		b.WriteString(" — from the session log: the messages of the agent's window, compaction applied; the system prompt and tool schemas are not in the log")
	default:
		b.WriteString(" — INCOMPLETE: the request it builds on was not kept")
	}
	b.WriteString("\n\n")
	if !c.FromLog || c.Exact {
		fmt.Fprintf(&b, "── system (%d chars)\n%s\n", len(c.Window.System), c.Window.System)
		names := make([]string, len(c.Window.Tools))
		for i, t := range c.Window.Tools {
			names[i] = t.Name
		}
		fmt.Fprintf(&b, "── tools (%d): %s\n", len(names), strings.Join(names, ", "))
	}
	for i, m := range c.Window.Messages {
		writeMessage(&b, i, m)
	}
	if c.Answer != nil {
		b.WriteString("══ answer\n")
		writeMessage(&b, len(c.Window.Messages), *c.Answer)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeMessage(b *strings.Builder, i int, m messages.Message) {
	fmt.Fprintf(b, "── [%d] %s", i, m.Role)
	if m.Role == messages.RoleTool {
		fmt.Fprintf(b, " %s (call %s)", m.Name, m.ToolCallID)
		if m.IsError {
			b.WriteString(" ERROR")
		}
	}
	b.WriteString("\n")
	for _, t := range m.Thinking {
		if t.Text != "" {
			fmt.Fprintf(b, "(thinking) %s\n", t.Text)
		}
	}
	if m.Content != "" {
		b.WriteString(m.Content)
		if !strings.HasSuffix(m.Content, "\n") {
			b.WriteString("\n")
		}
	}
	for _, c := range m.ToolCalls {
		fmt.Fprintf(b, "→ %s %s (call %s)\n", c.Name, string(c.Arguments), c.ID)
	}
}

// WriteDiff prints d, one message a line: "+" added, "-" removed, " " kept.
func WriteDiff(w io.Writer, d WindowDiff) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d kept, %d removed, %d added", d.Kept, d.Gone, len(d.Lines)-d.Kept-d.Gone)
	if d.SystemChanged {
		b.WriteString("; system prompt changed")
	}
	if d.ToolsChanged {
		fmt.Fprintf(&b, "; tools changed (%d → %d)", d.ToolsBefore, d.ToolsAfter)
	}
	b.WriteString("\n")
	for _, l := range d.Lines {
		fmt.Fprintf(&b, "%s [%d] %-9s %s\n", l.Op, l.Index, l.Role, l.Summary)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
