package lexers

import (
	"sync"

	"github.com/alecthomas/chroma/v2"
)

// lazyLexer is a Lexer built on first use (troupe's patch): upstream built
// the lexers defined by Go code at package init (and those around an
// embedded XML file, HTML, Common Lisp, Emacs Lisp and the Go templates,
// parsed that file and built their remapping tables then: ~0.4 ms and
// ~220 KB in every process that links chroma). Each is a package variable
// holding a *lazyLexer literal, which the linker lays out: the package runs
// no init. The registry asks each lexer for its Config when it is built
// (registry()), which builds them then, in upstream's init order.
type lazyLexer struct {
	once  sync.Once
	build func() chroma.Lexer
	l     chroma.Lexer
}

func (l *lazyLexer) get() chroma.Lexer {
	l.once.Do(func() { l.l = l.build() })
	return l.l
}

func (l *lazyLexer) Config() *chroma.Config { return l.get().Config() }

func (l *lazyLexer) Tokenise(o *chroma.TokeniseOptions, text string) (chroma.Iterator, error) {
	return l.get().Tokenise(o, text)
}

func (l *lazyLexer) SetRegistry(r *chroma.LexerRegistry) chroma.Lexer {
	l.get().SetRegistry(r)
	return l
}

func (l *lazyLexer) SetAnalyser(a func(text string) float32) chroma.Lexer {
	l.get().SetAnalyser(a)
	return l
}

func (l *lazyLexer) AnalyseText(text string) float32 { return l.get().AnalyseText(text) }
