package sandbox

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkProtectedIn measures what a command start now adds for the
// git checks: the walk for nested repositories and the read-only entries,
// on this source tree (TROUPE_BENCH_WS overrides it).
func BenchmarkProtectedIn(b *testing.B) {
	ws := os.Getenv("TROUPE_BENCH_WS")
	if ws == "" {
		ws, _ = filepath.Abs("../..")
	}
	for b.Loop() {
		_ = ProtectedIn(ws)
		_ = ReadGitState(ws)
	}
}
