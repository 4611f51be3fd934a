package tui

import "charm.land/lipgloss/v2"

// styles are the TUI's colours; one value, built once.
type styles struct {
	user, tool, errorS, notice, dim, bold, add, del, status, title, dialog, queued lipgloss.Style
}

func newStyles() styles {
	return styles{
		user:   lipgloss.NewStyle().Foreground(lipgloss.Color("14")).Bold(true),
		tool:   lipgloss.NewStyle().Foreground(lipgloss.Color("11")),
		errorS: lipgloss.NewStyle().Foreground(lipgloss.Color("9")),
		notice: lipgloss.NewStyle().Foreground(lipgloss.Color("3")),
		dim:    lipgloss.NewStyle().Foreground(lipgloss.Color("8")),
		bold:   lipgloss.NewStyle().Bold(true),
		add:    lipgloss.NewStyle().Foreground(lipgloss.Color("2")),
		del:    lipgloss.NewStyle().Foreground(lipgloss.Color("1")),
		status: lipgloss.NewStyle().Foreground(lipgloss.Color("7")).Background(lipgloss.Color("236")),
		title:  lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("13")),
		dialog: lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(lipgloss.Color("13")).Padding(0, 1),
		queued: lipgloss.NewStyle().Foreground(lipgloss.Color("8")).Italic(true),
	}
}
