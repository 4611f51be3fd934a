package supervisor

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"troupe/internal/llm"
	"troupe/messages"
)

// TestRuntimeScriptsParsedOncePerVersion: the runtime hands each instance a
// script model of its own (turns unused) from one parse, and parses the
// file again once it changed.
func TestRuntimeScriptsParsedOncePerVersion(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.yaml")
	if err := os.WriteFile(path, []byte("turns:\n  - text: \"old\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	p := newParsed()
	answer := func(want string) {
		t.Helper()
		m, err := p.script(path)
		if err != nil {
			t.Fatal(err)
		}
		s, err := m.Stream(context.Background(), llm.Request{Agent: "main", Messages: []messages.Message{{Role: messages.RoleUser, Content: "go"}}})
		if err != nil {
			t.Fatal(err)
		}
		r, err := llm.Collect(context.Background(), s, nil)
		if err != nil || r.Message.Content != want {
			t.Fatalf("answer %q, %v; want %q", r.Message.Content, err, want)
		}
	}
	answer("old")
	first := p.scripts[path].model
	answer("old") // a second instance: its own turn, the same parse
	if p.scripts[path].model != first {
		t.Error("the unchanged script was parsed again")
	}
	if err := os.WriteFile(path, []byte("turns:\n  - text: \"newer\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, time.Now(), time.Now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	answer("newer")
	if _, err := p.script(filepath.Join(t.TempDir(), "missing.yaml")); err == nil {
		t.Error("a missing script loaded")
	}
}
