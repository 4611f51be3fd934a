package supervisor_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/messages"
)

const memoryGateScript = `
turns:
  - agent: main
    expect: "note it"
    tool_calls:
      - {name: memory, args: {command: create, path: /memories/private/keys.md, file_text: "k"}}
      - {name: memory, args: {command: create, path: /memories/ok.md, file_text: "fine"}}
  - agent: main
    expect_tool: memory
    text: "Noted."
`

// The memory tool goes through the gate with the files its /memories
// paths name (a path rule over .troupe/memories denies it), and every
// change it makes is a memory_changed event on the bus.
func TestMemoryToolThroughTheGateAndOnTheBus(t *testing.T) {
	w := newWorld(t, memoryGateScript, map[string]string{
		".troupe/permissions.yaml": "rules:\n  - {tool: memory, path: \".troupe/memories/private/**\", action: deny}\n",
	})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "note it"); res.Err != nil || res.Final != "Noted." {
		t.Fatalf("turn: %+v", res)
	}
	if _, err := os.Stat(filepath.Join(w.workspace, ".troupe", "memories", "private", "keys.md")); err == nil {
		t.Error("the deny rule did not stop the memory tool")
	}
	if data, err := os.ReadFile(filepath.Join(w.workspace, ".troupe", "memories", "ok.md")); err != nil || string(data) != "fine" {
		t.Errorf("ok.md = %q, %v", data, err)
	}
	var changes []messages.MemoryChanged
	denied := false
	for _, m := range rec.all() {
		switch b := m.Body.(type) {
		case *messages.MemoryChanged:
			changes = append(changes, *b)
			if !strings.HasSuffix(m.Subject, ".main.memory") {
				t.Errorf("memory change on %s", m.Subject)
			}
		case *messages.ToolResult:
			denied = denied || strings.Contains(b.Content, "denied by rule")
		}
	}
	if len(changes) != 1 || changes[0].Path != "/memories/ok.md" || changes[0].Command != "create" {
		t.Errorf("memory changes on the bus = %+v, want the create of /memories/ok.md only", changes)
	}
	if !denied {
		t.Error("no tool result says the rule denied the call")
	}

	// `#` (Remember) tells the bus too.
	if file, err := sess.Remember("project", "tests: make check"); err != nil || file != ".troupe/MEMORY.md" {
		t.Fatalf("Remember = %q, %v", file, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		found := false
		for _, m := range rec.all() {
			if b, ok := m.Body.(*messages.MemoryChanged); ok && b.Source == "user" && b.Scope == "project" && b.Command == "append" {
				found = true
			}
		}
		if found {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no memory_changed event for the # line")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A line the person adds with `#` reaches the model at the next prompt of
// the same session (memory files load only at session start), once.
func TestRememberedLineReachesTheModelNow(t *testing.T) {
	w := newWorld(t, `
turns:
  - expect: '(?s)how are tests run\?.*added to memory.*\(project memory\) tests run with make check'
    text: "With make check."
  - expect: '^and lint\?$'
    text: "make lint."
`, nil)
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Remember("project", "tests run with make check"); err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "how are tests run?"); res.Err != nil || res.Final != "With make check." {
		t.Fatalf("first turn = %+v", res)
	}
	if res := submit(t, sess, "and lint?"); res.Err != nil || res.Final != "make lint." {
		t.Fatalf("second turn = %+v", res)
	}
}
