package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"troupe/internal/proctest"
)

// One writer per session, with real processes: a `troupe run` holds its
// session while a tool runs; `troupe resume` of that session from a second
// process is refused with the holder named and changes nothing; after the
// first is killed with SIGKILL, resume takes the lock over and answers.
func TestResumeRefusedWhileSessionInUse(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	dir := t.TempDir()
	holdScript := filepath.Join(dir, "hold.yaml")
	os.WriteFile(holdScript, []byte(sleepScript), 0o644)
	answerScript := filepath.Join(dir, "answer.yaml")
	os.WriteFile(answerScript, []byte(`
turns:
  - agent: main
    expect: "are you there"
    text: "Still here."
`), 0o644)

	first := startProc(t, home, ws, "run", "--model", "script:"+holdScript, "sleep please")
	sleeper := proctest.WaitPIDFile(t, filepath.Join(ws, "sleeper.pid"))
	t.Cleanup(func() { syscall.Kill(sleeper, syscall.SIGKILL) })
	sessions, _ := os.ReadDir(filepath.Join(home, "sessions"))
	if len(sessions) != 1 {
		t.Fatalf("sessions: %v", sessions)
	}
	id := sessions[0].Name()
	logPath := filepath.Join(home, "sessions", id, "log.jsonl")
	before, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}

	second := startProc(t, home, ws, "resume", "--model", "script:"+answerScript, id, "are you there")
	if code := second.wait(t); code == 0 {
		t.Fatalf("second writer exited 0\nstdout:\n%s", &second.stdout)
	}
	want := fmt.Sprintf("session %s is in use by process %d (troupe run --model script:", id, first.cmd.Process.Pid)
	if !strings.Contains(second.stderr.String(), want) {
		t.Errorf("stderr of the refused resume:\n%s\nwant it to contain %q", &second.stderr, want)
	}
	if after, _ := os.ReadFile(logPath); string(after) != string(before) {
		t.Errorf("the refused resume changed the log:\nbefore:\n%s\nafter:\n%s", before, after)
	}

	if err := first.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.wait(t)
	// The lock dies with the process that held it: files are opened
	// close-on-exec, so a tool process that might outlive troupe never
	// holds it.

	third := startProc(t, home, ws, "resume", "--model", "script:"+answerScript, id, "are you there")
	if code := third.wait(t); code != 0 {
		t.Fatalf("resume after kill -9 exited %d\nstderr:\n%s", code, &third.stderr)
	}
	if !strings.Contains(third.stdout.String(), "Still here.") {
		t.Errorf("stdout = %q, want the answer", &third.stdout)
	}
}
