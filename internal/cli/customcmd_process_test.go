package cli_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const customScript = `
turns:
  - agent: main
    expect: "(?s)^Review main.go for bugs.*Focus: main.go all of it$"
    text: "REVIEWED"
  - agent: main
    expect: "^Make a Button component sized big \\(Button big\\)$"
    text: "COMPONENT"
  - agent: main
    expect: "(?s)^Say hello.\\n\\nto everyone$"
    text: "HELLO"
`

// Custom slash commands from outside, in line mode: the project's
// .claude/commands (with front matter and $1/$ARGUMENTS, a subfolder as a
// namespace), the user's ~/.claude/commands (arguments appended when the
// body names none), listed by /help with their description; a command
// named like a built-in stays the built-in; `#` and /remember in line mode.
func TestCustomCommandsFromOutside(t *testing.T) {
	home, ws, scripts := t.TempDir(), t.TempDir(), t.TempDir()
	for p, c := range map[string]string{
		filepath.Join(ws, ".claude", "commands", "review.md"):                "---\ndescription: Review a file: find bugs\nargument-hint: [file]\nallowed-tools: Read, Grep\n---\nReview $1 for bugs.\nFocus: $ARGUMENTS\n",
		filepath.Join(ws, ".troupe", "commands", "frontend", "component.md"): "Make a $1 component sized $2 ($ARGUMENTS)",
		filepath.Join(home, ".claude", "commands", "hello.md"):               "Say hello.",
		filepath.Join(ws, ".claude", "commands", "compact.md"):               "not the built-in",
		filepath.Join(scripts, "s.yaml"):                                     customScript,
	} {
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(c), 0o644)
	}
	cmd := exec.Command(binary, "--no-tui", "--model", "script:"+filepath.Join(scripts, "s.yaml"))
	cmd.Dir = ws
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+filepath.Join(home, "data"), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	cmd.Stdin = strings.NewReader("/help\n/review main.go all of it\n/frontend:component Button big\n/hello to everyone\n# lint with make lint\n/remember user I like tabs\n/exit\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	s := string(out)
	for _, want := range []string{"/review [file]", "Review a file: find bugs (project)",
		"/frontend:component", "custom command (project:frontend)", "/hello", "custom command (user)",
		"REVIEWED", "COMPONENT", "HELLO", "remembered in the project memory (.troupe/MEMORY.md)", "remembered in the user memory"} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(s, "not the built-in") {
		t.Error("a custom /compact replaced the built-in")
	}
	if t.Failed() {
		t.Logf("output:\n%s", s)
	}
	if data, _ := os.ReadFile(filepath.Join(home, ".config", "troupe", "MEMORY.md")); !strings.Contains(string(data), "- I like tabs") {
		t.Errorf("user memory = %q", data)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, ".troupe", "MEMORY.md")); !strings.Contains(string(data), "- lint with make lint") {
		t.Errorf("project memory = %q", data)
	}
}
