package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"troupe/internal/lazy"
)

// TrustAnswer is what the person answered in the trust dialog.
type TrustAnswer int

// Answers.
const (
	TrustQuit TrustAnswer = iota // Ctrl-C: leave troupe
	TrustYes                     // trust the folder: its files take effect
	TrustNo                      // go on without the folder's files
)

// TrustDialog asks, before a session starts, whether the files a
// repository brings (MCP servers, hooks, settings, config, permission
// rules) may take effect. It is a program of its own, run before the
// session's; it owns no goroutines.
type TrustDialog struct {
	Dir     string
	Files   []string // "path (what it brings)"
	Changed bool     // a decision exists but the files changed since
	answer  TrustAnswer
	width   int
}

// Answer is the person's answer once the program has ended.
func (d *TrustDialog) Answer() TrustAnswer { return d.answer }

// Init implements tea.Model.
func (d *TrustDialog) Init() tea.Cmd { return nil }

// Update implements tea.Model: y trusts, n or Esc does not, Ctrl-C quits.
func (d *TrustDialog) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		d.width = msg.Width
	case tea.KeyPressMsg:
		switch msg.String() {
		case "y", "Y":
			d.answer = TrustYes
			return d, tea.Quit
		case "n", "N", "esc":
			d.answer = TrustNo
			return d, tea.Quit
		case "ctrl+c", "ctrl+d":
			d.answer = TrustQuit
			return d, tea.Quit
		}
	}
	return d, nil
}

// View implements tea.Model.
func (d *TrustDialog) View() tea.View {
	v := tea.NewView(d.Screen())
	v.AltScreen = true
	return v
}

// Screen renders the dialog as text.
func (d *TrustDialog) Screen() string {
	var b strings.Builder
	title := "Do you trust the files in this folder?"
	if d.Changed {
		title = "Files in this folder changed since you decided. Trust them?"
	}
	b.WriteString(lipgloss.NewStyle().Bold(true).Render(title) + "\n\n")
	b.WriteString(d.Dir + "\n\n")
	b.WriteString("This repository brings configuration that runs commands or changes what troupe may do:\n")
	for _, f := range d.Files {
		b.WriteString("  • " + f + "\n")
	}
	b.WriteString("\nTroupe loads them only if you trust this folder; a file that changes asks again.\n")
	b.WriteString("A repository can never loosen sandbox or bus settings, trusted or not.\n\n")
	fmt.Fprintf(&b, "  %s  trust this folder\n", keyStyle.Get().Render("y"))
	fmt.Fprintf(&b, "  %s  don't trust (go on without them)\n", keyStyle.Get().Render("n"))
	fmt.Fprintf(&b, "  %s  quit\n", keyStyle.Get().Render("ctrl+c"))
	w := d.width - 2
	if w < 40 {
		w = 78
	}
	return lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(0, 1).Width(min(w, 100)).Render(b.String())
}

var keyStyle = &lazy.Value[lipgloss.Style]{New: func() lipgloss.Style {
	return lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("3"))
}}
