package tokens

import (
	"strings"
	"testing"
)

// FuzzCount compares Count with tiktoken-go on arbitrary input, both
// encodings. Seeds are the corpus's lines.
func FuzzCount(f *testing.F) {
	for _, file := range readCorpus(f) {
		for line := range strings.Lines(file.text) {
			f.Add(line)
		}
	}
	f.Add("'S'T'RE'VE'M'LL'D ſ'ſ")
	f.Add("\xff\xfe\xc3(\xe2\x82 mixed \xf0\x9f\x98")
	c := NewCounter()
	cl, o := reference(f, CL100KBase), reference(f, O200KBase)
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<12 { // the reference is quadratic on long pieces
			t.Skip()
		}
		if got, want := c.Count(CL100KBase, text), len(cl.EncodeOrdinary(text)); got != want {
			t.Errorf("cl100k_base: Count(%q) = %d, tiktoken-go %d", text, got, want)
		}
		if got, want := c.Count(O200KBase, text), len(o.EncodeOrdinary(text)); got != want {
			t.Errorf("o200k_base: Count(%q) = %d, tiktoken-go %d", text, got, want)
		}
	})
}

// FuzzSplit compares the hand-written splitting with regexp2 running the
// encodings' patterns.
func FuzzSplit(f *testing.F) {
	for _, file := range readCorpus(f) {
		for line := range strings.Lines(file.text) {
			f.Add(line)
		}
	}
	sp := splitters(f)
	f.Fuzz(func(t *testing.T, text string) {
		text = string([]rune(text)) // as Count does with invalid UTF-8
		for _, s := range sp {
			s.check(t, text)
		}
	})
}
