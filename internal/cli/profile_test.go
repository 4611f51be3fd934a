package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A CPU profile of the whole run is written when asked for by flag or by
// $TROUPE_PPROF, on success and on error exits alike.
func TestCPUProfile(t *testing.T) {
	tests := []struct {
		name     string
		args     func(out string) []string
		env      bool // ask through TROUPE_PPROF instead of the flag
		wantCode int
	}{
		{"flag, success", func(out string) []string { return []string{"--cpuprofile", out, "sessions", "list"} }, false, 0},
		{"flag=, usage error", func(out string) []string { return []string{"--cpuprofile=" + out, "bogus"} }, false, 2},
		{"environment, error exit", func(string) []string { return []string{"run", "hello"} }, true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			out := filepath.Join(t.TempDir(), "cpu.out")
			if tt.env {
				t.Setenv("TROUPE_PPROF", out)
			}
			p := startProc(t, home, ws, tt.args(out)...)
			if code := p.wait(t); code != tt.wantCode {
				t.Errorf("exit %d, want %d\nstderr:\n%s", code, tt.wantCode, &p.stderr)
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatalf("no profile: %v\nstderr:\n%s", err, &p.stderr)
			}
			// A pprof profile is a gzipped protocol buffer.
			if !bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
				t.Errorf("%s is not a pprof profile: % x", out, data[:min(len(data), 8)])
			}
			if !strings.Contains(p.stderr.String(), "CPU profile written to "+out) {
				t.Errorf("stderr does not say where the profile went:\n%s", &p.stderr)
			}
		})
	}
}

func TestCPUProfileUnwritable(t *testing.T) {
	p := startProc(t, t.TempDir(), t.TempDir(), "--cpuprofile", filepath.Join(t.TempDir(), "missing", "cpu.out"), "version")
	if code := p.wait(t); code != 1 || !strings.Contains(p.stderr.String(), "cpu profile: open ") {
		t.Errorf("exit %d, stderr:\n%s", code, &p.stderr)
	}
}
