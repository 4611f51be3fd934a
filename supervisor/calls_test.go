package supervisor_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

const uncheckedEditScript = `
turns:
  - {agent: main, expect: "fix a.txt", tool_calls: [{name: read_file, args: {file_path: a.txt}}]}
  - {agent: main, expect_tool: read_file, tool_calls: [{name: edit_file, args: {file_path: a.txt, old_string: "bug", new_string: "fix"}}]}
  - {agent: main, expect_tool: edit_file, text: "Fixed a.txt."}
  - {agent: main, expect: "(?s)no command ran after the last edit.*Fixed a.txt.", text: "CONTINUE: the tests were never run"}
  - {agent: main, expect_reminder: "the tests were never run", tool_calls: [{name: bash, args: {command: "cat a.txt"}}]}
  - {agent: main, expect_tool: bash, text: "Fixed a.txt; cat shows the fix."}
`

// An edit no command verified, in a workspace with tests, is evidence that
// the task may be unfinished: the answer is reviewed on the critique slot,
// whose verdict sends the model back to work and is never the answer.
func TestCompletionCheckOnEvidence(t *testing.T) {
	w := newWorld(t, uncheckedEditScript, map[string]string{"a.txt": "bug\n", "go.mod": "module x\n"})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "fix a.txt")
	if res.Err != nil || res.Final != "Fixed a.txt; cat shows the fix." {
		t.Fatalf("turn = %+v", res)
	}
	var flow []string
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ModelRequest); ok && m.Meta.Agent == "main" {
			flow = append(flow, r.Workflow)
		}
		if a, ok := m.Body.(*messages.AssistantMessage); ok && strings.Contains(a.Message.Content, "CONTINUE") {
			t.Errorf("the review was shown as the agent's answer: %q", a.Message.Content)
		}
	}
	if d := cmp.Diff([]string{"act", "act", "act", "critique", "act", "act"}, flow); d != "" {
		t.Errorf("workflow calls (-want +got):\n%s", d)
	}
}

// The same edit verified by a command needs no check: tool turns + 1 calls.
func TestVerifiedEditNeedsNoCheck(t *testing.T) {
	script := `
turns:
  - {agent: main, tool_calls: [{name: read_file, args: {file_path: a.txt}}]}
  - {agent: main, expect_tool: read_file, tool_calls: [{name: edit_file, args: {file_path: a.txt, old_string: "bug", new_string: "fix"}}]}
  - {agent: main, expect_tool: edit_file, tool_calls: [{name: bash, args: {command: "cat a.txt"}}]}
  - {agent: main, expect_tool: bash, text: "Fixed."}
`
	w := newWorld(t, script, map[string]string{"a.txt": "bug\n", "go.mod": "module x\n"})
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "fix a.txt"); res.Err != nil || res.Final != "Fixed." || res.Calls != 4 {
		t.Fatalf("turn = %+v, want the answer after 4 model calls (3 tool turns + 1)", res)
	}
}

// Near the per-turn cap the user is told, before the cap stops the turn.
func TestNearCapNotice(t *testing.T) {
	var b strings.Builder
	b.WriteString("turns:\n")
	files := map[string]string{}
	for i := range 10 {
		name := fmt.Sprintf("f%d.txt", i)
		files[name] = "x\n"
		fmt.Fprintf(&b, "  - {agent: main, tool_calls: [{name: read_file, args: {file_path: %s}}]}\n", name)
	}
	b.WriteString("  - {agent: main, text: \"Summary: read ten files.\"}\n")
	w := newWorld(t, b.String(), files)
	w.cfg.MaxTurns = 10
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "read every file")
	if res.Err != nil || !strings.Contains(res.Final, "Max iterations (10)") {
		t.Fatalf("turn = %+v, want the wind-down at the cap", res)
	}
	var near []int
	for i, m := range rec.all() {
		if n, ok := m.Body.(*messages.Notice); ok && strings.Contains(n.Text, "of its 10 model calls") {
			near = append(near, i)
		}
	}
	if len(near) != 1 {
		t.Errorf("%d near-cap notices, want 1", len(near))
	}
}
