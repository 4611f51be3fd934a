package supervisor_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
	"troupe/messages"
)

// The stdio MCP server of these tests is this test binary, re-executed.
func init() { mcptest.ServeIfChild() }

// mcpConfig is a .mcp.json naming the test binary as a stdio server with n
// generated tools besides its standard ones.
func mcpConfig(t *testing.T, servers ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]any{}
	for _, s := range servers {
		m[s] = map[string]any{"command": exe, "env": map[string]string{mcptest.EnvStdio: "20"}}
	}
	data, _ := json.Marshal(map[string]any{"mcpServers": m})
	return string(data)
}

const discoveryScript = `
turns:
  - agent: main
    expect: "say hello through the test server"
    tool_calls:
      - {name: search_tools, args: {query: "echo text"}}
  - agent: main
    expect_tool: search_tools
    expect: "mcp__calc__echo"
    tool_calls:
      - {name: mcp__calc__echo, args: {text: hello}}
  - agent: main
    expect_tool: mcp__calc__echo
    expect: "^echo: hello$"
    text: "The server said: echo: hello."
  - agent: main
    expect_reminder: "original task"
    text: "The server said: echo: hello."
`

// MCP tools are not in the first request; search_tools finds one, and from
// the next request on its schema is there and the agent calls it through
// the tool runner, as a real child process.
func TestLazyMCPDiscovery(t *testing.T) {
	w := newWorld(t, discoveryScript, map[string]string{".mcp.json": mcpConfig(t, "calc")})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "say hello through the test server")
	if res.Err != nil || res.Final != "The server said: echo: hello." {
		t.Fatalf("turn = %+v, %v", res.Final, res.Err)
	}
	var toolSets [][]string
	var states []string
	for _, m := range rec.all() {
		switch b := m.Body.(type) {
		case *messages.ModelRequest:
			if m.Meta.Agent != "main" || !strings.HasSuffix(m.Subject, ".act") {
				continue
			}
			var names []string
			for _, s := range b.Tools {
				names = append(names, s.Name)
				if s.Name == "mcp__calc__echo" && !strings.Contains(string(s.Parameters), `"text"`) {
					t.Errorf("echo's schema = %s, want the server's", s.Parameters)
				}
			}
			toolSets = append(toolSets, names)
		case *messages.MCPServerState:
			states = append(states, b.Server+":"+b.State)
		}
	}
	if len(toolSets) < 3 {
		t.Fatalf("%d action requests, want at least 3", len(toolSets))
	}
	if !slices.Contains(toolSets[0], "search_tools") || slices.ContainsFunc(toolSets[0], func(n string) bool { return strings.HasPrefix(n, "mcp__") }) {
		t.Errorf("first request's tools = %v, want search_tools and no MCP tool", toolSets[0])
	}
	for i, set := range toolSets[1:] {
		mcpTools := slices.DeleteFunc(slices.Clone(set), func(n string) bool { return !strings.HasPrefix(n, "mcp__") })
		if !slices.Equal(mcpTools, []string{"mcp__calc__echo"}) {
			t.Errorf("request %d MCP tools = %v, want only the discovered echo", i+2, mcpTools)
		}
		if !slices.Equal(set[:len(toolSets[0])], toolSets[0]) {
			t.Errorf("request %d tools %v do not keep the first request's %v as their prefix", i+2, set, toolSets[0])
		}
	}
	if !slices.Contains(states, "calc:starting") || !slices.Contains(states, "calc:ready") {
		t.Errorf("server states on the bus = %v, want starting and ready", states)
	}
}

const hookScript = `
turns:
  - agent: main
    expect: "list the files"
    tool_calls:
      - {name: bash, args: {command: "ls"}}
  - agent: main
    expect_tool: bash
    expect: "blocked by a PreToolUse hook: no shell today"
    text: "The hook blocked the shell."
  - agent: main
    expect_reminder: "original task"
    text: "The hook blocked the shell."
`

// A Claude Code PreToolUse hook on Bash blocks troupe's bash tool with exit
// code 2; the model sees its stderr and the run is an event on the bus.
func TestPreToolUseHookBlocksBash(t *testing.T) {
	settings := `{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "echo 'no shell today' >&2; exit 2"}]}]}}`
	w := newWorld(t, hookScript, map[string]string{".claude/settings.json": settings})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "list the files")
	if res.Err != nil || res.Final != "The hook blocked the shell." {
		t.Fatalf("turn = %q, %v", res.Final, res.Err)
	}
	var runs []messages.HookRun
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.HookRun); ok {
			runs = append(runs, *r)
		}
	}
	if len(runs) != 1 || runs[0].Event != "PreToolUse" || !runs[0].Blocked || runs[0].Exit != 2 || runs[0].Tool != "bash" {
		t.Errorf("hook runs on the bus = %+v, want one blocking PreToolUse run for bash", runs)
	}
}

