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

// fanOutServer speaks OpenAI's streaming wire format: the main agent's
// first call gets n task calls, each subagent's call a short answer after
// a pause (so calls overlap), the main agent's second call its answer. It
// records how many calls were in flight at most.
func fanOutServer(t *testing.T, n int) (*httptest.Server, func() (peak, total int)) {
	var mu sync.Mutex
	inflight, peak, total := 0, 0, 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		inflight++
		total++
		peak = max(peak, inflight)
		mu.Unlock()
		defer func() { mu.Lock(); inflight--; mu.Unlock() }()
		w.Header().Set("Content-Type", "text/event-stream")
		chunk := func(choice string) {
			fmt.Fprintf(w, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-4.1\",\"choices\":[%s]}\n\n", choice)
		}
		text := func(s string) {
			chunk(fmt.Sprintf(`{"index":0,"delta":{"role":"assistant","content":%q},"finish_reason":null}`, s))
			chunk(`{"index":0,"delta":{},"finish_reason":"stop"}`)
		}
		switch b := string(body); {
		case strings.Contains(b, `"role":"tool"`):
			text("All parts looked at.")
		case strings.Contains(b, "look at part"):
			time.Sleep(20 * time.Millisecond)
			text("part looked at")
		default:
			for i := range n {
				args := fmt.Sprintf(`{"description":"part %d","subagent_type":"explore","prompt":"look at part %d"}`, i, i)
				chunk(fmt.Sprintf(`{"index":0,"delta":{"tool_calls":[{"index":%d,"id":"call_%d","type":"function","function":{"name":"task","arguments":%q}}]},"finish_reason":null}`, i, i, args))
			}
			chunk(`{"index":0,"delta":{},"finish_reason":"tool_calls"}`)
		}
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	t.Cleanup(srv.Close)
	return srv, func() (int, int) { mu.Lock(); defer mu.Unlock(); return peak, total }
}

// Twenty subagents at once against a real provider wire: the provider
// never sees more concurrent calls than concurrency.model_calls, and the
// calls that wait are shown as waiting.
func TestModelCallsBoundedPerProvider(t *testing.T) {
	const n = 20
	srv, stats := fanOutServer(t, n)
	w := newWorld(t, "turns: []\n", nil)
	w.cfg.Model = "openai/gpt-4.1"
	w.cfg.Concurrency.ModelCalls = 3
	w.cfg.Concurrency.Subagents = n
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
	res := submit(t, sess, "look at every part")
	if res.Err != nil || res.Final != "All parts looked at." || res.Failed != 0 {
		t.Fatalf("turn = %+v", res)
	}
	peak, total := stats()
	if total != n+2 || peak > 3 {
		t.Errorf("%d calls, at most %d at once; want %d calls, at most 3 at once", total, peak, n+2)
	}
	if peak < 2 {
		t.Errorf("at most %d call at once: the subagents did not run in parallel", peak)
	}
	waits := 0
	for _, m := range rec.all() {
		if nt, ok := m.Body.(*messages.Notice); ok && nt.Level == "wait" && strings.Contains(nt.Text, "calls in flight") {
			waits++
		}
	}
	if waits == 0 {
		t.Error("no model call was shown as waiting")
	}
}
