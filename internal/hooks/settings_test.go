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

// Shapes found in public hooks repositories load: what troupe cannot run is
// skipped with the file and line, the rest runs (golden).
func TestSettingsShapesGolden(t *testing.T) {
	s, err := Load("testdata/shapes-settings.json")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, l := range s.Summary() {
		b.WriteString(l + "\n")
	}
	b.WriteString("== report\n")
	for _, e := range s.Diag.Sorted() {
		b.WriteString(e.String() + "\n")
	}
	golden.Check(t, "testdata/shapes-settings.golden", b.String(), *update)
}

// A settings file that is not JSON is skipped with its line; the others
// still load.
func TestMalformedSettingsSkipped(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	good := filepath.Join(dir, "good.json")
	os.WriteFile(bad, []byte("{\n \"hooks\": {\n  \"Stop\": [,]\n }\n}"), 0o644)
	os.WriteFile(good, []byte(`{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "ok"}]}]}}`), 0o644)
	s, err := Load(bad, good)
	if err != nil {
		t.Fatal(err)
	}
	p := s.Diag.Problems()
	if len(p) != 1 || p[0].File != bad || p[0].Line != 3 || p[0].Status != "skipped" {
		t.Errorf("problems = %v, want %s line 3 skipped", p, bad)
	}
	if len(s.Events[Stop]) != 1 {
		t.Error("the good file's Stop hook is missing")
	}
}
