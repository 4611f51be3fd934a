package cli_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// A workspace full of unfamiliar Claude Code files: doctor lists what
// loads and what is skipped with file and line, and exits 0; troupe's own
// config stays strict (exit 1 naming the file).
func TestDoctorListsLoadedAndSkipped(t *testing.T) {
	ws := t.TempDir()
	writeFile(t, ws, ".claude/agents/ok.md", "---\nname: ok\ndescription: Use when: always\nmodel: fable\n---\nBody\n")
	writeFile(t, ws, ".claude/agents/sub/broken.md", "---\nname: broken\n")
	writeFile(t, ws, ".claude/settings.json", `{"hooks": {"TeammateIdle": [{"hooks": [{"type": "command", "command": "x"}]}],
 "Stop": [{"hooks": [{"type": "prompt", "prompt": "done?"}]}],
 "PostToolBatch": [{"hooks": [{"type": "command", "command": "b"}]}],
 "InstructionsLoaded": [{"hooks": [{"type": "command", "command": "i"}]}],
 "UserPromptExpansion": [{"hooks": [{"type": "command", "command": "u"}]}]}}`)
	writeFile(t, ws, ".claude/commands/fast.md", "---\nmodel: haiku\n---\nFast\n")
	writeFile(t, ws, ".claude/commands/odd.md", "---\nmodel: fable\n---\nOdd\n")
	writeFile(t, ws, "CLAUDE.md", "Rules.\n@docs/more.md\n")
	writeFile(t, ws, "docs/more.md", "More.\n")
	writeFile(t, ws, ".mcp.json", `{"mcpServers": {"a__b": {"command": "x"}, "good": {"command": "y"}}}`)
	writeFile(t, ws, ".claude/skills/s/SKILL.md", "---\nname: s\n---\nno description\n")
	code, out, errOut := execCLI(t, "", "doctor", "-C", ws)
	if code != 0 {
		t.Fatalf("doctor = %d, stderr %s", code, errOut)
	}
	for _, want := range []string{
		"agents: ", "ok  (" + ws + "/.claude/agents/ok.md)",
		ws + "/.claude/agents/sub/broken.md:3: agent skipped: front matter not closed",
		ws + `/.claude/agents/ok.md: agent ok warning: model "fable" is not in subagents.model_aliases`,
		ws + "/.claude/agents/ok.md:3: agent ok warning: front matter is not valid YAML",
		ws + "/.claude/settings.json:1: hook TeammateIdle x skipped: this hook never runs: troupe has no agent teams",
		"ok       Stop prompt: done?  (" + ws + "/.claude/settings.json)", // judged by the critique slot's model
		ws + `/.mcp.json:1: mcp a__b skipped: server name "a__b"`,
		"good  (" + ws + "/.mcp.json)",
		ws + "/.claude/skills/s/SKILL.md:2: skill s skipped: description is missing",
		"PostToolBatch b  (", "InstructionsLoaded i  (", "UserPromptExpansion u  (", // raised now
		"import docs/more.md  (" + ws + "/docs/more.md)",
		ws + `/.claude/commands/odd.md: command /odd warning: model "fable" is neither in subagents.model_aliases`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("doctor output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "/fast warning") {
		t.Errorf("doctor warns of a command whose model resolves:\n%s", out)
	}
	if strings.Contains(out, "never runs: troupe does not") {
		t.Errorf("doctor still says an event troupe raises never runs:\n%s", out)
	}
	code, out, _ = execCLI(t, "", "doctor", "-C", ws, "--json")
	var doc struct {
		Entries []struct{ Kind, Status string }
	}
	if code != 0 || json.Unmarshal([]byte(out), &doc) != nil || len(doc.Entries) < 8 {
		t.Errorf("doctor --json = %d, %s", code, out)
	}
	writeFile(t, ws, ".troupe/config.yaml", "max_turnz: 3\n")
	if code, out, _ := execCLI(t, "", "doctor", "-C", ws); code != 1 || !strings.Contains(out, "config.yaml") {
		t.Errorf("doctor with a bad troupe config = %d, %s; want 1 naming the file", code, out)
	}
}
