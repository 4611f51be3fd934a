package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A log with a corrupt line in the middle does not load, and says how to
// repair it; `troupe sessions repair` keeps the original, says what it
// dropped, and the session resumes with the rest of its history.
func TestSessionsRepair(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := writeFile(t, t.TempDir(), "s.yaml", `
turns:
  - {agent: main, expect: "first question", text: "first answer"}
  - {agent: main, expect: "second question", text: "second answer"}
  - {agent: main, expect: "third question", text: "third answer"}
`)
	for _, prompt := range []string{"first question", "second question"} {
		args := []string{"run", "-C", ws, "--model", "script:" + script, prompt}
		if prompt != "first question" {
			args = []string{"resume", sessionID(t, home), "-C", ws, "--model", "script:" + script, prompt}
		}
		if code, stdout, stderr := run(t, home, args...); code != 0 {
			t.Fatalf("%s: exit %d\nstdout:\n%s\nstderr:\n%s", prompt, code, stdout, stderr)
		}
	}
	id := sessionID(t, home)
	logPath := filepath.Join(home, "sessions", id, "log.jsonl")
	orig, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(orig, []byte("\n"))
	const bad = 3 // a line of the first turn, in the middle of the log
	garbage := []byte("{\"seq\":3,\"ty\x00\x00\n")
	lines[bad-1] = garbage
	corrupt := bytes.Join(lines, nil)
	if err := os.WriteFile(logPath, corrupt, 0o600); err != nil {
		t.Fatal(err)
	}

	code, _, stderr := run(t, home, "resume", id, "-C", ws, "--model", "script:"+script, "third question")
	if code == 0 || !strings.Contains(stderr, "log.jsonl:3: invalid event") || !strings.Contains(stderr, "troupe sessions repair "+id) {
		t.Fatalf("resume of a corrupt log: exit %d, stderr:\n%s", code, stderr)
	}

	code, stdout, stderr := run(t, home, "sessions", "repair", id)
	if code != 0 {
		t.Fatalf("repair: exit %d\n%s%s", code, stdout, stderr)
	}
	offset := len(bytes.Join(lines[:bad-1], nil))
	wantLines := []string{
		"repaired " + logPath + ": kept " + itoa(len(lines)-2) + " events of " + itoa(len(lines)-1) + " lines, dropped 1 line (" + itoa(len(garbage)) + " bytes)",
		"  dropped line 3 (" + itoa(len(garbage)) + " bytes at offset " + itoa(offset) + "): not a valid event: ",
		"original kept as " + logPath + ".orig-",
	}
	for _, want := range wantLines {
		if !strings.Contains(stdout, want) {
			t.Errorf("repair output lacks %q:\n%s", want, stdout)
		}
	}
	m := regexp.MustCompile(`original kept as (\S+)`).FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("no original named in:\n%s", stdout)
	}
	if kept, err := os.ReadFile(m[1]); err != nil || !bytes.Equal(kept, corrupt) {
		t.Errorf("original not kept byte for byte at %s (%v)", m[1], err)
	}

	code, stdout, stderr = run(t, home, "resume", id, "-C", ws, "--model", "script:"+script, "--output", "json", "third question")
	if code != 0 || !strings.Contains(stdout, `"result": "third answer"`) {
		t.Fatalf("resume after repair: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	code, stdout, _ = run(t, home, "sessions", "repair", id)
	if code != 0 || !strings.Contains(stdout, "nothing to repair") {
		t.Errorf("second repair: exit %d\n%s", code, stdout)
	}
}

func sessionID(t *testing.T, home string) string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(home, "sessions"))
	if err != nil || len(entries) != 1 {
		t.Fatalf("sessions: %v %v", entries, err)
	}
	return entries[0].Name()
}

func itoa(n int) string { return strconv.Itoa(n) }
