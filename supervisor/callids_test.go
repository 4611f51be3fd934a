package supervisor_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"troupe/messages"
	"troupe/supervisor"
)

// A model (over OpenAI's wire format) that gives two calls of one answer
// the same id ("call_1" twice), and reuses it in its next answer, gets a
// result for each call and the turn ends (the issue: the turn hung for
// ever).
func TestRepeatedToolCallIDIsRenamed(t *testing.T) {
	var mu sync.Mutex
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		mu.Lock()
		calls++
		n := calls
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		chunk := func(s string) { fmt.Fprintf(w, "data: %s\n\n", s) }
		head := `{"id":"c%d","object":"chat.completion.chunk","created":1,"model":"gpt-4.1-2025-04-14","choices":[%s]%s}`
		call := func(i int, file string) string {
			return fmt.Sprintf(`{"index":%d,"id":"call_1","type":"function","function":{"name":"read_file","arguments":"{\"file_path\":\"%s\"}"}}`, i, file)
		}
		switch n {
		case 1:
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[`+call(0, "a.txt")+`,`+call(1, "b.txt")+`]},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{},"finish_reason":"tool_calls"}`, ""))
		case 2:
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[`+call(0, "a.txt")+`]},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{},"finish_reason":"tool_calls"}`, ""))
		default:
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{"role":"assistant","content":"read both"},"finish_reason":null}`, ""))
			chunk(fmt.Sprintf(head, n, `{"index":0,"delta":{},"finish_reason":"stop"}`, ""))
		}
		chunk(fmt.Sprintf(head, n, "", `,"usage":{"prompt_tokens":10,"completion_tokens":2,"total_tokens":12}`))
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	t.Cleanup(srv.Close)
	w := newWorld(t, "turns: []\n", map[string]string{"a.txt": "alpha\n", "b.txt": "beta\n"})
	w.cfg.Model = "openai/gpt-4.1"
	env := map[string]string{"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": srv.URL + "/v1"}
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace, DataDir: w.dataDir,
		Getenv: func(k string) string { return env[k] }})
	if err != nil {
		t.Fatal(err)
	}
	defer sup.Close()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hang's safety net
	defer cancel()
	res, err := sess.Submit(ctx, "go", 0)
	if err != nil {
		t.Fatalf("the turn did not end: %v", err)
	}
	if res.Err != nil || !strings.Contains(res.Final, "read both") {
		t.Fatalf("turn = %+v", res)
	}
	ids := map[string]int{}
	renamed := 0
	for _, m := range rec.all() {
		switch b := m.Body.(type) {
		case *messages.ToolStarted:
			ids[b.Call.ID]++
		case *messages.Notice:
			if strings.Contains(b.Text, `reused tool call id "call_1"`) {
				renamed++
			}
		}
	}
	if len(ids) != 3 {
		t.Errorf("call ids %v, want 3 distinct", ids)
	}
	if renamed != 2 {
		t.Errorf("%d renames said, want 2", renamed)
	}
}
