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

// lineProc is troupe's line mode as a process whose input the test types
// and whose output (a pipe, not a terminal) it reads as it comes.
type lineProc struct {
	t        *testing.T
	cmd      *exec.Cmd
	in       io.WriteCloser
	out, err syncBuffer
	done     chan error
	ws       string
}

// startLine runs troupe in line mode in a new workspace with the model
// script, env and extra arguments.
func startLine(t *testing.T, script string, env []string, args ...string) *lineProc {
	t.Helper()
	home, ws := t.TempDir(), t.TempDir()
	sp := writeFile(t, t.TempDir(), "s.yaml", script)
	p := &lineProc{t: t, ws: ws, done: make(chan error, 1)}
	p.cmd = exec.Command(binary, append([]string{"-C", ws, "--model", "script:" + sp, "--no-tui"}, args...)...)
	p.cmd.Env = append(append(os.Environ(), "TROUPE_HOME="+home), env...)
	p.cmd.Stdout, p.cmd.Stderr = &p.out, &p.err
	var err error
	if p.in, err = p.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		<-p.done
	})
	return p
}

// typeLine sends one line of input.
func (p *lineProc) typeLine(s string) {
	p.t.Helper()
	if _, err := io.WriteString(p.in, s+"\n"); err != nil {
		p.t.Fatal(err)
	}
}

// waitOut waits until the output holds want and returns it.
func (p *lineProc) waitOut(want string) string {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second) //: a safety net against a hang, never a speed check
	for {
		out := p.out.String()
		if strings.Contains(out, want) {
			return out
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the output never showed %q:\n%s\nstderr:\n%s", want, out, p.err.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// end closes the input and waits for troupe to exit 0.
func (p *lineProc) end() {
	p.t.Helper()
	_ = p.in.Close()
	select {
	case err := <-p.done:
		p.done <- err
		if err != nil {
			p.t.Fatalf("troupe: %v\n%s\nstderr:\n%s", err, p.out.String(), p.err.String())
		}
	case <-time.After(60 * time.Second):
		p.t.Fatalf("troupe did not exit after its input ended:\n%s", p.out.String())
	}
}

// lineLiveScript: a command that prints LIVE-1, waits for the file a,
// prints LIVE-2, waits for b, prints LIVE-3; then a background job that
// prints JOB-1, waits for c, prints JOB-2 and an unfinished line and
// exits 3. Each can only end if its lines were printed while it ran (the
// test creates a, b and c only then).
const lineLiveScript = `
turns:
  - agent: main
    expect: "^COUNT$"
    tool_calls: [{name: bash, args: {command: "echo LIVE-1; until [ -e a ]; do sleep 0.05; done; echo LIVE-2; until [ -e b ]; do sleep 0.05; done; echo LIVE-3"}}]
  - {agent: main, expect_tool: bash, text: "COUNTED"}
  - agent: main
    expect: "^JOB$"
    tool_calls: [{name: bash, args: {run_in_background: true, command: "echo JOB-1; until [ -e c ]; do sleep 0.05; done; printf 'JOB-2\\nno newline'; exit 3"}}]
  - {agent: main, expect_tool: bash, text: "STARTED"}
`

// Line mode into a pipe shows a running command's new lines as they
// come, each once, and a background job's lines and end after its call
// has returned, with no carriage return or escape sequence.
func TestLineModeShowsLiveOutput(t *testing.T) {
	p := startLine(t, lineLiveScript, nil, "--approval", "auto")
	p.typeLine("COUNT")
	out := p.waitOut("  │ LIVE-1\n")
	if strings.Contains(out, "│ LIVE-2") { // the call's line may name it too
		t.Fatalf("LIVE-2 before a exists:\n%s", out)
	}
	touch(t, filepath.Join(p.ws, "a"))
	out = p.waitOut("  │ LIVE-2\n")
	if strings.Contains(out, "│ LIVE-3") || strings.Contains(out, "COUNTED") {
		t.Fatalf("the command went on before b exists:\n%s", out)
	}
	touch(t, filepath.Join(p.ws, "b"))
	p.waitOut("COUNTED")

	p.typeLine("JOB")
	out = p.waitOut("  bash_1 │ JOB-1\n")
	if strings.Contains(out, "│ JOB-2") {
		t.Fatalf("JOB-2 before c exists:\n%s", out)
	}
	touch(t, filepath.Join(p.ws, "c"))
	p.waitOut("  ⎿ background job bash_1 ended: exit status 3\n")
	p.end()
	out = p.out.String()
	for _, want := range []string{"  bash_1 │ JOB-2\n  bash_1 │ no newline\n  ⎿ background job bash_1 ended"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, once := range []string{"  │ LIVE-1\n", "  │ LIVE-2\n", "  bash_1 │ JOB-1\n", "  bash_1 │ JOB-2\n"} {
		if n := strings.Count(out, once); n != 1 {
			t.Errorf("%q printed %d times:\n%s", once, n, out)
		}
	}
	if strings.ContainsAny(out, "\r\x1b") {
		t.Errorf("a carriage return or an escape sequence went into the pipe:\n%q", out)
	}
}
