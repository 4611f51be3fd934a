package compact

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// TestStepwiseMatchesCheck drives Start and Continue the way an actor does —
// the summary arrives later, as a message — and gets exactly what Check
// gets, for a check that summarizes, one whose summarizer fails, and one
// that needs no summary.
func TestStepwiseMatchesCheck(t *testing.T) {
	v := viewOf(t, session(400, 400, 400, 400, 400, 400, 400, 400))
	tests := []struct {
		name   string
		cfg    Config
		tokens int
		sum    *fakeSummarizer
		asks   int // summaries the check asks for
	}{
		{"summary", emergencyConfig(), v.Tokens(), &fakeSummarizer{text: "## Objective\nfix it"}, 1},
		{"summarizer fails", emergencyConfig(), v.Tokens(), &fakeSummarizer{err: errors.New("down")}, 1},
		{"no summary due", testConfig(), v.Tokens() * 81 / 100, &fakeSummarizer{text: "unused"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := Status{View: v, Tokens: tc.tokens, Budget: v.Tokens(), Warned: true}
			c, err := New(tc.cfg, quarter{}, tc.sum)
			if err != nil {
				t.Fatal(err)
			}
			want, err := c.Check(context.Background(), st)
			if err != nil {
				t.Fatal(err)
			}
			s, err := NewStepwise(tc.cfg, quarter{})
			if err != nil {
				t.Fatal(err)
			}
			got, p, err := s.Start(st)
			asks := 0
			for err == nil && p != nil {
				asks++
				if d := cmp.Diff(tc.sum.calls[asks-1], p.Messages()); d != "" {
					t.Errorf("summary %d asked for other messages (-check +stepwise):\n%s", asks, d)
				}
				got, p, err = s.Continue(p, tc.sum.text, tc.sum.err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if asks != tc.asks || len(tc.sum.calls) != tc.asks {
				t.Errorf("summaries asked: stepwise %d, Check %d; want %d", asks, len(tc.sum.calls), tc.asks)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("outcome (-Check +stepwise):\n%s", d)
			}
		})
	}
}

func TestStepwiseCheckNeedsSummarizer(t *testing.T) {
	s, err := NewStepwise(emergencyConfig(), quarter{})
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(t, session(400, 400, 400, 400, 400, 400))
	if _, err := s.Check(context.Background(), Status{View: v, Tokens: v.Tokens(), Budget: v.Tokens()}); !errors.Is(err, ErrNoSummarizer) {
		t.Errorf("Check = %v, want ErrNoSummarizer", err)
	}
	if _, err := NewStepwise(Config{Warning: 2}, quarter{}); !errors.Is(err, ErrConfig) {
		t.Errorf("NewStepwise with a bad config = %v, want ErrConfig", err)
	}
}

func TestSummaryText(t *testing.T) {
	tests := []struct {
		in, want string
		err      error
	}{
		{"<analysis>thinking</analysis>\n## Objective\nx", "## Objective\nx", nil},
		{"## Objective\nx\n", "## Objective\nx", nil},
		{"<analysis>only</analysis>  ", "", ErrEmptySummary},
	}
	for _, tc := range tests {
		got, err := SummaryText(tc.in)
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("SummaryText(%q) = %q, %v; want %q, %v", tc.in, got, err, tc.want, tc.err)
		}
	}
	m := SummaryRequest([]messages.Message{{Role: messages.RoleUser, Content: "hi"}}, 10)
	if m.Role != messages.RoleUser || m.Content != "[user]\nhi\n\n" {
		t.Errorf("SummaryRequest = %+v", m)
	}
}
