package store

import (
	"encoding/json"
	"testing"
)

// BenchmarkAppend measures one Append of a typical small event. The fsync in
// every Append dominates, so the number depends mostly on the file system.
func BenchmarkAppend(b *testing.B) {
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	l, err := s.Create("bench", Meta{Workspace: "/ws", Model: "m"})
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	e := Event{Type: "message", Agent: "coder", Turn: "t1", Data: json.RawMessage(`{"role":"assistant","text":"I will now read main.go and run the tests."}`)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := l.Append(e); err != nil {
			b.Fatal(err)
		}
	}
}
