package tui

import (
	"context"
	"fmt"
	"strings"

	"troupe/internal/slash"
)

// modeName is the mode the status line shows: plan mode, or the approval
// mode (auto-edit unless set).
func (m *Model) modeName() string {
	if m.plan {
		return "plan mode"
	}
	if m.approval == "" {
		return "auto-edit"
	}
	return m.approval
}

// cycleMode is Shift+Tab: manual → auto-edit → plan mode → manual. The
// approval mode restarts the session's supervisor, so it does not change
// during a turn.
func (m *Model) cycleMode() {
	if m.busy {
		m.notice = "Shift+Tab changes the mode between turns (Esc interrupts this one)"
		return
	}
	h := m.o.Host
	var err error
	switch {
	case m.plan:
		h.Plan(false)
		m.plan = false
		if m.approval != "manual" {
			if _, err = h.Approval(m.o.Context, "manual"); err == nil {
				m.approval = "manual"
			}
		}
	case m.approval == "manual":
		if _, err = h.Approval(m.o.Context, "auto-edit"); err == nil {
			m.approval = "auto-edit"
		}
	default:
		h.Plan(true)
		m.plan = true
	}
	m.relabel()
	if err != nil {
		m.notice = "mode: " + err.Error()
		return
	}
	m.notice = fmt.Sprintf("mode: %s (Shift+Tab: %s)", m.modeName(), m.nextModeName())
}

func (m *Model) nextModeName() string {
	switch {
	case m.plan:
		return "manual next"
	case m.approval == "manual":
		return "auto-edit next"
	}
	return "plan mode next"
}

// planAfter is plan mode after the slash command line ran: /plan and
// /plan on turn it on, /plan off and /approve off.
func planAfter(reg *slash.Registry, line string, was bool) bool {
	c, args, err := reg.Lookup(line)
	if err != nil {
		return was
	}
	switch c.Name {
	case "plan":
		return strings.ToLower(args) != "off"
	case "approve":
		return false
	}
	return was
}

// modelChooser is a Host that lists the models /model may switch to.
type modelChooser interface {
	ModelChoices(ctx context.Context) ([]slash.Choice, error)
}

// modelPicker opens a picker of models for "/model" without an argument;
// false if the line is something else or the host lists no models.
func (m *Model) modelPicker(line string) bool {
	c, args, err := m.o.Commands.Lookup(line)
	mc, ok := m.o.Host.(modelChooser)
	if err != nil || c.Name != "model" || args != "" || !ok {
		return false
	}
	choices, err := mc.ModelChoices(m.o.Context)
	if err != nil {
		m.tr.add(blockError, "", "/model: "+err.Error())
		return true
	}
	if len(choices) == 0 {
		return false
	}
	m.openPick("Switch this session's action model (the conversation stays)", choices)
	return true
}
