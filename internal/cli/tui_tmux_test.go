package cli_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tmuxScript drives the TUI end to end; each turn names what it expects,
// so a prompt that reaches the model out of order or mangled fails the call.
const tmuxScript = `
turns:
  - {agent: main, expect: "^FIRST-1$", text: "answer one", delay: 1500ms}
  - {agent: main, expect: "^SECOND-1$", text: "answer two"}
  - {agent: main, expect: "^line one\nline two\n\tline three$", text: "got the paste"}
  - {agent: main, expect: "^HISTORY-1$", text: "first history answer"}
  - {agent: main, expect: "^SLOW$", text: "too late", delay: 60s}
  - agent: main
    expect: "^EDIT$"
    tool_calls: [{name: write_file, args: {file_path: out.txt, content: "hello from troupe\n"}}]
  - {agent: main, expect_tool: write_file, text: "written"}
  - {agent: main, expect: "^written$", expect_reminder: ".", text: "written"}
  - agent: main
    expect: "^PLAN$"
    tool_calls: [{name: present_plan, args: {plan: "1. Add the flag\n2. Test it"}}]
  - {agent: main, expect: "plan is approved", text: "implementing now"}
  - {agent: main, expect: "^implementing now$", expect_reminder: ".", text: "implementing now"}
`

// tmux is one session on a tmux server of the test's own: tests that share
// the default server race it (a server whose last session ends exits, and
// a new-session that reached it then fails "server exited unexpectedly").
type tmux struct {
	t    *testing.T
	name string
	sock string
}

// openTmux starts cmd in a w×h session named name, on a server only this
// test uses; the server is killed when the test ends.
func openTmux(t *testing.T, name string, w, h int, cmd string) tmux {
	t.Helper()
	dir, err := os.MkdirTemp("", "tmx") // short: a socket path has a length limit
	if err != nil {
		t.Fatal(err)
	}
	x := tmux{t: t, name: name, sock: filepath.Join(dir, "s")}
	t.Cleanup(func() {
		x.command("kill-server").Run()
		os.RemoveAll(dir)
	})
	x.run("new-session", "-d", "-s", name, "-x", fmt.Sprint(w), "-y", fmt.Sprint(h), cmd)
	return x
}

// command is tmux args on the test's own server.
func (x tmux) command(args ...string) *exec.Cmd {
	return exec.Command("tmux", append([]string{"-S", x.sock}, args...)...)
}

// alive reports whether the session still exists.
func (x tmux) alive() bool { return x.command("has-session", "-t", x.name).Run() == nil }

func (x tmux) run(args ...string) string {
	x.t.Helper()
	out, err := x.command(args...).CombinedOutput()
	if err != nil {
		x.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func (x tmux) keys(keys ...string) { x.run(append([]string{"send-keys", "-t", x.name}, keys...)...) }

func (x tmux) screen() string { return x.run("capture-pane", "-p", "-t", x.name) }

// waitFor polls the screen until it holds want.
func (x tmux) waitFor(want string) string {
	x.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := x.screen()
		if strings.Contains(s, want) {
			return s
		}
		if time.Now().After(deadline) {
			x.t.Fatalf("the screen never showed %q:\n%s", want, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestTUIInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed: the end-to-end TUI test needs it")
	}
	if testing.Short() {
		t.Skip("drives the binary in tmux")
	}
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(script, []byte(tmuxScript), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := "TROUPE_HOME=" + home + " " + binary + " -C " + ws + " --approval manual --model script:" + script + " 2>" + filepath.Join(home, "stderr")
	x := openTmux(t, "troupe-e2e", 120, 40, cmd)
	x.waitFor("Ask troupe")

	// Typed during a turn: queued, shown as queued, run in order.
	x.keys("FIRST-1", "Enter", "SECOND-1", "Enter")
	x.waitFor("queued: SECOND-1")
	x.waitFor("answer two")

	// A multi-line paste (bracketed) is one prompt, tabs included.
	x.run("set-buffer", "-b", x.name, "line one\nline two\n\tline three")
	x.run("paste-buffer", "-p", "-b", x.name, "-t", x.name)
	x.waitFor("[pasted text #1, 3 lines]")
	x.keys("Enter")
	x.waitFor("got the paste")

	// History: Up recalls the previous prompt.
	x.keys("HISTORY-1", "Enter")
	x.waitFor("first history answer")
	x.keys("Up")
	x.waitFor("> HISTORY-1\n") // the editor holds it again
	x.keys("C-u")              // and it is not sent twice

	// Esc interrupts a running turn.
	x.keys("SLOW", "Enter")
	x.waitFor("esc to interrupt")
	x.keys("Escape")
	x.waitFor("turn interrupted")

	// Slash commands never reach the model.
	x.keys("/help", "Enter")
	x.waitFor("/compact")
	x.keys("/nosuch", "Enter")
	x.waitFor("unknown command /nosuch")

	// An approval shows the diff; a non-answer asks again; y allows once.
	x.keys("EDIT", "Enter")
	x.waitFor("+hello from troupe")
	x.keys("k")
	x.waitFor("Please answer with one of the keys above")
	x.keys("y")
	x.waitFor("written")

	// Plan mode: the plan is shown; approving it starts the implementation.
	x.keys("/plan", "Enter")
	x.waitFor("plan mode:")
	x.keys("PLAN", "Enter")
	x.waitFor("[a] approve and implement")
	x.keys("a")
	x.waitFor("implementing now")

	x.keys("C-c", "C-c")
	deadline := time.Now().Add(10 * time.Second)
	for x.alive() {
		if time.Now().After(deadline) {
			t.Fatalf("troupe did not exit after Ctrl-C twice:\n%s", x.screen())
		}
		time.Sleep(100 * time.Millisecond)
	}
	data, err := os.ReadFile(filepath.Join(ws, "out.txt"))
	if err != nil || string(data) != "hello from troupe\n" {
		t.Errorf("out.txt = %q, %v; want the approved write", data, err)
	}
	// The session log has the prompts in the order typed.
	want := []string{"FIRST-1", "SECOND-1", "line one\nline two\n\tline three", "HISTORY-1", "SLOW", "EDIT", "PLAN", "The plan is approved: implement it."}
	if got := userPrompts(t, home); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("prompts in the log = %q\nwant %q", got, want)
	}
}

// userPrompts reads the user events of the only session under home.
func userPrompts(t *testing.T, home string) []string {
	t.Helper()
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("want one session log, found %v", logs)
	}
	f, err := os.Open(logs[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var e struct {
			Type string `json:"type"`
			Data struct {
				Text string `json:"text"`
			} `json:"data"`
		}
		if json.Unmarshal(sc.Bytes(), &e) == nil && e.Type == "user" {
			out = append(out, e.Data.Text)
		}
	}
	return out
}
