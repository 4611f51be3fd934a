package tokens

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestCountMatchesReferenceRandom compares Count with tiktoken-go on random
// text mixing every character class, with invalid UTF-8 sprinkled in.
func TestCountMatchesReferenceRandom(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	n := 1000
	if testing.Short() {
		n = 200
	}
	c := NewCounter()
	for _, enc := range Encodings() {
		ref := reference(t, enc)
		failures := 0
		for range n {
			text := randomText(r, trickyRunes(), r.IntN(40))
			if r.IntN(4) == 0 && len(text) > 0 { // cut a rune, or add a stray byte
				i := r.IntN(len(text))
				text = text[:i] + string([]byte{0x80 + byte(r.IntN(0x80))}) + text[i:]
			}
			if got, want := c.Count(enc, text), len(ref.EncodeOrdinary(text)); got != want {
				t.Errorf("%s: Count(%q) = %d, tiktoken-go %d", enc, text, got, want)
				if failures++; failures > 5 {
					t.FailNow()
				}
			}
		}
	}
}

// longPieces returns single pieces longer than smallPiece, which take the
// heap path: runs of one character, repeated patterns full of rank ties,
// and random words.
func longPieces(r *rand.Rand) []string {
	var out []string
	for _, n := range []int{smallPiece + 1, 100, 257, 1000} {
		for _, unit := range []string{" ", "a", "=", "中", "😀", "\t", "ab", "abc", "the", "Hello", "\u00e9"} {
			out = append(out, strings.Repeat(unit, n/len(unit)+1))
		}
		out = append(out,
			randomText(r, []rune("ab"), n),
			randomText(r, []rune("abcdefghijklmnopqrstuvwxyz"), n),
			randomText(r, []rune("aAbBcC"), n),
			randomText(r, []rune("+-*/=<>!?"), n),
			" "+randomText(r, []rune("etaoinshrdlu"), n),
		)
	}
	return out
}

func TestLongPiecesMatchReference(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	pieces := longPieces(r)
	c := NewCounter()
	for _, enc := range Encodings() {
		ref := reference(t, enc)
		for _, p := range pieces {
			if got, want := c.Count(enc, p), len(ref.EncodeOrdinary(p)); got != want {
				t.Errorf("%s: Count of %d bytes %q… = %d, tiktoken-go %d", enc, len(p), p[:20], got, want)
			}
		}
	}
}

// TestMergeHeapMatchesScan checks the two merge algorithms against each
// other on every piece length the scan handles.
func TestMergeHeapMatchesScan(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	c := NewCounter()
	var h heapScratch
	for _, enc := range Encodings() {
		v := c.encoder(enc).vocab
		for n := 2; n <= smallPiece; n++ {
			for _, alphabet := range []string{"ab", "etaoin shrdlu", "=-", " "} {
				piece := randomText(r, []rune(alphabet), n)
				if scan, heap := v.mergeScan(piece), v.mergeHeap(piece, &h); scan != heap {
					t.Errorf("%s %q: scan %d, heap %d", enc, piece, scan, heap)
				}
			}
		}
	}
}

// TestMergeLongCuts checks how a piece longer than the limit is merged: in
// parts of at most limit bytes, never cutting a rune.
func TestMergeLongCuts(t *testing.T) {
	c := NewCounter()
	v := c.encoder(O200KBase).vocab
	var h heapScratch
	for _, unit := range []string{"=", "中", "😀"} {
		const limit = 1000
		piece := strings.Repeat(unit, 2500/len(unit)+1)
		var want int
		for rest := piece; len(rest) > 0; {
			k := min(len(rest), limit/len(unit)*len(unit)) // whole runes only
			want += v.mergeHeap(rest[:k], &h)
			rest = rest[k:]
		}
		if got := v.mergeLong(piece, &c.scratch, limit); got != want {
			t.Errorf("%q × %d in parts of %d bytes: %d tokens, want %d", unit, len(piece)/len(unit), limit, got, want)
		}
		if got := v.mergeLong(piece, &c.scratch, len(piece)); got != v.mergeHeap(piece, &h) {
			t.Errorf("%q × %d whole: %d tokens, want %d", unit, len(piece)/len(unit), got, v.mergeHeap(piece, &h))
		}
	}
}
