package cli_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// sdkDir is where .ci/run installs the Claude Agent SDK and TypeScript
// (TROUPE_SDK_NPM); the test skips, saying so, when it is not set.
func sdkDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("TROUPE_SDK_NPM")
	if dir == "" {
		t.Skip("TROUPE_SDK_NPM is not set: the Claude Agent SDK from npm is not installed (.ci/run installs it; needs npm)")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	return dir
}

// fakeChat is an OpenAI Chat Completions server whose answers depend on the
// conversation: READ asks for read_file, WRITE for write_file, SLOW streams
// a word and then waits for the client to go, LOOP calls a tool forever,
// REMEMBER says whether an earlier prompt was READ, MCPADD searches the
// tools and calls mcp__calc__add; after a tool result it
// answers with the result's first line.
func fakeChat(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		var req struct {
			Messages []struct {
				Role    string          `json:"role"`
				Content json.RawMessage `json:"content"`
			} `json:"messages"`
		}
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		text := func(raw json.RawMessage) string {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				return s
			}
			return string(raw)
		}
		var users []string
		prompt, promptAt, toolAt, toolText, tools := "", -1, -1, "", 0
		for i, m := range req.Messages {
			switch m.Role {
			case "user":
				users = append(users, text(m.Content))
				for _, k := range []string{"READ", "WRITE", "SLOW", "LOOP", "REMEMBER", "MCPADD"} {
					if strings.Contains(text(m.Content), k) {
						prompt, promptAt, tools = k, i, 0
						break
					}
				}
			case "tool":
				toolAt, toolText = i, text(m.Content)
				tools++
			}
		}
		afterTool := toolAt > promptAt // reminders may follow the tool result
		w.Header().Set("Content-Type", "text/event-stream")
		fl := w.(http.Flusher)
		n := 0
		chunk := func(choice, usage string) {
			n++
			fmt.Fprintf(w, `data: {"id":"c%d","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[%s]%s}`+"\n\n", n, choice, usage)
			fl.Flush()
		}
		say := func(parts ...string) {
			for _, p := range parts {
				b, _ := json.Marshal(p)
				chunk(`{"index":0,"delta":{"content":`+string(b)+`},"finish_reason":null}`, "")
			}
			chunk(`{"index":0,"delta":{},"finish_reason":"stop"}`, "")
			chunk("", `,"usage":{"prompt_tokens":100,"completion_tokens":5,"total_tokens":105}`)
			fmt.Fprint(w, "data: [DONE]\n\n")
		}
		call := func(name, args string) {
			b, _ := json.Marshal(args)
			chunk(`{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"call_`+fmt.Sprint(len(req.Messages))+`","type":"function","function":{"name":"`+name+`","arguments":`+string(b)+`}}]},"finish_reason":null}`, "")
			chunk(`{"index":0,"delta":{},"finish_reason":"tool_calls"}`, "")
			chunk("", `,"usage":{"prompt_tokens":100,"completion_tokens":5,"total_tokens":105}`)
			fmt.Fprint(w, "data: [DONE]\n\n")
		}
		switch {
		case prompt == "MCPADD" && tools == 0:
			call("search_tools", `{"query":"add two numbers"}`)
		case prompt == "MCPADD" && tools == 1:
			call("mcp__calc__add", `{"a":2,"b":3}`)
		case prompt == "LOOP":
			call("ls", `{"path":"."}`)
		case afterTool:
			first, _, _ := strings.Cut(toolText, "\n")
			say("done: ", first)
		case prompt == "READ":
			call("read_file", `{"file_path":"a.txt"}`)
		case prompt == "WRITE":
			call("write_file", `{"file_path":"b.txt","content":"x\n"}`)
		case prompt == "SLOW":
			chunk(`{"index":0,"delta":{"content":"thinking"},"finish_reason":null}`, "")
			<-r.Context().Done()
		case prompt == "REMEMBER":
			seen := "no"
			for _, u := range users {
				if strings.Contains(u, "READ") {
					seen = "yes"
				}
			}
			say("I remember: ", seen)
		default:
			say("hello ", "from fake")
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// The unmodified Claude Agent SDK from npm drives the troupe binary through
// query(): a tool turn with its answer streamed, a canUseTool callback that
// denies, an interrupt, a resumed session, a turn capped by maxTurns and
// set_model between two turns of one session, SDK hook callbacks
// (PreToolUse updatedInput, PostToolUse) and canUseTool's updatedInput,
// re-checked by the gate, and an SDK MCP server (mcp_message)
// (testdata/sdk/query.mjs says what each must look like).
func TestAgentSDKDrivesTroupe(t *testing.T) {
	dir := sdkDir(t)
	srv := fakeChat(t)
	home, ws := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello from a.txt\n"), 0o644)
	script, _ := filepath.Abs("testdata/sdk/query.mjs")
	// Node resolves the SDK from the script's directory: run a copy beside
	// the installed packages.
	run := filepath.Join(dir, "query-"+filepath.Base(t.TempDir())+".mjs")
	data, _ := os.ReadFile(script)
	if err := os.WriteFile(run, data, 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(run)
	cmd := exec.Command("node", run)
	cmd.Env = append(os.Environ(), "TROUPE_BIN="+binary, "WS="+ws, "TROUPE_HOME="+home, "HOME="+home,
		"OPENAI_API_KEY=sk-fake", "OPENAI_BASE_URL="+srv.URL+"/v1", "ANTHROPIC_API_KEY=")
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("node: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr)
	}
	var rep map[string]any
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("report: %v\n%s", err, out)
	}
	t.Logf("SDK report: %s", out)
	for _, k := range []string{"tool", "deny", "interrupt", "resume", "capped", "setModel", "hooks", "updatedInput", "sdkMCP"} {
		if rep[k] == nil {
			t.Errorf("scenario %s did not report", k)
		}
	}
}

// A small consumer of the SDK's message types compiles with tsc --strict:
// the fields troupe writes are the ones the types name.
func TestAgentSDKTypesCompile(t *testing.T) {
	dir := sdkDir(t)
	tsc := filepath.Join(dir, "node_modules", ".bin", "tsc")
	if _, err := os.Stat(tsc); err != nil {
		t.Skip("typescript is not installed beside the SDK")
	}
	src, _ := filepath.Abs("testdata/sdk/consumer.ts")
	work := t.TempDir()
	data, _ := os.ReadFile(src)
	os.WriteFile(filepath.Join(work, "consumer.ts"), data, 0o644)
	os.Symlink(filepath.Join(dir, "node_modules"), filepath.Join(work, "node_modules"))
	cmd := exec.Command(tsc, "--strict", "--noEmit", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022",
		"--skipLibCheck", "consumer.ts")
	cmd.Dir = work
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tsc --strict: %v\n%s", err, out)
	}
}
