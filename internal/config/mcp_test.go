package config

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"troupe/internal/golden"
)

func renderMCP(servers map[string]MCPServer) string {
	var names []string
	for n := range servers {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		s := servers[n]
		env, _ := json.Marshal(s.Env)
		hdr, _ := json.Marshal(s.Headers)
		fmt.Fprintf(&b, "%s: transport=%s command=%q args=%q url=%q env=%s headers=%s source=%s\n",
			n, s.Transport(), s.Command, s.Args, s.URL, env, hdr, filepath.Base(s.Source))
	}
	return b.String()
}

// A .mcp.json written as Claude Code's documentation shows it loads as is.
func TestClaudeCodeMCPFileGolden(t *testing.T) {
	servers, err := ReadMCPFile("testdata/mcp/claude.mcp.json")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/mcp/claude.golden", renderMCP(servers), *update)
}

func TestLoadMCPPrecedence(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	env := map[string]string{"HOME": home}
	user, project := MCPPaths(func(k string) string { return env[k] }, ws)
	if _, err := WriteMCPServer(user, "a", &MCPServer{Command: "user-a"}); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteMCPServer(user, "b", &MCPServer{Command: "user-b"}); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteMCPServer(project, "b", &MCPServer{Command: "project-b"}); err != nil {
		t.Fatal(err)
	}
	c := Default()
	c.ProjectTrusted = true
	c.MCPServers = map[string]MCPServer{"a": {Command: "config-a"}, "c": {Type: "http", URL: "http://x"}}
	got, err := LoadMCP(func(k string) string { return env[k] }, ws, c, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "config-a", "b": "project-b", "c": ""}
	for n, cmd := range want {
		if got[n].Command != cmd {
			t.Errorf("server %s command = %q, want %q (sources: %s)", n, got[n].Command, cmd, got[n].Source)
		}
	}
}

// add and remove keep the file's other keys, and removing what is not
// there changes nothing.
func TestWriteMCPServerKeepsOtherKeys(t *testing.T) {
	p := filepath.Join(t.TempDir(), ".mcp.json")
	os.WriteFile(p, []byte(`{"mcpServers": {"old": {"command": "x"}}, "other": {"keep": true}}`), 0o644)
	if changed, err := WriteMCPServer(p, "new", &MCPServer{Command: "srv", Env: map[string]string{"TOKEN": "${TOKEN}"}}); err != nil || !changed {
		t.Fatalf("add = %v, %v", changed, err)
	}
	if changed, err := WriteMCPServer(p, "old", nil); err != nil || !changed {
		t.Fatalf("remove = %v, %v", changed, err)
	}
	if changed, err := WriteMCPServer(p, "absent", nil); err != nil || changed {
		t.Fatalf("remove absent = %v, %v; want no change", changed, err)
	}
	data, _ := os.ReadFile(p)
	want := "{\n  \"mcpServers\": {\n    \"new\": {\n      \"command\": \"srv\",\n      \"env\": {\n        \"TOKEN\": \"${TOKEN}\"\n      }\n    }\n  },\n  \"other\": {\n    \"keep\": true\n  }\n}\n"
	if string(data) != want {
		t.Errorf("file =\n%s\nwant\n%s", data, want)
	}
}

func TestMalformedMCPFiles(t *testing.T) {
	tests := []struct{ name, content, want string }{
		{"syntax", "{\n  \"mcpServers\": {\n    \"a\": {\"command\": \"x\",}\n  }\n}", "line 3:"},
		{"type", "{\"mcpServers\": {\"a\": {\"command\": 3}}}", "line 1:"},
		{"no command", "{\"mcpServers\": {\"a\": {\"args\": [\"x\"]}}}", "server a: command is missing"},
		{"bad type", "{\"mcpServers\": {\"a\": {\"type\": \"ws\", \"url\": \"x\"}}}", `type must be stdio, http or sse, not "ws"`},
		{"bad name", "{\"mcpServers\": {\"a__b\": {\"command\": \"x\"}}}", `server name "a__b"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), ".mcp.json")
			os.WriteFile(p, []byte(tt.content), 0o644)
			_, err := ReadMCPFile(p)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), p) {
				t.Errorf("error = %v, want one naming %s and containing %q", err, p, tt.want)
			}
		})
	}
}
