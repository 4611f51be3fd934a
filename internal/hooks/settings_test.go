package hooks

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/golden"
	"troupe/internal/tool"
)

var update = flag.Bool("update", false, "rewrite golden files")

// Settings written as Claude Code's documentation shows them load, every
// hook under its event and matcher.
func TestClaudeCodeSettingsGolden(t *testing.T) {
	s, err := Load("testdata/claude-settings.json")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(strings.Join(s.Summary(), "\n")+"\n", "testdata/", "")
	golden.Check(t, "testdata/claude-settings.golden", got, *update)
}

// Matchers written with Claude Code's tool names match troupe's tools.
func TestMatchersMatchTroupeTools(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "settings.json")
	os.WriteFile(p, []byte(`{"hooks": {"PreToolUse": [
		{"matcher": "Bash", "hooks": [{"type": "command", "command": "bash-hook"}]},
		{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "edit-hook"}]},
		{"matcher": "Read", "hooks": [{"type": "command", "command": "read-hook"}]},
		{"matcher": "Glob|Grep|Task", "hooks": [{"type": "command", "command": "search-hook"}]},
		{"matcher": "mcp__memory__.*", "hooks": [{"type": "command", "command": "mcp-hook"}]},
		{"matcher": "*", "hooks": [{"type": "command", "command": "all-hook"}]},
		{"matcher": "bash", "hooks": [{"type": "command", "command": "troupe-name-hook"}]}
	]}}`), 0o644)
	s, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		tool string
		want string
	}{
		{"bash", "bash-hook,all-hook,troupe-name-hook"},
		{"edit_file", "edit-hook,all-hook"},
		{"write_file", "edit-hook,all-hook"},
		{"multi_edit", "all-hook"}, // Claude Code's "Edit" does not match MultiEdit either
		{"read_file", "read-hook,all-hook"},
		{"grep", "search-hook,all-hook"},
		{"glob", "search-hook,all-hook"},
		{"task", "search-hook,all-hook"},
		{"mcp__memory__create_entities", "mcp-hook,all-hook"},
		{"mcp__other__x", "all-hook"},
		{"ls", "all-hook"},
	}
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			var got []string
			for _, c := range s.matching(PreToolUse, tt.tool, tool.ClaudeName(tt.tool)) {
				got = append(got, c.hook.Command)
			}
			if strings.Join(got, ",") != tt.want {
				t.Errorf("hooks for %s = %v, want %s", tt.tool, got, tt.want)
			}
		})
	}
}

func TestMalformedSettings(t *testing.T) {
	tests := []struct{ name, content, want string }{
		{"json", "{\n \"hooks\": {\n  \"Stop\": [,]\n }\n}", "line 3:"},
		{"event", `{"hooks": {"BeforeEverything": []}}`, `unknown event "BeforeEverything"`},
		{"matcher", `{"hooks": {"PreToolUse": [{"matcher": "Bash(", "hooks": []}]}}`, `PreToolUse matcher "Bash("`},
		{"type", `{"hooks": {"Stop": [{"hooks": [{"type": "prompt", "command": "x"}]}]}}`, `hook type "prompt" is not supported`},
		{"command", `{"hooks": {"Stop": [{"hooks": [{"type": "command"}]}]}}`, "a hook has no command"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "settings.json")
			os.WriteFile(p, []byte(tt.content), 0o644)
			_, err := Load(p)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), p) {
				t.Errorf("Load = %v, want an error naming %s and containing %q", err, p, tt.want)
			}
		})
	}
}
