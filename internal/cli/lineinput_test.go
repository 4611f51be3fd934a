package cli

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The line mode reads one prompt per line, and a bracketed paste as one
// prompt however many lines it has.
func TestReadInputs(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"lines in order", "FIRST-1\nSECOND-1\n", []string{"FIRST-1", "SECOND-1"}},
		{"paste is one prompt", "before\n" + pasteStart + "panic: boom\ngoroutine 1\n\tmain.go:5" + pasteEnd + "\nafter\n",
			[]string{"before", "panic: boom\ngoroutine 1\n\tmain.go:5", "after"}},
		{"typed text around a paste joins it", "see " + pasteStart + "a\nb" + pasteEnd + " please\n", []string{"see a\nb please"}},
		{"unterminated paste at end of input", pasteStart + "a\nb\n", []string{"a\nb"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := make(chan string)
			go func() {
				defer close(out)
				readInputs(context.Background(), strings.NewReader(tc.in), out)
			}()
			var got []string
			for s := range out {
				got = append(got, s)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("inputs (-want +got):\n%s", diff)
			}
		})
	}
}
