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

var lsTree = map[string]string{
	".gitignore":                          "*.log\nbuild/\n",
	".git/HEAD":                           "ref\n",
	".hidden":                             "",
	"README.md":                           "",
	"debug.log":                           "",
	"build/out.bin":                       "",
	"cmd/app/main.go":                     "",
	"internal/a/a.go":                     "",
	"internal/a/a_test.go":                "",
	"internal/a/testdata/x.golden":        "",
	"internal/b/.gitignore":               "gen.go\n",
	"internal/b/gen.go":                   "",
	"internal/b/b.go":                     "",
	"internal/b/deep/deeper/deepest/x.go": "",
	"empty/.keep":                         "",
}

func TestLsGolden(t *testing.T) {
	ws := newWorkspace(t, lsTree)
	if err := os.Symlink("cmd", filepath.Join(ws.Root(), "link")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args string
	}{
		{"ls_root", `{}`},
		{"ls_subdir", `{"path": "internal/b"}`},
		{"ls_ignore", `{"path": "internal", "ignore": ["*_test.go", "testdata", "b/deep/**"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, Ls(), ws, tt.args)
			if res.IsError {
				t.Fatalf("error result: %s", res.Content)
			}
			checkGolden(t, tt.name+".golden", res.Content)
		})
	}
}

func TestLsCapsEntries(t *testing.T) {
	files := map[string]string{"z/deep/inner.txt": ""}
	for i := range maxLsEntries + 50 {
		files[fmt.Sprintf("f%04d.txt", i)] = ""
	}
	ws := newWorkspace(t, files)
	res := call(t, Ls(), ws, `{}`)
	lines := strings.Split(strings.TrimSuffix(res.Content, "\n"), "\n")
	want := []string{
		"- f0498.txt",
		"- … 51 more entries not shown",
		"[listing capped at 500 entries; list a subdirectory with path, or leave entries out with ignore]",
	}
	if diff := cmp.Diff(want, lines[len(lines)-3:]); diff != "" {
		t.Errorf("end of the listing (-want +got):\n%s", diff)
	}
	// Breadth first: the directory is listed before the files, and its
	// contents are not, since the cap was reached at the top level.
	if diff := cmp.Diff([]string{"./", "- z/"}, lines[:2]); diff != "" {
		t.Errorf("start of the listing (-want +got):\n%s", diff)
	}
	if strings.Contains(res.Content, "inner.txt") {
		t.Error("a deeper entry was listed although the cap was reached")
	}
}

func TestLsErrors(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"f.txt": "x"})
	tests := []struct {
		args string
		want errResult
		text string
	}{
		{`{"path": "f.txt"}`, errResult{true, messages.KindInvalidInput}, "path f.txt is a file, not a directory"},
		{`{"path": "nope"}`, errResult{true, messages.KindInvalidInput}, "nope does not exist"},
		{`{"ignore": ["[a-"]}`, errResult{true, messages.KindInvalidInput}, `invalid ignore glob "[a-"`},
		{`{"ignore": "*.go"}`, errResult{true, messages.KindInvalidInput}, `argument "ignore" must be a slice, got string`},
	}
	for _, tt := range tests {
		res := call(t, Ls(), ws, tt.args)
		if diff := cmp.Diff(tt.want, kindOf(res)); diff != "" {
			t.Errorf("%s: kind (-want +got):\n%s", tt.args, diff)
		}
		if res.Content != tt.text {
			t.Errorf("%s: content %q, want %q", tt.args, res.Content, tt.text)
		}
	}
}

func TestLsEmptyDirectory(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"d/.gitignore": "*\n"})
	res := call(t, Ls(), ws, `{"path": "d"}`)
	if diff := cmp.Diff("d/\n(empty directory)\n", res.Content); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
