package hooks

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"troupe/internal/golden"
	"troupe/messages"
)

// newRunner writes settings.json with the given hooks object and returns a
// runner for a fresh workspace and the runs it published.
func newRunner(t *testing.T, hooksJSON string) (*Runner, *[]messages.HookRun) {
	t.Helper()
	ws := t.TempDir()
	p := filepath.Join(ws, ".troupe", "settings.json")
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(`{"hooks": `+hooksJSON+`}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(Paths("", ws)...)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	runs := &[]messages.HookRun{}
	return &Runner{Settings: s, Dir: ws, Session: "S1", Transcript: "/data/S1/log.jsonl",
		Publish: func(agent string, r messages.HookRun) {
			mu.Lock()
			*runs = append(*runs, r)
			mu.Unlock()
		}}, runs
}

// The event a hook reads on stdin has Claude Code's fields and names.
func TestEventOnStdinGolden(t *testing.T) {
	r, _ := newRunner(t, `{"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/event.json\""}]}],
		"PostToolUse": [{"matcher": "Read", "hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/post.json\""}]}]}`)
	call := messages.ToolCall{ID: "call_1", Name: "bash", Arguments: messages.Args(`{"command":"go test ./...","description":"Run the tests"}`)}
	if o := r.PreTool(context.Background(), "main", call); o.Block {
		t.Fatalf("blocked: %+v", o)
	}
	read := messages.ToolCall{ID: "call_2", Name: "read_file", Arguments: messages.Args(`{"file_path":"main.go"}`)}
	r.PostTool(context.Background(), "main", read, "package main", false)
	var b strings.Builder
	for _, f := range []string{"event.json", "post.json"} {
		data, err := os.ReadFile(filepath.Join(r.Dir, f))
		if err != nil {
			t.Fatalf("the hook did not get its event: %v", err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("stdin is not JSON: %v\n%s", err, data)
		}
		out, _ := json.MarshalIndent(v, "", "  ")
		b.WriteString(strings.ReplaceAll(string(out), r.Dir, "$WORKSPACE") + "\n")
	}
	golden.Check(t, "testdata/event-stdin.golden", b.String(), *update)
}

func TestOutcomes(t *testing.T) {
	bash := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"rm -rf build"}`)}
	write := messages.ToolCall{ID: "c2", Name: "write_file", Arguments: messages.Args(`{"file_path":"a.txt","content":"x"}`)}
	tests := []struct {
		name  string
		hooks string
		run   func(r *Runner) Outcome
		want  Outcome
		runs  int
	}{
		{"exit 2 blocks with stderr",
			`{"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "grep -q 'rm -rf' && { echo 'rm -rf is not allowed here' >&2; exit 2; }; exit 0"}]}]}`,
			func(r *Runner) Outcome { return r.PreTool(context.Background(), "main", bash) },
			Outcome{Block: true, Reason: "rm -rf is not allowed here"}, 1},
		{"matcher for another tool does not run",
			`{"PreToolUse": [{"matcher": "Read", "hooks": [{"type": "command", "command": "exit 2"}]}]}`,
			func(r *Runner) Outcome { return r.PreTool(context.Background(), "main", bash) },
			Outcome{}, 0},
		{"JSON permissionDecision deny",
			`{"PreToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "echo '{\"hookSpecificOutput\": {\"hookEventName\": \"PreToolUse\", \"permissionDecision\": \"deny\", \"permissionDecisionReason\": \"a.txt is generated\"}}'"}]}]}`,
			func(r *Runner) Outcome { return r.PreTool(context.Background(), "main", write) },
			Outcome{Block: true, Reason: "a.txt is generated"}, 1},
		{"JSON updatedInput",
			`{"PreToolUse": [{"matcher": "Write", "hooks": [{"type": "command", "command": "echo '{\"hookSpecificOutput\": {\"permissionDecision\": \"allow\", \"updatedInput\": {\"file_path\": \"b.txt\", \"content\": \"x\"}}}'"}]}]}`,
			func(r *Runner) Outcome { return r.PreTool(context.Background(), "main", write) },
			Outcome{UpdatedInput: json.RawMessage(`{"file_path": "b.txt", "content": "x"}`)}, 1},
		{"other exit codes are reported, not blocking",
			`{"PreToolUse": [{"hooks": [{"type": "command", "command": "echo oops >&2; exit 1"}]}]}`,
			func(r *Runner) Outcome { return r.PreTool(context.Background(), "main", bash) },
			Outcome{Messages: []string{"PreToolUse hook exited 1: oops"}}, 1},
		{"timeout",
			`{"PreToolUse": [{"hooks": [{"type": "command", "command": "sleep 30; exit 2", "timeout": 0.3}]}]}`,
			func(r *Runner) Outcome { return r.PreTool(context.Background(), "main", bash) },
			Outcome{Messages: []string{"PreToolUse hook timed out: sleep 30; exit 2"}}, 1},
		{"PostToolUse block feeds the reason back",
			`{"PostToolUse": [{"matcher": "Write", "hooks": [{"type": "command", "command": "echo '{\"decision\": \"block\", \"reason\": \"run gofmt\"}'"}]}]}`,
			func(r *Runner) Outcome { return r.PostTool(context.Background(), "main", write, "ok", false) },
			Outcome{Block: true, Reason: "run gofmt"}, 1},
		{"prompt context from plain stdout",
			`{"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "echo \"Current time: noon\""}]}]}`,
			func(r *Runner) Outcome { return r.Prompt(context.Background(), "main", "hello") },
			Outcome{Context: "Current time: noon"}, 1},
		{"prompt blocked",
			`{"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "grep -qi password && { echo 'Prompt contains a secret' >&2; exit 2; }; true"}]}]}`,
			func(r *Runner) Outcome { return r.Prompt(context.Background(), "main", "my password is x") },
			Outcome{Block: true, Reason: "Prompt contains a secret"}, 1},
		{"stop blocked",
			`{"Stop": [{"hooks": [{"type": "command", "command": "grep -q '\"stop_hook_active\":false' && echo '{\"decision\": \"block\", \"reason\": \"the tests were not run\"}' || true"}]}]}`,
			func(r *Runner) Outcome { return r.Stopping(context.Background(), "main", false) },
			Outcome{Block: true, Reason: "the tests were not run"}, 1},
		{"stop allowed once active",
			`{"Stop": [{"hooks": [{"type": "command", "command": "grep -q '\"stop_hook_active\":false' && echo '{\"decision\": \"block\", \"reason\": \"the tests were not run\"}' || true"}]}]}`,
			func(r *Runner) Outcome { return r.Stopping(context.Background(), "main", true) },
			Outcome{}, 1},
		{"session start on startup",
			`{"SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo 'branch: main'"}]}, {"matcher": "resume", "hooks": [{"type": "command", "command": "echo resumed"}]}]}`,
			func(r *Runner) Outcome { return r.Start(context.Background(), "main", "startup") },
			Outcome{Context: "branch: main"}, 1},
		{"continue false stops",
			`{"PostToolUse": [{"hooks": [{"type": "command", "command": "echo '{\"continue\": false, \"stopReason\": \"build broken\", \"systemMessage\": \"stopping\"}'"}]}]}`,
			func(r *Runner) Outcome { return r.PostTool(context.Background(), "main", bash, "x", false) },
			Outcome{Stop: true, StopReason: "build broken", Messages: []string{"stopping"}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, runs := newRunner(t, tt.hooks)
			got := tt.run(r)
			if g, w := jsonOf(got), jsonOf(tt.want); g != w {
				t.Errorf("outcome = %s\nwant      %s", g, w)
			}
			if len(*runs) != tt.runs {
				t.Errorf("%d runs published, want %d: %+v", len(*runs), tt.runs, *runs)
			}
			for _, run := range *runs {
				if run.Blocked != (tt.want.Block || tt.want.Stop) {
					t.Errorf("published run %+v: blocked = %v, want %v", run, run.Blocked, tt.want.Block || tt.want.Stop)
				}
			}
		})
	}
}

