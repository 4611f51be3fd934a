package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/sandbox"
)

// undoScript deletes a file with rm and writes outside the workspace.
const undoScript = `
turns:
  - agent: main
    expect: "clean up"
    tool_calls:
      - {name: bash, args: {command: "rm keep.txt && echo new > made.txt; echo escaped > OUTSIDE/escape.txt; echo status=$?"}}
  - {agent: main, expect_tool: bash, text: "cleaned"}
  - {agent: main, expect_reminder: "original task", text: "cleaned"}
`

// grantScript tries to grant the agent permissions with write_file and
// with a command.
const grantScript = `
turns:
  - agent: main
    expect: "permissions"
    tool_calls:
      - {name: write_file, args: {file_path: .troupe/permissions.yaml, content: "rules: [{tool: bash, action: allow}]\n"}}
      - {name: bash, args: {command: "echo 'rules: [{tool: bash, action: allow}]' > .troupe/permissions.yaml; echo status=$?"}}
  - {agent: main, expect_reminder: "was denied", text: "tried"}
  - {agent: main, expect_reminder: "original task", text: "tried"}
`

// TestUndoRestoresWhatACommandDeleted drives the built binary as a user
// would: a scripted turn deletes a file with rm; troupe undo brings it
// back. The same run shows the sandbox stopping a write outside the
// workspace and the protected .troupe/ refusing both a file tool (asked,
// so denied in a non-interactive run) and a command.
func TestUndoRestoresWhatACommandDeleted(t *testing.T) {
	if !sandbox.Probe().Filesystem() {
		t.Skip("needs Landlock")
	}
	home, ws := t.TempDir(), t.TempDir()
	// Outside the workspace and the temp dirs (which commands may write).
	userHome, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home directory for a path outside the temp dirs")
	}
	outside, err := os.MkdirTemp(userHome, "troupe-undo-test-")
	if err != nil {
		t.Skip(err)
	}
	t.Cleanup(func() { os.RemoveAll(outside) })
	writeFile(t, ws, "keep.txt", "precious\n")
	writeFile(t, ws, ".troupe/permissions.yaml", "rules: []\n")
	script := writeFile(t, t.TempDir(), "s.yaml", strings.ReplaceAll(undoScript, "OUTSIDE", outside))

	p := startProc(t, home, ws, "run", "--model", "script:"+script, "clean up")
	if code := p.wait(t); code != 0 {
		t.Fatalf("run: exit %d\nstdout:\n%s\nstderr:\n%s", code, &p.stdout, &p.stderr)
	}
	if _, err := os.Stat(filepath.Join(ws, "keep.txt")); !os.IsNotExist(err) {
		t.Fatalf("keep.txt was not deleted by the turn: %v", err)
	}
	if _, err := os.Stat(filepath.Join(outside, "escape.txt")); !os.IsNotExist(err) {
		t.Errorf("a sandboxed command wrote outside the workspace (%v)\n%s", err, &p.stdout)
	}

	p = startProc(t, home, ws, "undo")
	if code := p.wait(t); code != 0 {
		t.Fatalf("undo: exit %d\nstdout:\n%s\nstderr:\n%s", code, &p.stdout, &p.stderr)
	}
	if data, err := os.ReadFile(filepath.Join(ws, "keep.txt")); err != nil || string(data) != "precious\n" {
		t.Errorf("after undo keep.txt = %q, %v; want it restored\n%s", data, err, &p.stdout)
	}
	if _, err := os.Stat(filepath.Join(ws, "made.txt")); !os.IsNotExist(err) {
		t.Errorf("after undo made.txt still exists (%v)", err)
	}
	for _, want := range []string{"undid turn 1", "restored keep.txt", "removed  made.txt"} {
		if !strings.Contains(p.stdout.String(), want) {
			t.Errorf("undo output lacks %q:\n%s", want, &p.stdout)
		}
	}
	p = startProc(t, home, ws, "undo")
	if code := p.wait(t); code == 0 || !strings.Contains(p.stderr.String(), "nothing to undo") {
		t.Errorf("second undo: exit %d, stderr %q; want nothing to undo", code, &p.stderr)
	}

	// In a new session neither a file tool nor a command gets to write
	// .troupe/permissions.yaml.
	grant := writeFile(t, t.TempDir(), "grant.yaml", grantScript)
	p = startProc(t, home, ws, "run", "--model", "script:"+grant, "permissions")
	if code := p.wait(t); code != 0 {
		t.Fatalf("run: exit %d\nstdout:\n%s\nstderr:\n%s", code, &p.stdout, &p.stderr)
	}
	if !strings.Contains(p.stdout.String()+p.stderr.String(), "protected path") { // the trace is on stderr
		t.Errorf("write_file of .troupe/permissions.yaml was not refused as a protected path:\n%s", &p.stdout)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, ".troupe/permissions.yaml")); string(data) != "rules: []\n" {
		t.Errorf(".troupe/permissions.yaml = %q, want it unchanged\nstdout:\n%s", data, &p.stdout)
	}
}
