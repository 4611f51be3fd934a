package replay

import (
	"context"
	"strings"

	"troupe/internal/window"
	"troupe/messages"
)

// StandIn is an offline summarizer: it returns the same text of a fixed
// number of tokens for any input, so a replay measures compaction without a
// model.
type StandIn struct {
	text string
}

// NewStandIn returns a stand-in whose summary counts tokens tokens
// (DefaultSummaryTokens if tokens ≤ 0) by c.
func NewStandIn(c window.Counter, tokens int) *StandIn {
	if tokens <= 0 {
		tokens = DefaultSummaryTokens
	}
	const word = "summary "
	var b strings.Builder
	b.WriteString("## Objective\n(stand-in summary for offline replay)\n")
	for c.Text(b.String()) < tokens {
		// Grow by an estimate of what is missing, at least one word.
		missing := tokens - c.Text(b.String())
		b.WriteString(strings.Repeat(word, max(1, missing/2)))
	}
	return &StandIn{text: b.String()}
}

// Summarize implements compact.Summarizer.
func (s *StandIn) Summarize(ctx context.Context, _ []messages.Message) (string, error) {
	return s.text, ctx.Err()
}

// Approx is a deterministic counter for offline use: a quarter of the bytes,
// rounded up, plus four tokens of framing per message (OpenDev's len//4
// heuristic).
type Approx struct{}

// Text implements window.Counter.
func (Approx) Text(s string) int { return (len(s) + 3) / 4 }

// Message implements window.Counter.
func (a Approx) Message(m messages.Message) int {
	n := 4 + a.Text(m.Content) + a.Text(m.Name)
	for _, c := range m.ToolCalls {
		n += a.Text(c.Name) + a.Text(string(c.Arguments))
	}
	return n
}
