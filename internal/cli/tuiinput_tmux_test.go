package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wheel sends one notch of the mouse wheel as a terminal reports it (SGR).
func (s *tuiSession) wheel(up bool) {
	b := 65
	if up {
		b = 64
	}
	s.run("send-keys", "-t", s.name, "-l", fmt.Sprintf("\x1b[<%d;5;5M", b))
}

// The input at every size: a long prompt is shown whole, "/" lists the
// commands, "@" picks a file whose lines go to the model, !command output
// goes to the model with the next prompt, and the queue is edited and
// withdrawn.
func TestTUIInputInTmux(t *testing.T) {
	script := `
turns:
  - {agent: main, expect: "END-OF-LONG", text: "long ok"}
  - {agent: main, expect: "<file path=\"src/app.go\" lines=\"2-3\">\nfunc a\\(\\) {}\nfunc b\\(\\) {}\n</file>", text: "attached ok"}
  - {agent: main, expect: "<bash-input>echo SHELL-OUT</bash-input>\n<bash-output>\nSHELL-OUT\n</bash-output>\n\nWHAT-SAID", text: "shell ok"}
  - {agent: main, expect: "^BUSY$", text: "busy done", delay: 2s}
  - {agent: main, expect: "^AFTER$", text: "after ok"}
`
	long := strings.Repeat("word ", 69) + "END-OF-LONG"
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, script)
			if err := os.MkdirAll(filepath.Join(s.ws, "src"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(s.ws, "src", "app.go"), []byte("package app\nfunc a() {}\nfunc b() {}\nfunc c() {}\n"), 0o644); err != nil {
				t.Fatal(err)
			}

			// A 350-character prompt is shown whole while typed (at 60x20
			// the editor stops at a third of the screen and scrolls).
			s.keys("-l", long)
			sc := s.fits("END-OF-LONG")
			if sz.w >= 120 && strings.Count(sc, "word") != 69 {
				t.Errorf("the editor does not show the whole prompt:\n%s", sc)
			}
			s.keys("Enter")
			s.fits("long ok")

			// "/" opens the menu of commands with their descriptions.
			s.keys("/")
			s.fits("/help", "Esc closes")
			s.keys("Escape", "BSpace")

			// "@" opens the file picker; Tab takes the match, a range follows.
			s.keys("-l", "look at @appgo")
			s.fits("src/app.go", "Tab completes")
			s.keys("Tab")
			s.keys("-l", ":2-3")
			s.keys("Enter")
			s.fits("attached @src/app.go:2-3 (2 lines)", "attached ok")

			// !command: shown, and given to the model with the next prompt.
			s.keys("-l", "!echo SHELL-OUT")
			s.keys("Enter")
			s.fits("next prompt")
			s.keys("-l", "WHAT-SAID")
			s.keys("Enter")
			s.fits("shell ok")

			// The queue: shown, Up takes the last back, Esc withdraws it.
			s.keys("-l", "BUSY")
			s.keys("Enter")
			s.fits("esc to interrupt")
			s.keys("-l", "Q-ONE")
			s.keys("Enter")
			s.keys("-l", "Q-TWO")
			s.keys("Enter")
			s.fits("queued: Q-TWO", "Esc withdraws all")
			s.keys("Up")
			s.fits("> Q-TWO")
			s.keys("C-u")
			s.keys("Escape")
			s.fits("turn interrupted", "1 queued prompt withdrawn")
			s.keys("-l", "AFTER")
			s.keys("Enter")
			s.fits("after ok")
			s.exit()
			got := userPrompts(t, s.home)
			if strings.Contains(strings.Join(got, "|"), "Q-ONE") || strings.Contains(strings.Join(got, "|"), "Q-TWO") {
				t.Errorf("withdrawn prompts reached the model: %q", got)
			}
		})
	}
}

// A long plan scrolls inside its dialog with the wheel and the keys; the
// answers stay on the screen; /plan off leaves plan mode.
func TestTUIPlanFitsInTmux(t *testing.T) {
	var plan strings.Builder
	for i := 1; i <= 150; i++ {
		fmt.Fprintf(&plan, "%d. Step %d\\n", i, i)
	}
	script := `
turns:
  - agent: main
    expect: "^PLAN$"
    tool_calls: [{name: present_plan, args: {plan: "` + plan.String() + `"}}]
  - {agent: main, expect_tool: present_plan, text: "presented"}
  - {agent: main, expect: "plan is approved", text: "implementing now"}
`
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, script)
			s.keys("/plan", "Enter")
			s.fits("plan mode")
			s.keys("PLAN", "Enter")
			s.fits("[a] approve and implement", "lines 1–")
			s.wheel(false)
			s.wheel(false)
			s.fits("[a] approve and implement", "lines 7–")
			s.keys("End")
			s.fits("[a] approve and implement", "150. Step 150")
			s.wheel(true)
			s.fits("[a] approve and implement", "of 15") // still scrolled, answers shown
			s.keys("a")
			s.fits("implementing now")
			s.exit()
		})
	}
}
