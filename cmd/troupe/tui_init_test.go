package main

import (
	"slices"
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

// TestTUIStackRunsNoInit fails if a package of tuiNoInit runs init code
// in `troupe --version` (TestUnusedExportersNotLinked keeps x/text out).
func TestTUIStackRunsNoInit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds troupe")
	}
	ran := initTrace(t)
	for _, p := range tuiNoInit {
		if slices.Contains(ran, p) {
			t.Errorf("%s runs init code at start (see its third_party copy's README.troupe.md)", p)
		}
	}
}
