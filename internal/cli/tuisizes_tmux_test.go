package cli_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tuiSizes are the terminal sizes every TUI item is tried at.
var tuiSizes = []struct{ w, h int }{{60, 20}, {120, 40}, {200, 60}}

// tuiSession is troupe's TUI running in a tmux session of its own.
type tuiSession struct {
	tmux
	home, ws string
	w, h     int
	model    string // how the status line starts naming the model ("script:…", "openai")
}

// startTUI runs the shared test binary in tmux at w×h with the model script
// and extra arguments, and waits for the input.
func startTUI(t *testing.T, w, h int, script string, args ...string) *tuiSession {
	t.Helper()
	dir := t.TempDir()
	sp := filepath.Join(dir, "script.yaml")
	if err := os.WriteFile(sp, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	return startTUIWith(t, w, h, "", "script:"+sp, args...)
}

// startTUIWith runs troupe in tmux at w×h with env (NAME=value words put
// before the command) and model, and waits for the input.
func startTUIWith(t *testing.T, w, h int, env, model string, args ...string) *tuiSession {
	t.Helper()
	return startTUIIn(t, w, h, "", env, model, args...)
}

// startTUIIn is startTUIWith in the workspace ws ("" for a new one).
func startTUIIn(t *testing.T, w, h int, ws, env, model string, args ...string) *tuiSession {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it): the end-to-end TUI tests need it")
	}
	if testing.Short() {
		t.Skip("drives the binary in tmux")
	}
	home := t.TempDir()
	if ws == "" {
		ws = t.TempDir()
	}
	cmd := env + " TROUPE_HOME=" + home + " " + binary + " -C " + ws + " --model " + model + " " + strings.Join(args, " ") +
		" 2>" + filepath.Join(home, "stderr") + "; echo TROUPE-EXITED $?; sleep 30"
	s := &tuiSession{tmux: openTmux(t, "troupe-e2e", w, h, cmd),
		home: home, ws: ws, w: w, h: h, model: strings.SplitN(model, "/", 2)[0]}
	s.waitFor("Ask troupe")
	return s
}

// fits waits until the screen shows every want, and checks that the bottom
// line is the status line (nothing pushed it off the screen).
func (s *tuiSession) fits(want ...string) string {
	s.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		sc := s.screen()
		ok := true
		for _, w := range want {
			ok = ok && strings.Contains(sc, w)
		}
		lines := strings.Split(strings.TrimRight(sc, "\n"), "\n")
		if ok && len(lines) == s.h && strings.Contains(lines[len(lines)-1], s.model) {
			return sc
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%dx%d: the screen never showed %q with the status line at the bottom:\n%s", s.w, s.h, want, sc)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// exit leaves troupe with Ctrl-C twice and returns what the terminal shows
// after it ended.
func (s *tuiSession) exit() string {
	s.t.Helper()
	s.keys("C-c", "C-c")
	return s.waitFor("TROUPE-EXITED")
}

func longFile(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %03d\\n", i)
	}
	return b.String()
}

// An approval for a long write never hides its answers: the diff scrolls
// inside the dialog, f shows it on the whole screen, y allows it.
func TestTUIApprovalFitsInTmux(t *testing.T) {
	script := `
turns:
  - agent: main
    expect: "^WRITE$"
    tool_calls: [{name: write_file, args: {file_path: big.txt, content: "` + longFile(60) + `"}}]
  - {agent: main, expect_tool: write_file, text: "written"}
`
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, script, "--approval", "manual")
			s.keys("WRITE", "Enter")
			s.fits("[y] allow once", "+line 001")
			s.wheel(false) // the mouse wheel scrolls the diff, not the screen
			s.fits("[y] allow once", "lines 4–")
			s.keys("End")
			s.fits("[y] allow once", "+line 060")
			s.keys("f")
			full := s.fits("[y] allow once", "f/Esc back")
			if strings.Contains(full, "> WRITE") {
				t.Errorf("the full view still shows the transcript:\n%s", full)
			}
			s.keys("Escape") // back to the dialog, not a denial
			s.fits("[y] allow once", "f full screen")
			s.keys("y")
			s.fits("written")
			// After exit the conversation stays in the terminal, with the
			// command that resumes it.
			after := s.exit()
			if !strings.Contains(after, "Resume this session with: troupe resume ") || !strings.Contains(after, "written") {
				t.Errorf("after exit the terminal shows:\n%s", after)
			}
			data, err := os.ReadFile(filepath.Join(s.ws, "big.txt"))
			if err != nil || strings.Count(string(data), "\n") != 60 {
				t.Errorf("big.txt: %d lines, %v", strings.Count(string(data), "\n"), err)
			}
		})
	}
}
