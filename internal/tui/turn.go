package tui

import "troupe/internal/slash"

// turnFor keeps what a command asked of the turn its prompt starts (a
// custom command's allowed-tools) until that prompt starts.
func (m *Model) turnFor(prompt string, t slash.Turn) {
	if t.IsZero() {
		return
	}
	if m.turns == nil {
		m.turns = map[string]slash.Turn{}
	}
	m.turns[prompt] = t
}

// lendTurn applies what a command asked of text's turn, if anything, and
// returns what ends it once the turn is over; what could not be applied
// is said in the transcript.
func (m *Model) lendTurn(text string) (revoke func()) {
	t, ok := m.turns[text]
	l, can := m.o.Host.(slash.TurnLender)
	if !ok || !can {
		return func() {}
	}
	delete(m.turns, text)
	revoke, notes := l.LendTurn(t)
	for _, n := range notes {
		m.tr.add(blockNotice, "", n)
	}
	return revoke
}
