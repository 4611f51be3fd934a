package fs

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// numbered returns n lines "line 1\n" ... "line n\n".
func numbered(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.String()
}

func TestReadFileGolden(t *testing.T) {
	ws := newWorkspace(t, map[string]string{
		"main.go":   "package main\n\nfunc main() {\n\tprintln(\"hi\")\n}\n",
		"crlf.txt":  "one\r\ntwo\r\n",
		"no_eol":    "first\nlast without newline",
		"many.txt":  numbered(2500),
		"long.txt":  "short\n" + strings.Repeat("x", 2500) + "\nafter\n",
		"utf8.txt":  strings.Repeat("é", 2100) + "\n",
		"blank.txt": "\n\n",
	})
	tests := []struct {
		name string
		args string
	}{
		{"read_whole", `{"file_path": "main.go"}`},
		{"read_crlf", `{"file_path": "crlf.txt"}`},
		{"read_no_trailing_newline", `{"file_path": "no_eol"}`},
		{"read_offset_limit", `{"file_path": "many.txt", "offset": 10, "limit": 3}`},
		{"read_offset_to_end", `{"file_path": "many.txt", "offset": 2498}`},
		{"read_offset_zero", `{"file_path": "main.go", "offset": 0, "limit": 2}`},
		{"read_long_line", `{"file_path": "long.txt"}`},
		{"read_long_utf8_line", `{"file_path": "utf8.txt"}`},
		{"read_blank_lines", `{"file_path": "blank.txt"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, ReadFile(), ws, tt.args)
			if res.IsError {
				t.Fatalf("unexpected error result: %s", res.Content)
			}
			checkGolden(t, tt.name+".golden", res.Content)
		})
	}
}

func TestReadFileDefaultLimit(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"many.txt": numbered(2500)})
	res := call(t, ReadFile(), ws, `{"file_path": "many.txt"}`)
	lines := strings.Split(strings.TrimSuffix(res.Content, "\n"), "\n")
	got := []string{lines[0], lines[len(lines)-2], lines[len(lines)-1]}
	want := []string{"     1\tline 1", "  2000\tline 2000", "... 500 more lines; use offset=2001 to read more"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestReadFileResults(t *testing.T) {
	ws := newWorkspace(t, map[string]string{
		"empty.txt":  "",
		"three.txt":  "a\nb\nc\n",
		"dir/x.txt":  "x",
		"binary.bin": "PK\x03\x04\x00\x00garbage",
		"late_nul":   strings.Repeat("a", 9000) + "\x00",
		"sub/ok.txt": "ok\n",
	})
	tests := []struct {
		name     string
		args     string
		want     errResult
		contains string
	}{
		{"empty file", `{"file_path": "empty.txt"}`, errResult{}, "(empty.txt is empty)"},
		{"NUL after the sniffed prefix is text", `{"file_path": "late_nul", "limit": 1}`, errResult{}, "     1\taaaa"},
		{"absolute path inside", jsonArgs(t, map[string]string{"file_path": filepath.Join(ws.Root(), "sub/ok.txt")}), errResult{}, "     1\tok"},
		{"offset past the end", `{"file_path": "three.txt", "offset": 5}`, errResult{true, messages.KindInvalidInput}, "three.txt has only 3 lines; offset 5 is past the end"},
		{"directory", `{"file_path": "dir"}`, errResult{true, messages.KindInvalidInput}, "dir is a directory, not a file; use glob"},
		{"binary", `{"file_path": "binary.bin"}`, errResult{true, messages.KindInvalidInput}, "binary.bin is a binary file"},
		{"missing file", `{"file_path": "nope.txt"}`, errResult{true, messages.KindInvalidInput}, "nope.txt does not exist"},
		{"missing file_path", `{}`, errResult{true, messages.KindInvalidInput}, `missing required argument "file_path"`},
		{"null file_path", `{"file_path": null}`, errResult{true, messages.KindInvalidInput}, `missing required argument "file_path"`},
		{"no arguments at all", ``, errResult{true, messages.KindInvalidInput}, `missing required argument "file_path"`},
		{"malformed JSON", `{"file_path": "three.txt"`, errResult{true, messages.KindInvalidInput}, `not valid JSON (unexpected end of JSON input); received: {"file_path": "three.txt"`},
		{"not an object", `["three.txt"]`, errResult{true, messages.KindInvalidInput}, `arguments must be a JSON object; received: ["three.txt"]`},
		{"wrong type", `{"file_path": "three.txt", "offset": "2"}`, errResult{true, messages.KindInvalidInput}, `argument "offset" must be an integer, got string`},
		{"fractional offset", `{"file_path": "three.txt", "offset": 1.5}`, errResult{true, messages.KindInvalidInput}, `argument "offset" must be an integer, got number 1.5`},
		{"negative offset", `{"file_path": "three.txt", "offset": -1}`, errResult{true, messages.KindInvalidInput}, "offset must be a line number of 1 or more, got -1"},
		{"zero limit", `{"file_path": "three.txt", "limit": 0}`, errResult{true, messages.KindInvalidInput}, "limit must be 1 or more, got 0"},
		{"unknown field is ignored", `{"file_path": "three.txt", "pages": 3}`, errResult{}, "     3\tc\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, ReadFile(), ws, tt.args)
			if diff := cmp.Diff(tt.want, kindOf(res)); diff != "" {
				t.Errorf("result kind (-want +got):\n%s\ncontent: %s", diff, res.Content)
			}
			if !strings.Contains(res.Content, tt.contains) {
				t.Errorf("content %q does not contain %q", res.Content, tt.contains)
			}
		})
	}
}

func TestReadFileUnreadable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root can read files without permission")
	}
	ws := newWorkspace(t, map[string]string{"secret.txt": "s"})
	if err := os.Chmod(filepath.Join(ws.Root(), "secret.txt"), 0); err != nil {
		t.Fatal(err)
	}
	res := call(t, ReadFile(), ws, `{"file_path": "secret.txt"}`)
	if diff := cmp.Diff(errResult{true, messages.KindPermissionDenied}, kindOf(res)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
