package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// tuiNoInit are the TUI stack's packages that troupe's patched copies
// (third_party/*, README.troupe.md) keep from running init code (issue 23):
// every troupe process links them, `troupe --version` included, and paid for
// their package-level tables, regexps and registries at start. x/text must
// not be linked at all.
var tuiNoInit = []string{
	"charm.land/glamour/v2/ansi",
	"github.com/alecthomas/chroma/v2",
	"github.com/alecthomas/chroma/v2/formatters",
	"github.com/alecthomas/chroma/v2/formatters/svg",
	"github.com/alecthomas/chroma/v2/lexers",
	"github.com/alecthomas/chroma/v2/styles",
	"github.com/dlclark/regexp2/syntax",
	"golang.org/x/net/html",
	"github.com/atotto/clipboard",
	"github.com/aymanbagabas/go-udiff",
	"github.com/charmbracelet/ultraviolet",
	"github.com/charmbracelet/x/termios",
	"github.com/muesli/cancelreader",
	"github.com/yuin/goldmark",
	"github.com/yuin/goldmark/ast",
	"github.com/yuin/goldmark/renderer/html",
	"github.com/yuin/goldmark/util",
}

// TestTUIStackRunsNoInit runs `troupe --version` with the runtime's init
// trace and fails if a package of tuiNoInit, or any of golang.org/x/text,
// runs init code.
func TestTUIStackRunsNoInit(t *testing.T) {
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
	ran := map[string]bool{}
	for line := range strings.Lines(string(out)) {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "init" {
			ran[f[1]] = true
		}
	}
	if !ran["runtime"] {
		t.Fatalf("no init trace: this test checks nothing\n%s", out)
	}
	for _, p := range tuiNoInit {
		if ran[p] {
			t.Errorf("%s runs init code at start (see its third_party copy's README.troupe.md)", p)
		}
	}
	for p := range ran {
		if strings.HasPrefix(p, "golang.org/x/text/") {
			t.Errorf("%s is linked and runs init: glamour's copy should not link x/text", p)
		}
	}
}
