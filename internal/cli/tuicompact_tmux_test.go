package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A forced /compact reports real usage: after it, the status line's
// context share is what the compaction says it left, not the last call's
// usage before it (the bug: 83 % shown for 6,090 of 83,616 tokens).
func TestTUIForcedCompactReportsRealUsageInTmux(t *testing.T) {
	script := `
turns:
  - {agent: "^main$", expect: "^ONE$", tool_calls: [{name: read_file, id: call_big, args: {file_path: big.txt}}]}
  - {agent: "^main$", expect_tool: read_file, text: "ANSWER-ONE"}
  - {agent: "^main$", expect: "^TWO$", text: "ANSWER-TWO"}
  - {agent: "^main$", expect: "^THREE$", text: "ANSWER-THREE"}
  - {agent: "^main$", text: "SUMMARY-OF-THE-WORK"}
`
	var big strings.Builder
	for i := range 1200 {
		fmt.Fprintf(&big, "line %04d of a file large enough to fill much of the window\n", i)
	}
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			cfg := t.TempDir() // the person's config: compaction keeps only the last turn
			os.MkdirAll(filepath.Join(cfg, "troupe"), 0o755)
			os.WriteFile(filepath.Join(cfg, "troupe", "config.yaml"), []byte("context:\n  compaction:\n    recent_turns: 1\n"), 0o644)
			ws := t.TempDir()
			os.WriteFile(filepath.Join(ws, "big.txt"), []byte(big.String()), 0o644)
			// A short script path, as a model name is: at 60 columns the
			// status line then has room for the share.
			f, err := os.CreateTemp("", "c*.yaml")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Remove(f.Name()) })
			f.WriteString(script)
			f.Close()
			sp := f.Name()
			s := startTUIIn(t, sz.w, sz.h, ws, "XDG_CONFIG_HOME="+cfg, "script:"+sp, "--context-window", "60000")
			for _, p := range []string{"ONE", "TWO", "THREE"} {
				s.keys("-l", p)
				s.keys("Enter")
				s.fits("ANSWER-" + p)
			}
			before := regexp.MustCompile(`ctx (\d+)%`).FindStringSubmatch(s.screen())
			s.keys("-l", "/compact")
			s.keys("Enter")
			sc := s.fits("Context compacted")
			flat := strings.ReplaceAll(sc, "\n", " ")
			m := regexp.MustCompile(`Context compacted: (\d+) → (\d+) tokens`).FindStringSubmatch(flat)
			share := regexp.MustCompile(`ctx (\d+)%`).FindStringSubmatch(sc)
			if m == nil || share == nil || before == nil {
				t.Fatalf("no compaction report or no context share (before: %v):\n%s", before, sc)
			}
			from, _ := strconv.Atoi(m[1])
			left, _ := strconv.Atoi(m[2])
			if left >= from {
				t.Fatalf("the compaction left %d of %d tokens: nothing was compacted, the test proves nothing:\n%s", left, from, sc)
			}
			// Every panel that shows the share (the status line, the agent
			// tree) shows what the compaction left.
			want := strconv.Itoa(left * 100 / 60000)
			for _, got := range regexp.MustCompile(`ctx (\d+)%`).FindAllStringSubmatch(sc, -1) {
				if got[1] != want {
					t.Errorf("a panel says ctx %s%% (%s%% before), but the compaction left %d tokens of 60,000 (%s%%):\n%s", got[1], before[1], left, want, sc)
				}
			}
			if lines := strings.Split(strings.TrimRight(sc, "\n"), "\n"); !strings.Contains(lines[len(lines)-1], "ctx "+want+"%") {
				t.Errorf("the status line does not say ctx %s%%: %q", want, lines[len(lines)-1])
			}
			s.exit()
		})
	}
}
