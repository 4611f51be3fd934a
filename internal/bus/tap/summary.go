package tap

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"troupe/messages"
)

// MaxSummary is the most runes Summary returns.
const MaxSummary = 100

// Summary describes a body in one line of at most MaxSummary runes: the text
// of a prompt, a tool call's name and arguments, the first line of a tool
// result, the size of a model request, and so on. It accepts bodies as values
// or as the pointers messages.Decode returns.
func Summary(b messages.Body) string {
	if v := reflect.ValueOf(b); v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return ""
		}
		b = v.Elem().Interface().(messages.Body)
	}
	switch b := b.(type) {
	case messages.Prompt:
		return clip(oneLine(b.Text), "")
	case messages.TurnStarted:
		if b.Parent != "" {
			return clip(oneLine(b.Text), " (from "+b.Parent+")")
		}
		return clip(oneLine(b.Text), "")
	case messages.TurnResult:
		stats := fmt.Sprintf(" [%d iter, %s]", b.Iterations, tokens(b.Usage))
		if b.Err != nil {
			return clip(errText(b.Err), stats)
		}
		return clip(oneLine(b.Final), stats)
	case messages.Cancel:
		return clip(joinNonEmpty(": ", b.Turn, oneLine(b.Reason)), "")
	case messages.ModelRequest:
		return clip(b.Workflow+": "+viewSize(b.Messages, b.Tools, b.Delta), "")
	case messages.ModelResult:
		return result(b.Message, b.Usage, b.Err)
	case messages.Think:
		return clip(b.Level+": "+viewSize(b.Messages, nil, b.Delta), "")
	case messages.Trace:
		return outcome(b.Text, b.Err)
	case messages.Critique:
		return clip(oneLine(b.Trace), "")
	case messages.Critiqued:
		return outcome(b.Text, b.Err)
	case messages.Check:
		return clip(oneLine(b.Request.Content), "")
	case messages.Verdict:
		if b.Done {
			return outcome("done", b.Err)
		}
		return outcome("continue: "+b.Reason, b.Err)
	case messages.Summarize:
		return clip(count(len(b.Messages), "message"), "")
	case messages.Summary:
		return outcome(b.Text, b.Err)
	case messages.AssistantMessage:
		return result(b.Message, b.Usage, nil)
	case messages.ModelDelta:
		if b.Reset {
			return "reset: stream cut, the answer restarts"
		}
		if b.Thinking != "" {
			return clip("thinking: "+oneLine(b.Thinking), "")
		}
		return clip(oneLine(b.Text), "")
	case messages.ToolRequest:
		return clip(call(b.Call), "")
	case messages.ToolStarted:
		return clip(call(b.Call), "")
	case messages.ToolOutput:
		last := strings.TrimRight(b.Tail, " \t\n") // blank lines are kept in a tail
		last = last[strings.LastIndexByte(last, '\n')+1:]
		what := b.Name + " running: "
		switch {
		case b.Ended != "":
			what = "background job " + b.Job + " ended (" + b.Ended + "): "
		case b.Job != "":
			what = "background job " + b.Job + ": "
		}
		return clip(what+oneLine(last), fmt.Sprintf(" (%d lines, %d bytes so far)", b.Lines, b.Bytes))
	case messages.ToolResult:
		flag := ""
		if b.IsError {
			flag = " (error: " + b.Kind.String() + ")"
		}
		return clip(b.Name+": "+firstLine(b.Content), flag)
	case messages.SubagentSpawned:
		return clip(b.Kind+" "+b.Child+": "+oneLine(b.Task), "")
	case messages.Supervision:
		return clip(b.Child+" "+b.Directive+": "+oneLine(b.Reason), "")
	case messages.Notice:
		return clip(joinNonEmpty(": ", b.Level, oneLine(b.Text)), "")
	case messages.UsageReport:
		return clip(b.Model, fmt.Sprintf(" %s, $%.4f", tokens(b.Usage), b.CostUSD))
	case messages.Rejected:
		return clip("rejected forged "+b.What+" on "+b.Subject+": "+oneLine(b.Reason), "")
	case messages.SessionEnded:
		return clip(oneLine(b.Reason), "")
	case messages.Heartbeat:
		return fmt.Sprintf("pid %d every %dms", b.PID, b.Interval)
	}
	return b.Type()
}

// result summarizes a model's answer: its text, the tools it called and what
// it cost.
func result(m messages.Message, u messages.Usage, e *messages.Error) string {
	stats := " [" + tokens(u) + "]"
	if e != nil {
		return clip(errText(e), stats)
	}
	text := oneLine(m.Content)
	if len(m.ToolCalls) > 0 {
		names := make([]string, len(m.ToolCalls))
		for i, c := range m.ToolCalls {
			names[i] = c.Name
		}
		calls := "→ " + strings.Join(names, ", ")
		text = joinNonEmpty(" ", text, calls)
		// Keep the tool names visible when the text is long.
		if utf8.RuneCountInString(text)+utf8.RuneCountInString(stats) > MaxSummary {
			return clip(oneLine(m.Content), " "+calls+stats)
		}
	}
	return clip(text, stats)
}

// outcome summarizes a workflow job's outcome: its text or its error.
func outcome(text string, e *messages.Error) string {
	if e != nil {
		return clip(errText(e), "")
	}
	return clip(oneLine(text), "")
}

// viewSize describes a request's view, whole or as a delta.
func viewSize(msgs []messages.Message, tools []messages.ToolSpec, d messages.Delta) string {
	if d.Base == "" {
		return count(len(msgs), "message") + ", " + count(len(tools), "tool")
	}
	s := fmt.Sprintf("+%d after %d messages", len(msgs), d.Keep)
	if !d.SameTools {
		s += ", " + count(len(tools), "tool")
	}
	return s
}

func call(c messages.ToolCall) string {
	var buf bytes.Buffer
	if err := json.Compact(&buf, c.Arguments); err != nil {
		return oneLine(c.Name) + " " + oneLine(string(c.Arguments))
	}
	return oneLine(c.Name) + " " + buf.String()
}

func errText(e *messages.Error) string {
	return "error " + e.Kind.String() + ": " + oneLine(e.Error())
}

func tokens(u messages.Usage) string {
	return fmt.Sprintf("%d→%d tok", u.PromptTokens, u.CompletionTokens)
}

func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}

// oneLine collapses every run of whitespace, newlines included, to a space.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// firstLine is the first non-blank line of s, with "…" when more follows.
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	line, rest, more := strings.Cut(s, "\n")
	line = oneLine(line)
	if more && strings.TrimSpace(rest) != "" {
		line += " …"
	}
	return line
}

// clip shortens text so that text+suffix fits in MaxSummary runes, marking
// the cut with "…". The suffix is kept whole unless it alone is too long.
func clip(text, suffix string) string {
	room := MaxSummary - utf8.RuneCountInString(suffix)
	if room < 2 {
		return cut(text+suffix, MaxSummary)
	}
	return cut(text, room) + suffix
}

// cut shortens s to at most n runes, the last being "…".
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)
	return strings.TrimRight(string(runes[:n-1]), " ") + "…"
}
