package providertest

import (
	"context"
	"strings"
	"testing"
	"time"

	"troupe/internal/llm"
)

// Restart is one case of RunRestarts for a provider whose client
// configuration is C: the server's first reply (its second is the whole
// answer), an edit of the configuration, the resets the consumer must be
// told of, and whether the first reply stalls until the client leaves.
type Restart[C any] struct {
	Name       string
	First      Reply
	Edit       func(*C)
	WantResets int
	WaitGone   bool
}

// RunRestarts checks that a stream failing after part of the answer is
// retried from the start: the consumer is told to take the partial text
// back, the final answer has it once, the second request gets it, and a
// stalled first request is abandoned. start opens the provider's stream
// against srv with edit applied to its configuration.
func RunRestarts[C any](t *testing.T, full, answer string, cases []Restart[C],
	start func(t *testing.T, srv *Server, edit func(*C)) (*llm.Stream, error)) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.Name, func(t *testing.T) {
			srv := New(t, tt.First, Reply{Body: full})
			s, err := start(t, srv, tt.Edit)
			if err != nil {
				t.Fatal(err)
			}
			var shown strings.Builder
			resets := 0
			resp, err := llm.Collect(context.Background(), s, func(text string) { shown.WriteString(text) },
				llm.OnReset(func() { shown.Reset(); resets++ }))
			if err != nil {
				t.Fatal(err)
			}
			if resp.Message.Content != answer {
				t.Errorf("final answer %q, want %q", resp.Message.Content, answer)
			}
			if got := shown.String(); got != answer {
				t.Errorf("screen shows %q, want %q", got, answer)
			}
			if resets != tt.WantResets {
				t.Errorf("%d resets, want %d", resets, tt.WantResets)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests, want 2", n)
			}
			if tt.WaitGone {
				select {
				case <-srv.ClientGone():
				case <-time.After(5 * time.Second): // a safety net, not a speed assertion
					t.Error("the stalled request was never abandoned")
				}
			}
		})
	}
}
