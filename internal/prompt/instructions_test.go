package prompt_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/fileread"
	"troupe/internal/proctest"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/messages"
)

// tree writes files (slash paths relative to a new temp dir) and returns
// the dir.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for p, text := range files {
		abs := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(abs, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestLoadProject(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  prompt.Doc
	}{
		{"AGENTS.md", map[string]string{"AGENTS.md": "use tabs\n"}, prompt.Doc{Path: "AGENTS.md", Text: "use tabs"}},
		{"CLAUDE.md where there is no AGENTS.md", map[string]string{"CLAUDE.md": "claude rules"}, prompt.Doc{Path: "CLAUDE.md", Text: "claude rules"}},
		{"AGENTS.md wins over CLAUDE.md", map[string]string{"AGENTS.md": "agents", "CLAUDE.md": "claude"}, prompt.Doc{Path: "AGENTS.md", Text: "agents"}},
		{"an empty AGENTS.md falls back", map[string]string{"AGENTS.md": " \n", "CLAUDE.md": "claude"}, prompt.Doc{Path: "CLAUDE.md", Text: "claude"}},
		{"neither", map[string]string{"README.md": "hi"}, prompt.Doc{}},
		{"only in a subdirectory", map[string]string{"sub/AGENTS.md": "sub"}, prompt.Doc{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := prompt.LoadProject(tree(t, tt.files))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("LoadProject (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLoadProjectCapsSize(t *testing.T) {
	root := tree(t, map[string]string{"AGENTS.md": strings.Repeat("x", prompt.MaxDocBytes+100)})
	d, err := prompt.LoadProject(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Text) > prompt.MaxDocBytes+100 || !strings.HasSuffix(d.Text, "longer than 64 KiB]") {
		t.Errorf("a long AGENTS.md is not cut: %d bytes, ends %q", len(d.Text), d.Text[len(d.Text)-30:])
	}
}

// TestSubdirectoryOnce is the scenario: instructions in a
// subdirectory appear the first time the agent touches a file there, and
// never again.
func TestSubdirectoryOnce(t *testing.T) {
	root := tree(t, map[string]string{
		"AGENTS.md":              "root rules",
		"main.go":                "package main",
		"internal/AGENTS.md":     "internal rules",
		"internal/db/CLAUDE.md":  "db rules",
		"internal/db/db.go":      "package db",
		"internal/db/db_test.go": "package db",
		"cmd/x/main.go":          "package main",
	})
	in := prompt.NewInstructions(root)
	steps := []struct {
		path string
		want []prompt.Doc
	}{
		{"main.go", nil}, // the root's are in the system prompt
		{"internal/db/db.go", []prompt.Doc{{Path: "internal/AGENTS.md", Text: "internal rules"}, {Path: "internal/db/CLAUDE.md", Text: "db rules"}}},
		{"internal/db/db_test.go", nil},
		{filepath.Join(root, "internal", "db", "db.go"), nil},
		{"internal", nil},
		{"cmd/x/main.go", nil},
		{"cmd/x/new_file.go", nil},
		{"../outside/AGENTS.md", nil},
		{"/etc/passwd", nil},
	}
	for _, s := range steps {
		got, err := in.Touch(s.path)
		if err != nil {
			t.Fatalf("Touch(%s): %v", s.path, err)
		}
		if diff := cmp.Diff(s.want, got); diff != "" {
			t.Errorf("Touch(%s) (-want +got):\n%s", s.path, diff)
		}
	}
}

func TestTouchDirectory(t *testing.T) {
	root := tree(t, map[string]string{"pkg/AGENTS.md": "pkg rules"})
	in := prompt.NewInstructions(root)
	got, err := in.Touch("pkg") // grep or ls on the directory itself
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Path != "pkg/AGENTS.md" {
		t.Errorf("Touch(pkg) = %+v, want pkg/AGENTS.md", got)
	}
}

func TestTouchSymlinkOutside(t *testing.T) {
	outside := tree(t, map[string]string{"secret.md": "do evil"})
	root := tree(t, map[string]string{"sub/file.go": "package sub"})
	if err := os.Symlink(filepath.Join(outside, "secret.md"), filepath.Join(root, "sub", "AGENTS.md")); err != nil {
		t.Skip("symlinks not supported:", err)
	}
	got, err := prompt.NewInstructions(root).Touch("sub/file.go")
	if len(got) != 0 {
		t.Errorf("instructions read through a symlink out of the workspace: %+v", got)
	}
	if err == nil {
		t.Error("no error for an AGENTS.md that escapes the workspace")
	}
}

func TestSubdirectoryMessage(t *testing.T) {
	b := load(t)
	if _, ok := b.Subdirectory(nil); ok {
		t.Error("Subdirectory(nil) has a message")
	}
	m, ok := b.Subdirectory([]prompt.Doc{{Path: "internal/AGENTS.md", Text: "internal rules"}, {Path: "internal/db/CLAUDE.md", Text: "db rules"}})
	if !ok || m.Role != messages.RoleUser || !reminder.IsReminder(m) {
		t.Fatalf("Subdirectory = %+v, %v; want a user-role reminder", m, ok)
	}
	golden(t, "subdirectory.golden", m.Content+"\n")
}

func TestTouchedPaths(t *testing.T) {
	tests := []struct {
		args string
		want []string
	}{
		{`{"file_path":"a/b.go","old_string":"x"}`, []string{"a/b.go"}},
		{`{"pattern":"TODO","path":"internal"}`, []string{"internal"}},
		{`{"pattern":"**/*.go"}`, nil},
		{`not json`, nil},
	}
	for _, tt := range tests {
		got := prompt.TouchedPaths(messages.ToolCall{Name: "x", Arguments: messages.Args(tt.args)})
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("TouchedPaths(%s) (-want +got):\n%s", tt.args, diff)
		}
	}
}

// A named pipe planted as AGENTS.md (a command's mkfifo) is left out, not
// waited on: CLAUDE.md is read in its place, the session's loader says
// why, and a subdirectory's pipe is passed over the same way.
func TestInstructionsPipeIsLeftOut(t *testing.T) {
	root := tree(t, map[string]string{"CLAUDE.md": "claude rules", "sub/x.go": "package sub"})
	proctest.Mkfifo(t, filepath.Join(root, "AGENTS.md"))
	proctest.Mkfifo(t, filepath.Join(root, "sub", "AGENTS.md"))
	set, err := prompt.LoadAll(prompt.LoadOptions{Workspace: root, ProjectTrusted: true})
	if err != nil {
		t.Fatal(err)
	}
	if set.Project != (prompt.Doc{Path: "CLAUDE.md", Text: "claude rules"}) {
		t.Errorf("project instructions %+v, want CLAUDE.md's", set.Project)
	}
	if got := strings.Join(set.Problems, "\n"); !strings.Contains(got, "AGENTS.md: not a regular file: it is a named pipe") {
		t.Errorf("problems %q, want the pipe named", got)
	}
	docs, err := prompt.NewInstructions(root).Touch("sub/x.go")
	if len(docs) != 0 || !errors.Is(err, fileread.ErrNotRegular) {
		t.Errorf("Touch(sub/x.go) = %v, %v; want no docs and the pipe said", docs, err)
	}
}
