package slash

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFields(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"  a  b ", []string{"a", "b"}},
		{`"New York" NY`, []string{"New York", "NY"}},
		{`'it''s' x`, []string{"its", "x"}},
		{`a\ b c`, []string{"a b", "c"}},
		{`"say \"hi\""`, []string{`say "hi"`}},
		{`'no \ escape'`, []string{`no \ escape`}},
		{`"" x`, []string{"", "x"}},
		{`"unclosed rest`, []string{"unclosed rest"}},
		{"tab\tand\nline", []string{"tab", "and", "line"}},
	}
	for _, tt := range tests {
		if got := Fields(tt.in); !cmp.Equal(got, tt.want) {
			t.Errorf("Fields(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
