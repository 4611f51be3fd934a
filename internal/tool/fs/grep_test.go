package fs

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// grepTree is a workspace layout for the grep tests.
var grepTree = map[string]string{
	".gitignore":        "*.log\nnode_modules/\n",
	".git/HEAD":         "TODO in git internals\n",
	"main.go":           "package main\n\n// TODO: wire flags\nfunc main() {\n\trun() // todo later\n}\n",
	"run.go":            "package main\n\nfunc run() {}\n",
	"notes.md":          "TODO list\r\n- first\r\n",
	"debug.log":         "TODO in a log\n",
	"node_modules/x.js": "// TODO vendored\n",
	"lib/.gitignore":    "gen_*.go\n",
	"lib/gen_a.go":      "// TODO generated\n",
	"lib/lib.go":        "package lib\n// TODO(lib): one\n// TODO(lib): two\n",
	"lib/data.bin":      "TODO\x00\x01\x02",
	"lib/long.txt":      "TODO " + strings.Repeat("y", 2100) + "\n",
}

func TestGrepGolden(t *testing.T) {
	ws := newWorkspace(t, grepTree)
	tests := []struct {
		name string
		args string
	}{
		{"grep_content", `{"pattern": "TODO", "output_mode": "content"}`},
		{"grep_content_case_insensitive", `{"pattern": "todo", "-i": true, "output_mode": "content", "glob": "*.go"}`},
		{"grep_files", `{"pattern": "TODO"}`},
		{"grep_count", `{"pattern": "TODO", "output_mode": "count"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, Grep(), ws, tt.args)
			if res.IsError {
				t.Fatalf("error result: %s", res.Content)
			}
			checkGolden(t, tt.name+".golden", res.Content)
		})
	}
}

func TestGrep(t *testing.T) {
	ws := newWorkspace(t, grepTree)
	tests := []struct {
		name string
		args string
		want string
	}{
		{"anchored pattern matches at every line start", `{"pattern": "^func", "output_mode": "content"}`,
			"main.go:4:func main() {\nrun.go:3:func run() {}\n"},
		{"end anchor", `{"pattern": "\\{\\}$", "output_mode": "content"}`, "run.go:3:func run() {}\n"},
		{"end anchor does not match before CR", `{"pattern": "list$", "path": "notes.md"}`, "No matches found"},
		{"text anchors match each line alone", `{"pattern": "\\Apackage (lib|main)\\z", "output_mode": "content", "path": "lib"}`,
			"lib/lib.go:1:package lib\n"},
		{"path is a file", `{"pattern": "TODO", "path": "lib/lib.go", "output_mode": "count"}`, "lib/lib.go:2\n"},
		{"explicit ignored directory is searched", `{"pattern": "TODO", "path": "node_modules"}`, "node_modules/x.js\n"},
		{"glob with a slash", `{"pattern": "TODO", "glob": "lib/*.go"}`, "lib/lib.go\n"},
		{"glob with braces", `{"pattern": "TODO", "glob": "*.{md,js}"}`, "notes.md\n"},
		{"head_limit", `{"pattern": "TODO", "output_mode": "content", "head_limit": 2}`,
			"lib/lib.go:2:// TODO(lib): one\nlib/lib.go:3:// TODO(lib): two\n[3 more results not shown (head_limit 2)]\n"},
		{"head_limit larger than the output", `{"pattern": "package lib", "head_limit": 5}`, "lib/lib.go\n"},
		{"no matches", `{"pattern": "nothing like this"}`, "No matches found"},
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

func TestGrepCapsOutput(t *testing.T) {
	var b strings.Builder
	for i := range 600 {
		fmt.Fprintf(&b, "match %d\n", i)
	}
	ws := newWorkspace(t, map[string]string{"big.txt": b.String()})
	res := call(t, Grep(), ws, `{"pattern": "match", "output_mode": "content"}`)
	lines := strings.Split(strings.TrimSuffix(res.Content, "\n"), "\n")
	if len(lines) != maxGrepLines+1 {
		t.Fatalf("got %d lines, want %d and a note", len(lines), maxGrepLines)
	}
	want := "[output capped at 500 lines or 50000 bytes; 100 more results not shown; " +
		"narrow the search with a more specific pattern, path or glob, or use head_limit]"
	if diff := cmp.Diff(want, lines[maxGrepLines]); diff != "" {
		t.Errorf("note (-want +got):\n%s", diff)
	}

	long := strings.Repeat("z", 1500) + "\n"
	ws = newWorkspace(t, map[string]string{"wide.txt": strings.Repeat(long, 100)})
	res = call(t, Grep(), ws, `{"pattern": "z", "output_mode": "content"}`)
	if len(res.Content) > maxGrepBytes+500 {
		t.Errorf("output is %d bytes, want at most about %d", len(res.Content), maxGrepBytes)
	}
	if !strings.Contains(res.Content, "more results not shown") {
		t.Errorf("no cap note in %q", res.Content[len(res.Content)-300:])
	}
}

func TestGrepErrors(t *testing.T) {
	ws := newWorkspace(t, grepTree)
	tests := []struct {
		name string
		args string
		want errResult
		text string
	}{
		{"invalid regexp", `{"pattern": "func(("}`, errResult{true, messages.KindInvalidInput},
			"invalid regular expression \"func((\": error parsing regexp: missing closing ): `func((`"},
		{"empty pattern", `{"pattern": ""}`, errResult{true, messages.KindInvalidInput}, "pattern must not be empty"},
		{"bad output_mode", `{"pattern": "x", "output_mode": "lines"}`, errResult{true, messages.KindInvalidInput},
			`output_mode must be "files_with_matches", "content" or "count", got "lines"`},
		{"negative head_limit", `{"pattern": "x", "head_limit": -1}`, errResult{true, messages.KindInvalidInput}, "head_limit must be 0 or more, got -1"},
		{"bad glob", `{"pattern": "x", "glob": "[a-"}`, errResult{true, messages.KindInvalidInput}, `invalid glob "[a-"`},
		{"-i not a boolean", `{"pattern": "x", "-i": "yes"}`, errResult{true, messages.KindInvalidInput}, `argument "-i" must be a boolean, got string`},
		{"malformed JSON", `{"pattern": "x",}`, errResult{true, messages.KindInvalidInput},
			`arguments are not valid JSON (invalid character '}' looking for beginning of object key string); received: {"pattern": "x",}`},
		{"explicit binary file", `{"pattern": "TODO", "path": "lib/data.bin"}`, errResult{true, messages.KindInvalidInput},
			"lib/data.bin is a binary file; grep searches text files only"},
		{"missing path", `{"pattern": "TODO", "path": "nope"}`, errResult{true, messages.KindInvalidInput}, "nope does not exist"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, Grep(), ws, tt.args)
			if diff := cmp.Diff(tt.want, kindOf(res)); diff != "" {
				t.Errorf("kind (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.text, res.Content); diff != "" {
				t.Errorf("content (-want +got):\n%s", diff)
			}
		})
	}
}

// The schema's bound on context lines is the one grep enforces.
func TestGrepSchemaContextBound(t *testing.T) {
	var s struct {
		Properties map[string]struct {
			Maximum *int `json:"maximum"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(Grep().Spec().Parameters, &s); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"-A", "-B", "-C"} {
		if m := s.Properties[k].Maximum; m == nil || *m != maxContextLines {
			t.Errorf("%s maximum %v, want %d", k, m, maxContextLines)
		}
	}
}
