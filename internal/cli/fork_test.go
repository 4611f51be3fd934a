package cli_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// debugLines runs troupe debug SESSION --json and returns its records.
func debugRecords(t *testing.T, home, ws, session string, args ...string) []map[string]any {
	t.Helper()
	p := startProc(t, home, ws, append([]string{"debug", session, "--json"}, args...)...)
	if code := p.wait(t); code != 0 {
		t.Fatalf("debug: exit %d\n%s", code, &p.stderr)
	}
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(p.stdout.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("debug --json line %q: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}

// From outside: troupe debug lists a finished session's messages with the
// links a person follows; --at on a model request shows the window the model
// received; troupe fork at the second model call continues a new session on
// another model from exactly the transcript before it, and leaves the
// original byte for byte as it was.
func TestDebugAndForkAFinishedSession(t *testing.T) {
	home, session := finishedSession(t)
	ws := t.TempDir()
	recs := debugRecords(t, home, ws, session)
	var requests []float64
	for _, r := range recs {
		if r["type"] == "model_request" && r["agent"] == "main" && strings.Contains(r["subject"].(string), ".llm.") {
			requests = append(requests, r["seq"].(float64))
		}
		if r["type"] == "tool_result" && r["link_what"] != "its tool call" {
			t.Errorf("tool result without its call: %v", r)
		}
	}
	if len(requests) < 2 {
		t.Fatalf("model requests: %v", requests)
	}
	second := int(requests[1])
	// The window of the second call: the whole history, not only the delta.
	p := startProc(t, home, ws, "debug", session, "--at", itoa(second), "--json")
	if code := p.wait(t); code != 0 {
		t.Fatalf("debug --at: exit %d\n%s", code, &p.stderr)
	}
	var one struct {
		Call struct {
			Whole  bool `json:"whole"`
			Wire   int  `json:"wire_messages"`
			Window struct {
				System   string `json:"System"`
				Messages []struct {
					Role    string `json:"role"`
					Content string `json:"content"`
				} `json:"Messages"`
			} `json:"window"`
		} `json:"call"`
		Previous int `json:"previous_call_seq"`
	}
	if err := json.Unmarshal(p.stdout.Bytes(), &one); err != nil {
		t.Fatal(err)
	}
	w := one.Call.Window
	if !one.Call.Whole || len(w.Messages) != 3 || w.Messages[0].Content != "wait for go" || one.Call.Wire >= len(w.Messages) ||
		w.System == "" || one.Previous != int(requests[0]) {
		t.Errorf("window of call 2: whole %v, %d messages (%d on the wire), previous %d\n%s", one.Call.Whole, len(w.Messages), one.Call.Wire, one.Previous, &p.stdout)
	}
	p = startProc(t, home, ws, "debug", session, "--at", itoa(second), "--diff")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "1 kept, 0 removed, 2 added") {
		t.Errorf("debug --diff: exit %d\n%s%s", code, &p.stdout, &p.stderr)
	}

	logPath := filepath.Join(home, "sessions", session, "log.jsonl")
	before, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	alt := filepath.Join(t.TempDir(), "alt.yaml")
	if err := os.WriteFile(alt, []byte("turns:\n  - {agent: main, expect: \"Continue.\", text: \"another decision\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p = startProc(t, home, ws, "fork", session, "--at", itoa(second), "--model", "script:"+alt)
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "another decision") {
		t.Fatalf("fork: exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	after, _ := os.ReadFile(logPath)
	if !bytes.Equal(before, after) {
		t.Error("fork changed the original session's log")
	}
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	var forked []byte
	for _, l := range logs {
		if l != logPath {
			forked, _ = os.ReadFile(l)
		}
	}
	for _, want := range []string{`"text":"wait for go"`, `"content":"started\n"`, `"type":"forked"`, `"content":"another decision"`, "alt.yaml"} {
		if !bytes.Contains(forked, []byte(want)) {
			t.Errorf("forked log lacks %s:\n%s", want, forked)
		}
	}
	if bytes.Contains(forked, []byte(`"content":"all done"`)) {
		t.Errorf("forked log holds what came after the cut:\n%s", forked)
	}
	// Bad input: clear errors.
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"fork", session}, 2, "--at SEQ is required"},
		{[]string{"fork", session, "--at", "99999"}, 1, "kept no message 99999"},
		{[]string{"debug", session, "--agent", "nobody"}, 1, `no agent "nobody"`},
		{[]string{"debug", session, "--type", "bogus"}, 2, `unknown message type "bogus"`},
		{[]string{"debug", session, "--diff"}, 2, "--diff needs --at"},
	} {
		p := startProc(t, home, ws, tc.args...)
		if code := p.wait(t); code != tc.code || !strings.Contains(p.stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, want %d with %q\n%s", tc.args, code, tc.code, tc.want, &p.stderr)
		}
	}
}

// A session run without --listen kept no bus traffic: troupe debug says so
// and steps through its session log (each usage event a call with the
// window the log lets rebuild); troupe fork at a log sequence works too.
func TestDebugAndForkFromTheSessionLog(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(script, []byte(`
turns:
  - agent: main
    expect: "hello"
    tool_calls:
      - {name: bash, args: {command: "echo started"}}
  - {agent: main, expect: "started", text: "all done"}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	p := startProc(t, home, ws, "run", "--model", "script:"+script, "hello")
	if code := p.wait(t); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, &p.stderr)
	}
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("logs: %v", logs)
	}
	session := filepath.Base(filepath.Dir(logs[0]))
	recs := debugRecords(t, home, ws, session)
	var usages []int
	for _, r := range recs {
		if r["type"] == "usage" {
			usages = append(usages, int(r["seq"].(float64)))
		}
	}
	if len(usages) != 2 {
		t.Fatalf("usage events: %v", recs)
	}
	p = startProc(t, home, ws, "debug", session, "--at", itoa(usages[1]))
	if code := p.wait(t); code != 0 || !strings.Contains(p.stderr.String(), "kept no bus traffic") ||
		!strings.Contains(p.stdout.String(), "window: 3 messages (") || !strings.Contains(p.stdout.String(), "── tools (") || !strings.Contains(p.stdout.String(), "══ answer") {
		t.Errorf("debug --at on a log call: exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	alt := filepath.Join(t.TempDir(), "alt.yaml")
	if err := os.WriteFile(alt, []byte("turns:\n  - {agent: main, expect: \"Continue.\", text: \"another decision\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p = startProc(t, home, ws, "fork", session, "--at", itoa(usages[1]), "--model", "script:"+alt)
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "another decision") {
		t.Errorf("fork from the log: exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
}
