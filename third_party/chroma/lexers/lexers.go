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
// Lexers registered by Go code at init are kept in order and added after the
// XML ones when the registry is built, as upstream's init order did; the
// init-time analyser hooks run after that. GlobalLexerRegistry is empty until
// the first call of a function of this package that reads it.
var (
	loadMu  sync.Mutex
	loaded  bool
	pending []chroma.Lexer
	hooks   []func(*chroma.LexerRegistry)
)

// GlobalLexerRegistry is the global LexerRegistry of Lexers. It is filled on
// the first call of Names, Aliases, Get, MatchMimeType, Match or Analyse.
var GlobalLexerRegistry = chroma.NewLexerRegistry()

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
	for _, l := range pending {
		reg.Register(l)
	}
	for _, h := range hooks {
		h(reg)
	}
	*GlobalLexerRegistry = *reg
	loaded, pending, hooks = true, nil, nil
	loadMu.Unlock()
	return GlobalLexerRegistry
}

// afterLoad runs h once the registry is built.
func afterLoad(h func(*chroma.LexerRegistry)) struct{} {
	loadMu.Lock()
	defer loadMu.Unlock()
	hooks = append(hooks, h)
	return struct{}{}
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

// Fallback lexer if no other is found.
var Fallback chroma.Lexer = chroma.MustNewLexer(&chroma.Config{
	Name:      "fallback",
	Filenames: []string{"*"},
	Priority:  -1,
}, PlaintextRules)
