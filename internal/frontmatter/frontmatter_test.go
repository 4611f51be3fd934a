package frontmatter

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	type fm struct {
		Name string `yaml:"name"`
	}
	tests := []struct {
		name, in, body string
		wantName       string
		errLine        int
	}{
		{"plain", "---\nname: a\n---\nbody\n", "body\n", "a", 0},
		{"crlf and bom", "\ufeff---\r\nname: a\r\n---\r\nbody\r\n", "body\n", "a", 0},
		{"empty body", "---\nname: a\n---", "", "a", 0},
		{"no front matter", "name: a\n", "", "", 1},
		{"not closed", "---\nname: a\nbody\n", "", "", 4},
		{"empty", "---\n---\nbody\n", "", "", 2},
		{"unknown key on line 3", "---\nname: a\nextra: 1\n---\n", "", "", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var v fm
			body, err := Parse([]byte(tt.in), &v, true)
			var fe *Error
			switch {
			case tt.errLine == 0 && err != nil:
				t.Fatalf("Parse: %v", err)
			case tt.errLine != 0 && (!errors.As(err, &fe) || fe.Line != tt.errLine):
				t.Fatalf("Parse error = %v, want one on line %d", err, tt.errLine)
			case tt.errLine == 0 && (body != tt.body || v.Name != tt.wantName):
				t.Errorf("Parse = %q, %+v; want %q, name %q", body, v, tt.body, tt.wantName)
			}
		})
	}
}
