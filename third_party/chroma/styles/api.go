package styles

import (
	"embed"
	"io/fs"
	"sort"
	"sync"

	"github.com/alecthomas/chroma/v2"
)

//go:embed *.xml
var embedded embed.FS

// troupe patch: the embedded styles are parsed on first use instead of at
// package init (tens of ms and ~1.6 MB in every process that links chroma).
// Registry and Fallback are filled by the first call of Register, Names or
// Get; styles registered with Register override embedded ones of the same
// name, as upstream's init order made them. The per-style variables of
// upstream's compat.go (styles.Monokai, ...) are gone: use Get.
var (
	mu     sync.Mutex
	loaded bool
)

// Registry of Styles. It is nil until the first call of Register, Names
// or Get (an empty map literal here would be init code).
var Registry map[string]*chroma.Style

// mustParse parses one embedded style.
func mustParse(name string) *chroma.Style {
	r, err := embedded.Open(name)
	if err != nil {
		panic(err)
	}
	defer r.Close()
	style, err := chroma.NewXMLStyle(r)
	if err != nil {
		panic(err)
	}
	return style
}

// Fallback style. Reassign to change the default fallback style (after the
// first call of Get, Names or Register, which sets it to "swapoff").
var Fallback *chroma.Style

// load parses the embedded styles once; mu is held.
func load() {
	if loaded {
		return
	}
	loaded = true
	Registry = map[string]*chroma.Style{}
	files, err := fs.ReadDir(embedded, ".")
	if err != nil {
		panic(err)
	}
	for _, file := range files {
		if file.IsDir() {
			continue
		}
		style := mustParse(file.Name())
		if _, ok := Registry[style.Name]; !ok {
			Registry[style.Name] = style
		}
	}
	if Fallback == nil {
		Fallback = Registry["swapoff"]
	}
}

// Register a chroma.Style.
func Register(style *chroma.Style) *chroma.Style {
	mu.Lock()
	defer mu.Unlock()
	load()
	Registry[style.Name] = style
	return style
}

// Names of all available styles.
func Names() []string {
	mu.Lock()
	defer mu.Unlock()
	load()
	out := []string{}
	for name := range Registry {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Get named style, or Fallback.
func Get(name string) *chroma.Style {
	mu.Lock()
	defer mu.Unlock()
	load()
	if style, ok := Registry[name]; ok {
		return style
	}
	return Fallback
}
