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
// process: startstack's init is its purpose; reaper and confine are re-exec
// entry points that must act before main; template is text/template's code,
// held to it line for line (TestTemplateIsTextTemplate), init included.
var initAllowed = []string{
	"troupe/internal/startstack",
	"troupe/internal/reaper",
	"troupe/internal/sandbox/confine",
	"troupe/internal/template",
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
	for _, p := range initTrace(t) {
		if strings.HasPrefix(p, "troupe/") && !slices.Contains(initAllowed, p) {
			t.Errorf("%s runs init code; declare its package-level values as lazy.Value", p)
		}
		if slices.Contains(initCut, p) {
			t.Errorf("%s runs init code again: see its copy's README.troupe.md", p)
		}
	}
}

// TestStackGrowsFirst: internal/startstack only saves the stack copies of
// the inits that run after it, so it must stay among the first: it imports
// nothing, and the runtime initialises it right after the standard
// library's base packages.
func TestStackGrowsFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("builds troupe")
	}
	out, err := exec.Command("go", "list", "-f", "{{len .Imports}}", "troupe/internal/startstack").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	if n := strings.TrimSpace(string(out)); n != "0" {
		t.Errorf("internal/startstack imports %s packages: the runtime initialises it only after them", n)
	}
	ran := initTrace(t)
	i := slices.Index(ran, "troupe/internal/startstack")
	if i < 0 {
		t.Fatal("internal/startstack ran no init: cmd/troupe does not import it")
	}
	// Before it run only the runtime's and the standard library's base
	// packages (os, time, sync…) and the few that need nothing more: ~24
	// of ~220.
	if i >= 32 {
		t.Errorf("internal/startstack is init %d of %d; the stack copies of the %d before it are not saved", i+1, len(ran), i)
	}
}

// initTrace builds troupe as make build does and returns the packages that
// run init code in `troupe --version`, in order.
func initTrace(t *testing.T) []string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "troupe")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
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
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "init" {
			ran = append(ran, f[1])
		}
	}
	if len(ran) == 0 {
		t.Fatalf("no init trace: this test checks nothing\n%s", out)
	}
	return ran
}
