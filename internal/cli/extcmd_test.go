package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/cli"
)

func TestAgentsList(t *testing.T) {
	ws := t.TempDir()
	writeFile(t, ws, ".claude/agents/code-reviewer.md", "---\nname: code-reviewer\ndescription: Reviews code.\ntools: Read, Grep, WebFetch, NotebookEdit\nmodel: inherit\n---\nYou review code.\n")
	writeFile(t, ws, ".troupe/agents/explore.md", "---\nname: explore\ndescription: Project explorer.\ntools: [read_file]\n---\nExplore.\n")
	code, out, errOut := execCLI(t, "", "-C", ws, "agents", "list", "--json")
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rows []struct {
		Name, Source string
		Tools        []string
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	got := map[string]string{}
	for _, r := range rows {
		got[r.Name] = r.Source + " " + strings.Join(r.Tools, ",")
	}
	want := map[string]string{
		"code-reviewer":   ".claude/agents/code-reviewer.md read_file,grep,web_fetch",
		"explore":         ".troupe/agents/explore.md read_file",
		"general-purpose": "configs/agents/general-purpose.md read_file,glob,grep,ls,write_file,edit_file,multi_edit,bash,bash_output,kill_bash",
		"planner":         "configs/agents/planner.md read_file,glob,grep,ls",
		"reviewer":        "configs/agents/reviewer.md read_file,glob,grep,ls,bash",
	}
	for n, w := range want {
		if got[n] != w {
			t.Errorf("%s = %q, want %q", n, got[n], w)
		}
	}
	code, out, errOut = execCLI(t, "", "-C", ws, "agents", "list")
	if code != cli.ExitOK || !strings.Contains(out, "code-reviewer") || !strings.Contains(errOut, "NotebookEdit") {
		t.Errorf("text list: exit %d\n%s\nstderr %s; want the types and a note on NotebookEdit, which troupe lacks", code, out, errOut)
	}
	writeFile(t, ws, ".troupe/agents/broken.md", "---\nname: broken\ndescription: x\nmax_turns: lots\n---\nBody\n")
	code, _, errOut = execCLI(t, "", "-C", ws, "agents", "list")
	if code != cli.ExitOK || !strings.Contains(errOut, filepath.Join(ws, ".troupe", "agents", "broken.md")+": line 4: max_turns") {
		t.Errorf("malformed field: exit %d, stderr %q; want a note naming the file and line 4, and the list", code, errOut)
	}
}

func TestMCPAddListRemove(t *testing.T) {
	ws, home := t.TempDir(), t.TempDir() // one home: troupe mcp add keeps the (empty, so trusted) directory trusted
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		args    []string
		code    int
		out     string
		errText string
	}{
		{[]string{"mcp", "list"}, cli.ExitOK, "No MCP servers configured", ""},
		{[]string{"mcp", "add", "files", "-e", "MY_API_KEY=sk-123", "--", "npx", "x"}, cli.ExitUsage, "", "refusing to write a secret"},
		{[]string{"mcp", "add", "--transport", "http", "docs", "https://example.com/mcp", "-H", "Authorization: Bearer abc"}, cli.ExitUsage, "", "refusing to write a secret"},
		{[]string{"mcp", "add", "bad__name", "--", "x"}, cli.ExitUsage, "", "server name"},
		{[]string{"mcp", "add", "--transport", "http", "docs", "https://example.com/mcp", "-H", "Authorization: Bearer ${DOCS_TOKEN}"}, cli.ExitOK, "Added MCP server docs", ""},
		{[]string{"mcp", "add", "tester", "-e", "MY_API_KEY", "--", exe, "-test.run=^$"}, cli.ExitOK, "Added MCP server tester", ""},
		{[]string{"mcp", "list", "--no-connect"}, cli.ExitOK, "tester  idle", ""},
		{[]string{"mcp", "remove", "docs"}, cli.ExitOK, "Removed MCP server docs", ""},
		{[]string{"mcp", "remove", "docs"}, cli.ExitError, "", `no MCP server "docs"`},
	}
	for _, s := range steps {
		code, out, errOut := execCLIHome(t, home, "", append([]string{"-C", ws}, s.args...)...)
		if code != s.code || !strings.Contains(out, s.out) || !strings.Contains(errOut, s.errText) {
			t.Fatalf("troupe %v: exit %d\nstdout %s\nstderr %s\nwant exit %d, stdout containing %q, stderr %q", s.args, code, out, errOut, s.code, s.out, s.errText)
		}
	}
	data, err := os.ReadFile(filepath.Join(ws, ".mcp.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"MY_API_KEY": "${MY_API_KEY}"`) || strings.Contains(string(data), "docs") {
		t.Errorf(".mcp.json = %s; want the env reference and no docs server", data)
	}
}
