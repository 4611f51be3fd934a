package ansi

import (
	"io"
	"strconv"
	"strings"

	"golang.org/x/net/html"
)

// skipContent are the elements whose content bluemonday's StrictPolicy drops
// with the element (its addDefaultSkipElementContent).
func skipContent(name string) bool {
	switch name {
	case "frame", "frameset", "iframe", "noembed", "noframes", "noscript", "nostyle", "object", "script", "style", "title":
		return true
	}
	return false
}

// stripHTML is what bluemonday.StrictPolicy().Sanitize(s) returns (troupe
// patch: glamour used bluemonday only for this, and bluemonday, its css
// package, douceur and gorilla/css cost every troupe command ~1 MB of
// allocations and milliseconds at package init). It keeps bluemonday
// v1.0.27's quirks: script and style text is dropped while either is the
// most recently started element, the skipped-content counter may go
// negative on stray end tags, text is written HTML-escaped, and a tokenizer
// error other than EOF yields "".
func stripHTML(s string) string {
	if strings.TrimSpace(s) == "" {
		return s
	}
	var (
		b        strings.Builder
		skip     bool
		skipping int64
		recent   string
	)
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		if z.Next() == html.ErrorToken {
			if z.Err() == io.EOF {
				return b.String()
			}
			return ""
		}
		t := z.Token()
		switch t.Type {
		case html.StartTagToken:
			recent = normaliseElementName(t.Data)
			if recent == "script" || recent == "style" {
				continue
			}
			if skipContent(t.Data) {
				skip = true
				skipping++
			}
		case html.EndTagToken:
			name := normaliseElementName(t.Data)
			if recent == name {
				recent = ""
			}
			if name == "script" || name == "style" {
				continue
			}
			if skipContent(t.Data) {
				skipping--
				if skipping == 0 {
					skip = false
				}
			}
		case html.TextToken:
			if !skip && recent != "script" && recent != "style" {
				b.WriteString(t.String())
			}
		}
	}
}

// normaliseElementName is bluemonday's: lower case, non-ASCII quoted.
func normaliseElementName(s string) string {
	return strings.TrimSuffix(strings.TrimPrefix(strings.ToLower(strconv.QuoteToASCII(s)), `"`), `"`)
}
