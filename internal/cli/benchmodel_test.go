package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"troupe/internal/cli"
)

// --summary-model summarizes with a real provider (here a fake speaking the
// OpenAI wire format) instead of the stand-in.
func TestBenchSummaryModel(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		calls.Add(1)
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, `data: {"id":"s","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":{"role":"assistant","content":"## Objective\nsummary"},"finish_reason":null}]}`+"\n\n")
		fmt.Fprint(w, `data: {"id":"s","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`+"\n\n")
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	defer srv.Close()
	trace := filepath.Join("..", "replay", "testdata", "traces", "pi-goreleaser-retry-publish-auditing-rep0-019f2006.jsonl")
	env := map[string]string{"OPENAI_API_KEY": "sk-x", "OPENAI_BASE_URL": srv.URL + "/v1"}
	var out, errb bytes.Buffer
	code := cli.Execute(context.Background(), []string{"bench", "compaction", "--window", "12000", "--policy", "emergency",
		"--json", "--summary-model", "openai/gpt-4.1", trace},
		cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb, Getenv: func(k string) string { return env[k] }})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, &errb)
	}
	var total struct {
		Trace     string `json:"trace"`
		Summaries int    `json:"summaries"`
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &total); err != nil {
		t.Fatal(err)
	}
	if total.Trace != "TOTAL" || total.Summaries == 0 || int(calls.Load()) != total.Summaries {
		t.Errorf("summaries = %d, model calls = %d (%s)", total.Summaries, calls.Load(), lines[len(lines)-1])
	}
}

// --summary-model compact summarizes with the configured compact slot.
func TestBenchSummaryModelCompactSlot(t *testing.T) {
	var models []string
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Model string `json:"model"`
		}
		_ = json.NewDecoder(r.Body).Decode(&req)
		mu.Lock()
		models = append(models, req.Model)
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, `data: {"id":"s","object":"chat.completion.chunk","created":1,"model":"x","choices":[{"index":0,"delta":{"role":"assistant","content":"## Objective\nsummary"},"finish_reason":"stop"}]}`+"\n\n")
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	defer srv.Close()
	cfgHome := t.TempDir()
	writeFile(t, filepath.Join(cfgHome, "troupe"), "config.yaml", "model: openai/gpt-4.1\nmodels:\n  compact: {model: openai/gpt-4.1-nano}\n")
	trace := filepath.Join("..", "replay", "testdata", "traces", "pi-goreleaser-retry-publish-auditing-rep0-019f2006.jsonl")
	env := map[string]string{"OPENAI_API_KEY": "sk-x", "OPENAI_BASE_URL": srv.URL + "/v1", "XDG_CONFIG_HOME": cfgHome}
	var out, errb bytes.Buffer
	code := cli.Execute(context.Background(), []string{"bench", "compaction", "--window", "12000", "--reserve", "0", "--overhead", "0",
		"--policy", "emergency", "--json", "--summary-model", "compact", trace},
		cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb, Getenv: func(k string) string { return env[k] }})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, &errb)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(models) == 0 {
		t.Fatal("the compact slot's model was never called")
	}
	for _, m := range models {
		if m != "gpt-4.1-nano" {
			t.Errorf("summarized with %q, want the compact slot's gpt-4.1-nano", m)
		}
	}
}
