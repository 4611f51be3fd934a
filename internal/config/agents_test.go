package config

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"troupe/internal/diag"
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
		fmt.Fprintf(&b, "models: %s\n", strings.Join(slots, ","))
		if t.NoTools || len(t.Disallowed) > 0 || t.SkillsSet || len(t.MCPServers) > 0 || t.PermissionMode != "" || t.ModelAlias != "" {
			fmt.Fprintf(&b, "no_tools: %v\ndisallowed: %s\nskills: %v %s\nmcp_servers: %s\npermission_mode: %q\nmodel_alias: %q\n",
				t.NoTools, strings.Join(t.Disallowed, ","), t.SkillsSet, strings.Join(t.Skills, ","), strings.Join(t.MCPServers, ","), t.PermissionMode, t.ModelAlias)
		}
		fmt.Fprintf(&b, "prompt:\n%s\n", t.System)
	}
	return b.String()
}

// Files written as Claude Code's documentation shows them load as troupe
// types, their tool names mapped to troupe's.
func TestClaudeCodeAgentsGolden(t *testing.T) {
	types := map[string]SubagentType{}
	var r diag.Report
	if err := loadAgentDirs([]string{"testdata/claude/agents"}, types, &r); err != nil {
		t.Fatal(err)
	}
	for _, p := range r.Problems() {
		if !strings.Contains(p.Why, "tools troupe does not have") {
			t.Errorf("problem with Claude Code's documented files: %v", p)
		}
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

// A file that cannot be used is skipped with its file and line; it never
// stops the others from loading.
func TestMalformedAgentFilesSkippedWithFileAndLine(t *testing.T) {
	tests := []struct{ file, want string }{
		{"nofront.md", "nofront.md:1: agent skipped: front matter missing"},
		{"unclosed.md", "unclosed.md:5: agent skipped: front matter not closed"},
		{"nodesc.md", "nodesc.md:2: agent skipped: description is missing"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var r diag.Report
			types := map[string]SubagentType{}
			dir := t.TempDir()
			data, err := os.ReadFile(filepath.Join("testdata", "bad", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, tt.file), data, 0o644)
			os.WriteFile(filepath.Join(dir, "good.md"), []byte("---\nname: good\ndescription: d\n---\nBody\n"), 0o644)
			if err := loadAgentDirs([]string{dir}, types, &r); err != nil {
				t.Fatal(err)
			}
			p := r.Problems()
			if len(p) != 1 || !strings.Contains(p[0].String(), tt.want) {
				t.Errorf("problems = %v, want one containing %q", p, tt.want)
			}
			if _, ok := types["good"]; !ok || len(types) != 1 {
				t.Errorf("types = %v, want only good", types)
			}
		})
	}
}

// Fields troupe cannot use are warnings naming the file and the line; the
// type loads.
func TestAgentFieldWarnings(t *testing.T) {
	tests := []struct{ file, want string }{
		{"unknownkey.md", `unknownkey.md:5: agent x warning: unknown field "max_turn"; ignored`},
		{"badyaml.md", "badyaml.md:2: agent x warning: front matter is not valid YAML"},
		{"badname.md", `badname.md:2: agent bad-name warning: name "Bad Name" is used as "bad-name"`},
		{"badtools.md", "badtools.md:4: agent x warning: tools: want a list or a comma-separated string; the main agent's tools are used"},
		{"badplacement.md", `badplacement.md:4: agent x warning: placement must be local, remote or any, not "mars"; ignored`},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var r diag.Report
			types := map[string]SubagentType{}
			dir := t.TempDir()
			data, err := os.ReadFile(filepath.Join("testdata", "bad", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, tt.file), data, 0o644)
			if err := loadAgentDirs([]string{dir}, types, &r); err != nil {
				t.Fatal(err)
			}
			if len(types) != 1 {
				t.Fatalf("types = %v, want the file loaded", types)
			}
			var got []string
			for _, e := range r.Problems() {
				got = append(got, strings.TrimPrefix(e.String(), dir+"/"))
			}
			if len(got) != 1 || got[0][:min(len(got[0]), len(tt.want))] != tt.want {
				t.Errorf("problems = %q, want one starting %q", got, tt.want)
			}
		})
	}
}

// Every shape found in public agent collections loads (golden: the types
// and every loaded, skipped and warned entry).
func TestAgentShapesGolden(t *testing.T) {
	c, err := Load("testdata/shapes/agents")
	if err != nil {
		t.Fatal(err)
	}
	types := map[string]SubagentType{}
	for n, ty := range c.Subagents.Types {
		if strings.HasPrefix(ty.Source, "testdata/") {
			types[n] = ty
		}
	}
	var b strings.Builder
	b.WriteString(renderTypes(types))
	b.WriteString("== report\n")
	for _, e := range c.Diag.Sorted() {
		b.WriteString(e.String() + "\n")
	}
	golden.Check(t, "testdata/shapes/agents.golden", b.String(), *update)
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
	c, err := Load(filepath.Join(ws, ".troupe", "config.yaml"))
	if err != nil {
		t.Fatalf("Load with a malformed agent file = %v, want it skipped", err)
	}
	if p := c.Diag.Problems(); len(p) != 1 || p[0].File != bad || p[0].Status != diag.Skipped {
		t.Errorf("problems = %v, want %s skipped", p, bad)
	}
}
