package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// initAllowed are troupe's packages that may run init code in every
// process. The first two are re-exec entry points that must act before
// main; the others are left to the engineers who own them.
var initAllowed = []string{
	"troupe/internal/reaper",
	"troupe/internal/sandbox/confine",
	"troupe/internal/sandbox",
	"troupe/internal/tool/shell",
	"troupe/actors/agent",
	"troupe/worker",
	"troupe/internal/cli",
}

// initCut are dependencies whose init troupe's copies under third_party
// removed or made first-use (issue 23): they must not run init again.
var initCut = []string{"github.com/nats-io/nuid", "github.com/nats-io/nats-server/v2/server/pse",
	"github.com/nats-io/jwt/v2"}

// TestOwnPackagesRunNoInit: a package that runs init code at all has its
// code's 64 KiB window of the binary faulted in by every troupe process,
// `troupe --version` included (each window is ~64 KiB of RSS). Troupe's
// package-level regexps and tables are declared as lazy.Value, which the
// linker lays out, so no other troupe package may show up in the
// runtime's init trace.
func TestOwnPackagesRunNoInit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds troupe")
	}
	bin := filepath.Join(t.TempDir(), "troupe")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "--version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("troupe --version: %v\n%s", err, out)
	}
	var ran []string
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "init" {
			continue
		}
		ran = append(ran, f[1])
		if strings.HasPrefix(f[1], "troupe/") && !slices.Contains(initAllowed, f[1]) {
			t.Errorf("%s runs init code; declare its package-level values as lazy.Value", f[1])
		}
		if slices.Contains(initCut, f[1]) {
			t.Errorf("%s runs init code again: see its copy's README.troupe.md", f[1])
		}
	}
	if len(ran) == 0 {
		t.Fatalf("no init trace: this test checks nothing\n%s", out)
	}
}
