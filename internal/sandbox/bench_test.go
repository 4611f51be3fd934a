package sandbox

import (
	"os"
	"testing"
)

// BenchmarkStart compares starting `bash -c true` plainly and through the
// sandbox helper (this test binary, as TestMain makes it one) in one run;
// the ratio of the two ns/op is the sandbox's start-up cost.
func BenchmarkStart(b *testing.B) {
	ws := b.TempDir()
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		mode Mode
	}{{"plain", Off}, {"sandboxed", WorkspaceWrite}} {
		p := ForWorkspace(bc.mode, ws, os.Getenv("HOME"), nil, nil, false)
		p.Helper = self
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				cmd, err := p.Command("bash", "-c", "true")
				if err != nil {
					b.Fatal(err)
				}
				cmd.Dir = ws
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
