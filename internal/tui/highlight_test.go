package tui

import (
	"bytes"
	"path/filepath"
	"testing"

	"charm.land/glamour/v2"
	"github.com/alecthomas/chroma/v2/formatters"
	"github.com/alecthomas/chroma/v2/lexers"
	chromastyles "github.com/alecthomas/chroma/v2/styles"
	"github.com/yuin/goldmark"
	gmhtml "github.com/yuin/goldmark/renderer/html"

	"troupe/internal/golden"
)

// TestHighlightMatchesUpstreamChroma renders Markdown with code blocks in
// several languages, with and without a language tag, through glamour as
// the transcript does, ANSI escapes included. The golden file was written
// with upstream chroma v2.14.0 (before third_party/chroma made its lexer
// and style registries lazy), so this fails if the patched registries
// choose a different lexer or style than upstream did. It has no comments:
// glamour's chroma style gives comments colour 241 or 242 depending on map
// order, upstream too.
func TestHighlightMatchesUpstreamChroma(t *testing.T) {
	md := "# Title\n\nSome `code` and **bold**.\n\n" +
		"```go\nfunc main() { fmt.Println(\"hi\") } + 1\n```\n\n" +
		"```python\ndef f(x):\n    return x + 1\n```\n\n" +
		"```bash\nfor i in 1 2; do echo \"$i\"; done\n```\n\n" +
		"```json\n{\"a\": [1, true, null]}\n```\n\n" +
		"```sql\nSELECT `name` FROM t WHERE id = 1;\n```\n\n" +
		"```php\n<?php echo $x; ?>\n```\n\n" +
		"```no-such-language\nplain text\n```\n\n" +
		"```\n#!/bin/sh\necho untagged\n```\n"
	r, err := glamour.NewTermRenderer(glamour.WithStandardStyle("dark"), glamour.WithWordWrap(76))
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "highlight.golden"), out, *update)
}

// TestLazyLexersHighlightAsBefore renders code in the languages whose
// lexers third_party/chroma builds on first use (lexers/lazy.go: HTML, the
// Lisps' remapping lexers, the Go templates, and Markdown and PHP-in-HTML,
// which delegate to HTML). The golden file was written by the tree before
// that change, when they were built at package init as upstream builds them.
func TestLazyLexersHighlightAsBefore(t *testing.T) {
	md := "```html\n<p class=\"x\">hi <b>there</b></p>\n```\n\n" +
		"```common-lisp\n(defun f (x) (let ((y 1)) (+ x y)))\n```\n\n" +
		"```emacs-lisp\n(defun f (x) (interactive) (message \"%s\" x))\n```\n\n" +
		"```go-html-template\n<p>{{ .Name | printf \"%q\" }}</p>\n```\n\n" +
		"```go-text-template\n{{ range .Items }}{{ . }}{{ end }}\n```\n\n" +
		"```markdown\n# T\n\n<b>x</b> *y*\n```\n\n" +
		"```phtml\n<p><?php echo $x; ?></p>\n```\n"
	r, err := glamour.NewTermRenderer(glamour.WithStandardStyle("dark"), glamour.WithWordWrap(76))
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "lazy_lexers.golden"), out, *update)
}

// TestHTMLInMarkdownRendersAsBefore renders Markdown holding each kind of
// HTML block goldmark recognises (CommonMark's types 1 to 7) and inline raw
// HTML, whose regexps third_party/goldmark compiles on first use. The golden
// file was written by the tree before that change, when they were compiled
// at package init as upstream compiles them.
func TestHTMLInMarkdownRendersAsBefore(t *testing.T) {
	md := "<script>\nvar x = 1;\n</script>\n\n" +
		"<!-- a comment -->\n\n" +
		"<?php echo 1; ?>\n\n" +
		"<!DOCTYPE html>\n\n" +
		"<![CDATA[ raw ]]>\n\n" +
		"<div class=\"x\">\nblock *six*\n</div>\n\n" +
		"<custom-tag data-a=\"1\">\n\n" +
		"Inline <b>bold</b> and <a href=\"u\">link</a> and </i> and <br/> text.\n"
	r, err := glamour.NewTermRenderer(glamour.WithStandardStyle("dark"), glamour.WithWordWrap(76))
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	// goldmark's own HTML output shows which blocks it parsed as HTML.
	var parsed bytes.Buffer
	if err := goldmark.New(goldmark.WithRendererOptions(gmhtml.WithUnsafe())).Convert([]byte(md), &parsed); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "html_in_markdown.golden"), parsed.String()+"\n"+out, *update)
}

