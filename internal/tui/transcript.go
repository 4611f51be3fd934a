package tui

import (
	"fmt"
	"strings"

	"charm.land/glamour/v2"
	"github.com/charmbracelet/x/ansi"

	"troupe/messages"
)

type blockKind int

const (
	blockUser blockKind = iota
	blockAssistant
	blockSubagent
	blockTool
	blockInfo
	blockCommand
	blockError
	blockNotice
	blockFooter
	blockShell
)

// block is one entry of the transcript with its lines rendered at the
// transcript's width.
type block struct {
	kind   blockKind
	agent  string
	text   string
	call   messages.ToolCall
	result *messages.ToolResult
	live   string   // a running call's last output lines (live.go)
	job    *jobView // a background job the call started (live.go)
	lines  []string
}

// transcript is the conversation as rendered lines. Finished blocks are
// rendered once and appended to lines; only the message being streamed is
// re-wrapped per delta, and only its unfinished last paragraph, so the cost
// of a delta does not grow with the length of the history.
type transcript struct {
	st       styles
	previews Previewer // what edit calls change, for their diffs
	width    int
	expand   bool
	blocks   []*block
	starts   []int    // first line of each block in lines
	lines    []string // all finished blocks' lines

	liveOn      bool
	liveDone    []string        // wrapped lines of finished paragraphs of the live message
	livePartial strings.Builder // the paragraph being streamed
	md          *glamour.TermRenderer
	mdWidth     int
}

func newTranscript(p Previewer) *transcript {
	return &transcript{st: newStyles(), width: 80, previews: p}
}

func (t *transcript) setWidth(w int) {
	if w == t.width {
		return
	}
	t.width = w
	t.rebuild(0)
}

// rebuild re-renders blocks from index i on.
func (t *transcript) rebuild(i int) {
	if i >= len(t.blocks) {
		return
	}
	t.lines = t.lines[:t.starts[i]]
	for j := i; j < len(t.blocks); j++ {
		t.starts[j] = len(t.lines)
		t.blocks[j].lines = t.render(t.blocks[j])
		t.lines = append(t.lines, t.blocks[j].lines...)
	}
}

func (t *transcript) push(b *block) {
	b.lines = t.render(b)
	t.blocks = append(t.blocks, b)
	t.starts = append(t.starts, len(t.lines))
	t.lines = append(t.lines, b.lines...)
}

func (t *transcript) add(kind blockKind, agent, text string) {
	t.push(&block{kind: kind, agent: agent, text: text})
}

func (t *transcript) addTool(agent string, call messages.ToolCall) {
	t.push(&block{kind: blockTool, agent: agent, call: call})
}

// result attaches a tool result to its call's block.
func (t *transcript) result(agent string, r messages.ToolResult) {
	for i := len(t.blocks) - 1; i >= 0; i-- {
		b := t.blocks[i]
		if b.kind == blockTool && b.agent == agent && b.call.ID == r.CallID {
			b.result = &r
			t.rebuild(i)
			return
		}
	}
}

func (t *transcript) toggleExpand() {
	t.expand = !t.expand
	t.rebuild(0)
}

// delta appends streamed text of the main agent's message.
func (t *transcript) delta(s string) {
	t.liveOn = true
	for {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			t.livePartial.WriteString(s)
			return
		}
		t.livePartial.WriteString(s[:i])
		t.liveDone = append(t.liveDone, t.wrap(t.livePartial.String())...)
		t.livePartial.Reset()
		s = s[i+1:]
	}
}

// endLive drops the streamed text; the finished message replaces it.
func (t *transcript) endLive() {
	t.liveOn = false
	t.liveDone = t.liveDone[:0]
	t.livePartial.Reset()
}

func (t *transcript) endLiveIf(ok bool) {
	if ok {
		t.endLive()
	}
}

// height is the number of lines, the live message included.
func (t *transcript) height() int {
	n := len(t.lines)
	if t.liveOn {
		n += len(t.liveDone)
		if t.livePartial.Len() > 0 {
			n += len(t.wrap(t.livePartial.String()))
		}
	}
	return n
}

