package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const hookEventsScript = `
turns:
  - agent: ^main$
    expect: "delegate"
    tool_calls:
      - {name: task, args: {description: "look", subagent_type: helper, prompt: "look around"}}
  - agent: helper
    expect: "look around"
    text: "nothing here"
  - agent: ^main$
    expect_tool: task
    text: "Delegated."
`

// From outside: a settings file's SubagentStart and SubagentStop hooks
// (as in public hooks repositories) run when a subagent starts and ends,
// with Claude Code's payload (agent_id, agent_type).
func TestSubagentHooksFromOutside(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, ws, ".claude/settings.json", `{"hooks": {
  "SubagentStart": [{"matcher": "helper", "hooks": [{"type": "command", "command": "cat >> start.jsonl; echo >> start.jsonl"}]}],
  "SubagentStop": [{"hooks": [{"type": "command", "command": "cat >> stop.jsonl; echo >> stop.jsonl"}]}]
}}`)
	writeFile(t, ws, ".claude/agents/helper.md", "---\nname: helper\ndescription: Looks around\n---\nYou look.\n")
	script := writeFile(t, t.TempDir(), "s.yaml", hookEventsScript)
	p := startProcEnv(t, filepath.Join(home, "data"), ws, []string{"HOME=" + home}, "run", "--trust", "--model", "script:"+script, "delegate")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "Delegated.") {
		t.Fatalf("exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
	for file, want := range map[string][]string{"start.jsonl": {`"hook_event_name":"SubagentStart"`, `"agent_type":"helper"`, `"agent_id":"helper-`},
		"stop.jsonl": {`"hook_event_name":"SubagentStop"`, `"agent_type":"helper"`, `"stop_hook_active":false`}} {
		b, err := os.ReadFile(filepath.Join(ws, file))
		if err != nil {
			t.Errorf("%s: %v (the hook did not run)", file, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(string(b), w) {
				t.Errorf("%s lacks %s:\n%s", file, w, b)
			}
		}
	}
}
