package hooks

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"troupe/internal/tool/shell"
	"troupe/messages"
)

// The three events' payloads and what their hooks may do: an
// InstructionsLoaded hook matches on the load reason; a PostToolBatch hook
// gets every call of the batch, a failed one without tool_response, and
// may stop the turn (continue=false); a UserPromptExpansion hook matches
// on the command's name and may block it (exit 2) or add context.
func TestMomentPayloads(t *testing.T) {
	dir := t.TempDir()
	settings := `{"hooks": {
	  "InstructionsLoaded": [{"matcher": "include", "hooks": [{"type": "command", "command": "cat > instr.json"}]}],
	  "PostToolBatch": [{"hooks": [{"type": "command", "command": "cat > batch.json; echo '{\"continue\": false, \"stopReason\": \"enough\"}'"}]}],
	  "UserPromptExpansion": [
	    {"matcher": "^deploy$", "hooks": [{"type": "command", "command": "echo not on fridays >&2; exit 2"}]},
	    {"matcher": "^review$", "hooks": [{"type": "command", "command": "cat > exp.json; echo CHECKLIST"}]}]}}`
	p := filepath.Join(dir, "settings.json")
	if err := os.WriteFile(p, []byte(settings), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	r := &Runner{Settings: s, Dir: dir, Session: "s1", Shell: shell.DefaultOptions()}
	ctx := context.Background()
	r.Instructions(ctx, "main", "/w/CLAUDE.md", "Project", "session_start", "", "")
	if _, err := os.Stat(filepath.Join(dir, "instr.json")); err == nil {
		t.Error("an include hook ran for session_start")
	}
	r.Instructions(ctx, "main", "/w/a.md", "Project", "include", "/w/CLAUDE.md", "")
	calls := []messages.ToolCall{{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}, {ID: "c2", Name: "read_file", Arguments: messages.Args(`{"file_path":"x"}`)}}
	o := r.Batch(ctx, "main", calls, []messages.ToolResult{{CallID: "c1", Content: "a.txt"}, {CallID: "c2", Content: "no such file", IsError: true}})
	if !o.Stop || o.StopReason != "enough" {
		t.Errorf("PostToolBatch continue=false: %+v", o)
	}
	if o := r.Expansion(ctx, "main", "slash_command", "deploy", "prod", "project", "Deploy prod"); !o.Block || o.Reason != "not on fridays" {
		t.Errorf("blocked expansion: %+v", o)
	}
	if o := r.Expansion(ctx, "main", "slash_command", "review", "", "user", "Review it"); o.Block || o.Context != "CHECKLIST" {
		t.Errorf("expansion with context: %+v", o)
	}
	read := func(name string) map[string]any {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	in := read("instr.json")
	if in["hook_event_name"] != InstructionsLoaded || in["file_path"] != "/w/a.md" || in["memory_type"] != "Project" ||
		in["load_reason"] != "include" || in["parent_file_path"] != "/w/CLAUDE.md" {
		t.Errorf("InstructionsLoaded: %v", in)
	}
	b := read("batch.json")
	tc, _ := b["tool_calls"].([]any)
	if len(tc) != 2 {
		t.Fatalf("PostToolBatch: %v", b)
	}
	first, second := tc[0].(map[string]any), tc[1].(map[string]any)
	resp, _ := first["tool_response"].(map[string]any)
	if first["tool_name"] != "Bash" || first["tool_use_id"] != "c1" || resp["stdout"] != "a.txt" ||
		second["tool_name"] != "Read" || second["tool_response"] != nil {
		t.Errorf("PostToolBatch calls: %v", tc)
	}
	e := read("exp.json")
	if e["command_args"] != "" || e["command_source"] != "user" || e["prompt"] != "Review it" || e["expansion_type"] != "slash_command" {
		t.Errorf("UserPromptExpansion: %v", e)
	}
}