// tail returns the last n lines, the live message included.
func (t *transcript) tail(n, skip int) []string {
	var live []string
	if t.liveOn {
		live = append(live, t.liveDone...)
		if t.livePartial.Len() > 0 {
			live = append(live, t.wrap(t.livePartial.String())...)
		}
	}
	total := len(t.lines) + len(live)
	end := max(total-skip, 0)
	start := max(end-n, 0)
	out := make([]string, 0, end-start)
	for i := start; i < end; i++ {
		if i < len(t.lines) {
			out = append(out, t.lines[i])
		} else {
			out = append(out, live[i-len(t.lines)])
		}
	}
	return out
}

func (t *transcript) wrap(s string) []string {
	return strings.Split(ansi.Wrap(s, max(t.width, 10), " "), "\n")
}

// render renders one block at the transcript's width.
func (t *transcript) render(b *block) []string {
	st := t.st
	indent := ""
	if b.agent != "" && b.agent != mainAgent {
		indent = "    │ "
	}
	var s string
	switch b.kind {
	case blockUser:
		s = st.user.Render("> ") + strings.ReplaceAll(b.text, "\n", "\n  ")
	case blockCommand:
		s = st.dim.Render("> " + b.text)
	case blockAssistant:
		s = t.markdown(b.text)
	case blockSubagent:
		s = st.dim.Render("["+b.agent+"] ") + b.text
	case blockTool:
		s = t.renderTool(b)
	case blockError:
		s = st.errorS.Render("! " + b.text)
	case blockNotice:
		s = st.notice.Render("! " + b.text)
	case blockFooter:
		s = st.dim.Render("── " + b.text)
	case blockShell:
		s = st.dim.Render(b.text)
	default:
		s = b.text
	}
	// Tabs become spaces here: unexpanded, the terminal renderer drops them
	// once the screen is redrawn (F2, a resize).
	s = expandTabs(s)
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if indent == "" {
			out = append(out, strings.Split(ansi.Wrap(l, max(t.width, 10), " "), "\n")...)
			continue
		}
		for _, w := range strings.Split(ansi.Wrap(l, max(t.width-len(indent), 10), " "), "\n") {
			out = append(out, st.dim.Render(indent)+w)
		}
	}
	if b.kind == blockUser || b.kind == blockFooter {
		out = append(out, "")
	}
	return out
}

func (t *transcript) renderTool(b *block) string {
	st := t.st
	var sb strings.Builder
	sb.WriteString(st.tool.Render("● ") + st.bold.Render(b.call.Name) + "(" + argSummary(b.call.Arguments) + ")")
	if d := EditDiff(t.previews, b.call.Name, b.call.Arguments); d != "" && (b.result == nil || !b.result.IsError) {
		sb.WriteString("\n" + indentLines(colorDiff(d, st), "  "))
	}
	sb.WriteString(t.renderLive(b))
	if r := b.result; r != nil {
		lines := strings.Split(strings.TrimRight(r.Content, "\n"), "\n")
		mark := "  ⎿ "
		if r.IsError {
			mark = "  ⎿ error: "
		}
		shown := lines
		const collapsed = 3
		if !t.expand && len(lines) > collapsed {
			shown = lines[:collapsed]
		}
		for i, l := range shown {
			if i == 0 {
				sb.WriteString("\n" + mark + l)
			} else {
				sb.WriteString("\n    " + l)
			}
		}
		if len(shown) < len(lines) {
			sb.WriteString("\n    " + st.dim.Render(fmt.Sprintf("… +%d lines (ctrl+o to expand)", len(lines)-len(shown))))
		}
	}
	sb.WriteString(t.renderJob(b))
	return sb.String()
}

// markdown renders Markdown with syntax highlighting at the current width;
// plain text if the renderer fails.
func (t *transcript) markdown(s string) string {
	if t.md == nil || t.mdWidth != t.width {
		r, err := glamour.NewTermRenderer(glamour.WithStandardStyle("dark"), glamour.WithWordWrap(max(t.width-4, 10)))
		if err != nil {
			return s
		}
		t.md, t.mdWidth = r, t.width
	}
	out, err := t.md.Render(s)
	if err != nil {
		return s
	}
	return strings.Trim(out, "\n")
}

func indentLines(s, pre string) string {
	return pre + strings.ReplaceAll(s, "\n", "\n"+pre)
}
