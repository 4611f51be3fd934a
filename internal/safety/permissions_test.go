package safety_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
)

func TestParsePermissionsExample(t *testing.T) {
	p, err := safety.LoadPermissions(filepath.Join("..", "..", "configs", "permissions.example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	src := func(line string) string {
		return filepath.Join("..", "..", "configs", "permissions.example.yaml") + ":" + line
	}
	want := safety.Permissions{
		ProtectedBranches: []string{"main", "master", "release/*"},
		Rules: []safety.Rule{
			{Tool: "bash", Prefix: []string{"go", "test"}, Action: safety.Allow, Source: src("25")},
			{Tool: "bash", Prefix: []string{"go", "vet"}, Action: safety.Allow, Source: src("28")},
			{Tool: "bash", Command: "make lint*", Action: safety.Allow, Source: src("31")},
			{Tool: "bash", Command: "npm publish*", Action: safety.Deny, Source: src("36")},
			{Tool: "write_file", Path: "**/*.lock", Action: safety.Ask, Source: src("41")},
			{Tool: "read_file", Path: ".env.test", Action: safety.Allow, Source: src("47")},
			{Tool: "mcp__payments__*", Action: safety.Deny, Source: src("52")},
		},
	}
	if diff := cmp.Diff(want, p); diff != "" {
		t.Errorf("example permissions (-want +got):\n%s", diff)
	}
}

func TestParsePermissionsErrors(t *testing.T) {
	tests := []struct {
		name string
		data string
		want string
	}{
		{"unknown top-level key", "rules: []\nmode: auto\n", `p.yaml:2: unknown key "mode" (want rules or protected_branches)`},
		{"unknown rule key", "rules:\n  - tool: bash\n    acton: allow\n", `p.yaml:3: unknown rule key "acton" (want tool, command, prefix, path, access, action)`},
		{"bad action", "rules:\n  - tool: bash\n    action: alow\n", `p.yaml:3: unknown action "alow" (want allow, ask or deny)`},
		{"missing action", "rules:\n  - tool: bash\n  - tool: x\n    action: deny\n", `p.yaml:2: rule has no action (allow, ask or deny)`},
		{"command and prefix", "rules:\n  - command: 'go *'\n    prefix: go\n    action: allow\n", `p.yaml:2: rule has both command and prefix; use one`},
		{"matches everything", "rules:\n  - action: allow\n", `p.yaml:2: rule matches everything; give tool ("*" for any), command, prefix or path`},
		{"bad glob", "rules:\n  - path: 'a/[b'\n    action: deny\n", `p.yaml:2: invalid path pattern "a/[b"`},
		{"duplicate key", "rules:\n  - tool: a\n    tool: b\n    action: deny\n", `p.yaml:3: duplicate key "tool"`},
		{"rules not a list", "rules: {tool: bash}\n", `p.yaml:1: rules must be a list`},
		{"rule not a mapping", "rules:\n  - bash\n", `p.yaml:2: a rule must be a mapping with action and tool, command, prefix or path`},
		{"tool not a string", "rules:\n  - tool: [a, b]\n    action: deny\n", `p.yaml:2: tool must be a string`},
		{"prefix not literal", "rules:\n  - prefix: go $X\n    action: allow\n", `p.yaml:2: prefix "go $X" has a word that is not literal: $X`},
		{"prefix two commands", "rules:\n  - prefix: go test; rm\n    action: allow\n", `p.yaml:2: prefix "go test; rm" is not one simple command`},
		{"branches not a list", "protected_branches: main\n", `p.yaml:1: want a list of strings`},
		{"not a mapping", "- a\n- b\n", `p.yaml:1: want a mapping with rules and protected_branches`},
		{"yaml syntax", "rules:\n\t- tool: x\n", `p.yaml:2: found character that cannot start any token`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := safety.ParsePermissions("p.yaml", []byte(tc.data))
			if err == nil {
				t.Fatal("no error")
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error = %q\nwant    %q", got, tc.want)
			}
			if !errors.Is(err, safety.ErrPermissions) {
				t.Errorf("error %v does not wrap ErrPermissions", err)
			}
		})
	}
}

func TestLoadPermissions(t *testing.T) {
	dir := t.TempDir()
	p, err := safety.LoadPermissions(filepath.Join(dir, "missing.yaml"))
	if err != nil || len(p.Rules) != 0 {
		t.Fatalf("missing file: %+v, %v", p, err)
	}
	empty := filepath.Join(dir, "empty.yaml")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if p, err := safety.LoadPermissions(empty); err != nil || len(p.Rules) != 0 {
		t.Fatalf("empty file: %+v, %v", p, err)
	}
	_, err = safety.LoadPermissions(filepath.Join("testdata", "bad_yaml.yaml"))
	var pe *safety.ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("error %v is not a *ParseError", err)
	}
	if pe.File != filepath.Join("testdata", "bad_yaml.yaml") || pe.Line != 4 {
		t.Errorf("error at %s:%d, want testdata/bad_yaml.yaml:4 (%v)", pe.File, pe.Line, err)
	}
}

func TestRuleUnmarshalYAMLInConfig(t *testing.T) {
	// Rules can live in a config file: a struct field of []safety.Rule.
	var cfg struct {
		Permissions []safety.Rule `yaml:"permissions"`
	}
	err := yamlUnmarshal([]byte("permissions:\n  - tool: bash\n    prefix: ls\n    action: allow\n  - tool: x\n    action: nope\n"), &cfg)
	if err == nil || err.Error() != `line 6: unknown action "nope" (want allow, ask or deny)` {
		t.Fatalf("error = %v", err)
	}
}
