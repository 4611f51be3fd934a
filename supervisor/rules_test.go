package supervisor_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// rulesServer is a fake OpenAI Chat Completions server whose answer depends
// only on the request, never on how many calls came before: a request sent
// again after a crash or a dropped stream gets the same answer, so a test
// can inject a fault anywhere and expect the same outcome.
//
// The conversation it plays: "first task" → read a.txt and send an explore
// subagent ("explore a.txt") → the explorer reads a.txt and reports → "first
// done". Any later prompt naming "<word> task" is answered "<word> done".
// Requests without tools (thinking, critique, summaries) get a short text.
type rulesServer struct {
	*httptest.Server
	calls atomic.Int64

	mu       sync.Mutex
	requests map[string][]string // prompt word → raw bodies of requests whose last prompt is "<word> task"

	// holdFirst, when set, holds the answer to the main agent's second
	// call of the first task (after its tools ran) until it is closed;
	// heldFirst is told when that call arrives.
	holdFirst, heldFirst chan struct{}
}

func newRulesServer(t *testing.T) *rulesServer {
	rs := &rulesServer{requests: map[string][]string{}}
	rs.Server = httptest.NewServer(http.HandlerFunc(rs.serve))
	t.Cleanup(rs.Close)
	return rs
}

// requestsFor returns the bodies of the requests made for "<word> task".
func (rs *rulesServer) requestsFor(word string) []string {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	return append([]string(nil), rs.requests[word]...)
}

type chatRequest struct {
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	Tools []json.RawMessage `json:"tools"`
}

// text is a message's content as plain text (a string or text parts).
func text(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Text string `json:"text"`
	}
	_ = json.Unmarshal(raw, &parts)
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.Text)
	}
	return b.String()
}

func (rs *rulesServer) serve(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	body, _ := io.ReadAll(r.Body)
	var req chatRequest
	if err := json.Unmarshal(body, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	n := rs.calls.Add(1)
	prompt, toolsAfter := "", 0
	for _, m := range req.Messages {
		switch c := text(m.Content); {
		case m.Role == "user" && !strings.HasPrefix(strings.TrimSpace(c), "<"): // not a reminder or thinking trace
			prompt, toolsAfter = c, 0
		case m.Role == "tool":
			toolsAfter++
		}
	}
	var answer string
	var calls []string // function name + JSON arguments
	switch {
	case len(req.Tools) == 0:
		answer = "Noted: read a.txt, then report."
	case strings.Contains(prompt, "explore a.txt"):
		if toolsAfter == 0 {
			calls = []string{`read_file`, `{"file_path":"a.txt"}`}
		} else {
			answer = "explored: a.txt says hello"
		}
	case strings.Contains(prompt, "first task"):
		if toolsAfter == 0 {
			calls = []string{`read_file`, `{"file_path":"a.txt"}`,
				`task`, `{"description":"Explore a.txt","prompt":"explore a.txt","subagent_type":"explore"}`}
		} else {
			answer = "first done"
		}
	default:
		word, _, _ := strings.Cut(prompt, " task")
		rs.mu.Lock()
		rs.requests[word] = append(rs.requests[word], string(body))
		rs.mu.Unlock()
		answer = word + " done"
	}
	if rs.holdFirst != nil && strings.Contains(prompt, "first task") && toolsAfter > 0 {
		select {
		case rs.heldFirst <- struct{}{}:
		default:
		}
		<-rs.holdFirst
	}
	writeChunks(w, n, answer, calls)
}

// writeChunks streams one answer as OpenAI does: text or tool calls, then
// the finish reason and usage.
func writeChunks(w http.ResponseWriter, n int64, answer string, calls []string) {
	w.Header().Set("Content-Type", "text/event-stream")
	head := `{"id":"c%d","object":"chat.completion.chunk","created":1,"model":"gpt-4.1-2025-04-14","choices":[%s]%s}`
	chunk := func(choice, usage string) { fmt.Fprintf(w, "data: "+head+"\n\n", n, choice, usage) }
	finish := "stop"
	if len(calls) == 0 {
		// Two text chunks, so a dropped stream has delivered part of it.
		half := len(answer) / 2
		chunk(fmt.Sprintf(`{"index":0,"delta":{"role":"assistant","content":%q},"finish_reason":null}`, answer[:half]), "")
		chunk(fmt.Sprintf(`{"index":0,"delta":{"content":%q},"finish_reason":null}`, answer[half:]), "")
	} else {
		finish = "tool_calls"
		chunk(`{"index":0,"delta":{"role":"assistant","content":"Working on it. "},"finish_reason":null}`, "")
		for i := 0; i < len(calls); i += 2 {
			chunk(fmt.Sprintf(`{"index":0,"delta":{"tool_calls":[{"index":%d,"id":"call_%d_%d","type":"function","function":{"name":%q,"arguments":%q}}]},"finish_reason":null}`,
				i/2, n, i/2, calls[i], calls[i+1]), "")
		}
	}
	chunk(fmt.Sprintf(`{"index":0,"delta":{},"finish_reason":%q}`, finish), "")
	chunk("", `,"usage":{"prompt_tokens":1000,"completion_tokens":20,"total_tokens":1020}`)
	fmt.Fprint(w, "data: [DONE]\n\n")
}
