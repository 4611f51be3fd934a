package window

import (
	"context"
	"testing"

	"troupe/internal/compact"
	"troupe/internal/tokens"
	"troupe/messages"
)

// scanning counts like a tokenizer costs: it reads every byte (a token per
// four bytes, or per space, whichever is more).
type scanning struct{ bytes int }

func (s *scanning) Text(t string) int {
	s.bytes += len(t)
	spaces := 0
	for i := 0; i < len(t); i++ {
		if t[i] == ' ' || t[i] == '\n' {
			spaces++
		}
	}
	return max(spaces, (len(t)+3)/4)
}

func (s *scanning) Message(m messages.Message) int {
	n := 4 + s.Text(m.Content)
	for _, c := range m.ToolCalls {
		n += s.Text(c.Name) + s.Text(string(c.Arguments))
	}
	return n
}

// agentTurn is the accounting an agent does per turn: check before the
// model call, calibrate after it, append the answer and the tool result.
func agentTurn(tb testing.TB, w *Window, comp *compact.Compactor, msgs []messages.Message) {
	out, err := comp.Check(context.Background(), w.Status())
	if err != nil {
		tb.Fatal(err)
	}
	if err := w.Commit(out); err != nil {
		tb.Fatal(err)
	}
	w.Calibrate(w.Estimate() + 7)
	for _, m := range msgs {
		w.Append(m)
	}
}

func bigWindow(tb testing.TB, c Counter) (*Window, *compact.Compactor) {
	w, err := New(Config{ContextWindow: 1 << 50, OutputReserve: 10_000}, c)
	if err != nil {
		tb.Fatal(err)
	}
	comp, err := compact.New(compact.Defaults(), c, summary("s"))
	if err != nil {
		tb.Fatal(err)
	}
	return w, comp
}

// TestAccountingFlat: the bytes tokenized for turn 200 are those of turn 1
// (ratio ≤ 1.05): nothing of the history is counted again.
func TestAccountingFlat(t *testing.T) {
	c := &scanning{}
	w, comp := bigWindow(t, c)
	perTurn := make([]int, 201)
	for k := 1; k <= 200; k++ {
		before := c.bytes
		agentTurn(t, w, comp, turn(k, 3000))
		perTurn[k] = c.bytes - before
	}
	ratio := float64(perTurn[200]) / float64(perTurn[1])
	t.Logf("bytes tokenized: turn 1 %d, turn 200 %d, ratio %.3f", perTurn[1], perTurn[200], ratio)
	if ratio > 1.05 {
		t.Errorf("turn 200 tokenized %.3f× the bytes of turn 1, want ≤ 1.05", ratio)
	}
}

// BenchmarkTurnAccounting measures, in one run, re-tokenizing a 40-turn
// history (the baseline) and the window's accounting of one more turn on a
// history of 40 to 80 turns, and reports the speedup of the second over
// the first.
func BenchmarkTurnAccounting(b *testing.B) {
	benchAccounting(b, &scanning{})
}

// BenchmarkTurnAccountingTiktoken is the same with the real o200k counter.
func BenchmarkTurnAccountingTiktoken(b *testing.B) {
	c := tokens.NewCounter()
	c.Warm(tokens.O200KBase)
	benchAccounting(b, c.For(tokens.O200KBase))
}

func benchAccounting(b *testing.B, c Counter) {
	history := func() (*Window, *compact.Compactor) {
		w, comp := bigWindow(b, c)
		for k := 1; k < 40; k++ {
			agentTurn(b, w, comp, turn(k, 3000))
		}
		return w, comp
	}
	var recount float64
	b.Run("recount_40_turns", func(b *testing.B) {
		w, comp := history()
		agentTurn(b, w, comp, turn(40, 3000))
		for b.Loop() {
			n := 0
			for _, m := range w.Transcript() {
				n += c.Message(m)
			}
			if n == 0 {
				b.Fatal("empty history")
			}
		}
		recount = float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	})
	b.Run("turn_40_to_80", func(b *testing.B) {
		w, comp := history()
		next := turn(40, 3000)
		var r *Window
		for b.Loop() {
			if r == nil || len(r.Transcript()) >= 160 {
				// Back to the 39-turn window, restored from its counts;
				// its cost (no counting) is amortized into the turns.
				r, _ = bigWindow(b, c)
				if err := r.Restore(w.Transcript(), w.Counts(), nil); err != nil {
					b.Fatal(err)
				}
			}
			agentTurn(b, r, comp, next)
		}
		b.ReportMetric(recount/(float64(b.Elapsed().Nanoseconds())/float64(b.N)), "speedup")
	})
}
