package hooks

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/diag"
	"troupe/internal/tool/shell"
)

// documented are the hook events of Claude Code's hooks reference (29).
var documented = []string{"SessionStart", "Setup", "UserPromptSubmit", "UserPromptExpansion", "PreToolUse",
	"PermissionRequest", "PermissionDenied", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Notification",
	"SubagentStart", "SubagentStop", "TaskCreated", "TaskCompleted", "Stop", "StopFailure", "TeammateIdle",
	"InstructionsLoaded", "ConfigChange", "CwdChanged", "FileChanged", "WorktreeCreate", "WorktreeRemove",
	"PreCompact", "PostCompact", "Elicitation", "ElicitationResult", "SessionEnd"}

// TestEveryDocumentedEvent: a hook on any documented event is either
// loaded (troupe raises the event) or skipped with the reason it never
// runs; none is "unknown", none disappears without a word.
func TestEveryDocumentedEvent(t *testing.T) {
	h := map[string]any{}
	for _, e := range documented {
		h[e] = []any{map[string]any{"hooks": []any{map[string]any{"type": "command", "command": "echo " + e}}}}
	}
	b, _ := json.Marshal(map[string]any{"hooks": h})
	p := filepath.Join(t.TempDir(), "settings.json")
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]diag.Entry{}
	for _, e := range s.Diag.Entries {
		seen[strings.Fields(e.Name)[0]] = e
	}
	for _, ev := range documented {
		e, ok := seen[ev]
		switch {
		case !ok:
			t.Errorf("%s: no word about its hook", ev)
		case raised.Get()[ev] && (e.Status != diag.Loaded || len(s.Events[ev]) != 1):
			t.Errorf("%s is raised but its hook is %s", ev, e.Status)
		case !raised.Get()[ev] && (e.Status != diag.Skipped || !strings.HasPrefix(e.Why, "this hook never runs: ") || notRaised.Get()[ev] == ""):
			t.Errorf("%s: %s %q, want skipped with a reason", ev, e.Status, e.Why)
		}
	}
}

// TestNewEventPayloads: Setup, StopFailure and PostCompact hooks get
// Claude Code's fields and match on trigger or error kind.
func TestNewEventPayloads(t *testing.T) {
	dir := t.TempDir()
	settings := `{"hooks": {
	  "Setup": [{"matcher": "init", "hooks": [{"type": "command", "command": "cat > setup.json"}]},
	            {"matcher": "maintenance", "hooks": [{"type": "command", "command": "touch maintenance-ran"}]}],
	  "StopFailure": [{"matcher": "provider_error", "hooks": [{"type": "command", "command": "cat > failure.json"}]}],
	  "PostCompact": [{"matcher": "manual", "hooks": [{"type": "command", "command": "cat > compact.json"}]}]}}`
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
	r.SetupRun(ctx, "main", "init")
	r.StopFailed(ctx, "main", "provider_error", "429 too many requests")
	r.Compacted(ctx, "main", "manual")
	want := map[string]map[string]string{
		"setup.json":   {"hook_event_name": "Setup", "trigger": "init"},
		"failure.json": {"hook_event_name": "StopFailure", "error": "provider_error", "error_details": "429 too many requests"},
		"compact.json": {"hook_event_name": "PostCompact", "trigger": "manual"},
	}
	for file, fields := range want {
		b, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var got map[string]any
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for k, v := range fields {
			if got[k] != v {
				t.Errorf("%s: %s = %v, want %q", file, k, got[k], v)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "maintenance-ran")); err == nil {
		t.Error("the maintenance hook ran on init")
	}
}
