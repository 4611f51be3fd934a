package openai

import (
	"context"
	"encoding/json"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm/providertest"
)

// TestWarmBesideRequests runs Warm in goroutines while requests are built and
// sent, as troupe run does on start: under -race this checks that warming
// shares nothing unsafely with a request, and each body must still be the
// golden one, byte for byte as JSON.
func TestWarmBesideRequests(t *testing.T) {
	var want any
	if err := json.Unmarshal([]byte(fixture(t, "request_openai_reasoning.json")), &want); err != nil {
		t.Fatal(err)
	}
	const n = 4
	srv := providertest.New(t, providertest.Reply{Body: fixture(t, "text_usage.sse")}, providertest.Reply{Body: fixture(t, "text_usage.sse")},
		providertest.Reply{Body: fixture(t, "text_usage.sse")}, providertest.Reply{Body: fixture(t, "text_usage.sse")})
	c := newTestClient(t, srv, providertest.NewClock(), func(c *Config) { c.ReasoningEffort = "high"; c.MaxTokens = 4096 })
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for range n {
		wg.Add(2)
		go func() { defer wg.Done(); Warm() }()
		go func() {
			defer wg.Done()
			_, err := call(context.Background(), c, conversation())
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	reqs := srv.Requests()
	if len(reqs) != n {
		t.Fatalf("%d requests, want %d", len(reqs), n)
	}
	for i, r := range reqs {
		var got any
		if err := json.Unmarshal(r.Body, &got); err != nil {
			t.Fatalf("request %d: body is not JSON: %v", i, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("request %d body (-want +got):\n%s", i, diff)
		}
	}
}
