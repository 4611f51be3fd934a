package fs

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestFileFilter(t *testing.T) {
	tests := []struct {
		pattern    string
		wantFilter bool
	}{
		{"TODO", true},
		{`func \w+\(`, true},
		{"x$", true},
		{"^func", false},     // no literal prefix
		{"(?i)todo", false},  // no literal prefix
		{`\Apackage`, false}, // text anchor
		{`main\z`, false},
		{`(ab|\Aab)`, false},
		{`\\A`, true}, // a literal backslash and A
	}
	for _, tt := range tests {
		if got := fileFilter(tt.pattern) != nil; got != tt.wantFilter {
			t.Errorf("fileFilter(%q) != nil is %v, want %v", tt.pattern, got, tt.wantFilter)
		}
	}
}

// BenchmarkGrepFileFilter measures how much the whole-file filter saves on
// a file without a match, the common case of a search, against matching
// every line alone in the same run.
func BenchmarkGrepFileFilter(b *testing.B) {
	var sb strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&sb, "\tvalue%d := compute(ctx, input[%d]) // some ordinary Go-like line\n", i, i)
	}
	data := []byte(sb.String())
	for _, pattern := range []string{"TODO", `func \w+Handler\(`, `(?i)deadline exceeded`, `^func`, `\w+Handler`} {
		b.Run(pattern, func(b *testing.B) {
			filtered, err := newSearcher(grepArgs{Pattern: pattern})
			if err != nil {
				b.Fatal(err)
			}
			plain := *filtered
			plain.pre = nil
			var withFilter, lineByLine time.Duration
			for b.Loop() {
				start := time.Now()
				plain.search("f", data)
				mid := time.Now()
				filtered.search("f", data)
				lineByLine += mid.Sub(start)
				withFilter += time.Since(mid)
			}
			b.ReportMetric(float64(lineByLine)/float64(withFilter), "speedup")
		})
	}
}
