package fs

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestIgnoreSet(t *testing.T) {
	root := &ignoreSet{rules: parseIgnore([]byte(
		"# comment\n" +
			"*.log\n" +
			"!keep.log\n" +
			"build/\n" +
			"/only-root.txt\n" +
			"docs/*.html\n" +
			"**/gen/**\n" +
			"trailing.txt   \n" +
			"weird{name}\n" +
			"crlf.txt\r\n" +
			"\n"))}
	sub := &ignoreSet{parent: root, dir: "pkg", rules: parseIgnore([]byte("local.txt\n!debug.log\n/anchored\n"))}
	tests := []struct {
		rel   string
		isDir bool
		want  bool
	}{
		{"app.log", false, true},
		{"deep/er/app.log", false, true},
		{"keep.log", false, false},
		{"build", true, true},
		{"x/build", true, true},
		{"build", false, false}, // "build/" matches directories only
		{"only-root.txt", false, true},
		{"x/only-root.txt", false, false},
		{"docs/a.html", false, true},
		{"docs/sub/a.html", false, false},
		{"x/docs/a.html", false, false}, // a pattern with a slash is anchored
		{"a/gen/b/c.go", false, true},
		{"trailing.txt", false, true},
		{"weird{name}", false, true},
		{"crlf.txt", false, true},
		{"main.go", false, false},
		{"pkg/local.txt", false, true},
		{"local.txt", false, false}, // pkg/.gitignore does not apply above pkg
		{"pkg/debug.log", false, false},
		{"pkg/other.log", false, true},
		{"pkg/anchored", false, true},
		{"pkg/x/anchored", false, false},
	}
	for _, tt := range tests {
		if got := sub.ignored(tt.rel, tt.isDir); got != tt.want {
			t.Errorf("ignored(%q, dir=%v) = %v, want %v", tt.rel, tt.isDir, got, tt.want)
		}
	}
	var none *ignoreSet
	if none.ignored("anything", false) {
		t.Error("nil set ignores a path")
	}
}

func TestParseIgnoreSkipsBlankAndComments(t *testing.T) {
	got := parseIgnore([]byte("\n# x\n   \n/\n!\n\\#hash\n"))
	want := []ignoreRule{{pattern: `\#hash`}}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(ignoreRule{})); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
