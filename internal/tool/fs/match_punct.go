package fs

import (
	"strings"

	"troupe/internal/lazy"
)

// punctuation maps the Unicode punctuation models and files disagree on to
// ASCII: dashes and minus signs, curly and angled quotes, and the
// non-breaking and other fixed-width spaces.
var punctuation = &lazy.Value[*strings.Replacer]{New: func() *strings.Replacer {
	return strings.NewReplacer(
		"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2015", "-", "\u2212", "-",
		"\u2018", "'", "\u2019", "'", "\u201A", "'", "\u201B", "'", "\u2032", "'", "\u2039", "'", "\u203A", "'",
		"\u201C", `"`, "\u201D", `"`, "\u201E", `"`, "\u201F", `"`, "\u2033", `"`, "\u00AB", `"`, "\u00BB", `"`,
		"\u00A0", " ", "\u2002", " ", "\u2003", " ", "\u2004", " ", "\u2005", " ", "\u2006", " ",
		"\u2007", " ", "\u2008", " ", "\u2009", " ", "\u200A", " ", "\u202F", " ", "\u205F", " ", "\u3000", " ",
	)
}}

// hasPunctuation reports whether s has a character punctuation rewrites;
// all of them are outside ASCII.
func hasPunctuation(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return punctuation.Get().Replace(s) != s
		}
	}
	return false
}

// findPunctuation compares line by line, whitespace around each line
// dropped, with Unicode dashes, quotes and fixed-width spaces read as their
// ASCII counterparts on both sides. It applies only when old_string or the
// file has such a character; new_string is left as written.
func findPunctuation(x *lineIndex, q *query) matchResult {
	if q.blank() || !hasPunctuation(q.old) && !hasPunctuation(x.s) {
		return matchResult{}
	}
	want := make([]string, len(q.trimmed))
	for i, l := range q.trimmed {
		want[i] = strings.TrimSpace(punctuation.Get().Replace(l))
	}
	got := make([]string, len(x.trimmed))
	for i, l := range x.trimmed {
		got[i] = strings.TrimSpace(punctuation.Get().Replace(l))
	}
	n := len(want)
	var spans []span
	for i := 0; i+n <= len(got); i++ {
		if equalLines(got[i:i+n], want) {
			spans = append(spans, x.window(i, i+n, q.endsNL))
			i += n - 1
		}
	}
	return matchResult{ran: true, spans: spans, indentRef: q.lines}
}
