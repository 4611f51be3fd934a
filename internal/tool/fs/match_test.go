package fs

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEditLineEndings checks that line endings are normalized for matching
// and restored on write, leaving the lines the edit does not touch exactly
// as they were.
func TestEditLineEndings(t *testing.T) {
	tests := []struct {
		name    string
		content string
		edit    editSpec
		want    string
		pass    string
	}{
		{"LF old_string in a CRLF file", "a\r\nb\r\nc\r\n", editSpec{old: "a\nb\n", new: "x\ny\nz\n"}, "x\r\ny\r\nz\r\nc\r\n", "exact"},
		{"CRLF old_string in an LF file", "a\nb\nc\n", editSpec{old: "a\r\nb", new: "x\r\ny"}, "x\ny\nc\n", "exact"},
		{"fuzzy match in a CRLF file", "func a() {\r\n\treturn 1\r\n}\r\n",
			editSpec{old: "func a() {\n    return 1\n}", new: "func a() {\n    x := 1\n    return x\n}"},
			"func a() {\r\n\tx := 1\r\n\treturn x\r\n}\r\n", "trimmed-lines"},
		{"match ends before a line break", "one\r\ntwo\r\n", editSpec{old: "one", new: "1"}, "1\r\ntwo\r\n", "exact"},
		{"match starts at a line break", "one\r\ntwo\r\n", editSpec{old: "\ntwo", new: " two"}, "one two\r\n", "exact"},
		{"mixed endings: untouched lines keep theirs", "a\r\nb\nc\r\nd\r\n", editSpec{old: "c\n", new: "C1\nC2\n"},
			"a\r\nb\nC1\r\nC2\r\nd\r\n", "exact"},
		{"mostly LF: new lines get LF", "a\nb\nc\r\n", editSpec{old: "a\n", new: "x\ny\n"}, "x\ny\nb\nc\r\n", "exact"},
		{"replace_all keeps CRLF", "x\r\ny\r\nx\r\n", editSpec{old: "x\n", new: "z\nz\n", replaceAll: true},
			"z\r\nz\r\ny\r\nz\r\nz\r\n", "exact"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := applyEdit(context.Background(), tt.content, tt.edit, "f")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, out.content); diff != "" {
				t.Errorf("content (-want +got):\n%s", diff)
			}
			if out.pass != tt.pass {
				t.Errorf("pass = %s, want %s", out.pass, tt.pass)
			}
		})
	}
}

// TestEditIndentation checks that new_string takes the file's indentation
// when a looser pass matched.
func TestEditIndentation(t *testing.T) {
	tests := []struct {
		name    string
		content string
		edit    editSpec
		want    string
	}{
		{"spaces to tabs, with a deeper new line", "func f() {\n\tif x {\n\t\ty()\n\t}\n}\n",
			editSpec{old: "    if x {\n        y()\n    }", new: "    if x {\n        y()\n        if z {\n            w()\n        }\n    }"},
			"func f() {\n\tif x {\n\t\ty()\n\t\tif z {\n\t\t\tw()\n\t\t}\n\t}\n}\n"},
		{"tabs to spaces", "class A:\n    def f(self):\n        return 1\n",
			editSpec{old: "\tdef f(self):\n\t\treturn 1", new: "\tdef f(self):\n\t\tx = 1\n\t\treturn x"},
			"class A:\n    def f(self):\n        x = 1\n        return x\n"},
		{"enclosing lines at column 0", "func b() {\n\tyield 2\n}\n",
			editSpec{old: "func b() {\n    yield 2\n}", new: "func b() {\n    yield 3\n    return\n}"},
			"func b() {\n\tyield 3\n\treturn\n}\n"},
		{"no indentation given, block nested in the file", "a:\n  b:\n    c: 1\n    d: 2\n",
			editSpec{old: "c: 1\nd: 2", new: "c: 1\nd: 3\ne: 4"},
			"a:\n  b:\n    c: 1\n    d: 3\n    e: 4\n"},
		{"over-indented old_string", "x\n  y\n  z\n",
			editSpec{old: "        y\n        z", new: "        y\n          z2"},
			"x\n  y\n    z2\n"},
		{"an exact match is left alone", "\tkeep\n", editSpec{old: "\tkeep", new: "  changed"}, "  changed\n"},
		{"a fragment inside a line keeps its line", "\tv := f(a,  b)\n\tw := 1\n",
			editSpec{old: "f(a, b)\n  w := 1", new: "g(a)\n  w := 2"},
			"\tv := g(a)\n\tw := 2\n"},
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

func TestOrigOffset(t *testing.T) {
	e := newEOLText("ab\r\ncd\r\n\r\nef")
	if e.norm != "ab\ncd\n\nef" {
		t.Fatalf("norm = %q", e.norm)
	}
	// offset in norm → offset in orig
	want := map[int]int{0: 0, 2: 2, 3: 4, 5: 6, 6: 8, 7: 10, 9: 12}
	for n, o := range want {
		if got := e.origOffset(n); got != o {
			t.Errorf("origOffset(%d) = %d, want %d", n, got, o)
		}
	}
}

// TestBlockAnchorLongBlock checks the block-anchor pass on a block too long
// to compare byte by byte: it is compared line by line.
func TestBlockAnchorLongBlock(t *testing.T) {
	var file, old strings.Builder
	file.WriteString("func big() {\n")
	old.WriteString("func big() {\n")
	for i := range 300 {
		fmt.Fprintf(&file, "\tstep%d(ctx, \"a fairly long argument to make the block big\")\n", i)
		if i == 150 {
			fmt.Fprintf(&old, "\tstep%d(ctx, \"a slightly different argument\")\n", i)
			continue
		}
		fmt.Fprintf(&old, "\tstep%d(ctx, \"a fairly long argument to make the block big\")\n", i)
	}
	file.WriteString("}\n")
	old.WriteString("}")
	out, err := applyEdit(context.Background(), file.String(), editSpec{old: old.String(), new: "func big() {}"}, "f")
	if err != nil {
		t.Fatal(err)
	}
	if out.pass != "block-anchor" || out.content != "func big() {}\n" {
		t.Errorf("pass %s, content %q", out.pass, out.content)
	}
}

func TestEditThatChangesNothing(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"f.go": "func f() {\n\treturn 1\n}\n"})
	res := call(t, EditFile(), ws, `{"file_path": "f.go", "old_string": "    return 1", "new_string": "\treturn 1"}`)
	want := "f.go is unchanged: the text old_string matched at line 2 already reads as new_string " +
		"(old_string matched ignoring whitespace at the start and end of each line)"
	if diff := cmp.Diff(want, res.Content); diff != "" || res.IsError {
		t.Errorf("(-want +got):\n%s", diff)
	}
	res = call(t, MultiEdit(), ws, `{"file_path": "f.go", "edits": [{"old_string": "1", "new_string": "2"}, {"old_string": "2", "new_string": "1"}]}`)
	want = "f.go is unchanged: the edits together change nothing\n- edit 1: replaced 1 occurrence at line 2\n- edit 2: replaced 1 occurrence at line 2"
	if diff := cmp.Diff(want, res.Content); diff != "" || res.IsError {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
