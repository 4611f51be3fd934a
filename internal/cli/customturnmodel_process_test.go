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

// lineSession starts the built binary in line mode in ws with the
// session's model script:sessionScript, and returns a writer to its
// input and a wait for its output to show a string.
func lineSession(t *testing.T, home, ws, sessionScript string) (io.WriteCloser, func(want string) string) {
	t.Helper()
	cmd := exec.Command(binary, "--no-tui", "--trust", "--model", "script:"+sessionScript)
	cmd.Dir = ws
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+filepath.Join(home, "data"), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return in, func(want string) string {
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
}

// A custom command's model front matter runs that command's turn on that
// model, as Claude Code does: `model: haiku` through
// subagents.model_aliases (haiku → the compact slot, here its own scripted
// model with a price), a full Claude id through its family, and a troupe
// model named outright; the next plain turn is the session's model again.
// Each scripted model holds only the turns meant for it, and answers any
// other request with an error: a turn on the wrong model fails the test.
// The command's turn is priced at its model's price. A model that
// resolves to nothing fails the command before anything is sent.
func TestCustomCommandModelFromOutside(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	scripts := t.TempDir()
	session := writeFile(t, scripts, "session.yaml", `
turns:
  - {agent: main, expect: "^hello$", text: "FROM-SESSION-1"}
  - {agent: main, expect: "^again$", text: "FROM-SESSION-2"}
  - {agent: main, expect: "^last$", text: "FROM-SESSION-3"}
`)
	haiku := writeFile(t, scripts, "haiku.yaml", `
turns:
  - {agent: main, expect: "^Quick: sum it$", text: "FROM-HAIKU", usage: {prompt_tokens: 1000000, completion_tokens: 0}}
  - {agent: main, expect: "^By id$", text: "FROM-HAIKU-BY-ID"}
`)
	other := writeFile(t, scripts, "other.yaml", `
turns:
  - {agent: main, expect: "^Other$", text: "FROM-OTHER"}
`)
	writeFile(t, home, ".config/troupe/config.yaml", "models:\n  compact:\n    model: script:"+haiku+"\n    price: {input: 2, output: 10}\n")
	writeFile(t, ws, ".claude/commands/quick.md", "---\ndescription: quick\nmodel: haiku\n---\nQuick: $ARGUMENTS\n")
	writeFile(t, ws, ".claude/commands/byid.md", "---\nmodel: claude-3-5-haiku-20241022\n---\nBy id\n")
	writeFile(t, ws, ".claude/commands/other.md", "---\nmodel: script:"+other+"\n---\nOther\n")
	writeFile(t, ws, ".claude/commands/odd.md", "---\nmodel: fable\n---\nOdd\n")
	in, wait := lineSession(t, home, ws, session)

	io.WriteString(in, "hello\n")
	wait("FROM-SESSION-1")
	io.WriteString(in, "/help\n")
	wait("[model haiku]")
	io.WriteString(in, "/quick sum it\n")
	wait("FROM-HAIKU")
	io.WriteString(in, "/cost\n")
	wait("$2.0000 in this session so far") // 1M prompt tokens at the haiku slot's $2/M; the session's script is unpriced
	io.WriteString(in, "again\n")
	wait("FROM-SESSION-2")
	io.WriteString(in, "/byid\n")
	wait("FROM-HAIKU-BY-ID")
	io.WriteString(in, "/other\n")
	wait("FROM-OTHER")
	io.WriteString(in, "/odd\n")
	wait(`model "fable" is neither in subagents.model_aliases`)
	io.WriteString(in, "last\n")
	s := wait("FROM-SESSION-3")
	io.WriteString(in, "/exit\n")
	in.Close()
	if strings.Contains(s, "no turn matches") {
		t.Errorf("a request reached a model that did not expect it:\n%s", s)
	}
}
