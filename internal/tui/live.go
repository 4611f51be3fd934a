package tui

import (
	"fmt"
	"strings"

	"troupe/messages"
)

// toolOutput shows a running call's latest output under its block, and
// for the main agent on the spinner: running CMD · N lines · its last line,
// the command cut so that the count and the line fit the width. A
// background job's output goes under the block of the call that started
// it (jobOutput).
func (m *Model) toolOutput(agent string, o messages.ToolOutput) {
	if o.Job != "" {
		m.jobOutput(agent, o)
		return
	}
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
	shown := shownLines(o.Tail)
	if len(shown) == 0 {
		return
	}
	last := shown[len(shown)-1]
	cmd := strings.TrimPrefix(toolActivity(call), call.Name+" ")
	m.activity = fmt.Sprintf("running %s %s · %s · %s", call.Name, clip(cmd, max(m.width/4, 12)), what, clip(last, max(m.width/3, 16)))
}

// jobOutput shows a background job's latest output under the block of the
// call that started it and, when it ends, says so at the end of the
// transcript too, where the person is looking.
func (m *Model) jobOutput(agent string, o messages.ToolOutput) {
	call, ok := m.tr.job(agent, o)
	if !ok || o.Ended == "" {
		return
	}
	cmd := strings.TrimPrefix(toolActivity(call), call.Name+" ")
	m.tr.add(blockInfo, agent, fmt.Sprintf("● background job %s ended: %s · %s", o.Job, o.Ended, cmd))
}

// shownLines are the lines of a tail worth showing: blank ones left out.
func shownLines(tail string) []string {
	var out []string
	for _, l := range strings.Split(tail, "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
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

// jobView is what a tool block shows of a background job its call
// started.
type jobView struct {
	id, tail, ended string
	lines           int
}

// job sets the output of the background job o.Job under the block of the
// call that started it and returns the call; false if the block is gone
// (/clear) or the job's end was shown already.
func (t *transcript) job(agent string, o messages.ToolOutput) (messages.ToolCall, bool) {
	for i := len(t.blocks) - 1; i >= 0; i-- {
		b := t.blocks[i]
		if b.kind != blockTool || b.agent != agent || b.call.ID != o.CallID {
			continue
		}
		if b.job != nil && b.job.ended != "" {
			return b.call, false
		}
		b.job = &jobView{id: o.Job, tail: o.Tail, ended: o.Ended, lines: o.Lines}
		t.rebuild(i)
		return b.call, true
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
	for i, l := range shownLines(b.live) {
		mark := "    "
		if i == 0 {
			mark = "  ⎿ "
		}
		sb.WriteString("\n" + mark + t.st.dim.Render(l))
	}
	return sb.String()
}

// renderJob is what a background job started by b's call has printed:
// its state and line count, then its last lines, dim.
func (t *transcript) renderJob(b *block) string {
	j := b.job
	if j == nil {
		return ""
	}
	state := "running"
	if j.ended != "" {
		state = "ended: " + j.ended
	}
	count := fmt.Sprintf("%d lines", j.lines)
	if j.lines == 1 {
		count = "1 line"
	}
	var sb strings.Builder
	sb.WriteString("\n  " + t.st.dim.Render(fmt.Sprintf("%s %s · %s", j.id, state, count)))
	for _, l := range shownLines(j.tail) {
		sb.WriteString("\n    " + t.st.dim.Render("│ "+l))
	}
	return sb.String()
}
