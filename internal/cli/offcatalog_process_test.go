package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// A session on a model the catalog does not know needs --context-window
// once: resuming it (troupe run --resume, and -p --resume) finds the window
// in the session's record. Another --model on resume does not inherit it.
func TestResumeOffCatalogRemembersWindow(t *testing.T) {
	srv := fakeChat(t)
	home, ws := t.TempDir(), t.TempDir()
	env := append(os.Environ(), "TROUPE_HOME="+home, "HOME="+home, "OPENAI_API_KEY=sk-fake", "OPENAI_BASE_URL="+srv.URL+"/v1", "ANTHROPIC_API_KEY=")
	run := func(args ...string) (string, string, error) {
		cmd := exec.Command(binary, args...)
		cmd.Dir, cmd.Env = ws, env
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		return string(out), stderr.String(), err
	}
	// Without a window the off-catalog model is refused, as before.
	if _, stderr, err := run("run", "--model", "openai/house-model-7b", "hello"); err == nil || !strings.Contains(stderr, "context") {
		t.Fatalf("an off-catalog model without a window ran: %v\n%s", err, stderr)
	}
	out, stderr, err := run("run", "--model", "openai/house-model-7b", "--context-window", "32000", "--output-format", "json", "hello")
	if err != nil {
		t.Fatalf("first run: %v\n%s", err, stderr)
	}
	var first struct {
		Session string `json:"session_id"`
	}
	if err := json.Unmarshal([]byte(out), &first); err != nil || first.Session == "" {
		t.Fatalf("first run output: %v\n%s", err, out)
	}
	for _, args := range [][]string{
		{"run", "--resume", first.Session, "--output-format", "json", "REMEMBER"},
		{"-p", "--resume", first.Session, "--output-format", "json", "REMEMBER"},
	} {
		out, stderr, err := run(args...)
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, stderr)
		}
		var res struct {
			Session string `json:"session_id"`
			Result  string `json:"result"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		if res.Session != first.Session || res.Result != "I remember: no" {
			t.Errorf("%v: session %s, result %q", args, res.Session, res.Result)
		}
	}
	// Another off-catalog model on resume is not given the recorded window.
	if _, stderr, err := run("run", "--resume", first.Session, "--model", "openai/other-model", "hello"); err == nil || !strings.Contains(stderr, "context") {
		t.Errorf("a different off-catalog model inherited the window: %v\n%s", err, stderr)
	}
}
