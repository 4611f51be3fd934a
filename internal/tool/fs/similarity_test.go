package fs

import (
	"math/rand/v2"
	"testing"
)

// naiveDistance is the textbook Levenshtein distance.
func naiveDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"", "", 0, 0},
		{"abc", "", 5, 3},
		{"kitten", "sitting", 10, 3},
		{"kitten", "sitting", 3, 3},
		{"kitten", "sitting", 2, 3}, // over the limit: limit+1
		{"four", "two", 4, 4},
		{"flaw", "lawn", 4, 2},
		{"abcdef", "abcdef", 0, 0},
		{"abcdef", "abcxef", 0, 1},
	}
	for _, tt := range tests {
		if got := editDistance([]byte(tt.a), []byte(tt.b), tt.limit); got != tt.want {
			t.Errorf("editDistance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
	}
	// Against the textbook algorithm, on random strings over a small
	// alphabet so that they share a lot.
	r := rand.New(rand.NewPCG(1, 2))
	word := func() string {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = "abc"[r.IntN(3)]
		}
		return string(b)
	}
	for range 5000 {
		a, b, limit := word(), word(), r.IntN(14)
		want := min(naiveDistance(a, b), limit+1)
		if got := editDistance([]byte(a), []byte(b), limit); got != want {
			t.Fatalf("editDistance(%q, %q, %d) = %d, want %d", a, b, limit, got, want)
		}
	}
}

func TestSimilarity(t *testing.T) {
	tests := []struct {
		a, b      string
		threshold float64
		want      float64
		reached   bool
	}{
		{"", "", 0.5, 1, true},
		{"abcd", "abcd", 1, 1, true},
		{"abcd", "abce", 0.75, 0.75, true},
		{"abcd", "abce", 0.8, 0.75, false},
		{"abcd", "wxyz", 0.1, 0, false},
	}
	for _, tt := range tests {
		got, ok := similarityAtLeast(tt.a, tt.b, tt.threshold)
		if ok != tt.reached || (ok && got != tt.want) {
			t.Errorf("similarityAtLeast(%q, %q, %v) = %v, %v; want %v, %v", tt.a, tt.b, tt.threshold, got, ok, tt.want, tt.reached)
		}
		if s := similarity(tt.a, tt.b); s != tt.want {
			t.Errorf("similarity(%q, %q) = %v, want %v", tt.a, tt.b, s, tt.want)
		}
	}
}
