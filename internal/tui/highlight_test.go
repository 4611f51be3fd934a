package tui

import (
	"path/filepath"
	"testing"

	"charm.land/glamour/v2"

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
