package compact

import (
	"context"
	"fmt"
	"strings"

	"troupe/messages"
)

// Summarizer writes the fixed-section summary of a run of messages (the
// compact slot's model, or a stand-in).
type Summarizer interface {
	Summarize(ctx context.Context, msgs []messages.Message) (string, error)
}

// Plan is a summarize stage's cut of a view: entries [Head, Tail) are the
// middle to summarize; everything before Head and from Tail on is kept
// verbatim.
type Plan struct {
	Head, Tail int
}

// Empty reports whether the plan has nothing to summarize.
func (p Plan) Empty() bool { return p.Tail <= p.Head }

// PlanSummary cuts v for summarization keeping the head (leading system
// messages and the first user message) and the last tailTurns model turns,
// moved back as far as needed to keep every tool call with its result.
func PlanSummary(v View, tailTurns int) Plan {
	head := 0
	for head < len(v.Entries) && v.Entries[head].Msg.Role == messages.RoleSystem {
		head++
	}
	if head < len(v.Entries) && v.Entries[head].Msg.Role == messages.RoleUser && v.Entries[head].State != Summary {
		head++
	}
	if tailTurns < 1 {
		tailTurns = 1
	}
	tail := RecentStart(v, tailTurns)
	if tail < head {
		tail = head
	}
	return Plan{Head: head, Tail: tail}
}

// Middle returns the messages the plan summarizes.
func (p Plan) Middle(v View) []messages.Message {
	return View{Entries: v.Entries[p.Head:p.Tail]}.Messages()
}

// SummaryContent is the content of the message that replaces a summarized
// range: a header naming the archive, then the summary.
func SummaryContent(summary, archive string, from, to int) string {
	return fmt.Sprintf("[conversation summary: messages %d–%d were summarized; the full history is archived at %s — read it to recover details]\n\n%s",
		from, to-1, archive, strings.TrimSpace(summary))
}

// ApplySummary replaces the plan's middle of v with the summary and returns
// the new view and its record. The archive must already hold the middle
// (Archive); retry numbers the attempt within one firing. A plan that does
// not cut v is an error.
func ApplySummary(v View, p Plan, summary, archive string, retry int, c Counter) (Result, error) {
	res := Result{View: v, Record: Record{Stage: StageSummarize, At: v.Len}}
	if p.Empty() {
		return res, nil
	}
	if p.Head < 0 || p.Tail > len(v.Entries) {
		return Result{}, fmt.Errorf("plan [%d,%d) of %d entries: %w", p.Head, p.Tail, len(v.Entries), ErrRecord)
	}
	from := v.Entries[p.Head].Origin
	to := v.Len
	if p.Tail < len(v.Entries) {
		to = v.Entries[p.Tail].Origin
	}
	s := &SummaryRecord{From: from, To: to, Archive: archive, Retry: retry}
	s.Content = SummaryContent(summary, archive, from, to)
	s.Tokens = c.Message(summaryMessage(s.Content))
	out, err := s.apply(v)
	if err != nil {
		return Result{}, err
	}
	res.View = out
	res.Record.Summary = s
	return res, nil
}

// Archive renders a whole view for the archive file: each message with its
// transcript index, role and, for tool results and calls, the tool, the id
// and the arguments, and its content verbatim. Masked and pruned results
// appear as their pointers; their outputs are in the files those name.
func Archive(v View) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Conversation archive\n\nThe first %d messages of the transcript, as the model saw them before compaction.\n", v.Len)
	for _, e := range v.Entries {
		m := e.Msg
		switch {
		case e.State == Summary:
			fmt.Fprintf(&b, "\n## Summary of messages from %d\n\n", e.Origin)
		case m.Role == messages.RoleTool:
			fmt.Fprintf(&b, "\n## Message %d · tool result %s (%s)", e.Origin, m.Name, m.ToolCallID)
			if e.State != Live {
				fmt.Fprintf(&b, " · %s", e.State)
			}
			b.WriteString("\n\n")
		default:
			fmt.Fprintf(&b, "\n## Message %d · %s\n\n", e.Origin, m.Role)
		}
		b.WriteString(m.Content)
		b.WriteString("\n")
		for _, c := range m.ToolCalls {
			fmt.Fprintf(&b, "\nTool call %s (%s): %s\n", c.Name, c.ID, string(c.Arguments))
		}
	}
	return b.String()
}

// Fallback is the summary used when the summarizer fails: the user's
// messages verbatim, then the tool calls made, within about limit
// characters.
func Fallback(msgs []messages.Message, limit int) string {
	var b strings.Builder
	b.WriteString("## Objective and user messages\n")
	for _, m := range msgs {
		if m.Role == messages.RoleUser && b.Len() < limit {
			fmt.Fprintf(&b, "- %s\n", clip(m.Content, limit/4))
		}
	}
	b.WriteString("\n## Commands and results\n")
	for _, m := range msgs {
		for _, c := range m.ToolCalls {
			if b.Len() >= limit {
				b.WriteString("- …\n")
				return b.String()
			}
			fmt.Fprintf(&b, "- %s %s\n", c.Name, clip(string(c.Arguments), 120))
		}
	}
	return b.String()
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
