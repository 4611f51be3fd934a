package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	tea "charm.land/bubbletea/v2"

	"troupe/internal/memory"
	"troupe/internal/slash"
)

// key handles one key press.
func (m *Model) key(k tea.KeyPressMsg) tea.Cmd {
	s := k.String()
	if s != "ctrl+c" {
		m.ctrlC = 0
	}
	if m.dialog != nil {
		return m.dialogKey(k)
	}
	if m.sug != nil {
		if handled, submit := m.suggestKey(s); handled {
			if submit {
				return m.submitInput()
			}
			return nil
		}
	}
	switch s {
	case "ctrl+c":
		return m.ctrlCPressed()
	case "esc":
		if m.busy && !m.interrupt {
			m.interruptTurn("interrupted by the user (Esc)")
			return nil
		}
		m.notice = ""
		m.withdrawQueue()
		return nil
	case "ctrl+d":
		if m.input.Value() == "" {
			m.quitting = true
			return tea.Quit
		}
	case "enter":
		return m.submitInput()
	case "up":
		if m.input.Value() == "" && len(m.queue) > 0 {
			m.unqueue()
			return nil
		}
		if m.input.Line() == 0 {
			m.recall(-1)
			return nil
		}
	case "down":
		if m.input.Line() == m.input.LineCount()-1 {
			m.recall(+1)
			return nil
		}
	case "pgup":
		m.scrollBy(max(m.bodyHeight()-2, 1))
		return nil
	case "pgdown":
		m.scrollBy(-max(m.bodyHeight()-2, 1))
		return nil
	case "f2", "ctrl+t":
		m.showTree = !m.showTree
		m.layout()
		return nil
	case "f3":
		m.showTap = !m.showTap
		return nil
	case "ctrl+o":
		m.tr.toggleExpand()
		return nil
	case "ctrl+v": // terminals send no bracketed paste for an image: attach the clipboard's
		m.input.InsertString("@clipboard ")
		m.layout()
		return nil
	case "tab":
		m.complete()
		return nil
	case "shift+tab":
		m.cycleMode()
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(k)
	m.layout()
	m.updateSuggest()
	return cmd
}

// ctrlCPressed: the first press cancels the running turn (or clears the
// input); the second in a row exits.
func (m *Model) ctrlCPressed() tea.Cmd {
	m.ctrlC++
	if m.ctrlC >= 2 {
		m.quitting = true
		if m.busy {
			m.o.Backend.Cancel("the user exited")
		}
		return tea.Quit
	}
	switch {
	case m.busy:
		m.interruptTurn("interrupted by the user (Ctrl-C)")
		m.notice = "cancelling the turn — press Ctrl-C again to exit"
	case m.input.Value() != "":
		m.input.Reset()
		m.layout()
		m.notice = "input cleared — press Ctrl-C again to exit"
	default:
		m.notice = "press Ctrl-C again to exit"
	}
	return nil
}

func (m *Model) interruptTurn(reason string) {
	m.interrupt = true
	m.activity = "interrupting"
	m.o.Backend.Cancel(reason)
	// What was queued was meant to follow the turn that is now cancelled:
	// it does not run.
	m.withdrawQueue()
}

// submitInput sends what is in the editor: a prompt, a slash command or a
// shell command. During a turn it is queued, in order.
func (m *Model) submitInput() tea.Cmd {
	text := strings.TrimRight(m.input.Value(), " \n")
	if strings.HasSuffix(text, "\\") {
		// A trailing backslash continues the line, as in a shell.
		m.input.SetValue(strings.TrimSuffix(text, "\\") + "\n")
		m.layout()
		return nil
	}
	if strings.TrimSpace(text) == "" {
		return nil
	}
	m.input.Reset()
	m.sug = nil
	m.layout()
	m.notice = ""
	m.scroll = 0
	text = m.expandPastes(text)
	if err := m.hist.Add(text); err != nil {
		m.notice = "history: " + err.Error()
	}
	m.histPos = len(m.hist.Entries())
	m.draft = ""
	if line, ok := memory.Line(text); ok && m.dialog == nil {
		m.tr.add(blockCommand, "", text)
		m.openPick("Remember this in which memory? (Enter chooses, Esc cancels)", slash.RememberChoices(line))
		return nil
	}
	if slash.IsCommand(text) {
		if c, _, err := m.o.Commands.Lookup(text); err != nil {
			m.tr.add(blockCommand, "", text)
			m.tr.add(blockError, "", err.Error())
			return nil
		} else if immediate(c.Name) || !m.busy {
			return m.runSlash(text)
		}
	}
	if m.busy || len(m.queue) > 0 {
		m.queue = append(m.queue, text)
		return nil
	}
	return m.start(text)
}

// start runs one queued item: a prompt, a slash command or a shell command.
func (m *Model) start(text string) tea.Cmd {
	if slash.IsCommand(text) {
		return m.runSlash(text)
	}
	m.busy, m.interrupt = true, false
	m.started = m.now()
	if cmd, ok := strings.CutPrefix(text, "!"); ok && strings.TrimSpace(cmd) != "" {
		m.activity = "running " + firstLineOf(cmd)
		b := m.o.Backend
		return tea.Batch(m.spin.Tick, func() tea.Msg {
			out, err := b.Shell(cmd)
			return shellDoneMsg{command: cmd, out: out, err: err}
		})
	}
	m.activity = "waiting for the model"
	m.planText = ""
	m.tr.add(blockUser, "", text)
	sent, notes := attachFiles(m.o.Workspace, text)
	for _, n := range notes {
		m.tr.add(blockInfo, "", "  "+n)
	}
	sent = m.withShellContext(sent)
	b := m.o.Backend
	revoke := m.lendTurn(text)
	return tea.Batch(m.spin.Tick, func() tea.Msg {
		defer revoke()
		res, err := b.Submit(sent)
		return turnDoneMsg{text: text, res: res, err: err}
	})
}

// next starts the first queued item, if any.
func (m *Model) next() tea.Cmd {
	if m.busy || m.dialog != nil || len(m.queue) == 0 {
		return nil
	}
	text := m.queue[0]
	m.queue = m.queue[1:]
	return m.start(text)
}

// recall moves through the history: dir -1 is older, +1 newer.
func (m *Model) recall(dir int) {
	entries := m.hist.Entries()
	if len(entries) == 0 {
		return
	}
	if m.histPos == len(entries) && dir < 0 {
		m.draft = m.input.Value()
	}
	pos := m.histPos + dir
	if pos < 0 || pos > len(entries) {
		return
	}
	m.histPos = pos
	if pos == len(entries) {
		m.input.SetValue(m.draft)
	} else {
		m.input.SetValue(entries[pos])
	}
	m.layout()
}

// complete expands an @path before the cursor: a unique match is inserted,
// several are listed.
func (m *Model) complete() {
	val := m.input.Value()
	if strings.HasPrefix(val, "/") && !strings.ContainsAny(val, " \n") && m.o.Commands != nil {
		m.completeCommand(val)
		return
	}
	i := strings.LastIndexAny(val, " \n")
	word := val[i+1:]
	if !strings.HasPrefix(word, "@") || m.o.Workspace == "" {
		return
	}
	matches := pathMatches(m.o.Workspace, strings.TrimPrefix(word, "@"))
	switch len(matches) {
	case 0:
		m.notice = "no file matches " + word
	case 1:
		m.input.SetValue(val[:i+1] + "@" + matches[0])
		m.notice = ""
	default:
		pre := commonPrefix(matches)
		m.input.SetValue(val[:i+1] + "@" + pre)
		m.notice = strings.Join(limit(matches, 8), "  ")
	}
	m.input.CursorEnd()
}

// completeCommand completes a slash command's name, built-in or custom:
// a unique match is inserted with a space, several are listed with their
// help.
func (m *Model) completeCommand(val string) {
	prefix := strings.ToLower(strings.TrimPrefix(val, "/"))
	var names, shown []string
	for _, c := range m.o.Commands.Commands() {
		if strings.HasPrefix(c.Name, prefix) {
			names = append(names, c.Name)
			shown = append(shown, "/"+c.Name)
		}
	}
	switch len(names) {
	case 0:
		m.notice = "no command starts with " + val
	case 1:
		m.input.SetValue("/" + names[0] + " ")
		m.notice = ""
	default:
		m.input.SetValue("/" + commonPrefix(names))
		m.notice = strings.Join(limit(shown, 8), "  ")
	}
	m.input.CursorEnd()
}

// pathMatches lists workspace paths starting with prefix, directories with
// a trailing slash. Dot files are listed only when the prefix names them.
func pathMatches(root, prefix string) []string {
	dir, base := filepath.Split(prefix)
	ents, err := os.ReadDir(filepath.Join(root, dir))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		n := e.Name()
		if !strings.HasPrefix(n, base) || (strings.HasPrefix(n, ".") && !strings.HasPrefix(base, ".")) {
			continue
		}
		p := dir + n
		if e.IsDir() {
			p += "/"
		}
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

func commonPrefix(ss []string) string {
	p := ss[0]
	for _, s := range ss[1:] {
		for !strings.HasPrefix(s, p) {
			p = p[:len(p)-1]
		}
	}
	return p
}

func limit(ss []string, n int) []string {
	if len(ss) > n {
		return append(ss[:n:n], "…")
	}
	return ss
}

func normalizeNewlines(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

func firstLineOf(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	return clip(s, 60)
}

// pasteLines is the size from which a paste is held as one placeholder in
// the editor and sent verbatim (tabs and all) with the prompt.
const pasteLines = 3

// paste inserts pasted text: short text as typed, long text as a
// placeholder that submitInput expands.
func (m *Model) paste(s string) {
	n := strings.Count(s, "\n") + 1
	if n < pasteLines && !strings.Contains(s, "\t") {
		m.input.InsertString(s)
		return
	}
	if m.pastes == nil {
		m.pastes = map[string]string{}
	}
	key := fmt.Sprintf("[pasted text #%d, %d lines]", len(m.pastes)+1, n)
	m.pastes[key] = s
	m.input.InsertString(key)
}

// expandPastes replaces paste placeholders with the text they stand for.
func (m *Model) expandPastes(s string) string {
	for k, v := range m.pastes {
		s = strings.ReplaceAll(s, k, v)
	}
	m.pastes = nil
	return s
}

// editorDoneMsg says the editor /memory started has exited.
type editorDoneMsg struct{ err error }
