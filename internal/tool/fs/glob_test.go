package fs

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// globTree is a workspace layout for the glob and grep tests.
var globTree = map[string]string{
	".gitignore":          "*.log\nbuild/\n/vendor\n",
	".git/config":         "[core]\n",
	"main.go":             "package main\n",
	"README.md":           "# readme\n",
	"app.log":             "log\n",
	"build/out.go":        "package out\n",
	"vendor/v.go":         "package v\n",
	"pkg/a.go":            "package pkg\n",
	"pkg/a_test.go":       "package pkg\n",
	"pkg/.gitignore":      "generated.go\n!important.log\n",
	"pkg/generated.go":    "package pkg\n",
	"pkg/important.log":   "keep\n",
	"pkg/sub/b.go":        "package sub\n",
	"pkg/sub/vendor/c.go": "package c\n", // "/vendor" is anchored to the root
	"web/app.{ts}":        "x\n",
}

// setAges gives the files in order modification times one minute apart,
// the first newest.
func setAges(t *testing.T, root string, order ...string) {
	t.Helper()
	now := time.Now()
	for i, name := range order {
		mt := now.Add(-time.Duration(i) * time.Minute)
		if err := os.Chtimes(filepath.Join(root, filepath.FromSlash(name)), mt, mt); err != nil {
			t.Fatal(err)
		}
	}
}

func TestGlob(t *testing.T) {
	ws := newWorkspace(t, globTree)
	setAges(t, ws.Root(), "pkg/sub/b.go", "main.go", "pkg/a_test.go", "pkg/a.go", "pkg/sub/vendor/c.go")
	tests := []struct {
		name string
		args string
		want string
	}{
		{"all go files newest first, ignored skipped", `{"pattern": "**/*.go"}`,
			"pkg/sub/b.go\nmain.go\npkg/a_test.go\npkg/a.go\npkg/sub/vendor/c.go\n"},
		{"top level only", `{"pattern": "*.go"}`, "main.go\n"},
		{"literal directory prefix", `{"pattern": "pkg/*_test.go"}`, "pkg/a_test.go\n"},
		{"path argument", `{"pattern": "*.go", "path": "pkg"}`, "pkg/a_test.go\npkg/a.go\n"},
		{"absolute path argument", jsonArgs(t, map[string]string{"pattern": "**/b.go", "path": filepath.Join(ws.Root(), "pkg")}), "pkg/sub/b.go\n"},
		{"negated ignore in a subdirectory", `{"pattern": "**/*.log"}`, "pkg/important.log\n"},
		{"braces", `{"pattern": "**/{README.md,main.go}"}`, "README.md\nmain.go\n"}, // README.md was not aged
		{"explicit ignored directory is searched", `{"pattern": "build/*.go"}`, "build/out.go\n"},
		{"no match", `{"pattern": "**/*.rs"}`, "No files found"},
		{"missing base directory", `{"pattern": "nowhere/**/*.go"}`, "No files found"},
		{".git is skipped", `{"pattern": "**/config"}`, "No files found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, Glob(), ws, tt.args)
			if res.IsError {
				t.Fatalf("error result: %s", res.Content)
			}
			if diff := cmp.Diff(tt.want, res.Content); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestGlobCapsResults(t *testing.T) {
	files := map[string]string{}
	for i := range 250 {
		files[fmt.Sprintf("f/%03d.txt", i)] = ""
	}
	ws := newWorkspace(t, files)
	res := call(t, Glob(), ws, `{"pattern": "**/*.txt"}`)
	lines := strings.Split(strings.TrimSuffix(res.Content, "\n"), "\n")
	if len(lines) != maxGlobResults+1 {
		t.Fatalf("got %d lines, want %d paths and a note", len(lines), maxGlobResults)
	}
	if diff := cmp.Diff("[50 more files not shown; use a more specific pattern or path]", lines[maxGlobResults]); diff != "" {
		t.Errorf("note (-want +got):\n%s", diff)
	}
}

func TestGlobErrors(t *testing.T) {
	ws := newWorkspace(t, globTree)
	tests := []struct {
		name string
		args string
		want errResult
		text string
	}{
		{"invalid pattern", `{"pattern": "[a-"}`, errResult{true, messages.KindInvalidInput}, `invalid glob pattern "[a-"`},
		{"missing pattern", `{"path": "pkg"}`, errResult{true, messages.KindInvalidInput}, `missing required argument "pattern"`},
		{"path is a file", `{"pattern": "*", "path": "main.go"}`, errResult{true, messages.KindInvalidInput}, "path main.go is a file, not a directory"},
		{"path does not exist", `{"pattern": "*", "path": "nope"}`, errResult{true, messages.KindInvalidInput}, "nope does not exist"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, Glob(), ws, tt.args)
			if diff := cmp.Diff(tt.want, kindOf(res)); diff != "" {
				t.Errorf("kind (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.text, res.Content); diff != "" {
				t.Errorf("content (-want +got):\n%s", diff)
			}
		})
	}
}
