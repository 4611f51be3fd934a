package cli_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// statusLine waits until the bottom line of the screen starts with want.
func (s *tuiSession) statusLine(want string) {
	s.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		lines := strings.Split(strings.TrimRight(s.screen(), "\n"), "\n")
		last := lines[len(lines)-1]
		if strings.HasPrefix(strings.TrimSpace(last), want) {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%dx%d: the status line never started with %q:\n%s", s.w, s.h, want, s.screen())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Modes at every size: Shift+Tab cycles them on the status line, /plan off
// leaves plan mode sending nothing, /model opens a picker.
func TestTUIModesInTmux(t *testing.T) {
	script := `
turns:
  - {agent: main, expect: "^AFTER$", text: "after ok"}
`
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, script)
			s.statusLine("auto-edit (⇧⇥)")
			s.keys("BTab")
			s.statusLine("plan mode (⇧⇥)")
			s.keys("BTab")
			s.statusLine("manual (⇧⇥)")
			s.keys("BTab")
			s.statusLine("auto-edit (⇧⇥)")

			s.keys("-l", "/plan")
			s.keys("Enter")
			s.statusLine("plan mode")
			s.keys("-l", "/plan off")
			s.keys("Enter")
			s.fits("plan mode off")
			s.statusLine("auto-edit")

			s.keys("-l", "/model")
			s.keys("Enter")
			s.fits("Switch this session's action model", "current · script:")
			s.keys("Escape")
			s.fits("Ask troupe")

			s.keys("-l", "AFTER")
			s.keys("Enter")
			s.fits("after ok")
			s.exit()
			if got := userPrompts(t, s.home); strings.Join(got, "|") != "AFTER" {
				t.Errorf("prompts sent: %q, want only AFTER", got)
			}
		})
	}
}