const mcpDeniedScript = `
turns:
  - agent: main
    expect: "say hello"
    tool_calls:
      - {name: search_tools, args: {query: "echo text"}}
  - agent: main
    expect_tool: search_tools
    tool_calls:
      - {name: mcp__calc__echo, args: {text: hello}}
  - agent: main
    expect_tool: mcp__calc__echo
    expect: "denied .*rule"
    text: "Denied."
  - agent: main
    expect_reminder: "original task"
    text: "Denied."
`

// MCP tools go through the approval layer like any tool: a rule naming
// mcp__<server>__<tool> denies it.
func TestApprovalRuleNamesMCPTool(t *testing.T) {
	w := newWorld(t, mcpDeniedScript, map[string]string{".mcp.json": mcpConfig(t, "calc"),
		".troupe/permissions.yaml": "rules:\n  - {tool: \"mcp__calc__*\", action: deny}\n"})
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "say hello"); res.Err != nil || res.Final != "Denied." {
		t.Fatalf("turn = %q, %v", res.Final, res.Err)
	}
}

const eagerScript = `
turns:
  - agent: main
    expect: "ask the caller"
    tool_calls:
      - {name: task, args: {description: Call echo, subagent_type: caller, prompt: "Call echo with hi."}}
  - agent: caller
    expect: "Call echo"
    tool_calls:
      - {name: mcp__calc__echo, args: {text: hi}}
  - agent: caller
    expect_tool: mcp__calc__echo
    expect: "^echo: hi$"
    text: "It said echo: hi."
  - agent: main
    expect_tool: task
    expect: "It said echo: hi."
    text: "The caller got echo: hi."
  - agent: main
    expect_reminder: "original task"
    text: "The caller got echo: hi."
`

// A subagent type that names an MCP tool gets it without search_tools:
// the tool is in its requests once its server (started when the session
// opened) has listed it, and it may call it from the start.
func TestSubagentTypeNamesMCPToolEagerly(t *testing.T) {
	caller := "---\nname: caller\ndescription: Calls the echo tool.\ntools: [read_file, mcp__calc__echo]\n---\nYou call tools.\n"
	w := newWorld(t, eagerScript, map[string]string{".mcp.json": mcpConfig(t, "calc"), ".troupe/agents/caller.md": caller})
	cfg, err := config.Load(filepath.Join(w.workspace, ".troupe", "config.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	w.cfg.Subagents = cfg.Subagents
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "ask the caller"); res.Err != nil || res.Final != "The caller got echo: hi." {
		t.Fatalf("turn = %q, %v", res.Final, res.Err)
	}
	var sawTool bool
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ModelRequest); ok && strings.HasPrefix(m.Meta.Agent, "caller-") {
			for _, s := range r.Tools {
				sawTool = sawTool || s.Name == "mcp__calc__echo"
				if s.Name == mcp.SearchName {
					t.Errorf("the subagent was offered search_tools, which its type does not list")
				}
			}
		}
	}
	if !sawTool {
		t.Errorf("mcp__calc__echo was in none of the subagent's requests")
	}
}

const sessionHooksScript = `
turns:
  - agent: main
    expect: "(?s)^hello.*Time: noon.*Project uses tabs"
    text: "Hi."
    usage: {prompt_tokens: 100, completion_tokens: 10}
  - agent: main
    expect: "^\\[Stop hook\\] say bye too$"
    text: "Bye."
    usage: {prompt_tokens: 200, completion_tokens: 20}
`

// SessionStart and UserPromptSubmit hooks add context to the prompt; a Stop
// hook that blocks sends the agent back to work once, with its reason.
func TestSessionHooks(t *testing.T) {
	settings := `{"hooks": {
		"SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo 'Project uses tabs.'"}]}],
		"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "echo 'Time: noon'"}]}],
		"Stop": [{"hooks": [{"type": "command", "command": "grep -q '\"stop_hook_active\":false' && echo '{\"decision\": \"block\", \"reason\": \"say bye too\"}' || true"}]}]
	}}`
	w := newWorld(t, sessionHooksScript, map[string]string{".troupe/settings.json": settings})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "hello"); res.Err != nil || res.Final != "Bye." {
		t.Fatalf("turn = %q, %v; want the answer after the Stop hook's continuation", res.Final, res.Err)
	} else if res.Calls != 2 || res.Iterations != 2 || res.Usage.PromptTokens != 300 || res.Usage.CompletionTokens != 30 {
		t.Errorf("the result counts %d calls, %d iterations, %+v; want both parts of the turn: 2, 2, 300/30 tokens", res.Calls, res.Iterations, res.Usage)
	}
	want := []string{"SessionStart blocked=false", "UserPromptSubmit blocked=false", "Stop blocked=true", "Stop blocked=false"}
	var runs []string
	// The last run is published as the turn returns; the observer sees it
	// a moment later.
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		runs = nil
		for _, m := range rec.all() {
			if r, ok := m.Body.(*messages.HookRun); ok {
				runs = append(runs, fmt.Sprintf("%s blocked=%v", r.Event, r.Blocked))
			}
		}
		if len(runs) >= len(want) {
			break
		}
	}
	if !slices.Equal(runs, want) {
		t.Errorf("hook runs on the bus = %v, want %v", runs, want)
	}
}

