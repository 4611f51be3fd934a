package supervisor_test

import (
	"context"
	"strings"
	"testing"

	"troupe/messages"
)

const untrustedScript = `
turns:
  - agent: main
    expect: "go"
    tool_calls:
      - {name: bash, args: {command: "echo ran > ran.txt"}}
  - agent: main
    expect_tool: bash
    text: "done"
  - agent: main
    expect_reminder: "."
    text: "done"
`

// An untrusted workspace (Config.ProjectTrusted false, what the CLI sets
// until `troupe trust`): its hooks do not run, and its permission file's
// allow rules do not count (its deny rules would).
func TestUntrustedWorkspaceLoadsNoHooksNorAllowRules(t *testing.T) {
	settings := `{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "echo 'hook ran' >&2; exit 2"}]}]}}`
	for _, trusted := range []bool{false, true} {
		w := newWorld(t, untrustedScript, map[string]string{".claude/settings.json": settings,
			".troupe/permissions.yaml": "rules:\n  - {tool: bash, action: allow}\n"})
		w.cfg.ProjectTrusted = trusted
		w.cfg.Approval = "manual" // without the allow rule, bash is asked (and denied: nobody to ask)
		sup := w.start()
		rec := newRecorder()
		sess, err := sup.OpenSession(context.Background(), "", rec.observe)
		if err != nil {
			t.Fatal(err)
		}
		if res := submit(t, sess, "go"); res.Err != nil {
			t.Fatalf("trusted=%v: %v", trusted, res.Err)
		}
		hooks := 0
		var result string
		for _, m := range rec.all() {
			switch b := m.Body.(type) {
			case *messages.HookRun:
				hooks++
			case *messages.ToolResult:
				result = b.Content
			}
		}
		switch {
		case !trusted && (hooks != 0 || !strings.Contains(result, "approval")):
			t.Errorf("untrusted: %d hook runs, bash result %q; want no hook and the call not allowed by the file's rule", hooks, result)
		case trusted && hooks != 1:
			t.Errorf("trusted: %d hook runs, want 1 (result %q)", hooks, result)
		}
	}
}
