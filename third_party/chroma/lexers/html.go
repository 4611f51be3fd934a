package lexers

import (
	"github.com/alecthomas/chroma/v2"
)

// HTML lexer, built on first use (lazy.go).
var HTML chroma.Lexer = &lazyLexer{build: func() chroma.Lexer { return chroma.MustNewXMLLexer(embedded, "embedded/html.xml") }}
