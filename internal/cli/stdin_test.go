package cli_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Prompts from a file (`troupe < prompts.txt`) or /dev/null: input that
// cannot be polled is read to its end, not refused.
func TestInteractiveReadsAFileOnStdin(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(script, []byte("turns:\n  - {agent: main, expect: \"first\", text: \"answered from a file\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	prompts := filepath.Join(t.TempDir(), "prompts.txt")
	if err := os.WriteFile(prompts, []byte("first prompt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{prompts, os.DevNull} {
		t.Run(filepath.Base(in), func(t *testing.T) {
			f, err := os.Open(in)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			cmd := exec.Command(binary, "--no-tui", "--model", "script:"+script)
			cmd.Dir, cmd.Stdin = ws, f
			cmd.Env = append(os.Environ(), "TROUPE_HOME="+home)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if in == prompts && !strings.Contains(string(out), "answered from a file") {
				t.Fatalf("the prompt in the file was not answered:\n%s", out)
			}
		})
	}
}
