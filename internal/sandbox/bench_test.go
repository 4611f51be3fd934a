package sandbox

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"troupe/internal/reaper"
)

// BenchmarkStart compares starting `bash -c true` plainly and through the
// sandbox in one run; the ratio of the ns/op is the sandbox's start-up
// cost. "sandboxed" re-executes this test binary as the helper (as troupe
// re-executes itself); "sandboxed-slim" uses cmd/troupe-sandbox, the
// helper `make build` ships beside troupe, built here first (static);
// "sandboxed-slim-reaped" adds the reaper every bash call runs under,
// to compare with "plain-reaped" (the bash tool with the sandbox off).
func BenchmarkStart(b *testing.B) {
	ws := b.TempDir()
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	slim := filepath.Join(b.TempDir(), HelperName)
	build := exec.Command("go", "build", "-ldflags", "-s -w", "-o", slim, "troupe/cmd/troupe-sandbox")
	build.Env = append(os.Environ(), "CGO_ENABLED=0") // static: no dynamic loader at each start
	if out, err := build.CombinedOutput(); err != nil {
		b.Logf("cannot build %s, skipping sandboxed-slim: %v\n%s", HelperName, err, out)
		slim = ""
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		b.Fatal(err)
	}
	if slim != "" { // the bash tool's unsandboxed path: under the reaper
		b.Run("plain-reaped", func(b *testing.B) {
			for b.Loop() {
				cmd := exec.Command(slim, reaper.Arg, bash, "-c", "true")
				reaper.Arm(cmd)
				cmd.Dir = ws
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	for _, bc := range []struct {
		name   string
		mode   Mode
		helper string
		reap   bool
	}{
		{"plain", Off, "", false},
		{"sandboxed", WorkspaceWrite, self, false},
		{"sandboxed-slim", WorkspaceWrite, slim, false},
		{"sandboxed-slim-reaped", WorkspaceWrite, slim, true}, // the bash tool's path
		// an older helper to compare with in the same run, built by hand:
		// TROUPE_BENCH_BASELINE_HELPER=/path/to/old/troupe-sandbox
		{"baseline-slim", WorkspaceWrite, os.Getenv("TROUPE_BENCH_BASELINE_HELPER"), false},
		{"baseline-slim-reaped", WorkspaceWrite, os.Getenv("TROUPE_BENCH_BASELINE_HELPER"), true},
	} {
		if bc.mode != Off && bc.helper == "" {
			continue
		}
		p := ForWorkspace(bc.mode, ws, os.Getenv("HOME"), nil, nil, false)
		p.Helper, p.Reap = bc.helper, bc.reap
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
