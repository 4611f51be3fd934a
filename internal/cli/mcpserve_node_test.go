package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

type mcpServeRun struct {
	Tools []string `json:"tools"`
	Task  struct {
		IsError    bool   `json:"isError"`
		Text       string `json:"text"`
		Structured struct {
			Answer  string   `json:"answer"`
			Session string   `json:"session_id"`
			Subtype string   `json:"subtype"`
			Files   []string `json:"files_changed"`
			Changes []struct {
				Path, Status string
			} `json:"changes"`
			Diff     string   `json:"diff"`
			Commands []string `json:"commands_run"`
			Turns    int      `json:"num_turns"`
		} `json:"structured"`
	} `json:"task"`
	Read, Secret, GitConfig, EmptyTask struct {
		IsError bool   `json:"isError"`
		Text    string `json:"text"`
	}
}

// The official MCP TypeScript client from npm uses `troupe mcp serve` over
// stdio and over streamable HTTP: it lists the tools, hands troupe a task
// (run by the scripted model in a session of its own) and gets its answer
// and changes back, reads a file, and is refused a secret and a write to
// .git/config by troupe's gate (testdata/mcpserve/client.mjs).
func TestMCPServeWithTypeScriptClient(t *testing.T) {
	dir := os.Getenv("TROUPE_MCP_NPM")
	if dir == "" {
		t.Skip("TROUPE_MCP_NPM is not set: the MCP TypeScript SDK from npm is not installed (.ci/run installs it; needs npm)")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "package.json")); err != nil {
		t.Skip("@modelcontextprotocol/sdk is not installed in TROUPE_MCP_NPM (.ci/run installs it)")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	home, ws := t.TempDir(), t.TempDir()
	if out, err := exec.Command("git", "init", "-q", ws).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v %s", err, out)
	}
	os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello from a.txt\n"), 0o644)
	os.MkdirAll(filepath.Join(home, ".ssh"), 0o700)
	os.WriteFile(filepath.Join(home, ".ssh", "id_rsa"), []byte("PRIVATE KEY\n"), 0o600)
	gitConfig, _ := os.ReadFile(filepath.Join(ws, ".git", "config"))
	model, _ := filepath.Abs("testdata/mcpserve/model.yaml")
	src, _ := filepath.Abs("testdata/mcpserve/client.mjs")
	run := filepath.Join(dir, "mcpserve-"+filepath.Base(t.TempDir())+".mjs")
	data, _ := os.ReadFile(src)
	if err := os.WriteFile(run, data, 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(run)
	cmd := exec.Command("node", run)
	cmd.Env = append(os.Environ(), "TROUPE_BIN="+binary, "WS="+ws, "TROUPE_HOME="+home, "HOME="+home, "MODEL_SCRIPT="+model,
		"OPENAI_API_KEY=", "ANTHROPIC_API_KEY=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr.String())
	}
	var rep struct {
		Errors     []string    `json:"errors"`
		Stdio      mcpServeRun `json:"stdio"`
		HTTP       mcpServeRun `json:"http"`
		HTTPExit   any         `json:"httpExit"`
		HTTPStdout string      `json:"httpStdout"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("report: %v\n%s", err, out)
	}
	if len(rep.Errors) > 0 {
		t.Fatalf("the client failed: %v\nstderr:\n%s", rep.Errors, stderr.String())
	}
	t.Logf("MCP report: %s", out)
	for name, r := range map[string]mcpServeRun{"stdio": rep.Stdio, "http": rep.HTTP} {
		tools := strings.Join(r.Tools, ",")
		for _, want := range []string{"task", "read_file", "write_file", "edit_file", "grep", "glob", "bash"} {
			if !strings.Contains(","+tools+",", ","+want+",") {
				t.Errorf("%s: tools %s lack %s", name, tools, want)
			}
		}
		if r.Task.IsError || r.Task.Structured.Subtype != "success" || r.Task.Structured.Session == "" || r.Task.Structured.Turns != 2 {
			t.Errorf("%s: task = %+v", name, r.Task)
		}
		if r.Read.IsError || !strings.Contains(r.Read.Text, "hello from a.txt") {
			t.Errorf("%s: read_file = %+v", name, r.Read)
		}
		if !r.Secret.IsError || strings.Contains(r.Secret.Text, "PRIVATE KEY") || !strings.Contains(r.Secret.Text, "refused by troupe's gate") {
			t.Errorf("%s: reading ~/.ssh/id_rsa = %+v, want refused", name, r.Secret)
		}
		if !r.GitConfig.IsError || !strings.Contains(r.GitConfig.Text, "refused by troupe's gate") {
			t.Errorf("%s: writing .git/config = %+v, want refused", name, r.GitConfig)
		}
		if !r.EmptyTask.IsError {
			t.Errorf("%s: a task without a prompt was accepted", name)
		}
	}
	if s := rep.Stdio.Task.Structured; s.Answer != "notes.txt is written." || strings.Join(s.Files, ",") != "notes.txt" ||
		len(s.Changes) != 1 || s.Changes[0].Status != "added" || !strings.Contains(s.Diff, "+from the stdio task") {
		t.Errorf("stdio task: %+v", s)
	}
	// The changeset holds what a command changed too, not only file tools.
	if s := rep.HTTP.Task.Structured; strings.Join(s.Files, ",") != "h.txt" || len(s.Changes) != 1 || s.Changes[0].Status != "added" {
		t.Errorf("http task's changes: %+v", s)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, "notes.txt")); string(data) != "from the stdio task\n" {
		t.Errorf("notes.txt = %q", data)
	}
	if s := rep.HTTP.Task.Structured; s.Answer != "h.txt is there." || strings.Join(s.Commands, ",") != "touch h.txt" {
		t.Errorf("http task: %+v", s)
	}
	if _, err := os.Stat(filepath.Join(ws, "h.txt")); err != nil {
		t.Errorf("the http task's command did not run: %v", err)
	}
	if after, _ := os.ReadFile(filepath.Join(ws, ".git", "config")); string(after) != string(gitConfig) {
		t.Errorf(".git/config changed:\n%s", after)
	}
	if rep.HTTPExit != float64(0) || rep.HTTPStdout != "" {
		t.Errorf("http server: exit %v on SIGTERM, stdout %q", rep.HTTPExit, rep.HTTPStdout)
	}
}

// The HTTP transport listens on loopback only.
func TestMCPServeRefusesNonLoopback(t *testing.T) {
	cmd := exec.Command(binary, "mcp", "serve", "--http", "0.0.0.0:0", "--model", "script:/nonexistent")
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), "loopback only") {
		t.Fatalf("troupe mcp serve --http 0.0.0.0:0: %v\n%s", err, out)
	}
}
