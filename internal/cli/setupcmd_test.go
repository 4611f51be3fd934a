package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/cli"
)

// TestSetupHooksFromOutside: troupe setup runs the user's Setup hooks
// with Claude Code's payload and trigger matcher (init, or maintenance),
// prints their additionalContext, and fails when one blocks.
func TestSetupHooksFromOutside(t *testing.T) {
	ws, home := t.TempDir(), t.TempDir()
	writeFile(t, home, ".claude/settings.json", `{"hooks": {"Setup": [
	  {"matcher": "init", "hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/setup-input.json\"; echo '{\"hookSpecificOutput\": {\"hookEventName\": \"Setup\", \"additionalContext\": \"deps installed\"}}'"}]},
	  {"matcher": "maintenance", "hooks": [{"type": "command", "command": "echo 'database is locked' >&2; exit 2"}]}]}}`)
	code, out, errOut := execCLIHome(t, home, "", "-C", ws, "setup")
	if code != cli.ExitOK || !strings.Contains(out, "deps installed") {
		t.Fatalf("setup: exit %d\n%s\n%s", code, out, errOut)
	}
	b, err := os.ReadFile(filepath.Join(ws, "setup-input.json"))
	if err != nil || !strings.Contains(string(b), `"hook_event_name":"Setup"`) || !strings.Contains(string(b), `"trigger":"init"`) {
		t.Fatalf("the hook's input: %s %v", b, err)
	}
	code, out, errOut = execCLIHome(t, home, "", "-C", ws, "setup", "--maintenance")
	if code != cli.ExitError || !strings.Contains(errOut, "database is locked") {
		t.Fatalf("setup --maintenance: exit %d\n%s\n%s", code, out, errOut)
	}
}
