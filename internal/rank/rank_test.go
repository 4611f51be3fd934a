package rank

import (
	"slices"
	"testing"
)

func TestTop(t *testing.T) {
	type thing struct{ name, desc string }
	items := []thing{
		{"pdf-tools", "Read and fill PDF forms"},
		{"xlsx", "Spreadsheets: formulas, charts"},
		{"docx", "Word documents, with tracked changes to PDF"},
		{"pdf", "Exact name"},
	}
	entry := func(x thing) Entry { return Entry{Exact: []string{x.name}, Name: x.name, Desc: x.desc, Key: x.name} }
	names := func(xs []thing) []string {
		var out []string
		for _, x := range xs {
			out = append(out, x.name)
		}
		return out
	}
	for _, tc := range []struct {
		query string
		max   int
		want  []string
	}{
		{"pdf", 10, []string{"pdf", "pdf-tools", "docx"}}, // exact first; name (2+1) beats description (1)
		{"PDF forms", 10, []string{"pdf-tools", "pdf", "docx"}},
		{"charts,formulas", 10, []string{"xlsx"}},
		{"pdf", 1, []string{"pdf"}},
		{"nothing", 10, nil},
	} {
		if got := names(Top(items, tc.query, tc.max, entry)); !slices.Equal(got, tc.want) {
			t.Errorf("Top(%q, %d) = %v, want %v", tc.query, tc.max, got, tc.want)
		}
	}
}
