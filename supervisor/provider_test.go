package supervisor_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"troupe/messages"
	"troupe/supervisor"
)

const secretKey = "sk-test-SECRET-4242"

// fakeOpenAI answers Chat Completions with SSE chunks as OpenAI sends them:
// first a read_file tool call, then a final answer with usage.
func fakeOpenAI(t *testing.T) (*httptest.Server, *[]string) {
	var mu sync.Mutex
	var auth []string
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		io.Copy(io.Discard, r.Body)
		mu.Lock()
		calls++
		n := calls
		auth = append(auth, r.Header.Get("Authorization"))
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		chunk := func(s string) { fmt.Fprintf(w, "data: %s\n\n", s) }
		head := `{"id":"c%d","object":"chat.completion.chunk","created":1,"model":"gpt-4.1-2025-04-14","choices":[%s]%s}`
		if n == 1 {
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"read_file","arguments":""}}]},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"file_path\":"}}]},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"a.txt\"}"}}]},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{},"finish_reason":"tool_calls"}`, ""))
			chunk(fmt.Sprintf(head, n, "", `,"usage":{"prompt_tokens":1000,"completion_tokens":20,"total_tokens":1020,"prompt_tokens_details":{"cached_tokens":0}}`))
		} else {
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"role":"assistant","content":"a.txt says "},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"content":"hello"},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{},"finish_reason":"stop"}`, ""))
			chunk(fmt.Sprintf(head, n, "", `,"usage":{"prompt_tokens":1100,"completion_tokens":5,"total_tokens":1105,"prompt_tokens_details":{"cached_tokens":1000}}`))
		}
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	t.Cleanup(srv.Close)
	return srv, &auth
}

// A real provider over its wire format: usage and cost are on the bus and in
// the session log, and the API key is nowhere but the Authorization header.
func TestProviderUsageCostAndNoKeyLeak(t *testing.T) {
	srv, auth := fakeOpenAI(t)
	w := newWorld(t, "turns: []\n", map[string]string{"a.txt": "hello\n"})
	w.cfg.Model = "openai/gpt-4.1"
	env := map[string]string{"OPENAI_API_KEY": secretKey, "OPENAI_BASE_URL": srv.URL + "/v1"}
	var logs bytes.Buffer
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace, DataDir: w.dataDir,
		Getenv: func(k string) string { return env[k] }, Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	defer sup.Close()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "what does a.txt say?")
	if res.Err != nil || res.Final != "a.txt says hello" {
		t.Fatalf("turn = %+v", res)
	}
	// Two calls for one tool call: the tool call and the answer. A
	// read-only task gives the completion check no evidence to run on.
	if res.Calls != 2 || res.Usage.PromptTokens != 2100 || res.Usage.CachedTokens != 1000 || res.Usage.CompletionTokens != 25 {
		t.Errorf("turn usage = %d calls, %+v", res.Calls, res.Usage)
	}
	// gpt-4.1: $2 in, $0.50 cached, $8 out per Mtok.
	want := (1000*2.0 + (100*2.0 + 1000*0.5 + 5*8.0) + 20*8.0) / 1e6
	if diff := res.CostUSD - want; diff > 1e-12 || diff < -1e-12 {
		t.Errorf("cost = %v, want %v", res.CostUSD, want)
	}
	if len(*auth) != 2 || (*auth)[0] != "Bearer "+secretKey {
		t.Errorf("Authorization headers = %q", *auth)
	}
	var reports int
	var bus bytes.Buffer
	for _, m := range rec.all() {
		if _, ok := m.Body.(*messages.UsageReport); ok {
			reports++
		}
		data, _ := json.Marshal(m.Body)
		fmt.Fprintf(&bus, "%s %+v %s\n", m.Subject, m.Meta, data)
	}
	if reports != 2 {
		t.Errorf("usage events on the bus = %d, want 2", reports)
	}
	if err := sup.Close(); err != nil {
		t.Fatal(err)
	}
	logData, err := os.ReadFile(filepath.Join(w.dataDir, "sessions", sess.ID(), "log.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(logData), `"type":"usage"`); n != 2 {
		t.Errorf("usage events in the session log = %d, want 2", n)
	}
	for name, data := range map[string]string{"bus": bus.String(), "session log": string(logData), "logs": logs.String()} {
		if i := strings.Index(data, "SECRET-4242"); i >= 0 {
			t.Errorf("the API key leaked into the %s: …%s…", name, data[max(0, i-300):min(len(data), i+100)])
		}
	}
}

func TestMissingKeySaysWhatToSet(t *testing.T) {
	w := newWorld(t, "turns: []\n", nil)
	w.cfg.Model = "anthropic/claude-sonnet-4-5"
	_, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace, DataDir: w.dataDir,
		Getenv: func(string) string { return "" }})
	if err == nil || !strings.Contains(err.Error(), "set ANTHROPIC_API_KEY") {
		t.Errorf("Start without a key = %v", err)
	}
}
