package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// unqueue takes the last queued prompt back into the (empty) editor.
func (m *Model) unqueue() {
	n := len(m.queue)
	m.input.SetValue(m.queue[n-1])
	m.queue = m.queue[:n-1]
	m.input.CursorEnd()
	m.layout()
	m.notice = "took the last queued prompt back: Enter queues it again"
}

// withdrawQueue drops every queued prompt, saying so; they stay in the
// history (Up recalls them).
func (m *Model) withdrawQueue() {
	n := len(m.queue)
	if n == 0 {
		return
	}
	m.queue = nil
	m.turns = nil // what commands asked of the withdrawn prompts' turns
	what := "1 queued prompt"
	if n > 1 {
		what = fmt.Sprintf("%d queued prompts", n)
	}
	m.notice = what + " withdrawn (Up recalls them from the history)"
}

// queueLines shows the queue under the transcript: up to three prompts, how
// many more, and the keys that edit it.
func (m *Model) queueLines(st styles) []string {
	var out []string
	for i, q := range m.queue {
		if i == 3 {
			out = append(out, st.queued.Render(fmt.Sprintf("  … %d more queued", len(m.queue)-3)))
			break
		}
		out = append(out, st.queued.Render(ansi.Truncate("  queued: "+firstLineOf(q), m.width, "…")))
	}
	if len(out) > 0 {
		hint := "  ↑ on an empty line edits the last · Esc withdraws all"
		out = append(out, st.dim.Render(ansi.Truncate(hint, m.width, "…")))
	}
	return out
}

// pendingShell is shell output the user ran with !command that goes to
// the model with the next prompt, as Claude Code's bash mode does.
type pendingShell struct {
	command, output string
}

// maxShellContext bounds the output of one !command given to the model.
const maxShellContext = 30000

// withShellContext puts the !command outputs run since the last prompt in
// front of text, and forgets them.
func (m *Model) withShellContext(text string) string {
	if len(m.shellCtx) == 0 {
		return text
	}
	var b strings.Builder
	b.WriteString(shellPreamble)
	for _, c := range m.shellCtx {
		out := c.output
		if len(out) > maxShellContext {
			out = out[:maxShellContext] + fmt.Sprintf("\n… (%d more bytes cut)", len(c.output)-maxShellContext)
		}
		fmt.Fprintf(&b, "<bash-input>%s</bash-input>\n<bash-output>\n%s\n</bash-output>\n", c.command, out)
	}
	b.WriteString("\n" + text)
	m.shellCtx = nil
	return b.String()
}

// shellPreamble starts the !command outputs withShellContext puts in front
// of a prompt.
const shellPreamble = "The user ran these shell commands themselves; the output is for context:\n"

// typedPart is what the user typed of a prompt as sent: without the
// !command outputs before it and the attached files after it, which a
// replay would otherwise show in full.
func typedPart(s string) string {
	if strings.HasPrefix(s, shellPreamble) {
		if i := strings.LastIndex(s, "</bash-output>\n\n"); i >= 0 {
			s = s[i+len("</bash-output>\n\n"):]
		}
	}
	if i := strings.Index(s, "\n\n<file path="); i >= 0 {
		s = s[:i]
	}
	return s
}
