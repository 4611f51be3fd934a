package lexers

import (
	"embed"
	"io/fs"
	"sync"

	"github.com/alecthomas/chroma/v2"
)

//go:embed embedded
var embedded embed.FS

// troupe patch: the registry is built on first use instead of at package
// init, which parsed ~250 embedded XML lexer configs (tens of ms and ~2 MB)
// in every process that links chroma, whether it highlighted anything or not.
// The lexers defined by Go code (lazy.go) are added after the XML ones when
// the registry is built, in upstream's init order; upstream's init-time
// analyser hooks (dns.go, mysql.go, zed.go) run after that, then the lexers
// other packages registered before. GlobalLexerRegistry is empty (its maps
// nil: register through Register, not its own Register method, before that)
// until the first call of a function of this package that reads it.
var (
	loadMu  sync.Mutex
	loaded  bool
	pending []chroma.Lexer
)

// GlobalLexerRegistry is the global LexerRegistry of Lexers. It is filled on
// the first call of Names, Aliases, Get, MatchMimeType, Match or Analyse.
var GlobalLexerRegistry = &chroma.LexerRegistry{}

// goLexers are the lexers upstream's Go code registered at package init, in
// that order. registry reaches them through an interface: some lexers' rules
// call Get, and a direct reference would make their variables' initializers
// depend on themselves (an initialization cycle) for the compiler.
var goLexers interface{ list() []chroma.Lexer } = goLexerList{}

type goLexerList struct{}

func (goLexerList) list() []chroma.Lexer {
	return []chroma.Lexer{Caddyfile, CaddyfileDirectives, CommonLisp, EmacsLisp, GenshiText, GenshiHTMLTemplate,
		Genshi, GoHTMLTemplate, GoTextTemplate, Go, Haxe, HTTP, Markdown, phtml, Raku, Restructuredtext, Svelte,
		Typoscript}
}

// registry returns GlobalLexerRegistry, building it on first use.
func registry() *chroma.LexerRegistry {
	loadMu.Lock()
	if loaded {
		loadMu.Unlock()
		return GlobalLexerRegistry
	}
	reg := chroma.NewLexerRegistry()
	paths, err := fs.Glob(embedded, "embedded/*.xml")
	if err != nil {
		panic(err)
	}
	for _, path := range paths {
		reg.Register(chroma.MustNewXMLLexer(embedded, path))
	}
	for _, l := range goLexers.list() {
		reg.Register(l)
	}
	setDNSAnalyser(reg)
	setMySQLAnalyser(reg)
	setZedAnalyser(reg)
	for _, l := range pending {
		reg.Register(l)
	}
	*GlobalLexerRegistry = *reg
	loaded, pending = true, nil
	loadMu.Unlock()
	return GlobalLexerRegistry
}

// Names of all lexers, optionally including aliases.
func Names(withAliases bool) []string {
	return registry().Names(withAliases)
}

// Get a Lexer by name, alias or file extension.
//
// Note that this if there isn't an exact match on name or alias, this will
// call Match(), so it is not efficient.
func Get(name string) chroma.Lexer {
	return registry().Get(name)
}

// MatchMimeType attempts to find a lexer for the given MIME type.
func MatchMimeType(mimeType string) chroma.Lexer {
	return registry().MatchMimeType(mimeType)
}

// Match returns the first lexer matching filename.
//
// Note that this iterates over all file patterns in all lexers, so it's not
// particularly efficient.
func Match(filename string) chroma.Lexer {
	return registry().Match(filename)
}

// Register a Lexer with the global registry.
func Register(lexer chroma.Lexer) chroma.Lexer {
	loadMu.Lock()
	defer loadMu.Unlock()
	if loaded {
		return GlobalLexerRegistry.Register(lexer)
	}
	pending = append(pending, lexer)
	return lexer
}

// Analyse text content and return the "best" lexer..
func Analyse(text string) chroma.Lexer {
	return registry().Analyse(text)
}

// PlaintextRules is used for the fallback lexer as well as the explicit
// plaintext lexer.
func PlaintextRules() chroma.Rules {
	return chroma.Rules{
		"root": []chroma.Rule{
			{Pattern: `.+`, Type: chroma.Text, Mutator: nil},
			{Pattern: `\n`, Type: chroma.Text, Mutator: nil},
		},
	}
}

// Fallback lexer if no other is found (built on first use, lazy.go).
var Fallback chroma.Lexer = &lazyLexer{build: func() chroma.Lexer {
	return chroma.MustNewLexer(&chroma.Config{
		Name:      "fallback",
		Filenames: []string{"*"},
		Priority:  -1,
	}, PlaintextRules)
}}
