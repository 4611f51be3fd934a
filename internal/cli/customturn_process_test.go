package cli_test

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// customTurnScript: the command's turn writes a.txt and runs touch b.txt;
// the next, plain turn writes c.txt.
const customTurnScript = `
turns:
  - agent: main
    expect: "^Make the files$"
    tool_calls:
      - {name: write_file, args: {file_path: a.txt, content: "A\n"}}
      - {name: bash, args: {command: "touch b.txt"}}
  - {agent: main, expect_tool: bash, text: "DONE-1"}
  - agent: main
    expect: "^again$"
    tool_calls: [{name: write_file, args: {file_path: c.txt, content: "C\n"}}]
  - {agent: main, expect_tool: write_file, text: "DONE-2"}
`

// A custom command's allowed-tools pre-approve those tools for its turn
// only, as Claude Code does: in manual mode its write and its touch run
// without asking; the next prompt's write asks again (and is denied); a
// form troupe cannot grant exactly is said, not widened.
func TestCustomCommandAllowedToolsFromOutside(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, ws, ".claude/commands/make.md", "---\ndescription: make files\nallowed-tools: Write, Bash(touch:*), Bash(npm test)\n---\nMake the files\n")
	sp := writeFile(t, t.TempDir(), "s.yaml", customTurnScript)
	cmd := exec.Command(binary, "--no-tui", "--approval", "manual", "--trust", "--model", "script:"+sp)
	cmd.Dir = ws
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+filepath.Join(home, "data"), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	waitOut := func(want string) string {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			if s := out.String(); strings.Contains(s, want) {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("the output never showed %q:\n%s", want, out.String())
			}
		}
	}
	io.WriteString(in, "/make\n")
	s := waitOut("DONE-1")
	if strings.Contains(s, "wants to run") {
		t.Errorf("the command's own turn asked for approval:\n%s", s)
	}
	if !strings.Contains(s, "Bash(npm test) not applied") {
		t.Errorf("the exact-command form was not reported:\n%s", s)
	}
	for _, f := range []string{"a.txt", "b.txt"} {
		if _, err := os.Stat(filepath.Join(ws, f)); err != nil {
			t.Errorf("%s was not made in the command's turn: %v", f, err)
		}
	}
	io.WriteString(in, "again\n")
	waitOut("wants to run write_file") // the next turn asks again
	io.WriteString(in, "n\n")
	waitOut("DONE-2")
	io.WriteString(in, "/exit\n")
	in.Close()
	if _, err := os.Stat(filepath.Join(ws, "c.txt")); err == nil {
		t.Error("c.txt was written without approval after the command's turn")
	}
}