func jsonOf(o Outcome) string {
	if len(o.UpdatedInput) > 0 {
		var v any
		json.Unmarshal(o.UpdatedInput, &v)
		o.UpdatedInput, _ = json.Marshal(v)
	}
	b, _ := json.Marshal(o)
	return string(b)
}

// Prompt hooks are judged by the Judge: {"ok": false} blocks with the
// reason, {"ok": true} does not, the older {"decision"} shape is read as a
// command hook's output, and prose without JSON is reported, not obeyed.
func TestPromptHooks(t *testing.T) {
	for _, tc := range []struct {
		answer string
		block  bool
		reason string
		msg    string
	}{
		{`{"ok": false, "reason": "tests first"}`, true, "tests first", ""},
		{`Sure. {"ok": true}`, false, "", ""},
		{`{"decision": "block", "reason": "not yet"}`, true, "not yet", ""},
		{`I think it is fine`, false, "", "did not answer with JSON"},
	} {
		r, _ := newRunner(t, `{"Stop": [{"hooks": [{"type": "prompt", "prompt": "Done? $ARGUMENTS"}]}]}`)
		var asked string
		r.Judge = func(_ context.Context, system, user string) (string, error) {
			asked = user
			return tc.answer, nil
		}
		o := r.Stopping(context.Background(), "main", false)
		if o.Block != tc.block || o.Reason != tc.reason || !strings.Contains(strings.Join(o.Messages, " "), tc.msg) {
			t.Errorf("%s: %+v", tc.answer, o)
		}
		if !strings.HasPrefix(asked, "Done? {") || !strings.Contains(asked, `"hook_event_name":"Stop"`) {
			t.Errorf("the judge was asked %q", asked)
		}
	}
	r, _ := newRunner(t, `{"Stop": [{"hooks": [{"type": "prompt", "prompt": "Done?"}]}]}`)
	if o := r.Stopping(context.Background(), "main", false); o.Block || !strings.Contains(strings.Join(o.Messages, " "), "need a model") {
		t.Errorf("without a judge: %+v", o)
	}
}
