package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"troupe/internal/proctest"
	"troupe/internal/store"
	"troupe/internal/transcript"
)

// A fault injected into the real binary: the turn fails with an error
// naming the agent, and no Go panic trace reaches the terminal.
func TestInjectedPanicIsNoOutage(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(`
turns:
  - {agent: main, expect: "hello", text: "hi there"}
`), 0o644)
	p := startProcEnv(t, home, ws, []string{"TROUPE_FAULTS=agent.main.receive"}, "run", "--model", "script:"+script, "hello")
	code := p.wait(t)
	out := p.stdout.String() + p.stderr.String()
	if code != 1 || !strings.Contains(out, "agent crashed and was restarted") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
	for _, trace := range []string{"goroutine ", "panic:", ".go:"} {
		if strings.Contains(out, trace) {
			t.Errorf("output holds a Go trace (%q):\n%s", trace, out)
		}
	}
	p = startProcEnv(t, home, ws, []string{"TROUPE_FAULTS=nosuch.point"}, "run", "--model", "script:"+script, "hello")
	if code := p.wait(t); code == 0 || !strings.Contains(p.stderr.String(), `unknown fault point "nosuch.point"`) {
		t.Errorf("bad TROUPE_FAULTS: exit %d, stderr:\n%s", code, &p.stderr)
	}
}

// kill -9 in the middle of a batch of tool calls: the running command dies
// with troupe (escaped with setsid or not), the result that was already on
// the bus is in the log, and a resumed session gives it to the model
// instead of saying the call never finished.
func TestKilledMidBatchKeepsFinishedResults(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(`
turns:
  - agent: main
    expect: "write then sleep"
    tool_calls:
      - {name: write_file, args: {file_path: out.txt, content: "written\n"}}
      - {name: bash, args: {command: "setsid -f sh -c 'echo $$ > escaped.pid; exec sleep 60'; echo $$ > sleeper.pid; exec sleep 60"}}
`), 0o644)
	p := startProc(t, home, ws, "run", "--model", "script:"+script, "write then sleep")
	sleeper := proctest.WaitPIDFile(t, filepath.Join(ws, "sleeper.pid"))
	escaped := proctest.WaitPIDFile(t, filepath.Join(ws, "escaped.pid"))
	t.Cleanup(func() {
		_ = syscall.Kill(sleeper, syscall.SIGKILL)
		_ = syscall.Kill(escaped, syscall.SIGKILL)
	})
	if err := p.cmd.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	p.wait(t)
	// The tool's processes die with troupe, the one that left with setsid too.
	proctest.WaitGone(t, sleeper)
	proctest.WaitGone(t, escaped)
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("session logs: %v", logs)
	}
	id := filepath.Base(filepath.Dir(logs[0]))
	st, err := store.Open(home)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := st.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	msgs, err := transcript.Rebuild(loaded.Events, "main")
	if err != nil {
		t.Fatal(err)
	}
	var write, sleep string
	for _, m := range msgs {
		switch m.Name {
		case "write_file":
			write = m.Content
		case "bash":
			sleep = m.Content
		}
	}
	if write == "" || write == transcript.Interrupted || sleep != transcript.Interrupted {
		t.Fatalf("rebuilt results: write_file %q, bash %q", write, sleep)
	}
}
