package supervisor_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/internal/models"
	"troupe/supervisor"
)

// The per-provider header_timeout and idle_timeout of a config file reach
// the client: a server that stays silent past them is abandoned and the
// call retried (the timeouts are tiny here so the test is quick; nothing
// measures time).
func TestProviderTimeoutsFromConfig(t *testing.T) {
	chunk := func(body string) string {
		return `{"id":"c1","object":"chat.completion.chunk","created":1,"model":"m1","choices":[` + body + `]}`
	}
	answer := providertest.Data(true,
		chunk(`{"index":0,"delta":{"role":"assistant","content":"all "},"finish_reason":null}`),
		chunk(`{"index":0,"delta":{"content":"good"},"finish_reason":null}`),
		chunk(`{"index":0,"delta":{},"finish_reason":"stop"}`))
	partial := providertest.Data(false, chunk(`{"index":0,"delta":{"role":"assistant","content":"all "},"finish_reason":null}`))
	tests := []struct {
		name   string
		first  providertest.Reply
		resets int
	}{
		{"header_timeout", providertest.Reply{StallHeaders: true}, 0},
		{"idle_timeout", providertest.Reply{Body: partial, Stall: true}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := providertest.New(t, tt.first, providertest.Reply{Body: answer})
			path := filepath.Join(t.TempDir(), "config.yaml")
			os.WriteFile(path, []byte(`
model: local/m1
models:
  action: {context_window: 32000}
providers:
  local: {kind: openai, base_url: "`+srv.URL+`/v1", keyless: true, header_timeout: 100ms, idle_timeout: 100ms}
`), 0o600)
			cfg, err := config.Load(path)
			if err != nil {
				t.Fatal(err)
			}
			cat, err := models.Load()
			if err != nil {
				t.Fatal(err)
			}
			bindings, err := cat.Resolve(cfg)
			if err != nil {
				t.Fatal(err)
			}
			client, err := supervisor.ProviderClient(bindings[models.Action], func(string) string { return "" }, "")
			if err != nil {
				t.Fatal(err)
			}
			s, err := client.Stream(context.Background(), llm.Request{Messages: nil})
			if err != nil {
				t.Fatal(err)
			}
			resets := 0
			resp, err := llm.Collect(context.Background(), s, nil, llm.OnReset(func() { resets++ }))
			if err != nil {
				t.Fatal(err)
			}
			if resp.Message.Content != "all good" || resets != tt.resets {
				t.Errorf("answer %q after %d resets, want %q after %d", resp.Message.Content, resets, "all good", tt.resets)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests, want 2", n)
			}
			select {
			case <-srv.ClientGone():
			case <-time.After(10 * time.Second): // a safety net, not a speed assertion
				t.Error("the silent request was never abandoned")
			}
		})
	}
}
