package tui

import (
	"strings"

	tea "charm.land/bubbletea/v2"
)

// keyHelp lists the keys; /help shows it after the commands.
const keyHelp = `Keys:
  Enter                  send (during a turn: queue, in order)
  Up on an empty line    take the last queued prompt back to edit; Esc withdraws the queue
  Alt+Enter, Ctrl+J      new line (or end the line with \)
  Up, Down               history of this project
  Tab                    complete an @path or a /command (/ and @ open menus)
  Shift+Tab              mode: manual → auto-edit → plan mode
  Ctrl+V                 attach the clipboard's image
  !command               run a shell command (safety layers apply); its output goes to the model with your next prompt
  @file, @file:10-20     attach a file's content (or lines) to the prompt
  Esc                    interrupt the turn
  Ctrl+C                 cancel the turn; twice: exit (Ctrl+D on an empty line exits)
  PgUp, PgDn, wheel      scroll (Shift+drag selects text) · Ctrl+O expand tool output
  F2 (Ctrl+T), F3        agents tree, bus traffic`

// immediate commands do not wait for the running turn.
func immediate(name string) bool {
	switch name {
	case "remember", "memory", "help", "agents", "tap", "cost", "exit", "quit", "think", "plan":
		return true
	}
	return false
}

func (m *Model) runSlash(line string) tea.Cmd {
	m.tr.add(blockCommand, "", line)
	if m.modelPicker(line) {
		return nil
	}
	reg, h, ctx := m.o.Commands, m.o.Host, m.o.Context
	c, _, _ := reg.Lookup(line)
	if immediate(c.Name) || c.Name == "approve" || c.Name == "approval" {
		res, err := reg.Run(ctx, h, line)
		return m.slashDone(slashDoneMsg{line: line, res: res, err: err})
	}
	m.busy, m.slashBusy = true, true
	m.started = m.now()
	m.activity = "running " + c.Name
	return tea.Batch(m.spin.Tick, func() tea.Msg {
		res, err := reg.Run(ctx, h, line)
		return slashDoneMsg{line: line, res: res, err: err}
	})
}

func (m *Model) slashDone(d slashDoneMsg) tea.Cmd {
	m.relabel()
	if m.slashBusy {
		// Whatever the events meanwhile called the activity (a /compact
		// shows "compacting"), the command that held the session is done.
		m.busy, m.slashBusy, m.activity = false, false, ""
	}
	if d.err != nil {
		m.tr.add(blockError, "", d.err.Error())
		return m.next()
	}
	m.afterSlash(d.line)
	r := d.res
	if strings.HasPrefix(d.line, "/help") {
		r.Text += "\n" + keyHelp
	}
	if len(r.Edit) > 0 && m.o.Editor != nil {
		m.tr.add(blockInfo, "", r.Text)
		return tea.ExecProcess(m.o.Editor(r.Edit), func(err error) tea.Msg { return editorDoneMsg{err: err} })
	}
	if len(r.Pick) > 0 {
		m.openPick("Resume a session of this project", r.Pick)
		return nil
	}
	if r.Text != "" {
		m.tr.add(blockInfo, "", r.Text)
	}
	m.plan = planAfter(m.o.Commands, d.line, m.plan)
	switch r.Toggle {
	case "agents":
		m.showTree = !m.showTree
		m.layout()
	case "tap":
		if r.Filter == "" {
			m.showTap = !m.showTap
			break
		}
		if err := m.tap.setFilter(r.Filter); err != nil {
			m.tr.add(blockError, "", err.Error())
			break
		}
		m.showTap = true
	}
	if r.Exit {
		m.quitting = true
		return tea.Quit
	}
	if r.Prompt != "" {
		m.plan = false
		m.turnFor(r.Prompt, r.Turn)
		if m.busy {
			m.queue = append([]string{r.Prompt}, m.queue...)
			return nil
		}
		return m.start(r.Prompt)
	}
	return m.next()
}
