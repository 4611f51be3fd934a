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

// TestBackgroundJobOutput: a background job's output shows under the call
// that started it, after its result, with its state; its end is said
// there and at the end of the transcript; nothing changes after it.
func TestBackgroundJobOutput(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{60, 20}, {120, 40}, {200, 60}} {
		h := newHarness(t, sz.w, sz.h)
		h.typeText("serve")
		h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
		bash := messages.ToolCall{ID: "c2", Name: "bash", Arguments: args(t, map[string]any{"command": "./serve", "run_in_background": true})}
		h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: bash}))
		h.send(evt(mainAgent, "tool_result", &messages.ToolResult{CallID: "c2", Name: "bash", Content: "started bash_1 in the background (pid 7)."}))
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c2", Name: "bash", Job: "bash_1", Tail: "JOB-1", Bytes: 6, Lines: 1}))
		s := screen(h.m)
		if !strings.Contains(s, "bash_1 running · 1 line") || !strings.Contains(s, "│ JOB-1") || !strings.Contains(s, "⎿ started bash_1") {
			t.Fatalf("%dx%d: no job output under its call:\n%s", sz.w, sz.h, s)
		}
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c2", Name: "bash", Job: "bash_1", Tail: "JOB-1\n\nJOB-2", Bytes: 14, Lines: 3}))
		h.send(evt("sub1", "tool_output", &messages.ToolOutput{CallID: "c2", Name: "bash", Job: "bash_1", Tail: "not-mine", Ended: "exit status 9"}))
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c2", Name: "bash", Job: "bash_1", Tail: "JOB-2\nJOB-3", Bytes: 20, Lines: 4, Ended: "exit status 0"}))
		h.send(evt(mainAgent, "tool_output", &messages.ToolOutput{CallID: "c2", Name: "bash", Job: "bash_1", Tail: "late", Lines: 5}))
		s = screen(h.m)
		for _, want := range []string{"bash_1 ended: exit status 0 · 4 lines", "│ JOB-3", "● background job bash_1 ended: exit status 0 · ./serve"} {
			if !strings.Contains(s, want) {
				t.Errorf("%dx%d: %q not shown:\n%s", sz.w, sz.h, want, s)
			}
		}
		for _, gone := range []string{"late", "not-mine", "exit status 9", "running ·"} {
			if strings.Contains(s, gone) {
				t.Errorf("%dx%d: %q shown:\n%s", sz.w, sz.h, gone, s)
			}
		}
		if n := strings.Count(s, "background job bash_1 ended"); n != 1 {
			t.Errorf("%dx%d: the end said %d times:\n%s", sz.w, sz.h, n, s)
		}
	}
}
