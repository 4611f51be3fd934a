package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// troupe -p as a script uses it: piped stdin joins the prompt, text mode
// writes only the answer on stdout, json prints Claude Code's result, and a
// turn stopped by --max-turns exits 3 with error_max_turns.
func TestPrintModeFromOutside(t *testing.T) {
	srv := fakeChat(t)
	home, ws := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello from a.txt\n"), 0o644)
	env := append(os.Environ(), "TROUPE_HOME="+home, "HOME="+home, "OPENAI_API_KEY=sk-fake", "OPENAI_BASE_URL="+srv.URL+"/v1", "ANTHROPIC_API_KEY=")
	runIn := func(stdin string, args ...string) (int, string, string) {
		cmd := exec.Command(binary, args...)
		cmd.Dir, cmd.Env = ws, env
		cmd.Stdin = strings.NewReader(stdin) // a pipe, as from git diff
		var out, errb strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return code, out.String(), errb.String()
	}

	// The piped text is in the prompt: the fake model reads READ from it.
	code, out, errs := runIn("please READ a.txt", "-p", "look at this:")
	if code != 0 || !strings.HasPrefix(out, "done: ") || !strings.Contains(out, "hello from a.txt") {
		t.Fatalf("exit %d, stdout %q\nstderr:\n%s", code, out, errs)
	}
	if strings.Contains(out, "──") || strings.Contains(out, "read_file") {
		t.Errorf("stdout has the trace or summary: %q", out)
	}
	if !strings.Contains(errs, "──") {
		t.Errorf("no summary on stderr:\n%s", errs)
	}
	if !strings.Contains(errs, "using anthropic/") && !strings.Contains(errs, "using openai/") {
		t.Errorf("the default model was not said on stderr:\n%s", errs)
	}

	code, out, errs = runIn("", "run", "--output-format", "json", "hi")
	var res map[string]any
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 {
		t.Fatalf("exit %d, json %v: %s\n%s", code, err, out, errs)
	}
	for _, k := range []string{"type", "subtype", "is_error", "num_turns", "result", "total_cost_usd", "usage", "modelUsage", "permission_denials", "session_id", "duration_ms"} {
		if _, ok := res[k]; !ok {
			t.Errorf("json result lacks %s: %s", k, out)
		}
	}
	if res["subtype"] != "success" || res["result"] != "hello from fake" {
		t.Errorf("json result = %s", out)
	}

	code, out, errs = runIn("", "-p", "--output-format", "json", "--max-turns", "2", "LOOP")
	if code != 3 {
		t.Errorf("capped turn exit = %d, want 3\n%s\n%s", code, out, errs)
	}
	if !strings.Contains(out, `"subtype": "error_max_turns"`) {
		t.Errorf("capped turn result: %s", out)
	}
}
