package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
)

// Claude Code's tool rules become troupe's rules: tool names mapped, Bash
// prefixes and exact commands, path patterns; lists split on commas and
// spaces outside parentheses.
func TestClaudeRules(t *testing.T) {
	tests := []struct {
		spec string
		want []safety.Rule
	}{
		{"Read", []safety.Rule{{Tool: "read_file", Action: safety.Allow}}},
		{"Bash(git log:*)", []safety.Rule{{Tool: "bash", Prefix: []string{"git", "log"}, Action: safety.Allow}}},
		{"Bash(npm test)", []safety.Rule{{Tool: "bash", Command: "npm test", Action: safety.Allow}}},
		{"Edit(src/**)", []safety.Rule{{Tool: "edit_file", Path: "src/**", Action: safety.Allow}}},
		{"mcp__srv__tool", []safety.Rule{{Tool: "mcp__srv__tool", Action: safety.Allow}}},
	}
	for _, tt := range tests {
		got, err := claudeRules(tt.spec, safety.Allow)
		if err != nil {
			t.Fatalf("%s: %v", tt.spec, err)
		}
		for i := range got {
			got[i].Source = ""
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tt.spec, d)
		}
	}
	if _, err := claudeRules("Bash(git log", safety.Deny); err == nil {
		t.Error("an unclosed rule was accepted")
	}
	got := splitToolList([]string{"Read,Bash(git log:*) Edit", "Grep"})
	if d := cmp.Diff([]string{"Read", "Bash(git log:*)", "Edit", "Grep"}, got); d != "" {
		t.Errorf("split (-want +got):\n%s", d)
	}
}