// TestTTYFormattersRenderAsBefore renders code through each of chroma's
// indexed-colour terminal formatters (8, 16 and 256 colours: glamour uses
// terminal256), whose colour tables third_party/chroma builds on first use
// instead of at package init. The golden file was written by the tree before
// that change.
func TestTTYFormattersRenderAsBefore(t *testing.T) {
	src := "package main\n\n// c\nfunc main() { s := \"x\"; n := 42 + 1.5; fmt.Println(s, n, true) }\n"
	var out bytes.Buffer
	for _, name := range []string{"terminal", "terminal8", "terminal16", "terminal256"} {
		for _, style := range []string{"monokai", "github", "dracula"} {
			it, err := lexers.Get("go").Tokenise(nil, src)
			if err != nil {
				t.Fatal(err)
			}
			out.WriteString("== " + name + " " + style + "\n")
			if err := formatters.Get(name).Format(&out, chromastyles.Get(style), it); err != nil {
				t.Fatalf("%s %s: %v", name, style, err)
			}
		}
	}
	golden.Check(t, filepath.Join("testdata", "tty_formatters.golden"), out.String(), *update)
}

// TestGoLexersRegisterAsBefore asks chroma's registry for the lexers its Go
// code defines (third_party/chroma builds them on first use since issue 23,
// lexers/lazy.go), for lexers by file name (the registration order decides
// ties), and for the analysers dns.go, mysql.go and zed.go set once the
// registry is built; it highlights code in each Go-coded language. The
// golden file was written by the tree before that change, when they were
// registered at package init as upstream registers them.
func TestGoLexersRegisterAsBefore(t *testing.T) {
	var b bytes.Buffer
	for _, name := range []string{"caddyfile", "caddyfile-directives", "common-lisp", "emacs-lisp", "genshitext", "html+genshi",
		"genshi", "go-html-template", "go-text-template", "go", "haxe", "http", "markdown", "phtml", "raku", "rst", "svelte",
		"typoscript", "fallback", "dns", "mysql", "zed"} {
		l := lexers.Get(name)
		if l == nil {
			b.WriteString(name + ": none\n")
			continue
		}
		b.WriteString(name + ": " + l.Config().Name + "\n")
	}
	for _, file := range []string{"a.go", "Caddyfile", "x.lisp", "x.el", "x.hx", "x.md", "x.phtml", "x.raku", "x.pm6", "x.rst",
		"x.svelte", "x.typoscript", "x.kid", "x.html", "x.tmpl", "x.zone", "x.sql", "x.zed", "x.txt", "x"} {
		name := "none"
		if l := lexers.Match(file); l != nil {
			name = l.Config().Name
		}
		b.WriteString("match " + file + ": " + name + "\n")
	}
	for _, text := range []string{"@ IN SOA ns.example. admin.example. 1 2 3 4 5\n", "SELECT `a`, `b` FROM `t`;\n",
		"definition user {}\ndefinition doc { relation owner: user\n permission view = owner }\n",
		"package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println() }\n", "GET / HTTP/1.1\nHost: x\n\n"} {
		name := "none"
		if l := lexers.Analyse(text); l != nil {
			name = l.Config().Name
		}
		b.WriteString("analyse " + name + "\n")
	}
	code := map[string]string{"caddyfile": "example.com {\n\treverse_proxy localhost:8080\n}\n", "genshi": "<p py:if=\"x\">${y}</p>\n",
		"haxe": "class A { static function main() trace(1); }\n", "http": "GET / HTTP/1.1\nHost: x\nContent-Type: application/json\n\n{\"a\": 1}\n",
		"raku": "my $x = 1; say $x;\n", "rst": "Title\n=====\n\n*em* ``code``\n", "svelte": "<script>let x = 1;</script>\n<p>{x}</p>\n",
		"typoscript": "page = PAGE\npage.10 = TEXT\n", "go": "func main() { s := `a {{.}}`; _ = s }\n"}
	for _, name := range []string{"caddyfile", "genshi", "haxe", "http", "raku", "rst", "svelte", "typoscript", "go"} {
		it, err := lexers.Get(name).Tokenise(nil, code[name])
		if err != nil {
			t.Fatal(err)
		}
		if err := formatters.Get("terminal256").Format(&b, chromastyles.Get("monokai"), it); err != nil {
			t.Fatal(err)
		}
	}
	golden.Check(t, filepath.Join("testdata", "go_lexers.golden"), b.String(), *update)
}
