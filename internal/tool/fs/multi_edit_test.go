package fs

import (
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func TestMultiEdit(t *testing.T) {
	const src = "func a() {\n\treturn 1\n}\n\nfunc b() {\n\treturn 2\n}\n"
	tests := []struct {
		name    string
		args    string
		want    string
		content string
	}{
		{
			name: "edits apply in order, each to the result of the one before",
			args: `{"file_path": "m.go", "edits": [
				{"old_string": "return 1", "new_string": "return one"},
				{"old_string": "return one\n}", "new_string": "return one + 0\n}"},
				{"old_string": "func b", "new_string": "func bee"}]}`,
			want: "edited m.go: applied 3 edits\n- edit 1: replaced 1 occurrence at line 2\n" +
				"- edit 2: replaced 1 occurrence at line 2\n- edit 3: replaced 1 occurrence at line 5",
			content: "func a() {\n\treturn one + 0\n}\n\nfunc bee() {\n\treturn 2\n}\n",
		},
		{
			name: "replace_all and a looser match",
			args: `{"file_path": "m.go", "edits": [
				{"old_string": "\treturn", "new_string": "\tyield", "replace_all": true},
				{"old_string": "func b() {\n    yield 2\n}", "new_string": "func b() {\n    yield 3\n}"}]}`,
			want: "edited m.go: applied 2 edits\n- edit 1: replaced 2 occurrences, the first at line 2\n" +
				"- edit 2: replaced 1 occurrence at line 5 (old_string matched ignoring whitespace at the start and end of each line; " +
				"new_string was re-indented to match the file)",
			content: "func a() {\n\tyield 1\n}\n\nfunc b() {\n\tyield 3\n}\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newWorkspace(t, map[string]string{"m.go": src})
			res := call(t, MultiEdit(), ws, tt.args)
			if diff := cmp.Diff(tt.want, res.Content); diff != "" || res.IsError {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.content, readTestFile(t, filepath.Join(ws.Root(), "m.go"))); diff != "" {
				t.Errorf("file (-want +got):\n%s", diff)
			}
		})
	}
}

// TestMultiEditAllOrNothing checks that when any edit fails, none is
// written, and the error names the edit.
func TestMultiEditAllOrNothing(t *testing.T) {
	const src = "one\ntwo\nthree\ntwo\n"
	tests := []struct {
		name string
		args string
		text string
	}{
		{
			name: "second edit not found",
			args: `{"file_path": "f.txt", "edits": [{"old_string": "one", "new_string": "1"}, {"old_string": "four", "new_string": "4"}, {"old_string": "three", "new_string": "3"}]}`,
			text: "edit 2 of 3 failed: old_string was not found in f.txt, neither exactly nor in any looser way " +
				"(tried: exact, trimmed-lines, collapsed-whitespace, indentation-insensitive).\n" +
				"Nothing in the file is much like it.\n" +
				"Read the file again and copy old_string from it exactly, including whitespace and indentation, " +
				"without the line-number prefix.\nNo edits were applied; f.txt is unchanged.",
		},
		{
			name: "last edit ambiguous",
			args: `{"file_path": "f.txt", "edits": [{"old_string": "one", "new_string": "1"}, {"old_string": "two", "new_string": "2"}]}`,
			text: "edit 2 of 2 failed: old_string matches 2 times in f.txt (at lines 2, 4); include more surrounding lines " +
				"to make it unique, or set replace_all to true to replace every occurrence\nNo edits were applied; f.txt is unchanged.",
		},
		{
			name: "an edit undone by a later one still fails the later one",
			args: `{"file_path": "f.txt", "edits": [{"old_string": "three", "new_string": "3"}, {"old_string": "three", "new_string": "drei"}]}`,
			text: "edit 2 of 2 failed: old_string was not found in f.txt, neither exactly nor in any looser way " +
				"(tried: exact, trimmed-lines, collapsed-whitespace, indentation-insensitive).\n" +
				"Nothing in the file is much like it.\n" +
				"Read the file again and copy old_string from it exactly, including whitespace and indentation, " +
				"without the line-number prefix.\nNo edits were applied; f.txt is unchanged.",
		},
		{"no edits", `{"file_path": "f.txt", "edits": []}`, "edits must hold at least one edit"},
		{"missing old_string", `{"file_path": "f.txt", "edits": [{"new_string": "x"}]}`, `edit 1: missing required argument "old_string"`},
		{"missing new_string", `{"file_path": "f.txt", "edits": [{"old_string": "one", "new_string": "1"}, {"old_string": "x"}]}`,
			`edit 2: missing required argument "new_string"`},
		{"same strings", `{"file_path": "f.txt", "edits": [{"old_string": "one", "new_string": "one"}]}`,
			"edit 1: old_string and new_string are the same; there is nothing to change"},
		{"empty old_string later", `{"file_path": "f.txt", "edits": [{"old_string": "one", "new_string": "1"}, {"old_string": "", "new_string": "x"}]}`,
			"edit 2 of 2 has an empty old_string; only the first edit may, to create the file; no edits were applied"},
		{"empty old_string on an existing file", `{"file_path": "f.txt", "edits": [{"old_string": "", "new_string": "x"}]}`,
			"edit 1 has an empty old_string but f.txt already exists and is not empty; give the text to replace; no edits were applied"},
		{"missing file", `{"file_path": "nope.txt", "edits": [{"old_string": "a", "new_string": "b"}]}`,
			"nope.txt does not exist; to create it, give the first edit an empty old_string"},
		{"edits not an array", `{"file_path": "f.txt", "edits": {"old_string": "a"}}`,
			`argument "edits" must be a slice, got object`}, // wording from tool.DecodeArgs
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newWorkspace(t, map[string]string{"f.txt": src})
			res := call(t, MultiEdit(), ws, tt.args)
			if diff := cmp.Diff(errResult{true, messages.KindInvalidInput}, kindOf(res)); diff != "" {
				t.Errorf("kind (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.text, res.Content); diff != "" {
				t.Errorf("content (-want +got):\n%s", diff)
			}
			if got := readTestFile(t, filepath.Join(ws.Root(), "f.txt")); got != src {
				t.Errorf("a failed multi_edit changed the file to %q", got)
			}
			assertNoTempFiles(t, ws.Root())
		})
	}
}
