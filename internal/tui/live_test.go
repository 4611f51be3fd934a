package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"troupe/messages"
)

// TestLiveToolOutput: a running command's last lines show under its call
// and on the spinner, and the result replaces them.
func TestLiveToolOutput(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{60, 20}, {120, 40}, {200, 60}} {
		h := newHarness(t, sz.w, sz.h)
		h.typeText("count")
		h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
		bash := messages.ToolCall{ID: "c1", Name: "bash", Arguments: args(t, map[string]string{"command": "for i in 1 2 3; do echo $i; sleep 1; done"})}
		h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: bash}))
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c1", Name: "bash", Tail: "line-one", Bytes: 9, Lines: 1}))
		s := screen(h.m)
		if !strings.Contains(s, "⎿ line-one") || !strings.Contains(s, "1 line · line-one") {
			t.Fatalf("%dx%d: no live output:\n%s", sz.w, sz.h, s)
		}
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c1", Name: "bash", Tail: "line-one\nline-two", Bytes: 18, Lines: 2}))
		s = screen(h.m)
		if !strings.Contains(s, "line-two") || !strings.Contains(s, "2 lines · line-two") {
			t.Fatalf("%dx%d: second report:\n%s", sz.w, sz.h, s)
		}
		// Another agent's call with the same id is not this one.
		h.send(evt("sub1", "tool_output", &messages.ToolOutput{CallID: "c1", Name: "bash", Tail: "not-mine"}))
		h.send(evt(mainAgent, "tool_result", &messages.ToolResult{CallID: "c1", Name: "bash", Content: "done-1\ndone-2"}))
		// A late report after the result changes nothing.
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c1", Name: "bash", Tail: "late", Lines: 3}))
		s = screen(h.m)
		for _, gone := range []string{"line-two", "not-mine", "late", "2 lines"} {
			if strings.Contains(s, gone) {
				t.Errorf("%dx%d: %q still shown after the result:\n%s", sz.w, sz.h, gone, s)
			}
		}
		if !strings.Contains(s, "⎿ done-1") {
			t.Errorf("%dx%d: result not shown:\n%s", sz.w, sz.h, s)
		}
	}
}
