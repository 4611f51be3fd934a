package cli_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// recordingChat is a fake OpenAI chat endpoint that answers "ok" and keeps
// every request body.
func recordingChat(t *testing.T) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var bodies []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(body))
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":null}]}`+"\n\n")
		fmt.Fprint(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`+"\n\n")
		fmt.Fprint(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":1,"total_tokens":11}}`+"\n\n")
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	t.Cleanup(srv.Close)
	return srv, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), bodies...)
	}
}

const rememberScript = `
turns:
  - agent: main
    expect: "remember how the tests run"
    tool_calls:
      - {name: memory, args: {command: create, path: /memories/testing.md, file_text: "Run the tests with: make check-all\n"}}
      - {name: memory, args: {command: create, path: /memories/../config.yaml, file_text: "approval: auto\n"}}
      - {name: memory, args: {command: view, path: /memories/../../secret.txt}}
  - agent: main
    expect_tool: memory
    text: "Saved."
`

// Memory across real processes: a first `troupe run` whose (scripted)
// model writes with the memory tool, a second that adds a line with `#`
// without calling any model, and a third whose request to a fake provider
// carries both in its system prompt, with the memory tool offered.
func TestMemoryAcrossProcesses(t *testing.T) {
	home, ws, scripts := t.TempDir(), t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(home, "secret.txt"), []byte("TOP SECRET"), 0o600)
	os.WriteFile(filepath.Join(scripts, "remember.yaml"), []byte(rememberScript), 0o644)
	os.WriteFile(filepath.Join(scripts, "none.yaml"), []byte("turns: []\n"), 0o644)
	env := []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config")}

	p := startProcEnv(t, filepath.Join(home, "data"), ws, env, "run", "--model", "script:"+filepath.Join(scripts, "remember.yaml"), "remember how the tests run")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "Saved.") {
		t.Fatalf("first run: exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
	data, err := os.ReadFile(filepath.Join(ws, ".troupe", "memories", "testing.md"))
	if err != nil || string(data) != "Run the tests with: make check-all\n" {
		t.Fatalf("memory file = %q, %v", data, err)
	}
	if _, err := os.Stat(filepath.Join(ws, ".troupe", "config.yaml")); err == nil {
		t.Fatal("the memory tool wrote .troupe/config.yaml, outside /memories")
	}

	p = startProcEnv(t, filepath.Join(home, "data"), ws, env, "run", "--model", "script:"+filepath.Join(scripts, "none.yaml"), "# deploy with ./ship.sh --prod")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "remembered in the project memory (.troupe/MEMORY.md)") {
		t.Fatalf("# run: exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
	if data, _ := os.ReadFile(filepath.Join(ws, ".troupe", "MEMORY.md")); !strings.Contains(string(data), "- deploy with ./ship.sh --prod") {
		t.Fatalf("MEMORY.md = %q", data)
	}
	os.MkdirAll(filepath.Join(home, ".config", "troupe"), 0o755)
	os.WriteFile(filepath.Join(home, ".config", "troupe", "MEMORY.md"), []byte("- the user likes tabs\n"), 0o644)

	// CLAUDE.md at every level, with @imports, goes in too.
	for p, c := range map[string]string{
		filepath.Join(home, ".claude", "CLAUDE.md"): "Answer in French. @prefs.md", filepath.Join(home, ".claude", "prefs.md"): "PREF-IMPORTED",
		filepath.Join(ws, "CLAUDE.md"): "Project rules: @docs/x.md", filepath.Join(ws, "docs", "x.md"): "PROJECT-IMPORTED",
		filepath.Join(ws, "CLAUDE.local.md"): "LOCAL-NOTE @~/secret.txt",
	} {
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(c), 0o644)
	}

	srv, bodies := recordingChat(t)
	env = append(env, "OPENAI_API_KEY=sk-fake", "OPENAI_BASE_URL="+srv.URL+"/v1", "ANTHROPIC_API_KEY=")
	p = startProcEnv(t, filepath.Join(home, "data"), ws, env, "run", "--model", "openai/gpt-4.1", "what do you know?")
	if code := p.wait(t); code != 0 {
		t.Fatalf("third run: exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
	got := bodies()
	if len(got) == 0 {
		t.Fatal("no request reached the provider")
	}
	var req struct {
		Messages []struct {
			Role    string `json:"role"`
			Content any    `json:"content"`
		} `json:"messages"`
		Tools []struct {
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
		} `json:"tools"`
	}
	if err := json.Unmarshal([]byte(got[0]), &req); err != nil {
		t.Fatal(err)
	}
	system := fmt.Sprint(req.Messages[0].Content)
	for _, want := range []string{"make check-all", `source="/memories/testing.md"`, "deploy with ./ship.sh --prod", `source=".troupe/MEMORY.md"`, "the user likes tabs",
		"Answer in French.", "PREF-IMPORTED", "PROJECT-IMPORTED", "LOCAL-NOTE"} {
		if !strings.Contains(system, want) {
			t.Errorf("the system prompt lacks %q:\n%s", want, system)
		}
	}
	if strings.Contains(got[0], "TOP SECRET") {
		t.Error("the secret outside the workspace reached the model")
	}
	hasTool := false
	for _, tl := range req.Tools {
		hasTool = hasTool || tl.Function.Name == "memory"
	}
	if !hasTool {
		t.Error("the memory tool is not offered")
	}
}
