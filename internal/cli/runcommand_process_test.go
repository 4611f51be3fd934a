package cli_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// `troupe run "/make a.txt"` runs the custom command as `claude -p` does:
// the model gets the command's text with its arguments, and its
// allowed-tools hold for that turn, so the write runs in manual mode with
// no one to ask. A prompt that starts with a slash but names no command
// ("/etc/hosts …") goes as written; a command whose UserPromptExpansion
// hook blocks it fails before anything reaches the model.
func TestRunExpandsCustomCommands(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, ws, ".claude/commands/make.md", "---\ndescription: make a file\nallowed-tools: Write\n---\nMake $ARGUMENTS now\n")
	writeFile(t, ws, ".claude/commands/nope.md", "Never sent\n")
	writeFile(t, ws, ".claude/settings.json", `{"hooks": {"UserPromptExpansion": [{"matcher": "nope",
		"hooks": [{"type": "command", "command": "echo refused >&2; exit 2"}]}]}}`)
	script := writeFile(t, t.TempDir(), "s.yaml", `
turns:
  - agent: main
    expect: "^Make a.txt now$"
    tool_calls: [{name: write_file, args: {file_path: a.txt, content: "A\n"}}]
  - {agent: main, expect_tool: write_file, text: "MADE"}
  - {agent: main, expect: "^/etc/hosts is what\\?$", text: "AS-WRITTEN"}
`)
	troupe := func(prompt string) (string, error) {
		cmd := exec.Command(binary, "run", "--approval", "manual", "--trust", "--model", "script:"+script, prompt)
		cmd.Dir = ws
		cmd.Env = append(os.Environ(), "TROUPE_HOME="+filepath.Join(home, "data"), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := troupe("/make a.txt"); err != nil || !strings.Contains(out, "MADE") {
		t.Fatalf("/make a.txt: %v\n%s", err, out)
	}
	if data, err := os.ReadFile(filepath.Join(ws, "a.txt")); err != nil || string(data) != "A\n" {
		t.Errorf("a.txt = %q, %v: the command's allowed Write did not hold in its turn", data, err)
	}
	if out, err := troupe("/etc/hosts is what?"); err != nil || !strings.Contains(out, "AS-WRITTEN") {
		t.Fatalf("a prompt naming no command: %v\n%s", err, out)
	}
	out, err := troupe("/nope")
	if err == nil || !strings.Contains(out, "blocked by a UserPromptExpansion hook") || !strings.Contains(out, "refused") {
		t.Errorf("/nope: %v, want it blocked by its hook:\n%s", err, out)
	}
}
