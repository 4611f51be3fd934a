package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// tapHeight is the height of the bus traffic panel.
const tapHeight = 8

// View implements tea.Model.
func (m *Model) View() tea.View {
	v := tea.NewView(m.Screen())
	v.AltScreen = true
	// Cell motion reports the wheel; terminals still select text with Shift.
	v.MouseMode = tea.MouseModeCellMotion
	return v
}

// Screen renders the whole screen as text (ANSI-styled).
func (m *Model) Screen() string {
	st := m.tr.st
	if m.dialog != nil && m.dialog.full {
		return m.renderDialog(st, m.width, m.height-1) + "\n" + m.statusLine(st)
	}
	bottom := m.bottom(st)
	bh := max(m.height-lipgloss.Height(bottom), 1)
	body := m.tr.tail(bh, m.scroll)
	for len(body) < bh {
		body = append([]string{""}, body...)
	}
	if m.scroll > 0 && bh > 1 {
		body = append(body[1:], st.dim.Render(fmt.Sprintf("↓ %d more lines below · PgDn or the wheel scrolls down", m.scroll)))
	}
	main := strings.Join(body, "\n")
	if m.showTree && m.width >= 80 {
		left := lipgloss.NewStyle().Width(m.transcriptWidth()).MaxWidth(m.transcriptWidth()).Height(bh).MaxHeight(bh).Render(main)
		tr := m.tree.render(st, treeWidth-2, bh)
		right := lipgloss.NewStyle().Width(treeWidth).MaxWidth(treeWidth).Height(bh).MaxHeight(bh).
			Border(lipgloss.NormalBorder(), false, false, false, true).BorderForeground(lipgloss.Color("8")).PaddingLeft(1).
			Render(strings.Join(tr, "\n"))
		main = lipgloss.JoinHorizontal(lipgloss.Top, left, right)
	}
	return main + "\n" + bottom
}

// bodyHeight is the height of the transcript area.
func (m *Model) bodyHeight() int { return max(m.height-lipgloss.Height(m.bottom(m.tr.st)), 1) }

// bottom renders everything under the transcript.
func (m *Model) bottom(st styles) string {
	var parts []string
	// A dialog needs the room more than the bus panel does.
	if m.showTap && (m.dialog == nil || m.height >= 30) {
		lines := m.tap.lines()
		if len(lines) > tapHeight-1 {
			lines = lines[len(lines)-(tapHeight-1):]
		}
		head := st.title.Render("bus") + st.dim.Render(" · this session · F3 hides")
		var b []string
		b = append(b, head)
		for _, l := range lines {
			b = append(b, ansi.Truncate(l, m.width, "…"))
		}
		for len(b) < tapHeight {
			b = append(b, "")
		}
		parts = append(parts, strings.Join(b, "\n"))
	}
	parts = append(parts, m.queueLines(st)...)
	if line := m.activityLine(st); line != "" {
		parts = append(parts, line)
	}
	if m.dialog != nil {
		// Whatever is above it, the dialog fits: one transcript line and
		// the status line stay.
		used := 0
		for _, p := range parts {
			used += lipgloss.Height(p)
		}
		parts = append(parts, m.renderDialog(st, m.width, max(m.height-used-2, 3)))
	} else {
		parts = append(parts, m.suggestLines(st)...)
		parts = append(parts, m.input.View())
	}
	parts = append(parts, m.statusLine(st))
	return strings.Join(parts, "\n")
}

func (m *Model) activityLine(st styles) string {
	var s string
	if m.busy {
		el := m.now().Sub(m.started).Truncate(1e9)
		s = fmt.Sprintf("%s %s… %s · esc to interrupt", m.spin.View(), m.activityNow(), el)
	}
	if m.notice != "" {
		if s != "" {
			s += " · "
		}
		s += st.notice.Render(m.notice)
	}
	return ansi.Truncate(s, m.width, "…")
}

func (m *Model) statusLine(st styles) string {
	mode := m.modeName() + " (⇧⇥)"
	ctx := "ctx –"
	if m.o.Window > 0 {
		ctx = fmt.Sprintf("ctx %d%%", m.ctxUsed*100/m.o.Window)
	}
	if m.stage != "" {
		ctx += " (" + m.stage + ")"
	}
	s := fmt.Sprintf(" %s · %s · %s · tokens %s in / %s out · $%.4f · %s ",
		mode, m.model, ctx, kilo(m.usage.PromptTokens), kilo(m.usage.CompletionTokens), m.cost, m.session)
	return st.status.Width(m.width).MaxWidth(m.width).Render(ansi.Truncate(s, m.width, "…"))
}

func kilo(n int) string {
	if n < 10000 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%.1fk", float64(n)/1000)
}
