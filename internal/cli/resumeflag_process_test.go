package cli_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// `troupe --resume ID` opens that session, as `claude --resume ID` does —
// it used to start a new one silently — and /cost then counts the whole
// resumed session; a malformed id is a usage error (exit 2).
func TestResumeFlagOpensTheSession(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte("turns:\n  - {agent: \"^main$\", expect: hello, text: \"hi there\", usage: {prompt_tokens: 1234, completion_tokens: 56}}\n"), 0o644)
	env := append(os.Environ(), "TROUPE_HOME="+home, "HOME="+home)
	run := exec.Command(binary, "run", "--model", "script:"+script, "hello")
	run.Dir, run.Env = ws, env
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("run: %v\n%s", err, out)
	}
	ids, _ := os.ReadDir(filepath.Join(home, "sessions"))
	if len(ids) != 1 {
		t.Fatalf("%d sessions after one run", len(ids))
	}
	id := ids[0].Name()

	cmd := exec.Command(binary, "--no-tui", "--model", "script:"+script, "--resume", id)
	cmd.Dir, cmd.Env = ws, env
	cmd.Stdin = strings.NewReader("/cost\n/exit\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("--resume: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "session "+id) || !strings.Contains(string(out), "tokens in 1234 (cached 0) / out 56 ") {
		t.Errorf("--resume %s did not open the session with its usage:\n%s", id, out)
	}
	if after, _ := os.ReadDir(filepath.Join(home, "sessions")); len(after) != 1 {
		t.Errorf("--resume made a new session: %d sessions", len(after))
	}

	bad := exec.Command(binary, "--no-tui", "--resume", "../../etc")
	bad.Dir, bad.Env = ws, env
	out, err = bad.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(string(out), "invalid session id") {
		t.Errorf("--resume ../../etc: %v\n%s", err, out)
	}
}
