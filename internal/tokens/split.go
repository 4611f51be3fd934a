package tokens

import (
	"unicode"
	"unicode/utf8"
)

// Before merging, each encoding splits text into pieces with a regular
// expression that needs backtracking and lookahead, which Go's regexp lacks.
// tiktoken-go runs it with regexp2 over a []rune copy of the text, allocating
// for every match. The functions below compute the same pieces by hand,
// without allocating; the tests compare them piece for piece with regexp2
// running the original patterns on random and adversarial text.
//
// cl100k_base:
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}|
//	 ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
//
// o200k_base:
//
//	[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|
//	[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|
//	\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+
//
// Every alternative consumes at least one character and every character
// starts some alternative, so the pieces tile the text. Both functions take
// valid UTF-8 and the start of a piece, and return its end.

// Character classes, as bits.
const (
	cLetter  uint8 = 1 << iota // \p{L}
	cNumber                    // \p{N}
	cSpace                     // \s, which regexp2 defines as unicode.IsSpace
	cNewline                   // \r or \n
	cUpper                     // [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]
	cLower                     // [\p{Ll}\p{Lm}\p{Lo}\p{M}]
)

// classify returns the classes r belongs to. A rune in none of them is
// punctuation, a symbol or a control character: [^\s\p{L}\p{N}].
func classify(r rune) uint8 {
	if r < utf8.RuneSelf {
		switch {
		case 'a' <= r && r <= 'z':
			return cLetter | cLower
		case 'A' <= r && r <= 'Z':
			return cLetter | cUpper
		case '0' <= r && r <= '9':
			return cNumber
		case r == '\r' || r == '\n':
			return cSpace | cNewline
		case r == ' ' || '\t' <= r && r <= '\f':
			return cSpace
		}
		return 0
	}
	switch {
	case 0x4e00 <= r && r <= 0x9fff || 0xac00 <= r && r <= 0xd7a3: // CJK ideographs, Hangul: Lo
		return cLetter | cUpper | cLower
	case unicode.IsSpace(r):
		return cSpace
	case unicode.IsUpper(r) || unicode.IsTitle(r):
		return cLetter | cUpper
	case unicode.IsLower(r):
		return cLetter | cLower
	case unicode.IsLetter(r): // Lm, Lo
		return cLetter | cUpper | cLower
	case unicode.IsNumber(r):
		return cNumber
	case unicode.IsMark(r):
		return cUpper | cLower
	}
	return 0
}

