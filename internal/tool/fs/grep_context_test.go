package fs

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func TestGrepContextAndMultiline(t *testing.T) {
	ws := newWorkspace(t, map[string]string{
		"a.go":  "package a\n\n// one\nfunc One() {}\n\n// two\nfunc Two() {}\n\n\n\n// three\nfunc Three() {\n}\n",
		"b.go":  "package b\n\ntype Config struct {\n\tName string\n\tPort int\n}\n",
		"c.txt": "alpha\r\nbeta\r\n",
	})
	tests := []struct {
		name string
		args string
		want string
	}{
		{"line numbers are on by default", `{"pattern": "^func", "output_mode": "content", "path": "a.go"}`,
			"a.go:4:func One() {}\na.go:7:func Two() {}\na.go:12:func Three() {\n"},
		{"-n false", `{"pattern": "^func", "output_mode": "content", "path": "a.go", "-n": false}`,
			"a.go:func One() {}\na.go:func Two() {}\na.go:func Three() {\n"},
		{"-B with overlapping groups merged", `{"pattern": "^func", "output_mode": "content", "path": "a.go", "-B": 1}`,
			"a.go-3-// one\na.go:4:func One() {}\n--\na.go-6-// two\na.go:7:func Two() {}\n--\na.go-11-// three\na.go:12:func Three() {\n"},
		{"-A", `{"pattern": "Two", "output_mode": "content", "-A": 2}`,
			"a.go:7:func Two() {}\na.go-8-\na.go-9-\n"},
		{"-C joins adjacent groups", `{"pattern": "^func (One|Two)", "output_mode": "content", "-C": 1}`,
			"a.go-3-// one\na.go:4:func One() {}\na.go-5-\na.go-6-// two\na.go:7:func Two() {}\na.go-8-\n"},
		{"-A overrides -C", `{"pattern": "Three", "output_mode": "content", "-C": 2, "-A": 0}`,
			"a.go-10-\na.go-11-// three\na.go:12:func Three() {\n"},
		{"context without line numbers", `{"pattern": "beta", "output_mode": "content", "-B": 1, "-n": false}`,
			"c.txt-alpha\nc.txt:beta\n"},
		{"separator between files", `{"pattern": "^package", "output_mode": "content", "-A": 1, "glob": "*.go"}`,
			"a.go:1:package a\na.go-2-\n--\nb.go:1:package b\nb.go-2-\n"},
		{"context is ignored outside content mode", `{"pattern": "^package", "-C": 3}`, "a.go\nb.go\n"},
		{"multiline content shows every line a match touches", `{"pattern": "struct \\{.*?\\n\\}", "multiline": true, "output_mode": "content"}`,
			"b.go:3:type Config struct {\nb.go:4:\tName string\nb.go:5:\tPort int\nb.go:6:}\n"},
		{"multiline count counts matches", `{"pattern": "//.*?\\nfunc", "multiline": true, "output_mode": "count"}`, "a.go:3\n"},
		{"multiline files", `{"pattern": "Name string\\n\\tPort", "multiline": true}`, "b.go\n"},
		{"without multiline a pattern does not span lines", `{"pattern": "Name string\\n\\tPort"}`, "No matches found"},
		{"multiline keeps ^ at line starts", `{"pattern": "^\\}", "multiline": true, "output_mode": "content"}`,
			"a.go:13:}\nb.go:6:}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, Grep(), ws, tt.args)
			if res.IsError {
				t.Fatalf("error result: %s", res.Content)
			}
			if diff := cmp.Diff(tt.want, res.Content); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestGrepContextErrors(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"a.txt": "x\n"})
	tests := []struct{ args, text string }{
		{`{"pattern": "x", "-A": -1}`, "-A must be 0 or more, got -1"},
		{`{"pattern": "x", "-C": 101}`, "-C must be at most 100, got 101"},
		{`{"pattern": "x", "-B": "2"}`, `argument "-B" must be an integer, got string`},
		{`{"pattern": "x", "-n": 1}`, `argument "-n" must be a boolean, got number`},
	}
	for _, tt := range tests {
		res := call(t, Grep(), ws, tt.args)
		if diff := cmp.Diff(errResult{true, messages.KindInvalidInput}, kindOf(res)); diff != "" {
			t.Errorf("%s: kind (-want +got):\n%s", tt.args, diff)
		}
		if res.Content != tt.text {
			t.Errorf("%s: content %q, want %q", tt.args, res.Content, tt.text)
		}
	}
}
