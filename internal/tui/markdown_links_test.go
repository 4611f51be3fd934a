package tui

import (
	"path/filepath"
	"testing"

	"charm.land/glamour/v2"

	"troupe/internal/golden"
)

// TestMarkdownLinksMatchUpstreamGoldmark renders what goldmark's lazily
// built tables serve (third_party/goldmark: linkify's URL and www
// patterns, the e-mail autolink domain pattern, Unicode case folding for
// reference labels) through glamour as the transcript does. The golden file
// was written with upstream goldmark v1.7.8, so this fails if the patch
// changes what is linked or matched.
func TestMarkdownLinksMatchUpstreamGoldmark(t *testing.T) {
	md := "See https://example.com/a?b=c#d and www.example.org/path, ftp://files.example.net.\n\n" +
		"Mail <someone@example.com> or write to someone@example.com.\n\n" +
		"A [Reference][ÄÖÜ-ẞ] and [another][STRASSE].\n\n" +
		"[äöü-ß]: https://example.com/umlaut\n[strasse]: https://example.com/street\n\n" +
		"| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n"
	r, err := glamour.NewTermRenderer(glamour.WithStandardStyle("dark"), glamour.WithWordWrap(76))
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "markdown_links.golden"), out, *update)
}
