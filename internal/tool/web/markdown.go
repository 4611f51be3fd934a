package web

import (
	"io"
	"regexp"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"troupe/internal/lazy"
)

// Markdown converts an HTML document to Markdown: headings, paragraphs,
// links, emphasis, code and preformatted blocks, lists, quotes, tables as
// rows of cells, images as their alt text and address; scripts, styles,
// forms, navigation chrome and comments are dropped. The title, if any,
// comes first as a heading.
func Markdown(r io.Reader) (string, error) {
	doc, err := html.Parse(r)
	if err != nil {
		return "", err
	}
	c := &converter{}
	if t := find(doc, atom.Title); t != nil {
		if title := strings.TrimSpace(text(t)); title != "" {
			c.b.WriteString("# " + title + "\n\n")
		}
	}
	body := find(doc, atom.Body)
	if body == nil {
		body = doc
	}
	c.children(body)
	return tidy(c.b.String()), nil
}

type converter struct {
	b     strings.Builder
	lists []listState
	pre   bool
}

type listState struct {
	ordered bool
	n       int
}

// skipped are elements whose content is not the page's text.
var skipped = &lazy.Value[map[atom.Atom]bool]{New: func() map[atom.Atom]bool {
	return map[atom.Atom]bool{atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true,
		atom.Head: true, atom.Nav: true, atom.Form: true, atom.Button: true, atom.Select: true, atom.Svg: true, atom.Iframe: true}
}}

func (c *converter) children(n *html.Node) {
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		c.node(ch)
	}
}

func (c *converter) node(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		if c.pre {
			c.b.WriteString(n.Data)
			return
		}
		c.b.WriteString(space.Get().ReplaceAllString(n.Data, " "))
		return
	case html.ElementNode:
	default:
		if n.Type == html.DocumentNode {
			c.children(n)
		}
		return
	}
	if skipped.Get()[n.DataAtom] {
		return
	}
	switch n.DataAtom {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		level := int(n.Data[1] - '0')
		c.block(strings.Repeat("#", level) + " " + strings.TrimSpace(inline(n)))
	case atom.P, atom.Div, atom.Section, atom.Article, atom.Main, atom.Header, atom.Footer, atom.Aside:
		c.b.WriteString("\n\n")
		c.children(n)
		c.b.WriteString("\n\n")
	case atom.Br:
		c.b.WriteString("  \n")
	case atom.Hr:
		c.block("---")
	case atom.A:
		label := strings.TrimSpace(inline(n))
		href := attr(n, "href")
		switch {
		case href == "" || strings.HasPrefix(href, "javascript:"):
			c.b.WriteString(label)
		case label == "":
			c.b.WriteString("<" + href + ">")
		default:
			c.b.WriteString("[" + label + "](" + href + ")")
		}
	case atom.Strong, atom.B:
		c.wrap(n, "**")
	case atom.Em, atom.I:
		c.wrap(n, "_")
	case atom.Code:
		if c.pre {
			c.children(n)
			return
		}
		c.b.WriteString("`" + text(n) + "`")
	case atom.Pre:
		c.b.WriteString("\n\n```\n")
		c.pre = true
		c.children(n)
		c.pre = false
		c.b.WriteString("\n```\n\n")
	case atom.Img:
		if src := attr(n, "src"); src != "" {
			c.b.WriteString("![" + attr(n, "alt") + "](" + src + ")")
		}
	case atom.Ul, atom.Ol:
		c.lists = append(c.lists, listState{ordered: n.DataAtom == atom.Ol})
		c.b.WriteString("\n")
		c.children(n)
		c.lists = c.lists[:len(c.lists)-1]
		c.b.WriteString("\n")
	case atom.Li:
		indent := strings.Repeat("  ", max(len(c.lists)-1, 0))
		mark := "- "
		if k := len(c.lists) - 1; k >= 0 && c.lists[k].ordered {
			c.lists[k].n++
			mark = itoa(c.lists[k].n) + ". "
		}
		c.b.WriteString("\n" + indent + mark + strings.TrimSpace(inline(n)))
	case atom.Blockquote:
		inner := tidy(sub(n))
		c.block("> " + strings.ReplaceAll(inner, "\n", "\n> "))
	case atom.Tr:
		var cells []string
		for td := n.FirstChild; td != nil; td = td.NextSibling {
			if td.DataAtom == atom.Td || td.DataAtom == atom.Th {
				cells = append(cells, strings.TrimSpace(inline(td)))
			}
		}
		c.b.WriteString("\n| " + strings.Join(cells, " | ") + " |")
	case atom.Table:
		c.b.WriteString("\n\n")
		c.children(n)
		c.b.WriteString("\n\n")
	default:
		c.children(n)
	}
}

func (c *converter) block(s string) { c.b.WriteString("\n\n" + s + "\n\n") }

func (c *converter) wrap(n *html.Node, mark string) {
	if s := strings.TrimSpace(inline(n)); s != "" {
		c.b.WriteString(mark + s + mark)
	}
}

// inline converts n's children on their own, on one line.
func inline(n *html.Node) string {
	return strings.TrimSpace(space.Get().ReplaceAllString(sub(n), " "))
}

// sub converts n's children on their own.
func sub(n *html.Node) string {
	c := &converter{}
	c.children(n)
	return c.b.String()
}

// text is the text of n and its descendants, as is.
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(n)
	return b.String()
}

func find(n *html.Node, a atom.Atom) *html.Node {
	if n.Type == html.ElementNode && n.DataAtom == a {
		return n
	}
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		if f := find(ch, a); f != nil {
			return f
		}
	}
	return nil
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return strings.TrimSpace(a.Val)
		}
	}
	return ""
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

var (
	space      = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`[ \t\r\n\f]+`) }}
	blankLines = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\n[ \t]*(\n[ \t]*)+\n`) }}
	trailing   = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`[ \t]+\n`) }}
)

// tidy collapses runs of blank lines and trailing blanks.
func tidy(s string) string {
	s = trailing.Get().ReplaceAllString(s, "\n")
	s = blankLines.Get().ReplaceAllString(s, "\n\n")
	return strings.TrimSpace(s) + "\n"
}
