package template

import (
	"strings"
	"testing"
)

type doc struct {
	Path, Text string
	Tools      []string
	Sub        *doc
}

func (d doc) Dir() string { return "never called" }

func TestExecute(t *testing.T) {
	funcs := FuncMap{"join": strings.Join, "has": func(l []string, s string) bool {
		for _, x := range l {
			if x == s {
				return true
			}
		}
		return false
	}}
	data := doc{Path: "a/b.md", Text: "x", Tools: []string{"bash", "grep"}, Sub: &doc{Path: "c"}}
	for _, c := range []struct{ name, tpl, want, err string }{
		{"field", `{{.Path}}`, "a/b.md", ""},
		{"nested pointer field", `{{.Sub.Path}}`, "c", ""},
		{"map key", `{{.m.k}}`, "", "can't evaluate field m"},
		{"func", `{{join .Tools ", "}}`, "bash, grep", ""},
		{"func in if", `{{if has .Tools "grep"}}yes{{end}}{{if has .Tools "ls"}}no{{end}}`, "yes", ""},
		{"range with variables", `{{range $i, $t := .Tools}}{{if $i}},{{end}}{{$t}}{{end}}`, "bash,grep", ""},
		{"builtins", `{{len .Tools}} {{printf "%q" .Text}} {{eq .Text "x"}}`, `2 "x" true`, ""},
		{"method is not called", `{{.Dir}}`, "", "can't evaluate field Dir"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tpl, err := New(c.name).Funcs(funcs).Option("missingkey=error").Parse(c.tpl)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			err = tpl.Execute(&b, data)
			switch {
			case c.err == "" && err != nil:
				t.Fatalf("Execute: %v", err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("Execute = %v, want an error with %q", err, c.err)
			case c.err == "" && b.String() != c.want:
				t.Fatalf("got %q, want %q", b.String(), c.want)
			}
		})
	}
}

func TestMapKeys(t *testing.T) {
	tpl := Must(New("m").Parse(`{{.k}} {{range $k, $v := .}}{{$k}}={{$v}} {{end}}`))
	var b strings.Builder
	if err := tpl.Execute(&b, map[string]int{"k": 1, "a": 2}); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), "1 a=2 k=1 "; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
