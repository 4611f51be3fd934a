package tui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"troupe/internal/golden"
	"troupe/internal/slash"
	"troupe/messages"
)

func numbered(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %03d\tof the long file\n", i)
	}
	return b.String()
}

func longWrite(t *testing.T, h *harness, n int) {
	t.Helper()
	h.typeText("write it")
	h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.send(evt(mainAgent, "approval", &messages.ApprovalRequest{ID: "a1", Tool: "write_file", Reason: "manual mode asks before edits",
		Args: args(t, map[string]string{"file_path": "big.go", "content": numbered(n)}), Grants: []string{"write_file"}}))
}

func longPlan(t *testing.T, h *harness, n int) {
	t.Helper()
	h.typeText("/plan")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.typeText("plan it")
	cmd := h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
	var plan strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&plan, "%d. Step %d of the plan\n", i, i)
	}
	h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: messages.ToolCall{ID: "p1", Name: "present_plan",
		Arguments: args(t, map[string]string{"plan": plan.String()})}}))
	h.run(cmd)
}

// fits checks that the screen is exactly the terminal's size and shows want.
func fits(t *testing.T, m *Model, w, h int, want ...string) string {
	t.Helper()
	s := m.Screen()
	lines := strings.Split(s, "\n")
	if len(lines) != h {
		t.Errorf("%dx%d: the screen has %d lines:\n%s", w, h, len(lines), ansi.Strip(s))
	}
	for i, l := range lines {
		if lw := ansi.StringWidth(l); lw > w {
			t.Errorf("%dx%d: line %d is %d columns wide: %q", w, h, i, lw, ansi.Strip(l))
		}
	}
	plain := ansi.Strip(s)
	for _, x := range want {
		if !strings.Contains(plain, x) {
			t.Errorf("%dx%d: the screen does not show %q:\n%s", w, h, x, plain)
		}
	}
	return plain
}

var sizes = []struct{ w, h int }{{60, 20}, {120, 40}, {200, 60}}

func TestApprovalDialogAlwaysFits(t *testing.T) {
	for _, sz := range sizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			for _, n := range []int{5, 30, 60, 400} {
				h := newHarness(t, sz.w, sz.h)
				longWrite(t, h, n)
				// At 60 columns the answers wrap; their first line is enough.
				s := fits(t, h.m, sz.w, sz.h, "[y] allow once", "wants to run write_file", "script:test")
				if n >= 60 && !strings.Contains(s, "f full screen") {
					t.Errorf("%d lines: no scroll hint:\n%s", n, s)
				}
				if n < 60 {
					continue
				}
				// Scrolling moves through the diff, the answers stay.
				h.do(tea.KeyPressMsg{Code: tea.KeyEnd})
				fits(t, h.m, sz.w, sz.h, fmt.Sprintf("+line %03d", n), "[y] allow once")
				h.do(tea.KeyPressMsg{Code: tea.KeyHome})
				fits(t, h.m, sz.w, sz.h, "+line 001", "[y] allow once")
				h.do(tea.KeyPressMsg{Code: tea.KeyPgDown})
				if s := fits(t, h.m, sz.w, sz.h); strings.Contains(s, "+line 001") {
					t.Errorf("PgDn did not scroll:\n%s", s)
				}
				// f shows the diff on the whole screen, answers included.
				h.do(tea.KeyPressMsg{Code: 'f', Text: "f"})
				full := fits(t, h.m, sz.w, sz.h, "f/Esc back", "[y] allow once")
				if strings.Contains(full, "> write it") {
					t.Errorf("the full view still shows the transcript:\n%s", full)
				}
				h.do(tea.KeyPressMsg{Code: tea.KeyEscape}) // back, not a denial
				if len(h.be.answers) != 0 || h.m.dialog == nil {
					t.Fatalf("Esc in the full view answered: %+v", h.be.answers)
				}
				h.do(tea.KeyPressMsg{Code: 'y', Text: "y"})
				if len(h.be.answers) != 1 || h.be.answers[0].Verdict != "once" {
					t.Errorf("answers = %+v, want one allow-once", h.be.answers)
				}
			}
		})
	}
}

func TestPlanDialogAlwaysFits(t *testing.T) {
	for _, sz := range sizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, sz.w, sz.h)
			longPlan(t, h, 80)
			fits(t, h.m, sz.w, sz.h, "[a] approve and implement", "Step 1 of", "script:test")
			h.do(tea.KeyPressMsg{Code: tea.KeyEnd})
			fits(t, h.m, sz.w, sz.h, "Step 80 of", "[a] approve and implement")
			h.do(tea.KeyPressMsg{Code: 'a', Text: "a"})
			if h.m.dialog != nil || len(h.be.submitted) != 2 {
				t.Errorf("a did not approve: dialog %v, submitted %q", h.m.dialog != nil, h.be.submitted)
			}
		})
	}
}

func TestDialogScreens(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps func(*harness)
	}{
		{"approval_long_60x20", func(h *harness) { longWrite(t, h, 60) }},
		{"approval_long_full_60x20", func(h *harness) { longWrite(t, h, 60); h.do(tea.KeyPressMsg{Code: 'f', Text: "f"}) }},
		{"plan_long_60x20", func(h *harness) { longPlan(t, h, 30) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, 60, 20)
			tc.steps(h)
			golden.Check(t, filepath.Join("testdata", "screens", tc.name+".golden"), screen(h.m), *update)
		})
	}
}

func TestExpandTabs(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1\tpackage main", "1       package main"},
		{"\tx", "        x"},
		{"\x1b[31mab\tc\x1b[0m", "\x1b[31mab      c\x1b[0m"},
		{"日本\tx", "日本    x"},
		{"a\n\tb", "a\n        b"},
	} {
		if got := expandTabs(tc.in); got != tc.want {
			t.Errorf("expandTabs(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Tabs in tool output are spaces on the screen, with or without the tree.
func TestToolOutputTabsSurviveRelayout(t *testing.T) {
	h := newHarness(t, 120, 20)
	h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: messages.ToolCall{ID: "r", Name: "read_file", Arguments: args(t, map[string]string{"file_path": "m.go"})}}))
	h.send(evt(mainAgent, "tool_result", &messages.ToolResult{CallID: "r", Name: "read_file", Content: "1\tpackage main"}))
	for i := 0; i < 2; i++ {
		if s := screen(h.m); !strings.Contains(s, "⎿ 1   package main") || strings.Contains(h.m.Screen(), "\t") {
			t.Errorf("after %d F2 presses the tool output is not tab-expanded:\n%s", i, s)
		}
		h.do(tea.KeyPressMsg{Code: tea.KeyF2})
	}
}

// The /resume picker's filter searches each session's contents (Choice.Text)
// as well as what is shown.
func TestPickFilterSearchesContents(t *testing.T) {
	d := &dialog{kind: dialogPick, choices: []slash.Choice{
		{Label: "S1 older  fix it", Line: "/resume S1", Text: "the parser drops trailing commas\nfixed in lexer.go"},
		{Label: "S2 newest  tests", Line: "/resume S2", Text: "make test runs the suite"},
	}}
	for _, tc := range []struct {
		filter string
		want   []string
	}{
		{"", []string{"/resume S1", "/resume S2"}},
		{"lexer.go", []string{"/resume S1"}},
		{"Suite S2", []string{"/resume S2"}},
		{"parser suite", nil},
	} {
		d.filter = tc.filter
		var got []string
		for _, c := range d.shown() {
			got = append(got, c.Line)
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("filter %q: %v, want %v", tc.filter, got, tc.want)
		}
	}
}
