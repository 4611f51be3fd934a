package cli_test

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hookMomentsScript: /go's turn makes a batch of two read-only calls;
// the next call must carry the PostToolBatch hook's context.
const hookMomentsScript = `
turns:
  - agent: main
    expect: "(?s)^Go read files.*EXPANSION-CTX"
    tool_calls:
      - {name: glob, args: {pattern: "*.md"}}
      - {name: read_file, args: {file_path: sub/x.txt}}
  - {agent: main, expect_tool: read_file, expect_reminder: "BATCH-CTX", text: "DONE-BATCH"}
`

// TestHookMomentsFromOutside drives the built binary with real hook
// commands (shell that keep what they read on stdin) for the three events
// Claude Code raises that troupe did not: InstructionsLoaded for CLAUDE.md
// and the file it @imports, at the session's start, and for a
// subdirectory's CLAUDE.md when a tool first reads there; UserPromptExpansion
// when a custom command expands (its plain stdout goes with the prompt;
// another command's hook blocks it with exit 2, and nothing is sent);
// PostToolBatch once after a batch of two calls, with both, whose
// additionalContext reaches the next model call.
func TestHookMomentsFromOutside(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, ws, "CLAUDE.md", "Project rules.\n@docs/more.md\n")
	writeFile(t, ws, "docs/more.md", "More rules.\n")
	writeFile(t, ws, "sub/CLAUDE.md", "Sub rules.\n")
	writeFile(t, ws, "sub/x.txt", "x\n")
	writeFile(t, ws, ".claude/commands/go.md", "Go read $ARGUMENTS\n")
	writeFile(t, ws, ".claude/commands/blocked.md", "never sent\n")
	writeFile(t, ws, ".claude/settings.json", `{"hooks": {
	  "InstructionsLoaded": [{"hooks": [{"type": "command", "command": "cat >> instr.jsonl; echo >> instr.jsonl"}]}],
	  "UserPromptExpansion": [
	    {"matcher": "^go$", "hooks": [{"type": "command", "command": "cat > expansion.json; echo EXPANSION-CTX"}]},
	    {"matcher": "^blocked$", "hooks": [{"type": "command", "command": "echo not this one >&2; exit 2"}]}],
	  "PostToolBatch": [{"hooks": [{"type": "command",
	    "command": "cat > batch.json; echo '{\"hookSpecificOutput\": {\"hookEventName\": \"PostToolBatch\", \"additionalContext\": \"BATCH-CTX\"}}'"}]}]}}`)
	sp := writeFile(t, t.TempDir(), "s.yaml", hookMomentsScript)
	in, wait := lineSession(t, home, ws, sp)
	io.WriteString(in, "/go files\n")
	wait("DONE-BATCH")
	io.WriteString(in, "/blocked\n")
	s := wait("/blocked was blocked by a UserPromptExpansion hook: not this one")
	io.WriteString(in, "/exit\n")
	in.Close()
	if strings.Contains(s, "no turn matches") || strings.Contains(s, "exhausted") {
		t.Errorf("a prompt reached the model that should not have:\n%s", s)
	}

	read := func(name string) []map[string]any {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(ws, name))
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, s)
		}
		var out []map[string]any
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if line == "" {
				continue
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(line), &m); err != nil {
				t.Fatalf("%s: %v: %q", name, err, line)
			}
			out = append(out, m)
		}
		return out
	}
	var instr []map[string]any
	for deadline := time.Now().Add(10 * time.Second); len(instr) < 3 && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		instr = read("instr.jsonl") // the nested file's hook runs beside the turn
	}
	claude, more := filepath.Join(ws, "CLAUDE.md"), filepath.Join(ws, "docs", "more.md")
	if len(instr) != 3 ||
		instr[2]["file_path"] != filepath.Join(ws, "sub", "CLAUDE.md") || instr[2]["load_reason"] != "nested_traversal" ||
		instr[2]["trigger_file_path"] != filepath.Join(ws, "sub", "x.txt") ||
		instr[0]["file_path"] != claude || instr[0]["memory_type"] != "Project" || instr[0]["load_reason"] != "session_start" ||
		instr[1]["file_path"] != more || instr[1]["load_reason"] != "include" || instr[1]["parent_file_path"] != claude ||
		instr[0]["hook_event_name"] != "InstructionsLoaded" || instr[0]["session_id"] == "" {
		t.Errorf("InstructionsLoaded events: %v", instr)
	}
	exp := read("expansion.json")[0]
	for k, v := range map[string]string{"hook_event_name": "UserPromptExpansion", "expansion_type": "slash_command",
		"command_name": "go", "command_args": "files", "command_source": "project", "prompt": "Go read files"} {
		if exp[k] != v {
			t.Errorf("UserPromptExpansion %s = %v, want %q", k, exp[k], v)
		}
	}
	batch := read("batch.json")[0]
	calls, _ := batch["tool_calls"].([]any)
	if batch["hook_event_name"] != "PostToolBatch" || len(calls) != 2 {
		t.Fatalf("PostToolBatch: %v", batch)
	}
	for i, name := range []string{"Glob", "Read"} {
		c, _ := calls[i].(map[string]any)
		if c["tool_name"] != name || c["tool_use_id"] == "" || c["tool_input"] == nil || c["tool_response"] == nil {
			t.Errorf("PostToolBatch call %d: %v, want %s with input and response", i, c, name)
		}
	}
}
