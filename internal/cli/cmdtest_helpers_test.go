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

// execCLI runs the CLI in-process with stdin and a private home, and
// returns the exit code and both outputs.
func execCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return execCLIHome(t, t.TempDir(), stdin, args...)
}

// execCLIHome is execCLI with the home (and data directory) home, kept
// between calls.
func execCLIHome(t *testing.T, home, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := map[string]string{"TROUPE_HOME": home, "HOME": home}
	code = cli.Execute(context.Background(), args, cli.IO{In: strings.NewReader(stdin), Out: &out, Err: &errb,
		Getenv: func(k string) string { return env[k] }})
	return code, out.String(), errb.String()
}

// writeFile writes data to dir/name, creating directories, and returns the
// path.
func writeFile(t *testing.T, dir, name, data string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
