package cli_test

import (
	"fmt"
	"strings"
	"testing"
)

// /clear clears the view; /resume replays the resumed conversation into
// it, at every size.
func TestTUIClearAndResumeInTmux(t *testing.T) {
	script := `
turns:
  - {agent: main, expect: "^FIRST-SESSION$", text: "FIRST-ANSWER"}
  - {agent: main, expect: "^SECOND$", text: "SECOND-ANSWER"}
`
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, script)
			s.keys("-l", "FIRST-SESSION")
			s.keys("Enter")
			s.fits("FIRST-ANSWER")
			s.keys("-l", "/clear")
			s.keys("Enter")
			sc := s.fits("new session 20") // the result, not the menu's "start a new session"
			if strings.Contains(sc, "FIRST-") {
				t.Errorf("/clear left the old conversation:\n%s", sc)
			}
			s.keys("-l", "SECOND")
			s.keys("Enter")
			s.fits("SECOND-ANSWER")
			s.keys("-l", "/resume")
			s.keys("Enter")
			s.fits("Resume a session of this project")
			s.keys("-l", "FIRST")
			s.fits("(1 of 2)")
			s.keys("Enter")
			sc = s.fits("FIRST-SESSION", "FIRST-ANSWER", "resumed session")
			if strings.Contains(sc, "SECOND-ANSWER") {
				t.Errorf("the resumed view shows the other session:\n%s", sc)
			}
			s.exit()
		})
	}
}
