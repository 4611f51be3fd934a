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

// scriptedChat is a fake OpenAI chat endpoint that keeps every request
// body and answers call i with replies[i] (the last one again after the
// end): a tool call when the reply names a tool, else text. Each answer
// reports prompt tokens of 7000, so an 8k window compacts before the next
// call.
func scriptedChat(t *testing.T, tokens int, replies ...[2]string) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var bodies []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		n := len(bodies)
		bodies = append(bodies, string(body))
		mu.Unlock()
		reply := replies[min(n, len(replies)-1)]
		w.Header().Set("Content-Type", "text/event-stream")
		chunk := func(delta, finish string) {
			f := "null"
			if finish != "" {
				f = `"` + finish + `"`
			}
			fmt.Fprintf(w, `data: {"id":"c%d","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":%s,"finish_reason":%s}]}`+"\n\n", n, delta, f)
		}
		if reply[0] != "" {
			args, _ := json.Marshal(reply[1])
			chunk(fmt.Sprintf(`{"role":"assistant","tool_calls":[{"index":0,"id":"call_%d","type":"function","function":{"name":%q,"arguments":%s}}]}`, n, reply[0], args), "")
			chunk(`{}`, "tool_calls")
		} else {
			text, _ := json.Marshal(reply[1])
			chunk(`{"role":"assistant","content":`+string(text)+`}`, "")
			chunk(`{}`, "stop")
		}
		fmt.Fprintf(w, `data: {"id":"c%d","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":%d,"completion_tokens":5,"total_tokens":%d}}`+"\n\n", n, tokens, tokens+5)
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	t.Cleanup(srv.Close)
	return srv, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), bodies...)
	}
}

// The exact context window from the session log: a session against a fake
// OpenAI server, with a failed tool (a reminder follows) and an 8k window
// the reported usage fills (compaction). For every model call, the window
// `troupe debug --at SEQ --json` rebuilds from the log, encoded by the
// provider client, equals byte for byte the body the server received; the
// windows hold the reminder, a call reports the compaction stage and its
// token counts, and --diff of two consecutive calls shows what was added.
func TestDebugShowsTheExactRequestFromTheLog(t *testing.T) {
	read := [2]string{"read_file", `{"file_path":"notes.txt"}`}
	srv, bodies := scriptedChat(t, 12700, read, read, read, read, read,
		[2]string{"read_file", `{"file_path":"missing.txt"}`},
		[2]string{"", "I cannot read it."},
		[2]string{"", "done"})
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, ws, "notes.txt", strings.Repeat("a line of notes to read again and again\n", 10))
	env := []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"OPENAI_API_KEY=sk-fake", "OPENAI_BASE_URL=" + srv.URL + "/v1", "ANTHROPIC_API_KEY="}
	p := startProcEnv(t, home, ws, env, "run", "--model", "openai/gpt-4.1", "--context-window", "16000", "read the notes")
	if code := p.wait(t); code != 0 {
		t.Fatalf("run: exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("logs: %v", logs)
	}
	session := filepath.Base(filepath.Dir(logs[0]))
	recs := debugRecordsEnv(t, home, ws, env, session)
	var requests []int
	for _, r := range recs {
		if r["type"] == "request" {
			requests = append(requests, int(r["seq"].(float64)))
		}
	}
	sent := bodies()
	if len(requests) != len(sent) || len(sent) < 3 {
		t.Fatalf("%d request events in the log, %d requests received by the server", len(requests), len(sent))
	}
	reminder, compacted := false, false
	for i, seq := range requests {
		p := startProcEnv(t, home, ws, env, "debug", session, "--at", itoa(seq), "--json")
		if code := p.wait(t); code != 0 {
			t.Fatalf("debug --at %d: exit %d\n%s", seq, code, &p.stderr)
		}
		var out struct {
			Call struct {
				Whole       bool `json:"whole"`
				Exact       bool `json:"exact"`
				Compactions []struct {
					Stage        string `json:"stage"`
					TokensBefore int    `json:"tokens_before"`
					TokensAfter  int    `json:"tokens_after"`
				} `json:"compactions"`
				Window struct {
					System   string
					Messages []struct {
						Role    string `json:"role"`
						Content string `json:"content"`
					}
				} `json:"window"`
			} `json:"call"`
			Body      string `json:"request_body"`
			BodyError string `json:"request_body_error"`
		}
		if err := json.Unmarshal(p.stdout.Bytes(), &out); err != nil {
			t.Fatalf("debug --at %d: %v\n%s", seq, err, &p.stdout)
		}
		if !out.Call.Whole || !out.Call.Exact || out.Call.Window.System == "" {
			t.Errorf("call %d: whole %v, exact %v, system %d chars", i+1, out.Call.Whole, out.Call.Exact, len(out.Call.Window.System))
		}
		if out.Body != sent[i] {
			t.Errorf("call %d: the rebuilt body differs from what the server received (%s)\nrebuilt:  %.600s\nreceived: %.600s", i+1, out.BodyError, out.Body, sent[i])
		}
		for _, m := range out.Call.Window.Messages {
			reminder = reminder || strings.Contains(m.Content, "<system-reminder>")
		}
		for _, c := range out.Call.Compactions {
			compacted = compacted || (c.Stage != "warning" && c.TokensBefore > c.TokensAfter)
		}
	}
	if !reminder {
		t.Error("no window holds a <system-reminder>")
	}
	if !compacted {
		t.Error("no call reports a compaction stage with its token counts")
	}
	p = startProcEnv(t, home, ws, env, "debug", session, "--at", itoa(requests[len(requests)-1]), "--diff")
	if code := p.wait(t); code != 0 || !strings.Contains(p.stdout.String(), "against") {
		t.Errorf("debug --diff: exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	if t.Failed() {
		data, _ := os.ReadFile(logs[0])
		t.Logf("log:\n%s", data)
	}
}

func debugRecordsEnv(t *testing.T, home, ws string, env []string, session string) []map[string]any {
	t.Helper()
	p := startProcEnv(t, home, ws, env, "debug", session, "--json")
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
