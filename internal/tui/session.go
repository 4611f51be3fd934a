package tui

import (
	"troupe/internal/slash"
	"troupe/messages"
)

// sessionView is a Host that can tell the view about its current session:
// the conversation to replay after /resume, and the context window's use
// as /context counts it.
type sessionView interface {
	Conversation() []messages.Message
	ContextUsed() (used, window int, err error)
}

// switched tells whether a slash command line that succeeded moved the
// view to another session (/clear, /new, /resume ID), and whether to
// replay that session's conversation.
func switched(reg *slash.Registry, line string) (moved, replay bool) {
	c, args, err := reg.Lookup(line)
	if err != nil {
		return false, false
	}
	switch c.Name {
	case "clear":
		return true, false
	case "resume":
		return args != "", args != ""
	}
	return false, false
}

// resetView empties the transcript, the agents tree, the bus panel and
// the counters: the view shows the session it is in, nothing of the last.
func (m *Model) resetView() {
	w := m.tr.width
	m.tr = newTranscript(m.o.Previews)
	m.tr.setWidth(w)
	m.tree, m.tap = newTree(), newTapLog(200)
	m.usage, m.cost, m.ctxUsed, m.stage = messages.Usage{}, 0, 0, ""
	m.scroll, m.planText, m.approvals = 0, "", nil
	m.shellCtx = nil
}

// syncContext takes the context window's use from the host, so the status
// line says what /context says.
func (m *Model) syncContext() {
	sv, ok := m.o.Host.(sessionView)
	if !ok {
		return
	}
	used, window, err := sv.ContextUsed()
	if err != nil {
		return
	}
	m.ctxUsed = used
	if window > 0 {
		m.o.Window = window
	}
}

// afterSlash brings the view in line with what a slash command changed.
func (m *Model) afterSlash(line string) {
	c, _, err := m.o.Commands.Lookup(line)
	if err != nil {
		return
	}
	moved, replay := switched(m.o.Commands, line)
	if moved {
		m.resetView()
		if sv, ok := m.o.Host.(sessionView); ok && replay {
			m.Resumed(sv.Conversation())
		}
	}
	if moved || c.Name == "compact" {
		m.syncContext()
	}
}
