package tokens

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
	"github.com/google/go-cmp/cmp"
)

// The split patterns exactly as tiktoken-go v0.1.8 writes them
// (encoding.go, cl100k_base and o200k_base).
const (
	patCL100K = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
	patO200K  = `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?` +
		`|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?` +
		`|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`
)

// splitter pairs an encoding's hand-written split with regexp2 running its
// pattern, the way tiktoken-go does.
type splitter struct {
	enc  Encoding
	next func(string, int) int
	re   *regexp2.Regexp
}

func splitters(t testing.TB) []splitter {
	t.Helper()
	return []splitter{
		{CL100KBase, nextCL100K, regexp2.MustCompile(patCL100K, regexp2.None)},
		{O200KBase, nextO200K, regexp2.MustCompile(patO200K, regexp2.None)},
	}
}

// pieces splits valid UTF-8 text with the hand-written function.
func (s splitter) pieces(text string) []string {
	var out []string
	for p := 0; p < len(text); {
		q := s.next(text, p)
		out = append(out, text[p:q])
		p = q
	}
	return out
}

// refPieces splits text with regexp2, converting its rune offsets to
// strings as tiktoken-go does.
func (s splitter) refPieces(t testing.TB, text string) []string {
	t.Helper()
	runes := []rune(text)
	var out []string
	m, err := s.re.FindStringMatch(text)
	for ; m != nil && err == nil; m, err = s.re.FindNextMatch(m) {
		out = append(out, string(runes[m.Index:m.Index+m.Length]))
	}
	if err != nil {
		t.Fatalf("regexp2: %v", err)
	}
	return out
}

func (s splitter) check(t *testing.T, text string) bool {
	t.Helper()
	want, got := s.refPieces(t, text), s.pieces(text)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s pieces of %q (-regexp2 +ours):\n%s", s.enc, text, diff)
		return false
	}
	return true
}

// trickyRunes returns runes from every class the patterns distinguish, and
// the ones case folding or Unicode tables could get wrong.
func trickyRunes() []rune {
	return []rune{
		'a', 'b', 's', 't', 'r', 'e', 'v', 'm', 'l', 'd', // contraction letters
		'S', 'T', 'R', 'E', 'V', 'M', 'L', 'D', 'A', 'Z',
		'0', '7', '\'', '"', '.', ',', '!', '/', '-', '_', '(', '`', '@',
		' ', ' ', ' ', '\t', '\n', '\r', '\v', '\f', 0x1c, 0x00,
		0x85, 0xa0, 0x1680, 0x2003, 0x2028, 0x3000, 0x200b, 0xfeff, // spaces and non-spaces
		'é', 'ß', 'µ', 'ª', 'ÿ', 'Ä', // Latin-1 Ll, Lo, Lu
		0x17f, 0x212a, 0x130, 0x131, // ſ, Kelvin sign, İ, ı: case folding traps
		0x1c5, 0x1c8, // Lt
		0x2b0, 0x2c6, 0x3005, // Lm
		'中', 'あ', 'ア', 'א', 'ع', 'क', 0x93f, 0x94d, // Lo, Mc, Mn
		0x301, 0x308, 0x20dd, // Mn, Me
		'½', 0x216b, 0x663, 0xff13, 0x2460, // No, Nl, Nd
		'😀', 0x1f3fd, 0x200d, 0xfe0f, 0x1f1eb, // emoji, skin tone, ZWJ, VS16, flag
		'€', '∑', '→', 0xfffd, 0xe000,
	}
}

func randomText(r *rand.Rand, alphabet []rune, n int) string {
	var b strings.Builder
	for range n {
		b.WriteRune(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

func TestSplitMatchesRegexp2Random(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	n := 2000
	if testing.Short() {
		n = 300
	}
	for _, s := range splitters(t) {
		failures := 0
		for range n {
			if !s.check(t, randomText(r, trickyRunes(), r.IntN(24))) {
				if failures++; failures > 5 {
					t.Fatal("too many failures")
				}
			}
		}
	}
}

// TestSplitMatchesRegexp2Exhaustive tries every string of up to three runes
// from a smaller alphabet, which covers each pair of adjacent classes.
func TestSplitMatchesRegexp2Exhaustive(t *testing.T) {
	t.Parallel()
	alpha := []rune{'a', 'S', 'd', 'L', '0', '\'', '.', '/', ' ', '\t', '\n', '\r', 0xa0, 0x1c5, 0x2b0, '中', 0x301, '½', '😀'}
	for _, s := range splitters(t) {
		failures := 0
		for _, a := range alpha {
			for _, b := range alpha {
				for _, c := range alpha {
					for _, text := range []string{string([]rune{a, b}), string([]rune{a, b, c})} {
						if !s.check(t, text) {
							if failures++; failures > 5 {
								t.Fatal("too many failures")
							}
						}
					}
				}
			}
		}
	}
}

func TestSplitMatchesRegexp2Corpus(t *testing.T) {
	for _, f := range readCorpus(t) {
		for _, s := range splitters(t) {
			text := f.text
			if !utf8.ValidString(text) {
				text = string([]rune(text))
			}
			s.check(t, text)
		}
	}
}

// TestClassify checks the fast classification of every assigned rune (planes
// 0–3 and 14; 15 and 16 are private use) against the Unicode tables regexp2
// uses for \s, \p{L}, \p{N} and the case classes.
func TestClassify(t *testing.T) {
	t.Parallel()
	in := func(r rune, tabs ...*unicode.RangeTable) bool { return unicode.In(r, tabs...) }
	bad := 0
	for r := rune(0); r < 0xF0000; r++ {
		if r == 0x40000 {
			r = 0xE0000
		}
		var want uint8
		if in(r, unicode.L) {
			want |= cLetter
		}
		if in(r, unicode.N) {
			want |= cNumber
		}
		if unicode.IsSpace(r) {
			want |= cSpace
		}
		if r == '\r' || r == '\n' {
			want |= cNewline
		}
		if in(r, unicode.Lu, unicode.Lt, unicode.Lm, unicode.Lo, unicode.M) {
			want |= cUpper
		}
		if in(r, unicode.Ll, unicode.Lm, unicode.Lo, unicode.M) {
			want |= cLower
		}
		if got := classify(r); got != want {
			t.Errorf("classify(%U) = %06b, want %06b", r, got, want)
			if bad++; bad > 10 {
				t.FailNow()
			}
		}
	}
}
