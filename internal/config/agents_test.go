package config

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"troupe/internal/golden"
)

var update = flag.Bool("update", false, "rewrite golden files")

// renderTypes prints types deterministically for golden files.
func renderTypes(types map[string]SubagentType) string {
	var names []string
	for n := range types {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		t := types[n]
		fmt.Fprintf(&b, "== %s (%s)\n", n, filepath.ToSlash(t.Source))
		fmt.Fprintf(&b, "description: %s\ntools: %s\ninherit: %v\nignored: %s\nmax_turns: %d\nplacement: %q\n",
			t.Description, strings.Join(t.Tools, ","), t.Inherit, strings.Join(t.Ignored, ","), t.MaxTurns, t.Placement)
		var slots []string
		for s, m := range t.Models {
			slots = append(slots, s+"="+m.Model)
		}
		sort.Strings(slots)
		fmt.Fprintf(&b, "models: %s\nprompt:\n%s\n", strings.Join(slots, ","), t.System)
	}
	return b.String()
}

// Files written as Claude Code's documentation shows them load as troupe
// types, their tool names mapped to troupe's.
func TestClaudeCodeAgentsGolden(t *testing.T) {
	types := map[string]SubagentType{}
	if err := loadAgentDirs([]string{"testdata/claude/agents"}, types); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/claude/agents.golden", renderTypes(types), *update)
}

func TestBuiltinAgentsGolden(t *testing.T) {
	c := Default()
	for _, want := range []string{"explore", "general-purpose", "planner", "reviewer"} {
		if _, ok := c.Subagents.Types[want]; !ok {
			t.Errorf("built-in type %s missing", want)
		}
	}
	golden.Check(t, "testdata/builtin-agents.golden", renderTypes(c.Subagents.Types), *update)
}

func TestMalformedAgentFilesNameFileAndLine(t *testing.T) {
	tests := []struct{ file, want string }{
		{"nofront.md", "nofront.md: line 1: front matter missing"},
		{"unclosed.md", "unclosed.md: line 5: front matter not closed"},
		{"unknownkey.md", "unknownkey.md: line 5: field max_turn not found"},
		{"badyaml.md", "badyaml.md: line 2: did not find expected"}, // yaml.v3 reports the line before the unclosed flow
		{"badname.md", `badname.md:2: name "Bad Name" must be lower case`},
		{"nodesc.md", "nodesc.md:2: description is missing"},
		{"badtools.md", "badtools.md:4: tools: want a list or a comma-separated string"},
		{"badplacement.md", `badplacement.md:2: placement must be local, remote or any, not "mars"`},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("testdata", "bad", tt.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			_, _, err = ParseAgentType(path, data)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

// Load reads .claude/agents then .troupe/agents of the project beside its
// config file, after the built-in types: later files replace earlier ones.
func TestLoadAgentDirsPrecedence(t *testing.T) {
	ws := t.TempDir()
	write := func(rel, desc string) {
		p := filepath.Join(ws, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		body := "---\nname: explore\ndescription: " + desc + "\ntools: Read\n---\nBody\n"
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"built-in", nil, "Read-only exploration of the codebase: find files, read code, answer a question."},
		{"claude replaces built-in", map[string]string{".claude/agents/explore.md": "from claude"}, "from claude"},
		{"troupe replaces claude", map[string]string{".claude/agents/explore.md": "from claude", ".troupe/agents/explore.md": "from troupe"}, "from troupe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws = t.TempDir()
			for rel, desc := range tt.files {
				write(rel, desc)
			}
			c, err := Load(filepath.Join(ws, ".troupe", "config.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Subagents.Types["explore"].Description; got != tt.want {
				t.Errorf("explore description = %q, want %q", got, tt.want)
			}
		})
	}
	ws = t.TempDir()
	bad := filepath.Join(ws, ".troupe", "agents", "broken.md")
	if err := os.MkdirAll(filepath.Dir(bad), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(bad, []byte("---\nname: broken\n"), 0o644)
	if _, err := Load(filepath.Join(ws, ".troupe", "config.yaml")); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("Load with a malformed agent file = %v, want an error naming %s", err, bad)
	}
}
