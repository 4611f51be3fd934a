package fs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func TestEditFile(t *testing.T) {
	const src = "package main\n\nfunc a() {\n\treturn\n}\n\nfunc b() {\n\treturn\n}\n"
	tests := []struct {
		name     string
		files    map[string]string
		args     string
		want     string // result content
		path     string
		content  string // file content afterwards
		newFiles bool
	}{
		{
			name:    "single replacement",
			files:   map[string]string{"m.go": src},
			args:    `{"file_path": "m.go", "old_string": "func b() {\n\treturn", "new_string": "func b() {\n\tpanic(1)"}`,
			want:    "edited m.go: replaced 1 occurrence at line 7",
			path:    "m.go",
			content: strings.Replace(src, "func b() {\n\treturn", "func b() {\n\tpanic(1)", 1),
		},
		{
			name:    "replace all",
			files:   map[string]string{"m.go": src},
			args:    `{"file_path": "m.go", "old_string": "\treturn\n", "new_string": "\treturn // done\n", "replace_all": true}`,
			want:    "edited m.go: replaced 2 occurrences, the first at line 4",
			path:    "m.go",
			content: strings.ReplaceAll(src, "\treturn\n", "\treturn // done\n"),
		},
		{
			name:    "replace all with a single match",
			files:   map[string]string{"m.go": src},
			args:    `{"file_path": "m.go", "old_string": "package main", "new_string": "package lib", "replace_all": true}`,
			want:    "edited m.go: replaced 1 occurrence at line 1",
			path:    "m.go",
			content: strings.Replace(src, "package main", "package lib", 1),
		},
		{
			name:    "delete text",
			files:   map[string]string{"t.txt": "keep\ndrop\nkeep\n"},
			args:    `{"file_path": "t.txt", "old_string": "drop\n", "new_string": ""}`,
			want:    "edited t.txt: replaced 1 occurrence at line 2",
			path:    "t.txt",
			content: "keep\nkeep\n",
		},
		{
			name:    "LF old_string in a CRLF file",
			files:   map[string]string{"w.txt": "one\r\ntwo\r\nthree\r\n"},
			args:    `{"file_path": "w.txt", "old_string": "one\ntwo", "new_string": "1\n2"}`,
			want:    "edited w.txt: replaced 1 occurrence at line 1",
			path:    "w.txt",
			content: "1\r\n2\r\nthree\r\n",
		},
		{
			name:    "empty old_string creates a file",
			args:    `{"file_path": "new/dir/f.txt", "old_string": "", "new_string": "fresh\n"}`,
			want:    "created new/dir/f.txt (6 bytes)",
			path:    "new/dir/f.txt",
			content: "fresh\n",
		},
		{
			name:    "empty old_string fills an empty file",
			files:   map[string]string{"e.txt": ""},
			args:    `{"file_path": "e.txt", "old_string": "", "new_string": "x"}`,
			want:    "wrote 1 byte to the empty file e.txt",
			path:    "e.txt",
			content: "x",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newWorkspace(t, tt.files)
			res := call(t, EditFile(), ws, tt.args)
			if diff := cmp.Diff(tt.want, res.Content); diff != "" || res.IsError {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.content, readTestFile(t, filepath.Join(ws.Root(), tt.path))); diff != "" {
				t.Errorf("file content (-want +got):\n%s", diff)
			}
			assertNoTempFiles(t, ws.Root())
		})
	}
}

func TestEditFileErrors(t *testing.T) {
	const src = "a := 1\nb := 2\na := 1\nc := 3\na := 1\n"
	files := map[string]string{"f.go": src, "bin": "\x00\x01a := 1", "dir/x": ""}
	tests := []struct {
		name string
		args string
		want errResult
		text string
	}{
		{
			name: "ambiguous",
			args: `{"file_path": "f.go", "old_string": "a := 1", "new_string": "a := 9"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "old_string matches 3 times in f.go (at lines 1, 3, 5); include more surrounding lines to make it unique, " +
				"or set replace_all to true to replace every occurrence",
		},
		{
			name: "ambiguous after collapsing whitespace",
			args: `{"file_path": "f.go", "old_string": "a  := 1", "new_string": "x"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "old_string does not occur exactly in f.go; matched treating each run of whitespace as one space, " +
				"it matches 3 places (at lines 1, 3, 5); include more surrounding lines to make it unique, " +
				"or set replace_all to true to replace every one",
		},
		{
			name: "not found",
			args: `{"file_path": "f.go", "old_string": "c := 4", "new_string": "x"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "old_string was not found in f.go, neither exactly nor in any looser way " +
				"(tried: exact, trimmed-lines, collapsed-whitespace, indentation-insensitive).\n" +
				"The most similar text is line 4 (83% similar):\n" +
				"     4\tc := 3\n" +
				"Read the file again and copy old_string from it exactly, including whitespace and indentation, " +
				"without the line-number prefix.",
		},
		{
			name: "same strings",
			args: `{"file_path": "f.go", "old_string": "b := 2", "new_string": "b := 2"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "old_string and new_string are the same; there is nothing to change",
		},
		{
			name: "missing file",
			args: `{"file_path": "nope.go", "old_string": "x", "new_string": "y"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "nope.go does not exist; to create a file, use write_file or an empty old_string",
		},
		{
			name: "empty old_string on a non-empty file",
			args: `{"file_path": "f.go", "old_string": "", "new_string": "y"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "old_string is empty but f.go already exists and is not empty; give the text to replace, or use write_file to replace the whole file",
		},
		{
			name: "binary file",
			args: `{"file_path": "bin", "old_string": "a := 1", "new_string": "y"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "bin is a binary file; edit_file only edits text",
		},
		{
			name: "directory",
			args: `{"file_path": "dir", "old_string": "a", "new_string": "y"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: "dir is a directory, not a file",
		},
		{
			name: "missing new_string",
			args: `{"file_path": "f.go", "old_string": "a"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: `missing required argument "new_string"`,
		},
		{
			name: "replace_all not a boolean",
			args: `{"file_path": "f.go", "old_string": "a", "new_string": "b", "replace_all": "yes"}`,
			want: errResult{true, messages.KindInvalidInput},
			text: `argument "replace_all" must be a boolean, got string`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newWorkspace(t, files)
			res := call(t, EditFile(), ws, tt.args)
			if diff := cmp.Diff(tt.want, kindOf(res)); diff != "" {
				t.Errorf("kind (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.text, res.Content); diff != "" {
				t.Errorf("content (-want +got):\n%s", diff)
			}
			if got := readTestFile(t, filepath.Join(ws.Root(), "f.go")); got != src {
				t.Errorf("a failed edit changed f.go to %q", got)
			}
		})
	}
}

func TestEditFileAmbiguousListsAtMostTenLines(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"x.txt": strings.Repeat("x\n", 13)})
	res := call(t, EditFile(), ws, `{"file_path": "x.txt", "old_string": "x", "new_string": "y"}`)
	want := "old_string matches 13 times in x.txt (at lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 3 more)"
	if !strings.HasPrefix(res.Content, want) {
		t.Errorf("content = %q, want prefix %q", res.Content, want)
	}
}

func TestEditFileKeepsMode(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"run.sh": "echo a\n"})
	path := filepath.Join(ws.Root(), "run.sh")
	if err := os.Chmod(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if res := call(t, EditFile(), ws, `{"file_path": "run.sh", "old_string": "a", "new_string": "b"}`); res.IsError {
		t.Fatal(res.Content)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := info.Mode().Perm(); got != 0o755 {
		t.Errorf("mode = %v, want 0755", got)
	}
}
