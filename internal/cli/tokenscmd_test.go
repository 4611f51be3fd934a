package cli_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/cli"
	"troupe/internal/tokens"
)

// tokenText counts differently in the two encodings, so a test can tell
// which one was used.
const tokenText = "func (r *Registry) Specs(names []string) []Spec {\n\t// 日本語のコメント — naïve café\n\treturn nil\n}\n"

func TestTokensCount(t *testing.T) {
	c := tokens.NewCounter()
	cl100k, o200k := c.Count(tokens.CL100KBase, tokenText), c.Count(tokens.O200KBase, tokenText)
	if cl100k == o200k {
		t.Fatalf("test text counts %d in both encodings; pick one that tells them apart", cl100k)
	}
	file := writeFile(t, t.TempDir(), "code.go", tokenText)
	tests := []struct {
		name     string
		args     []string
		stdin    string
		want     int
		wantNote bool
	}{
		{"file, default encoding", []string{file}, "", o200k, false},
		{"stdin without argument", nil, tokenText, o200k, false},
		{"stdin as -", []string{"-"}, tokenText, o200k, false},
		{"explicit encoding", []string{"--encoding", "cl100k_base", file}, "", cl100k, false},
		{"encoding case-insensitive", []string{"--encoding", " O200K_BASE ", file}, "", o200k, false},
		{"openai model", []string{"--model", "gpt-4-turbo", file}, "", cl100k, false},
		{"model with provider", []string{"--model", "openai/gpt-4o", file}, "", o200k, false},
		{"stand-in model notes the estimate", []string{"--model", "anthropic/claude-sonnet-4-5", file}, "", cl100k, true},
		{"empty input", []string{"-"}, "", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := execCLI(t, tt.stdin, append([]string{"tokens", "count"}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if diff := cmp.Diff(strconv.Itoa(tt.want)+"\n", stdout); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			if got := strings.Contains(stderr, "estimate"); got != tt.wantNote {
				t.Errorf("note about an estimate = %v, want %v; stderr %q", got, tt.wantNote, stderr)
			}
		})
	}
}

func TestTokensCountErrors(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantCode int
		want     string
	}{
		{"unknown model", []string{"--model", "frobnicator-9", "-"}, cli.ExitUsage, `no encoding known for model "frobnicator-9"`},
		{"unknown encoding", []string{"--encoding", "r50k_base", "-"}, cli.ExitUsage, `unknown encoding "r50k_base" (known: cl100k_base, o200k_base)`},
		{"model and encoding", []string{"--model", "gpt-4o", "--encoding", "o200k_base"}, cli.ExitUsage, "not both"},
		{"two files", []string{"a", "b"}, cli.ExitUsage, "got 2 arguments (usage: troupe tokens count"},
		{"missing file", []string{"/nonexistent/troupe-test"}, cli.ExitError, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := execCLI(t, "", append([]string{"tokens", "count"}, tt.args...)...)
			if code != tt.wantCode || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, stderr, tt.wantCode, tt.want)
			}
			if stdout != "" {
				t.Errorf("stdout %q, want nothing", stdout)
			}
		})
	}
}
