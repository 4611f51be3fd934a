package cli_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/cli"
)

// tools run passes every layer and shares one agent's state between calls.
func TestToolsRun(t *testing.T) {
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello world\n"), 0o644)
	calls := `[{"name":"edit_file","arguments":{"file_path":"a.txt","old_string":"hello","new_string":"bye"}},
	{"name":"read_file","arguments":{"file_path":"a.txt"}},
	{"name":"edit_file","arguments":{"file_path":"a.txt","old_string":"hello","new_string":"bye"}},
	{"name":"bash","arguments":{"command":"env X=1 rm -rf ~"}},
	{"name":"present_plan","arguments":{"plan":"x"}},
	{"name":"read_file","arguments":{"file_path":"../outside"}}]`
	var out, errb bytes.Buffer
	env := map[string]string{"HOME": t.TempDir(), "TROUPE_HOME": t.TempDir()}
	code := cli.Execute(context.Background(), []string{"tools", "run", "-C", ws, calls},
		cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb, Getenv: func(k string) string { return env[k] }})
	if code != cli.ExitError {
		t.Errorf("exit %d, want %d (some calls refused)", code, cli.ExitError)
	}
	for _, want := range []string{
		"error (invalid_input): a.txt has not been read yet",
		"edited a.txt",
		"error (permission_denied): deny (command, rm-recursive-critical)",
		`error (permission_denied): tool "present_plan" is not available`,
		"error (permission_denied)", // ../outside: the workspace layer
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, &out)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(ws, "a.txt")); string(data) != "bye world\n" {
		t.Errorf("a.txt = %q", data)
	}
	if strings.Count(out.String(), "error (permission_denied)") != 3 {
		t.Errorf("want 3 refusals:\n%s", &out)
	}
}
