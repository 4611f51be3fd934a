package cli_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// statesScript delegates to a subagent whose command needs approval and
// then waits for the file go: the spinner must name each state in turn.
const statesScript = `
turns:
  - agent: ^main$
    expect: "^DELEGATE$"
    tool_calls:
      - {name: task, args: {description: "wait", subagent_type: general-purpose, prompt: "wait for go"}}
  - agent: general-purpose
    expect: "wait for go"
    tool_calls:
      - {name: bash, args: {command: "until [ -e go ]; do sleep 0.05; done; echo SUB-OUT"}}
  - {agent: general-purpose, expect_tool: bash, text: "sub done"}
  - {agent: ^main$, expect_tool: task, text: "DELEGATED"}
`

// The spinner tells the truth (issue 24 item 5): waiting for your approval
// while a subagent's command is asked about, N subagents running while it
// works, and back to the answer when it is done.
func TestTUIFeedbackStatesInTmux(t *testing.T) {
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, statesScript, "--approval", "manual")
			s.keys("-l", "DELEGATE")
			s.keys("Enter")
			sc := s.fits("[y]", "waiting for your approval")
			if sz.w >= 120 && !strings.Contains(sc, "1 subagent running") {
				t.Errorf("the spinner does not count the subagent during the approval:\n%s", sc)
			}
			s.keys("y")
			sc = s.fits("— allowed", "1 subagent running")
			if strings.Contains(sc, "waiting for your approval") {
				t.Errorf("still waiting for an approval after it was answered:\n%s", sc)
			}
			touch(t, filepath.Join(s.ws, "go"))
			sc = s.fits("DELEGATED")
			if strings.Contains(sc, "subagent running") {
				t.Errorf("a finished subagent is still counted:\n%s", sc)
			}
			s.exit()
		})
	}
}
