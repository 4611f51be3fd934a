package cli_test

import (
	"strings"
	"testing"

	"troupe/internal/cli"
)

// A server that fails to start says why in `troupe mcp list` (its stderr,
// not just "EOF"), and `troupe mcp logs NAME` shows the whole log.
func TestMCPLogsFromOutside(t *testing.T) {
	ws, home := t.TempDir(), t.TempDir()
	steps := []struct {
		args    []string
		code    int
		out     string
		errText string
	}{
		{[]string{"mcp", "logs", "broken"}, cli.ExitError, "", "no log for MCP server broken"},
		{[]string{"mcp", "add", "broken", "--", "sh", "-c", `echo "starting broken server"; echo "boom: DOCS_TOKEN is not set" >&2; exit 1`}, cli.ExitOK, "Added MCP server broken", ""},
		{[]string{"mcp", "list", "--timeout", "20s"}, cli.ExitOK, "boom: DOCS_TOKEN is not set", ""},
		{[]string{"mcp", "logs", "broken"}, cli.ExitOK, "boom: DOCS_TOKEN is not set", ""},
		{[]string{"mcp", "logs", "--path", "broken"}, cli.ExitOK, "broken.log", ""},
	}
	for _, s := range steps {
		code, out, errOut := execCLIHome(t, home, "", append([]string{"-C", ws}, s.args...)...)
		if code != s.code || !strings.Contains(out, s.out) || !strings.Contains(errOut, s.errText) {
			t.Fatalf("troupe %v: exit %d\nstdout %s\nstderr %s\nwant exit %d, stdout containing %q, stderr %q", s.args, code, out, errOut, s.code, s.out, s.errText)
		}
	}
	_, out, _ := execCLIHome(t, home, "", "-C", ws, "mcp", "logs", "broken")
	if strings.Contains(out, "starting broken server") {
		t.Errorf("the server's stdout reached its stderr log:\n%s", out)
	}
}
