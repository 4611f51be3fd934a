package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/google/go-cmp/cmp"
)

func statusOf(m *Model) string {
	lines := strings.Split(strings.TrimRight(screen(m), "\n"), "\n")
	return lines[len(lines)-1]
}

// Shift+Tab cycles manual → auto-edit → plan mode, shown first on the
// status line; it waits for the turn to end.
func TestShiftTabCyclesModes(t *testing.T) {
	h := newHarness(t, 60, 20)
	shiftTab := tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift}
	if s := statusOf(h.m); !strings.HasPrefix(s, " auto-edit (⇧⇥)") {
		t.Errorf("status line %q does not start with the mode", s)
	}
	for _, want := range []string{"plan mode", "manual", "auto-edit", "plan mode"} {
		h.do(shiftTab)
		if s := statusOf(h.m); !strings.HasPrefix(s, " "+want+" (⇧⇥)") {
			t.Errorf("after Shift+Tab the status line is %q, want %s first", s, want)
		}
		if h.host.plan != (want == "plan mode") {
			t.Errorf("mode %s: the host's plan mode is %v", want, h.host.plan)
		}
	}
	if diff := cmp.Diff([]string{"manual", "auto-edit"}, h.host.approvals); diff != "" {
		t.Errorf("approval modes set (-want +got):\n%s", diff)
	}
	h.typeText("work")
	h.send(key(tea.KeyEnter)) // the turn runs
	h.do(shiftTab)
	if !h.host.plan || !strings.Contains(h.m.notice, "between turns") {
		t.Errorf("Shift+Tab during a turn: plan %v, notice %q", h.host.plan, h.m.notice)
	}
}

// /plan off leaves plan mode and sends nothing.
func TestPlanOff(t *testing.T) {
	h := newHarness(t, 100, 20)
	for _, line := range []string{"/plan", "/plan off"} {
		h.m.input.SetValue(line)
		h.do(key(tea.KeyEnter))
	}
	if h.m.plan || h.host.plan {
		t.Errorf("after /plan off: view plan %v, host plan %v", h.m.plan, h.host.plan)
	}
	if len(h.be.submitted) != 0 {
		t.Errorf("/plan off sent %q to the model", h.be.submitted)
	}
	if s := statusOf(h.m); strings.Contains(s, "plan") {
		t.Errorf("status line still says plan: %q", s)
	}
}

// /model without an argument is a picker of the host's models; choosing
// one switches to it.
func TestModelPicker(t *testing.T) {
	for _, sz := range sizes {
		h := newHarness(t, sz.w, sz.h)
		h.m.input.SetValue("/model")
		h.do(key(tea.KeyEnter))
		fits(t, h.m, sz.w, sz.h, "Switch this session's action model", "← current", "anthropic/claude-sonnet-4-5")
		h.typeText("sonnet")
		h.do(key(tea.KeyEnter))
		if diff := cmp.Diff([]string{"anthropic/claude-sonnet-4-5"}, h.host.models); diff != "" {
			t.Errorf("%dx%d: models switched to (-want +got):\n%s", sz.w, sz.h, diff)
		}
	}
}
