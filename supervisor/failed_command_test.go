package supervisor_test

import (
	"context"
	"strings"
	"testing"

	"troupe/messages"
)

// The model gives up right after a command that failed (ls of a missing
// directory: exit 2, "No such file or directory") and must get the
// not-found reminder the README promises; after a grep that found nothing
// (exit 1, no output) it must not.
func TestFailedCommandReminder(t *testing.T) {
	tests := []struct {
		name      string
		script    string
		reminders int
	}{
		{"ls of a missing directory", `
turns:
  - {agent: main, tool_calls: [{name: bash, args: {command: "ls missing-dir"}}]}
  - {agent: main, expect_tool: bash, expect: "(?i)no such file", text: "There is no such directory."}
  - {agent: main, expect_reminder: "(?i)not found|does not exist|no such file", text: "It really does not exist."}
`, 1},
		{"grep without a match", `
turns:
  - {agent: main, tool_calls: [{name: bash, args: {command: "grep -r NEEDLE ."}}]}
  - {agent: main, expect_tool: bash, text: "No NEEDLE anywhere."}
`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t, tt.script, map[string]string{"a.txt": "hay\n"})
			sup := w.start()
			rec := newRecorder()
			sess, err := sup.OpenSession(context.Background(), "", rec.observe)
			if err != nil {
				t.Fatal(err)
			}
			if res := submit(t, sess, "look around"); res.Err != nil {
				t.Fatalf("turn = %+v", res)
			}
			var reminders int
			for _, m := range rec.all() {
				if r, ok := m.Body.(*messages.ModelRequest); ok && m.Meta.Agent == "main" {
					last := r.Messages[len(r.Messages)-1]
					if last.Role == messages.RoleUser && strings.HasPrefix(last.Content, "<system-reminder>") &&
						strings.Contains(strings.ToLower(last.Content), "fail") {
						reminders++
					}
				}
			}
			if reminders != tt.reminders {
				t.Errorf("requests ending in a tool-failure reminder = %d, want %d", reminders, tt.reminders)
			}
		})
	}
}
