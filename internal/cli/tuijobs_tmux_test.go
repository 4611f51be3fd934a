package cli_test

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// jobScript starts a background job that prints JOB-1, waits for the file
// a, prints JOB-2, waits for b and exits 3; the turn ends at once.
const jobScript = `
turns:
  - agent: main
    expect: "^SERVE$"
    tool_calls: [{name: bash, args: {run_in_background: true, command: "echo JOB-1; until [ -e a ]; do sleep 0.05; done; echo JOB-2; until [ -e b ]; do sleep 0.05; done; exit 3"}}]
  - {agent: main, expect_tool: bash, text: "SERVING"}
`

// A background job's output shows under the call that started it, while
// the conversation goes on, and its end is said: the job can only end if
// each line appeared on the screen (the test creates a and b only then).
func TestTUIBackgroundJobInTmux(t *testing.T) {
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, jobScript, "--approval", "auto")
			s.keys("-l", "SERVE")
			s.keys("Enter")
			sc := s.fits("SERVING", "bash_1 running · 1 line", "│ JOB-1")
			if strings.Contains(sc, "│ JOB-2") { // the call's line names JOB-2 too
				t.Fatalf("JOB-2 before a exists:\n%s", sc)
			}
			touch(t, filepath.Join(s.ws, "a"))
			sc = s.fits("bash_1 running · 2 lines", "│ JOB-2")
			if strings.Contains(sc, "ended") {
				t.Fatalf("the job ended before b exists:\n%s", sc)
			}
			touch(t, filepath.Join(s.ws, "b"))
			s.fits("bash_1 ended: exit status 3 · 2 lines", "background job bash_1 ended: exit status 3")
			s.exit()
		})
	}
}

// Line mode at a terminal: a background job's lines come dim while the
// person is at the prompt, and the prompt is given back under them; its
// end is said.
func TestLineModeJobAtATerminalInTmux(t *testing.T) {
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			if _, err := exec.LookPath("tmux"); err != nil {
				t.Skip("tmux is not installed (.ci/run installs it)")
			}
			if testing.Short() {
				t.Skip("drives the binary in tmux")
			}
			home, ws := t.TempDir(), t.TempDir()
			sp := writeFile(t, t.TempDir(), "s.yaml", jobScript)
			cmd := "TROUPE_HOME=" + home + " " + binary + " -C " + ws + " --model script:" + sp + " --no-tui --approval auto" +
				" 2>" + filepath.Join(home, "stderr") + "; echo TROUPE-EXITED $?; sleep 30"
			x := openTmux(t, "troupe-line", sz.w, sz.h, cmd)
			x.waitFor("troupe · session")
			x.keys("-l", "SERVE")
			x.keys("Enter")
			x.waitFor("bash_1 │ JOB-1")
			touch(t, filepath.Join(ws, "a"))
			x.waitFor("bash_1 │ JOB-2")
			touch(t, filepath.Join(ws, "b"))
			sc := x.waitFor("background job bash_1 ended: exit status 3")
			if last := lastRow(sc); last != ">" {
				t.Errorf("%dx%d: the prompt was not given back under the job's lines (last row %q):\n%s", sz.w, sz.h, last, sc)
			}
			styled := x.run("capture-pane", "-p", "-e", "-t", x.name)
			if !dimmed(styled, "  bash_1 │ JOB-2") {
				t.Errorf("%dx%d: the job's lines are not dim:\n%q", sz.w, sz.h, styled)
			}
			if strings.Count(sc, "bash_1 │ JOB-1") != 1 {
				t.Errorf("%dx%d: JOB-1 printed more than once:\n%s", sz.w, sz.h, sc)
			}
			x.keys("C-d")
			x.waitFor("TROUPE-EXITED 0")
		})
	}
}

// lastRow is the last non-blank row of a screen, trimmed.
func lastRow(screen string) string {
	rows := strings.Split(strings.TrimRight(screen, "\n "), "\n")
	return strings.TrimSpace(rows[len(rows)-1])
}

// dimmed reports whether text in a screen captured with its styles
// (capture-pane -e) is dim: a dim SGR comes before it with no reset in
// between (tmux writes an SGR only where the style changes).
func dimmed(styled, text string) bool {
	i := strings.Index(styled, text)
	if i < 0 {
		return false
	}
	before := styled[:i]
	d := strings.LastIndex(before, "\x1b[2m")
	return d >= 0 && !strings.Contains(before[d:], "\x1b[0m") && !strings.Contains(before[d:], "\x1b[22m")
}
