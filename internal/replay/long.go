package replay

import (
	"fmt"
	"strings"

	"troupe/messages"
)

// Concat joins traces into one long session, as if one agent had been given
// their tasks one after another: the first trace's system prompt opens it,
// every later system message is left out, user messages and everything
// else follow in order. Tool call ids are prefixed with the trace's
// position so they stay unique. Recorded usage is dropped — it measured
// other, shorter contexts — so the long session is counted, not calibrated.
func Concat(name string, traces []*Trace) (*Trace, error) {
	if len(traces) == 0 {
		return nil, fmt.Errorf("concat: no trace: %w", ErrOptions)
	}
	out := &Trace{Name: name, Meta: traces[0].Meta}
	out.Meta.Task = fmt.Sprintf("%d sessions in a row", len(traces))
	out.Meta.ContextWindow = 0
	for k, t := range traces {
		prefix := fmt.Sprintf("s%d-", k)
		for i, m := range t.Messages {
			if m.Role == messages.RoleSystem && k > 0 {
				continue
			}
			if m.ToolCallID != "" {
				m.ToolCallID = prefix + m.ToolCallID
			}
			if len(m.ToolCalls) > 0 {
				calls := make([]messages.ToolCall, len(m.ToolCalls))
				for j, c := range m.ToolCalls {
					c.ID = prefix + c.ID
					calls[j] = c
				}
				m.ToolCalls = calls
			}
			out.add(m, nil, t.Lines[i])
		}
	}
	return out, nil
}

// Oversized returns t with three messages no compaction stage can shrink
// appended as one more exchange: a user paste, an assistant reply and a
// subagent's answer, each of about chars characters — the single messages
// that broke the window before they were offloaded. The text is varied
// (numbered lines) so it counts as prose counts, not as one repeated token.
func Oversized(t *Trace, chars int) *Trace {
	out := *t
	out.Name = t.Name + "+oversized"
	out.Messages = append([]messages.Message(nil), t.Messages...)
	out.Usage = append([]*messages.Usage(nil), t.Usage...)
	out.Lines = append([]int(nil), t.Lines...)
	last := 0
	if len(t.Lines) > 0 {
		last = t.Lines[len(t.Lines)-1]
	}
	big := func(what string) string {
		var b strings.Builder
		for n := 0; b.Len() < chars; n++ {
			fmt.Fprintf(&b, "%s line %d: the value of field_%d is %d, see internal/pkg%d/file%d.go\n", what, n, n%97, n*7919%10007, n%13, n%31)
		}
		return b.String()
	}
	call := messages.ToolCall{ID: "oversized-task", Name: "task", Arguments: messages.Args(`{"prompt":"summarize the logs"}`)}
	for _, m := range []messages.Message{
		{Role: messages.RoleUser, Content: "Here is the log:\n" + big("paste")},
		{Role: messages.RoleAssistant, Content: big("reply")},
		{Role: messages.RoleUser, Content: "Now ask a subagent."},
		{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{call}},
		{Role: messages.RoleTool, ToolCallID: call.ID, Name: call.Name, Content: big("subagent")},
		{Role: messages.RoleAssistant, Content: "Done."},
	} {
		last++
		out.add(m, nil, last)
	}
	return &out
}
