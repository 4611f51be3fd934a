package lexers

import (
	"sync"

	"github.com/alecthomas/chroma/v2"
)

// lazyLexer is a Lexer built on first use (troupe's patch): the lexers
// defined by Go code around an embedded XML file (HTML, Common Lisp, Emacs
// Lisp, the Go templates) parsed that file, and the Lisp ones built their
// remapping tables, at package init: ~0.4 ms and ~220 KB in every process
// that links chroma. The registry asks each lexer for its Config when it is
// built (registry()), which builds these then, as upstream did at init.
type lazyLexer struct {
	get func() chroma.Lexer
}

// lazy returns a Lexer that calls build once, on first use.
func lazy(build func() chroma.Lexer) chroma.Lexer {
	return lazyLexer{get: sync.OnceValue(build)}
}

func (l lazyLexer) Config() *chroma.Config { return l.get().Config() }

func (l lazyLexer) Tokenise(o *chroma.TokeniseOptions, text string) (chroma.Iterator, error) {
	return l.get().Tokenise(o, text)
}

func (l lazyLexer) SetRegistry(r *chroma.LexerRegistry) chroma.Lexer {
	l.get().SetRegistry(r)
	return l
}

func (l lazyLexer) SetAnalyser(a func(text string) float32) chroma.Lexer {
	l.get().SetAnalyser(a)
	return l
}

func (l lazyLexer) AnalyseText(text string) float32 { return l.get().AnalyseText(text) }
