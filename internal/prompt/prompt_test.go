package prompt_test

import (
	"flag"
	"io/fs"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/configs"
	goldenfile "troupe/internal/golden"
	"troupe/internal/prompt"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func load(t testing.TB) *prompt.Builder {
	t.Helper()
	b, err := prompt.Load(configs.FS)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got, *update)
}

var mainTools = []string{"bash", "edit_file", "glob", "grep", "ls", "multi_edit", "read_file", "task", "todo_update", "todo_write", "write_file"}

func mainContext() prompt.Context {
	return prompt.Context{
		AgentType: prompt.MainAgent,
		Tools:     mainTools,
		CanSpawn:  true,
		Workspace: "/work/repo",
		Git:       true,
		Platform:  "linux",
		Instructions: prompt.Doc{Path: "AGENTS.md",
			Text: "Run `make test` before you finish.\nUse tabs in Go files."},
	}
}

func exploreContext(t *testing.T) prompt.Context {
	file, err := fs.ReadFile(configs.FS, "agents/explore.md")
	if err != nil {
		t.Fatal(err)
	}
	role := strings.SplitN(string(file), "---\n", 3)[2] // the body after the front matter
	c := mainContext()
	c.AgentType, c.CanSpawn = "explore", false
	c.Role = strings.ReplaceAll(string(role), "{{workspace}}", c.Workspace)
	c.Tools = []string{"read_file", "glob", "grep"}
	return c
}

func planContext() prompt.Context {
	c := mainContext()
	c.PlanMode = true
	c.Tools = []string{"glob", "grep", "ls", "read_file", "task", "todo_write", "todo_update"}
	return c
}

func TestGolden(t *testing.T) {
	b := load(t)
	tests := []struct {
		name string
		c    prompt.Context
	}{
		{"main.golden", mainContext()},
		{"explore.golden", exploreContext(t)},
		{"plan.golden", planContext()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := b.Build(tt.c)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, tt.name, got+"\n")
		})
	}
}

func TestSections(t *testing.T) {
	b := load(t)
	bare := prompt.Context{Workspace: "/w"}
	tests := []struct {
		name string
		c    prompt.Context
		want []string
	}{
		{"main agent", mainContext(), []string{"identity", "tools", "editing", "shell", "todos", "subagents", "safety", "git", "answer", "environment", "project_instructions"}},
		{"explore subagent", exploreContext(t), []string{"role", "tools", "safety", "report", "environment", "project_instructions"}},
		{"plan mode", planContext(), []string{"identity", "tools", "todos", "subagents", "plan_mode", "safety", "answer", "environment", "project_instructions"}},
		{"no tools, no git, no instructions", bare, []string{"identity", "safety", "answer", "environment"}},
		{"git without bash", prompt.Context{Git: true, Tools: []string{"read_file"}}, []string{"identity", "tools", "safety", "answer", "environment"}},
		{"main with a role of its own", prompt.Context{Role: "You are a reviewer."}, []string{"role", "safety", "answer", "environment"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, b.Sections(tt.c)); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPrefixStable assembles the main prompt twice, from two Builders and
// with the tools in different orders, and checks that the bytes a prompt
// cache keys on are identical — and that they do change when a schema does.
func TestPrefixStable(t *testing.T) {
	c1, c2 := mainContext(), mainContext()
	c2.Tools = slices.Clone(c2.Tools)
	rand.Shuffle(len(c2.Tools), func(i, j int) { c2.Tools[i], c2.Tools[j] = c2.Tools[j], c2.Tools[i] })
	c2.Tools = append(c2.Tools, "bash") // a duplicate changes nothing
	s1, err := load(t).Build(c1)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * time.Millisecond) // anything time-dependent would now differ
	s2, err := load(t).Build(c2)
	if err != nil {
		t.Fatal(err)
	}
	specs := func(order []string) []messages.ToolSpec {
		var out []messages.ToolSpec
		for _, n := range order {
			out = append(out, messages.ToolSpec{Name: n, Description: "does " + n, Parameters: []byte(`{"type": "object"}`)})
		}
		return prompt.SortTools(out)
	}
	p1, p2 := prompt.Prefix(s1, specs(c1.Tools)), prompt.Prefix(s2, specs(c2.Tools[:len(c2.Tools)-1]))
	if diff := cmp.Diff(string(p1), string(p2)); diff != "" {
		t.Fatalf("prefix differs between two assemblies (-first +second):\n%s", diff)
	}
	if prompt.PrefixHash(s1, specs(c1.Tools)) != prompt.PrefixHash(s2, specs(c2.Tools[:len(c2.Tools)-1])) {
		t.Error("PrefixHash differs for identical prefixes")
	}
	changed := specs(c1.Tools)
	changed[0].Description += "."
	if prompt.PrefixHash(s1, changed) == prompt.PrefixHash(s1, specs(c1.Tools)) {
		t.Error("PrefixHash did not change with a tool description")
	}
	for _, volatile := range []string{time.Now().Format("2006-01-02"), time.Now().Format("15:04")} {
		if strings.Contains(s1, volatile) {
			t.Errorf("the system prompt contains %q: no dates or times in the cached prefix", volatile)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	base := fstest.MapFS{}
	err := fs.WalkDir(configs.FS, "prompts", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(configs.FS, p)
		base[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := prompt.Load(base); err != nil {
		t.Fatalf("copy of configs: %v", err)
	}
	tests := []struct {
		name string
		edit func(fstest.MapFS)
		want string
	}{
		{"unknown condition", func(m fstest.MapFS) {
			m[prompt.Manifest] = &fstest.MapFile{Data: []byte("sections:\n  - name: safety\n    when: [sometimes]\n")}
		}, "sometimes"},
		{"duplicate section", func(m fstest.MapFS) {
			m[prompt.Manifest] = &fstest.MapFile{Data: []byte("sections:\n  - name: safety\n  - name: safety\n")}
		}, "duplicate"},
		{"missing section file", func(m fstest.MapFS) { delete(m, "prompts/sections/git.md") }, "git.md"},
		{"unknown field", func(m fstest.MapFS) { m["prompts/sections/git.md"] = &fstest.MapFile{Data: []byte("{{.Branch}}")} }, "Branch"},
		{"missing thinking level", func(m fstest.MapFS) { delete(m, "prompts/thinking/high.md") }, "high.md"},
		{"missing manifest", func(m fstest.MapFS) { delete(m, prompt.Manifest) }, "manifest.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := fstest.MapFS{}
			for k, v := range base {
				m[k] = v
			}
			tt.edit(m)
			_, err := prompt.Load(m)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}
