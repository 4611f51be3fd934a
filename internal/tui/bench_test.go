package tui

import (
	"fmt"
	"testing"

	tea "charm.land/bubbletea/v2"

	"troupe/messages"
)

// historyModel is a model whose transcript holds about n lines.
func historyModel(b *testing.B, n int) *Model {
	b.Helper()
	m := New(Options{Backend: &fakeBackend{}, Host: &fakeHost{}, Window: 100000})
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	for i := 0; len(m.tr.lines) < n; i++ {
		m.tr.add(blockUser, "", fmt.Sprintf("prompt %d", i))
		m.tr.add(blockShell, "", fmt.Sprintf("line %d of a tool output\nanother line\nand a third", i))
	}
	m.busy = true
	return m
}

// BenchmarkDelta is the cost of one streamed delta: Update plus the
// screen it produces. Compare history=100 with history=10000: the cost must
// not grow with the history.
func BenchmarkDelta(b *testing.B) {
	for _, n := range []int{100, 10000} {
		b.Run(fmt.Sprintf("history=%d", n), func(b *testing.B) {
			m := historyModel(b, n)
			e := Event{Subject: messages.Subject(messages.ClassEvt, "S1", mainAgent, "delta"), Meta: messages.Meta{Agent: mainAgent},
				Body: &messages.ModelDelta{Text: "some streamed words "}}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if i%20 == 19 {
					m.tr.delta("\n") // paragraphs end now and then, as in real text
				}
				m.Update(e)
				_ = m.View()
			}
		})
	}
}

// BenchmarkKeystroke is keystroke-to-screen: one key press through Update
// and the screen rendered after it, with 10,000 lines of history.
func BenchmarkKeystroke(b *testing.B) {
	for _, n := range []int{100, 10000} {
		b.Run(fmt.Sprintf("history=%d", n), func(b *testing.B) {
			m := historyModel(b, n)
			m.busy = false
			keys := []tea.KeyPressMsg{{Code: 'a', Text: "a"}, {Code: tea.KeyBackspace}}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m.Update(keys[i%2])
				_ = m.View()
			}
		})
	}
}
