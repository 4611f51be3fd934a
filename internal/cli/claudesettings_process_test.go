package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const settingsScript = `
turns:
  - agent: main
    expect: "try the settings"
    tool_calls:
      - {name: bash, args: {command: "echo pwned > out.txt"}}
  - agent: main
    expect_tool: bash
    expect: "denied by rule"
    tool_calls:
      - {name: read_file, args: {file_path: private/key.txt}}
  - agent: main
    expect_tool: read_file
    expect: "denied by rule"
    tool_calls:
      - {name: bash, args: {command: "printenv FROM_SETTINGS"}}
  - agent: main
    expect_tool: bash
    expect: "local-wins"
    text: "Settings honoured."
`

// Claude Code's settings chain from outside: a project deny rule in
// Claude's syntax (Bash(echo:*)) refuses echo, a user-level rule
// (~/.claude/settings.json: Read(./private/)) refuses a read, and "env"
// reaches commands with .claude/settings.local.json overriding the
// project's value; doctor counts the rules.
func TestClaudeSettingsChainFromOutside(t *testing.T) {
	home, ws, scripts := t.TempDir(), t.TempDir(), t.TempDir()
	write := func(p, s string) {
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(ws, "private", "key.txt"), "TOP SECRET\n")
	write(filepath.Join(ws, ".claude", "settings.json"), `{
  "permissions": {"allow": ["Bash(printenv:*)"], "deny": ["Bash(echo:*)", "WebFetch(domain:example.com)"], "defaultMode": "acceptEdits"},
  "env": {"FROM_SETTINGS": "project"}
}`)
	write(filepath.Join(ws, ".claude", "settings.local.json"), `{"env": {"FROM_SETTINGS": "local-wins"}}`)
	write(filepath.Join(home, ".claude", "settings.json"), `{"permissions": {"deny": ["Read(./private/)"]}}`)
	write(filepath.Join(scripts, "s.yaml"), settingsScript)
	env := []string{"HOME=" + home}

	p := startProcEnv(t, filepath.Join(home, "data"), ws, env, "run", "--trust", "--approval", "auto", "--model", "script:"+filepath.Join(scripts, "s.yaml"), "try the settings")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "Settings honoured.") {
		t.Fatalf("exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
	if _, err := os.Stat(filepath.Join(ws, "out.txt")); err == nil {
		t.Error("echo ran despite the Bash(echo:*) deny rule")
	}

	p = startProcEnv(t, filepath.Join(home, "data"), ws, env, "doctor")
	p.wait(t)
	out := p.stdout.String()
	for _, want := range []string{"permission rules: 4 loaded, 0 skipped, 1 warnings", "deny Bash(echo:*)", "deny Read(./private/)",
		"deny WebFetch(domain:example.com)", "permissions.defaultMode is not honoured"} {
		if !strings.Contains(out, want) {
			t.Errorf("doctor lacks %q:\n%s", want, out)
		}
	}
}
