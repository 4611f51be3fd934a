package fs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEditMixedIndentation: when old_string carries one indentation for
// matched lines that differ in the file (4 and 3 spaces), new_string is
// re-indented line by line relative to the line each new line stands
// for, not moved to one indentation.
func TestEditMixedIndentation(t *testing.T) {
	tests := []struct {
		name    string
		content string
		edit    editSpec
		want    string
	}{
		{"each line keeps its own indentation", "func f() {\n    a()\n   b()\n}\n",
			editSpec{old: "a()\nb()", new: "a(1)\nb(2)"},
			"func f() {\n    a(1)\n   b(2)\n}\n"},
		{"an inserted line takes the line above", "func f() {\n    a()\n   b()\n}\n",
			editSpec{old: "a()\nb()", new: "a(1)\nc()\nb(2)"},
			"func f() {\n    a(1)\n    c()\n   b(2)\n}\n"},
		{"a leading inserted line takes the line below", "x\n    a()\n   b()\n",
			editSpec{old: "a()\nb()", new: "pre()\na()\nb()"},
			"x\n    pre()\n    a()\n   b()\n"},
		{"relative indentation kept per line", "    if x {\n      y()\n   }\n",
			editSpec{old: "if x {\n  y()\n}", new: "if x {\n  y()\n  z()\n}"},
			"    if x {\n      y()\n      z()\n   }\n"},
		{"a dedented line", "      a()\n     b()\n",
			editSpec{old: "  a()\n  b()", new: "  a()\nb()"},
			"      a()\n   b()\n"},
		{"an unchanged line between edits", "\t  a\n\t b\n\t  c\n",
			editSpec{old: "a\nb\nc", new: "a1\nb\nc1"},
			"\t  a1\n\t b\n\t  c1\n"},
		{"new_string already at the file's indentation", "func f() {\n    a()\n   b()\n}\n",
			editSpec{old: "a()\nb()", new: "    a(1)\n   b(2)"},
			"func f() {\n    a(1)\n   b(2)\n}\n"},
		{"one indentation in the file still shifts as a block", "func f() {\n    a()\n    b()\n}\n",
			editSpec{old: "a()\nb()", new: "a()\n  c()\nb()"},
			"func f() {\n    a()\n      c()\n    b()\n}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := applyEdit(context.Background(), tt.content, tt.edit, "f")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, out.content); diff != "" {
				t.Errorf("content (-want +got):\n%s\n(pass %s)", diff, out.pass)
			}
		})
	}
}
