package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// troupe sessions search over real session logs written by real runs: a
// prompt, an answer and a tool result are found, with the session id, its
// date and a snippet; other projects only with --all; a torn log is still
// searched as far as it reads.
func TestSessionsSearchFromOutside(t *testing.T) {
	home, ws, other, scripts := t.TempDir(), t.TempDir(), t.TempDir(), t.TempDir()
	data := filepath.Join(home, "data")
	os.WriteFile(filepath.Join(ws, "notes.txt"), []byte("the port is 8443 for the Websocket gateway\n"), 0o644)
	os.WriteFile(filepath.Join(scripts, "a.yaml"), []byte(`
turns:
  - agent: main
    expect: "flaky websocket"
    tool_calls:
      - {name: read_file, args: {file_path: notes.txt}}
  - agent: main
    expect_tool: read_file
    text: "The reconnect loop races with the heartbeat."
`), 0o644)
	os.WriteFile(filepath.Join(scripts, "b.yaml"), []byte("turns:\n  - {agent: main, expect: README, text: \"Added a websocket section.\"}\n"), 0o644)
	env := []string{"HOME=" + home}
	run := func(dir string, args ...string) string {
		t.Helper()
		p := startProcEnv(t, data, dir, env, args...)
		if code := p.wait(t); code != 0 {
			t.Fatalf("%v: exit %d\n%s\n%s", args, code, p.stdout.String(), p.stderr.String())
		}
		return p.stdout.String()
	}
	run(ws, "run", "--model", "script:"+filepath.Join(scripts, "a.yaml"), "fix the flaky websocket test")
	run(other, "run", "--model", "script:"+filepath.Join(scripts, "b.yaml"), "write a README")

	out := run(ws, "sessions", "search", "reconnect", "HEARTBEAT")
	if !strings.Contains(out, "1 message") || !strings.Contains(out, "answer:") || !strings.Contains(out, "The reconnect loop races with the heartbeat.") ||
		!strings.Contains(out, "fix the flaky websocket test") {
		t.Errorf("search of an answer:\n%s", out)
	}
	out = run(ws, "sessions", "search", "8443")
	if !strings.Contains(out, "tool_result read_file:") || !strings.Contains(out, "the port is 8443") {
		t.Errorf("search of a tool result:\n%s", out)
	}

	// This project only, unless --all.
	out = run(ws, "sessions", "search", "--json", "websocket")
	var hits []struct {
		ID      string `json:"id"`
		Count   int    `json:"count"`
		Updated string `json:"updated"`
		Matches []struct {
			Kind, Snippet string
		} `json:"matches"`
	}
	if err := json.Unmarshal([]byte(out), &hits); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(hits) != 1 || hits[0].Count != 2 || hits[0].Updated == "" || hits[0].Matches[0].Kind != "prompt" || hits[0].Matches[1].Kind != "tool_result" {
		t.Errorf("json hits = %+v", hits)
	}
	id := hits[0].ID
	out = run(ws, "sessions", "search", "--all", "websocket")
	if !strings.Contains(out, id) || !strings.Contains(out, "Added a websocket section.") || !strings.Contains(out, "in "+other) {
		t.Errorf("--all:\n%s", out)
	}
	if out = run(ws, "sessions", "search", "nowhere-to-be-found"); !strings.Contains(out, "is in none of this project's sessions") {
		t.Errorf("no match: %s", out)
	}

	// A torn last line: what reads is still searched.
	log := filepath.Join(data, "sessions", id, "log.jsonl")
	f, err := os.OpenFile(log, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"seq": 99, "type": "user", "data": {"text": "websocket torn`)
	f.Close()
	if out = run(ws, "sessions", "search", "heartbeat"); !strings.Contains(out, id) {
		t.Errorf("torn log not searched:\n%s", out)
	}
}
