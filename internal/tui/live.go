package tui

import (
	"fmt"
	"strings"

	"troupe/messages"
)

// toolOutput shows a running call's latest output under its block, and
// for the main agent on the spinner: running CMD · N lines · its last line,
// the command cut so that the count and the line fit the width.
func (m *Model) toolOutput(agent string, o messages.ToolOutput) {
	call, ok := m.tr.output(agent, o.CallID, o.Tail)
	if !ok {
		return // its result came first, or the block is gone (/clear)
	}
	if agent != mainAgent || !strings.HasPrefix(m.activity, "running ") {
		return
	}
	what := fmt.Sprintf("%d lines", o.Lines)
	if o.Lines == 1 {
		what = "1 line"
	}
	last := o.Tail[strings.LastIndexByte(o.Tail, '\n')+1:]
	cmd := strings.TrimPrefix(toolActivity(call), call.Name+" ")
	m.activity = fmt.Sprintf("running %s %s · %s · %s", call.Name, clip(cmd, max(m.width/4, 12)), what, clip(last, max(m.width/3, 16)))
}

// output sets the live output of a running call's block and returns its
// call; false if there is no such block still waiting for its result.
func (t *transcript) output(agent, callID, tail string) (messages.ToolCall, bool) {
	for i := len(t.blocks) - 1; i >= 0; i-- {
		b := t.blocks[i]
		if b.kind == blockTool && b.agent == agent && b.call.ID == callID {
			if b.result != nil {
				return b.call, false
			}
			b.live = tail
			t.rebuild(i)
			return b.call, true
		}
	}
	return messages.ToolCall{}, false
}

// renderLive is the live output of a running call: its last lines, dim,
// under the call.
func (t *transcript) renderLive(b *block) string {
	if b.live == "" || b.result != nil {
		return ""
	}
	var sb strings.Builder
	for i, l := range strings.Split(b.live, "\n") {
		mark := "    "
		if i == 0 {
			mark = "  ⎿ "
		}
		sb.WriteString("\n" + mark + t.st.dim.Render(l))
	}
	return sb.String()
}