const failureHooksScript = `
turns:
  - agent: main
    expect: "read it"
    tool_calls:
      - {name: read_file, args: {file_path: missing.txt}}
  - agent: main
    expect_tool: read_file
    text: "It is missing."
  - agent: main
    expect_reminder: "does not exist"
    text: "It really is missing."
`

// A failed call raises PostToolUseFailure (not PostToolUse) with the
// error; closing the session raises SessionEnd.
func TestFailureAndEndHooks(t *testing.T) {
	settings := `{"hooks": {
		"PostToolUse": [{"hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/post.json\""}]}],
		"PostToolUseFailure": [{"matcher": "Read", "hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/failure.json\""}]}],
		"SessionEnd": [{"hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/end.json\""}]}]
	}}`
	w := newWorld(t, failureHooksScript, map[string]string{".claude/settings.json": settings})
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "read it"); res.Err != nil {
		t.Fatal(res.Err)
	}
	if err := sess.Close(); err != nil {
		t.Fatal(err)
	}
	var failure, end map[string]any
	for f, v := range map[string]*map[string]any{"failure.json": &failure, "end.json": &end} {
		data, err := os.ReadFile(filepath.Join(w.workspace, f))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	if failure["hook_event_name"] != "PostToolUseFailure" || failure["tool_name"] != "Read" || !strings.Contains(fmt.Sprint(failure["error"]), "missing.txt") {
		t.Errorf("failure event = %v", failure)
	}
	if end["hook_event_name"] != "SessionEnd" || end["reason"] != "other" || end["session_id"] != sess.ID() {
		t.Errorf("end event = %v", end)
	}
	if _, err := os.Stat(filepath.Join(w.workspace, "post.json")); err == nil {
		t.Error("PostToolUse ran for a failed call")
	}

	// transcript_path is a transcript in Claude Code's shape.
	data, err := os.ReadFile(fmt.Sprint(end["transcript_path"]))
	if err != nil {
		t.Fatalf("transcript_path %v: %v", end["transcript_path"], err)
	}
	var kinds []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var line struct {
			Type       string  `json:"type"`
			ParentUUID *string `json:"parentUuid"`
			Message    struct {
				Content json.RawMessage `json:"content"`
			} `json:"message"`
		}
		if err := json.Unmarshal([]byte(l), &line); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		var blocks []struct{ Type, Name string }
		kind := line.Type
		if json.Unmarshal(line.Message.Content, &blocks) == nil {
			for _, b := range blocks {
				kind += ":" + b.Type + b.Name
			}
		}
		kinds = append(kinds, kind)
	}
	want := "user assistant:tool_useRead user:tool_result assistant:text assistant:text"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("transcript lines = %s\nwant %s\n%s", got, want, data)
	}
}

const promptHookScript = `
turns:
  - {agent: "^main$", expect: "^finish up$", text: "Done."}
  - {agent: "^hook$", expect: "(?s)Did the agent run the tests.*\"hook_event_name\":\"Stop\"", text: "Judgement: {\"ok\": false, \"reason\": \"run the tests first\"}"}
  - {agent: "^main$", expect: "^\\[Stop hook\\] run the tests first$", text: "Tests pass."}
  - {agent: "^hook$", expect: "stop_hook_active\":true", text: "{\"ok\": true}"}
`

// A prompt hook (type "prompt") is judged by the critique slot's model: a
// Stop hook it answers {"ok": false} sends the turn back with the reason,
// {"ok": true} lets it end.
func TestPromptHookJudgedByModel(t *testing.T) {
	settings := `{"hooks": {"Stop": [{"hooks": [{"type": "prompt", "prompt": "Did the agent run the tests? $ARGUMENTS"}]}]}}`
	w := newWorld(t, promptHookScript, map[string]string{".claude/settings.json": settings})
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "finish up"); res.Err != nil || res.Final != "Tests pass." {
		t.Fatalf("turn = %q, %v", res.Final, res.Err)
	}
}
