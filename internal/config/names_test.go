package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Names that become NATS subject tokens are checked when the file loads,
// and the error names the file and the line of the bad name.
func TestSubagentTypeNames(t *testing.T) {
	file := func(name string) string {
		return fmt.Sprintf("max_turns: 10\nsubagents:\n  types:\n    ok-type_2: {tools: [grep], max_turns: 3}\n    %s: {tools: [read_file], max_turns: 5}\n", name)
	}
	tests := []struct {
		name    string
		typ     string // as written in the file
		wantBad string // the name the error quotes; "" if valid
	}{
		{"dot", "my.explorer", "my.explorer"},
		{"space", `"my explorer"`, "my explorer"},
		{"wildcard", `"ex*"`, "ex*"},
		{"full wildcard", `"ex>"`, "ex>"},
		{"non-ASCII letter", "explorér", "explorér"},
		{"empty", `""`, ""},
		{"hyphen and underscore", "my-explorer_2", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "config.yaml")
			if err := os.WriteFile(p, []byte(file(tt.typ)), 0o644); err != nil {
				t.Fatal(err)
			}
			c, err := Load(p)
			valid := tt.wantBad == "" && tt.typ != `""`
			if valid {
				if err != nil {
					t.Fatalf("Load: %v", err)
				}
				if _, ok := c.Subagents.Types[tt.typ]; !ok {
					t.Errorf("type %q not loaded", tt.typ)
				}
				return
			}
			want := fmt.Sprintf("config %s: line 5: subagents.types: invalid subagent type name %q", p, tt.wantBad)
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Fatalf("Load = %v\nwant an error starting %q", err, want)
			}
		})
	}
}

// A config built without a file (defaults changed in code) is checked too.
func TestValidateTypeNames(t *testing.T) {
	c := Default()
	c.Subagents.Types["a.b"] = c.Subagents.Types["explore"]
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), `invalid subagent type name "a.b"`) {
		t.Errorf("Validate = %v", err)
	}
}
