package formatters

import (
	"io"
	"sort"
	"sync"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/formatters/svg"
)

var (
	// NoOp formatter.
	NoOp chroma.Formatter = chroma.FormatterFunc(noOp)
	// SVG formatter, built on first use (troupe: upstream built it, its
	// embedded font string included, at package init).
	SVG chroma.Formatter = &lazyFormatter{build: func() chroma.Formatter {
		return svg.New(svg.EmbedFont("Liberation Mono", svg.FontLiberationMono, svg.WOFF))
	}}
)

// Fallback formatter (troupe: the same formatter as NoOp, written so that
// the linker lays it out; `= NoOp` is init code).
var Fallback chroma.Formatter = chroma.FormatterFunc(noOp)

func noOp(w io.Writer, s *chroma.Style, iterator chroma.Iterator) error {
	for t := iterator(); t != chroma.EOF; t = iterator() {
		if _, err := io.WriteString(w, t.Value); err != nil {
			return err
		}
	}
	return nil
}

// Registry of Formatters. troupe: it is filled on the first call of Names,
// Get or Register (upstream: at package init) and nil before that.
var Registry map[string]chroma.Formatter

var registryOnce sync.Once

// registry fills Registry with the formatters upstream registered at init.
func registry() map[string]chroma.Formatter {
	registryOnce.Do(func() {
		Registry = map[string]chroma.Formatter{
			"noop":        NoOp,
			"html":        html.New(html.Standalone(true), html.WithClasses(true)),
			"svg":         SVG,
			"json":        JSON,
			"tokens":      Tokens,
			"terminal":    TTY,
			"terminal8":   TTY8,
			"terminal16":  TTY16,
			"terminal256": TTY256,
			"terminal16m": TTY16m,
		}
	})
	return Registry
}

// lazyFormatter builds its formatter on first use.
type lazyFormatter struct {
	once  sync.Once
	build func() chroma.Formatter
	f     chroma.Formatter
}

func (l *lazyFormatter) Format(w io.Writer, style *chroma.Style, iterator chroma.Iterator) error {
	l.once.Do(func() { l.f = l.build() })
	return l.f.Format(w, style, iterator)
}

// Names of registered formatters.
func Names() []string {
	out := []string{}
	for name := range registry() {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Get formatter by name.
//
// If the given formatter is not found, the Fallback formatter will be returned.
func Get(name string) chroma.Formatter {
	if f, ok := registry()[name]; ok {
		return f
	}
	return Fallback
}

// Register a named formatter.
func Register(name string, formatter chroma.Formatter) chroma.Formatter {
	registry()[name] = formatter
	return formatter
}
