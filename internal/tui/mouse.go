package tui

import tea "charm.land/bubbletea/v2"

// wheelLines is how far one notch of the mouse wheel scrolls.
const wheelLines = 3

// wheel scrolls whatever scrolls under the mouse wheel: the open dialog's
// body (or a picker's cursor), else the transcript.
func (m *Model) wheel(w tea.MouseWheelMsg) {
	dir := 0
	switch w.Button {
	case tea.MouseWheelUp:
		dir = -1
	case tea.MouseWheelDown:
		dir = +1
	default:
		return
	}
	if d := m.dialog; d != nil {
		if d.kind == dialogPick {
			if n := len(d.shown()); n > 0 {
				d.cursor = min(max(d.cursor+dir, 0), n-1)
			}
			return
		}
		d.off = max(d.off+dir*wheelLines, 0) // clamped when drawn
		return
	}
	m.scrollBy(-dir * wheelLines)
}

// scrollBy moves the transcript n lines up (n > 0) or down, never past
// its first or last line.
func (m *Model) scrollBy(n int) {
	top := max(m.tr.height()-m.bodyHeight(), 0)
	m.scroll = min(max(m.scroll+n, 0), top)
}
