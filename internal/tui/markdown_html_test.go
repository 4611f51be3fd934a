package tui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"charm.land/glamour/v2"
	"charm.land/glamour/v2/ansi"

	"troupe/internal/golden"
)

// htmlCorpus is HTML that reaches glamour's stripper: inline HTML and HTML
// blocks a model writes, and hostile or malformed markup.
var htmlCorpus = []string{
	"plain text, no tags",
	"   ",
	"",
	"<b>bold</b> and <i>italic</i> &amp; an entity &lt;x&gt; &quot;q&quot; &#39;s&#39;",
	"<script>alert(1)</script>after script",
	"<style>p{color:red}</style>after style",
	"<SCRIPT>upper</SCRIPT>x<Style>y</STYLE>z",
	"<script>a</script>b &amp;amp; c",
	"<iframe src=x>inside iframe</iframe> outside",
	"<title>t</title><noscript>n</noscript><object>o</object>kept",
	"</iframe>stray end then <iframe>in</iframe>after",
	"<iframe><iframe>nested</iframe>still</iframe>out",
	"<!-- a comment -->text<!DOCTYPE html>more",
	"<a href=\"javascript:alert(1)\" onclick=\"x()\">link text</a>",
	"<img src=x onerror=alert(1)/>img<br/>br<hr>",
	"<div><p>para <span style=\"x\">span</span></p></div>",
	"unclosed <b>bold <i>italic",
	"<textarea><b>not a tag</b></textarea>done",
	"<plaintext><b>all text</b>",
	"a < b > c & d",
	"<täg>unicode tag</täg> and ünïcödé text 日本語",
	"<details><summary>More</summary>hidden body</details>",
	"<xmp><b>raw</b></xmp>x",
	"<script>never closed",
	"<<<>>>&&&;;",
	"<kbd>Ctrl</kbd>+<kbd>C</kbd>",
}

// TestStripHTMLMatchesUpstreamBluemonday checks glamour's HTML stripper,
// which troupe's patched copy (third_party/glamour) does with x/net/html
// instead of bluemonday's StrictPolicy. The golden file was written with
// upstream glamour v2.0.1 and bluemonday v1.0.27 (replace dropped), so
// this fails if the patch strips, keeps or escapes anything differently.
func TestStripHTMLMatchesUpstreamBluemonday(t *testing.T) {
	ctx := ansi.NewRenderContext(ansi.Options{})
	var b strings.Builder
	for _, in := range htmlCorpus {
		fmt.Fprintf(&b, "%q\n  trimmed  %q\n  kept     %q\n", in, ctx.SanitizeHTML(in, true), ctx.SanitizeHTML(in, false))
	}
	golden.Check(t, filepath.Join("testdata", "strip_html.golden"), b.String(), *update)
}

// TestMarkdownHTMLMatchesUpstreamGlamour renders Markdown with inline HTML,
// HTML blocks and GitHub links (glamour shortens those with patterns the
// patch compiles on first use) as the transcript does. Golden written with
// upstream glamour v2.0.1.
func TestMarkdownHTMLMatchesUpstreamGlamour(t *testing.T) {
	md := "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to <b>stop</b>.\n\n" +
		"<div align=\"center\">\n<script>alert(1)</script>\n<p>centered &amp; escaped</p>\n</div>\n\n" +
		"<!-- hidden comment -->\n\n" +
		"See https://github.com/owner/repo/issues/12, https://github.com/owner/repo/pull/7#discussion_r99 and " +
		"https://github.com/owner/repo/commit/0123456789abcdef.\n\n" +
		"| link | note |\n|---|---|\n| https://github.com/o/r/pulls/3#pullrequestreview-5 | <i>x</i> |\n"
	r, err := glamour.NewTermRenderer(glamour.WithStandardStyle("dark"), glamour.WithWordWrap(76))
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Render(md)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "markdown_html.golden"), out, *update)
}
