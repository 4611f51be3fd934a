package gate

import (
	"context"
	"encoding/json"
	"testing"

	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/messages"
)

// An MCP server's tool, as internal/mcp declares it: external, with
// paths guessed from its string arguments. The filesystem server's
// move_file (source/destination) once wrote .claude/settings.json and
// .envrc unasked, because only file_path/path were read as paths.
var moveFileSpec = tool.Spec{Name: "mcp__fs__move_file", Facts: tool.Facts{External: true, GuessPaths: true}}

func moveFile(src, dst string) messages.ToolCall {
	args, _ := json.Marshal(map[string]string{"source": src, "destination": dst})
	return messages.ToolCall{ID: "m", Name: "mcp__fs__move_file", Arguments: args}
}

func TestMCPUnderTheGate(t *testing.T) {
	ws := workspace(t)
	tests := []struct {
		name  string
		mode  safety.Mode
		rules []safety.Rule
		call  messages.ToolCall
		want  safety.Verdict
	}{
		{"protected destination, auto", safety.ModeAuto, nil, moveFile("x.txt", ".claude/settings.json"), safety.Ask},
		{"envrc destination, auto", safety.ModeAuto, nil, moveFile("x.txt", ".envrc"), safety.Ask},
		{"outside the workspace, auto", safety.ModeAuto, nil, moveFile("x.txt", "/etc/passwd"), safety.Ask},
		{"plain, auto", safety.ModeAuto, nil, moveFile("a.txt", "b.txt"), safety.Allow},
		{"plain, auto-edit", safety.ModeAutoEdit, nil, moveFile("a.txt", "b.txt"), safety.Ask},
		{"plain, auto-edit, allowed by rule", safety.ModeAutoEdit,
			[]safety.Rule{{Action: safety.Allow, Tool: "mcp__fs__move_file"}}, moveFile("a.txt", "b.txt"), safety.Allow},
	}
	for _, tt := range tests {
		g := New(Options{Policy: &safety.Policy{Mode: tt.mode, Rules: tt.rules}, Workspace: ws, Home: "/home/u",
			Approver: &scripted{answers: []Answer{{Verdict: Deny}}}})
		d := g.Check(context.Background(), tt.call, moveFileSpec)
		got := d.Verdict
		if d.Layer == safety.LayerApproval && d.Rule == "user" {
			got = safety.Ask // the scripted person was asked and said no
		}
		if got != tt.want {
			t.Errorf("%s: %v (%s), want %v", tt.name, d.Verdict, d.Reason, tt.want)
		}
	}
}
