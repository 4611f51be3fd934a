package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// liveScript runs a command that prints 1, waits for the file a, prints
// 2, waits for b, prints 3: it can only end if each line was seen on the
// screen while it ran (the test creates a and b only then).
const liveScript = `
turns:
  - agent: main
    expect: "^COUNT$"
    tool_calls: [{name: bash, args: {command: "echo LIVE-1; until [ -e a ]; do sleep 0.05; done; echo LIVE-2; until [ -e b ]; do sleep 0.05; done; echo LIVE-3"}}]
  - {agent: main, expect_tool: bash, text: "COUNTED"}
`

// A running command's output is shown while it runs, line by line, under
// its call and on the spinner; the result replaces it.
func TestTUILiveOutputInTmux(t *testing.T) {
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			s := startTUI(t, sz.w, sz.h, liveScript, "--approval", "auto")
			s.keys("-l", "COUNT")
			s.keys("Enter")
			sc := s.fits("⎿ LIVE-1", "1 line · LIVE-1", "running bash")
			if strings.Contains(sc, "LIVE-2") {
				t.Fatalf("LIVE-2 before a exists:\n%s", sc)
			}
			touch(t, filepath.Join(s.ws, "a"))
			sc = s.fits("LIVE-2", "2 lines · LIVE-2", "running bash")
			if strings.Contains(sc, "LIVE-3") || strings.Contains(sc, "COUNTED") {
				t.Fatalf("the command went on before b exists:\n%s", sc)
			}
			touch(t, filepath.Join(s.ws, "b"))
			sc = s.fits("COUNTED")
			if !strings.Contains(sc, "⎿ LIVE-1") || strings.Contains(sc, "lines · LIVE") {
				t.Errorf("after the command the result should replace the live lines:\n%s", sc)
			}
			s.exit()
		})
	}
}

func touch(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
}