// decode returns the rune at s[i] and its width.
func decode(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// classAt returns the classes of the rune at s[i] and its width.
func classAt(s string, i int) (uint8, int) {
	r, w := decode(s, i)
	return classify(r), w
}

// run returns the end of the run of runes from i that have any of the
// classes in want.
func run(s string, i int, want uint8) int {
	for i < len(s) {
		c, w := classAt(s, i)
		if c&want == 0 {
			break
		}
		i += w
	}
	return i
}

// leads reports whether a rune of class c matches [^\r\n\p{L}\p{N}].
func leads(c uint8) bool { return c&(cLetter|cNumber|cNewline) == 0 }

// isPunct reports whether a rune of class c matches [^\s\p{L}\p{N}].
func isPunct(c uint8) bool { return c&(cSpace|cLetter|cNumber) == 0 }

// nextCL100K returns the end of the cl100k_base piece that starts at p.
func nextCL100K(s string, p int) int {
	r, w := decode(s, p)
	c := classify(r)
	if r == '\'' { // (?i:'s|'t|'re|'ve|'m|'ll|'d)
		if n := contraction(s, p); n > 0 {
			return p + n
		}
	}
	if c&cLetter != 0 { // [^\r\n\p{L}\p{N}]?\p{L}+, without the lead
		return run(s, p, cLetter)
	}
	if leads(c) && p+w < len(s) { // ... with it
		if c2, _ := classAt(s, p+w); c2&cLetter != 0 {
			return run(s, p+w, cLetter)
		}
	}
	if c&cNumber != 0 {
		return digits(s, p)
	}
	if e := punct(s, p, r, c, false); e > p {
		return e
	}
	return spaces(s, p)
}

// nextO200K returns the end of the o200k_base piece that starts at p.
func nextO200K(s string, p int) int {
	r, w := decode(s, p)
	c := classify(r)
	if e := word(s, p, w, c); e > p {
		return e
	}
	if c&cNumber != 0 {
		return digits(s, p)
	}
	if e := punct(s, p, r, c, true); e > p {
		return e
	}
	return spaces(s, p)
}

// word matches o200k_base's first two alternatives at p, where the rune has
// width w and class c, and returns the end, or p if neither matches. The
// backtracking order is: alternative 1 with the optional lead taken, then
// without it, then alternative 2 likewise.
func word(s string, p, w int, c uint8) int {
	lead := leads(c) && p+w < len(s)
	if lead {
		if e := upperLower(s, p+w); e > 0 {
			return suffix(s, e)
		}
	}
	if c&(cUpper|cLower) != 0 {
		if e := upperLower(s, p); e > 0 {
			return suffix(s, e)
		}
	}
	if lead {
		if c2, _ := classAt(s, p+w); c2&cUpper != 0 {
			return suffix(s, run(s, run(s, p+w, cUpper), cLower))
		}
	}
	if c&cUpper != 0 {
		return suffix(s, run(s, run(s, p, cUpper), cLower))
	}
	return p
}

// upperLower matches [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+
// at i and returns the end, or -1. The greedy upper run ends at u; if a lower
// rune follows, the lower run from u wins. Otherwise the engine backtracks
// the upper run until a rune of it is also lower (Lm, Lo, M), and the lower
// run is that one rune, since the next is not lower.
func upperLower(s string, i int) int {
	lastLower := -1 // end of the last rune of the upper run that is also lower
	for i < len(s) {
		c, w := classAt(s, i)
		if c&cUpper == 0 {
			break
		}
		i += w
		if c&cLower != 0 {
			lastLower = i
		}
	}
	if i < len(s) {
		if c, _ := classAt(s, i); c&cLower != 0 {
			return run(s, i, cLower)
		}
	}
	return lastLower
}

// suffix extends a word ending at e by an optional contraction.
func suffix(s string, e int) int {
	if e < len(s) && s[e] == '\'' {
		return e + contraction(s, e)
	}
	return e
}

// contraction returns the length of (?i:'s|'t|'re|'ve|'m|'ll|'d) at p, where
// s[p] is an apostrophe, or 0. regexp2 matches case-insensitively by
// lowering the input rune with unicode.ToLower, as here.
func contraction(s string, p int) int {
	i := p + 1
	if i >= len(s) {
		return 0
	}
	r, w := decode(s, i)
	var second rune
	switch unicode.ToLower(r) {
	case 's', 't', 'm', 'd':
		return 1 + w
	case 'r', 'v':
		second = 'e'
	case 'l':
		second = 'l'
	default:
		return 0
	}
	if j := i + w; j < len(s) {
		if r2, w2 := decode(s, j); unicode.ToLower(r2) == second {
			return 1 + w + w2
		}
	}
	return 0
}

// digits matches \p{N}{1,3} at p, which holds a number.
func digits(s string, p int) int {
	for n := 0; n < 3 && p < len(s); n++ {
		c, w := classAt(s, p)
		if c&cNumber == 0 {
			break
		}
		p += w
	}
	return p
}

// punct matches " ?[^\s\p{L}\p{N}]+[\r\n]*" (o200k: "[\r\n/]*" at the end)
// at p, where the rune r has class c, and returns the end, or p.
func punct(s string, p int, r rune, c uint8, o200k bool) int {
	i := p
	if r == ' ' && p+1 < len(s) {
		if c2, _ := classAt(s, p+1); isPunct(c2) {
			i = p + 1
		}
	}
	if i == p && !isPunct(c) {
		return p
	}
	for i < len(s) {
		c, w := classAt(s, i)
		if !isPunct(c) {
			break
		}
		i += w
	}
	for i < len(s) && (s[i] == '\r' || s[i] == '\n' || o200k && s[i] == '/') {
		i++
	}
	return i
}

// spaces matches "\s*[\r\n]+|\s+(?!\S)|\s+" at p, which holds a space. The
// greedy \s* takes the whole run of spaces and backtracks to its last line
// break; without one, the run ends the text, or it gives its last space to
// the next piece, or it is a single space.
func spaces(s string, p int) int {
	i, last, newline := p, p, -1
	for i < len(s) {
		c, w := classAt(s, i)
		if c&cSpace == 0 {
			break
		}
		if c&cNewline != 0 {
			newline = i
		}
		last = i
		i += w
	}
	switch {
	case i == p: // not a space: cannot happen, but always make progress
		_, w := decode(s, p)
		return p + w
	case newline >= 0:
		return newline + 1
	case i == len(s) || last == p:
		return i
	}
	return last
}
