package fs

import (
	"sort"
	"strings"
)

// eolText is a file's content with "\r\n" line endings normalized to "\n",
// and what it takes to map offsets in the normalized text back to the
// original, so an edit splices the original bytes and leaves every line it
// does not touch exactly as it was, mixed line endings included.
type eolText struct {
	orig string
	norm string
	cr   []int // offsets in norm of each "\n" that was "\r\n" in orig
}

func newEOLText(orig string) eolText {
	if !strings.Contains(orig, "\r\n") {
		return eolText{orig: orig, norm: orig}
	}
	var b strings.Builder
	b.Grow(len(orig))
	var cr []int
	for i := 0; i < len(orig); i++ {
		if orig[i] == '\r' && i+1 < len(orig) && orig[i+1] == '\n' {
			cr = append(cr, b.Len())
			continue
		}
		b.WriteByte(orig[i])
	}
	return eolText{orig: orig, norm: b.String(), cr: cr}
}

// origOffset maps offset i in the normalized text to the original: a "\r"
// removed before a "\n" at offset p counts when p < i, so a span that ends
// before a line break stays before its "\r" and one that starts at a line
// break starts at its "\r".
func (t eolText) origOffset(i int) int {
	return i + sort.SearchInts(t.cr, i)
}

// crlf reports whether most line endings were "\r\n"; replacement text is
// written with the file's dominant line ending.
func (t eolText) crlf() bool {
	return len(t.cr) > strings.Count(t.norm, "\n")-len(t.cr)
}

// withEOL returns s, whose line endings are "\n", with the file's dominant
// line ending.
func (t eolText) withEOL(s string) string {
	if !t.crlf() {
		return s
	}
	return strings.ReplaceAll(s, "\n", "\r\n")
}

// normalizeEOL returns s with "\r\n" replaced by "\n".
func normalizeEOL(s string) string {
	return strings.ReplaceAll(s, "\r\n", "\n")
}
