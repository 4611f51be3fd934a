package prompt

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/internal/template"
)

// Where the templates live inside the file system given to Load.
const (
	SectionsDir = "prompts/sections"
	Manifest    = SectionsDir + "/manifest.yaml"
	ThinkingDir = "prompts/thinking"
	SubdirFile  = "prompts/instructions.md"
)

// MainAgent is the AgentType of the main agent.
const MainAgent = "main"

// Context is what decides which sections an agent's prompt has and what
// they say. Everything in it must be stable for the agent's life.
type Context struct {
	AgentType    string   // MainAgent ("" counts as main) or a subagent type
	Role         string   // the agent type's own prompt, used as written instead of the identity section
	Tools        []string // the tools the agent may call; order does not matter
	PlanMode     bool     // research and plan only
	CanSpawn     bool     // the agent has the task tool and subagent types
	Workspace    string   // the workspace root
	Git          bool     // the workspace is a git repository
	Platform     string   // e.g. "linux"; optional
	Instructions Doc      // project instructions from the repository root; zero when none
	// UserInstructions are the person's own, for every project
	// (~/.claude/CLAUDE.md); LocalInstructions theirs for this project
	// (CLAUDE.local.md). Zero when none.
	UserInstructions, LocalInstructions Doc
	// Memory is what earlier sessions and the person asked to remember
	// (user memory, project memory, the memory tool's files), already cut
	// to its budget; Path is how each is named to the model.
	Memory []Doc
}

// view is what section templates see: the Context with its tools sorted,
// and helpers.
type view struct {
	Context
}

// Has reports whether the agent may call the named tool.
func (v view) Has(name string) bool {
	_, ok := slices.BinarySearch(v.Tools, name)
	return ok
}

// condition returns the value of the named manifest condition, and whether
// the name is known.
func (v view) condition(name string) (value, known bool) {
	if tool, ok := strings.CutPrefix(name, "tool:"); ok {
		return v.Has(tool), tool != ""
	}
	main := v.AgentType == "" || v.AgentType == MainAgent
	switch name {
	case "main":
		return main, true
	case "subagent":
		return !main, true
	case "role":
		return strings.TrimSpace(v.Role) != "", true
	case "tools":
		return len(v.Tools) > 0, true
	case "plan_mode":
		return v.PlanMode, true
	case "can_spawn":
		return v.CanSpawn, true
	case "git":
		return v.Git, true
	case "instructions":
		return strings.TrimSpace(v.Instructions.Text+v.UserInstructions.Text+v.LocalInstructions.Text) != "", true
	case "memory":
		return len(v.Memory) > 0, true
	}
	return false, false
}

// section is one entry of the manifest, parsed.
type section struct {
	Name string   `yaml:"name"`
	When []string `yaml:"when"`
	tpl  *template.Template
}

// holds reports whether every condition of the section holds.
func (s section) holds(v view) bool {
	for _, c := range s.When {
		name, negated := strings.CutPrefix(c, "!")
		value, _ := v.condition(name)
		if value == negated {
			return false
		}
	}
	return true
}

// Builder assembles prompts from the templates. Make it with Load.
type Builder struct {
	sections []section
	thinking map[string]*template.Template
	subdir   *template.Template
}

// ErrUnknownCondition is returned by Load for a manifest condition it
// does not know.
var ErrUnknownCondition = errors.New("prompt: unknown condition")

// Load reads the manifest, the section templates, the thinking templates
// and the subdirectory-instructions template from fsys (configs.FS), and
// renders each once with sample data so a broken template fails here.
func Load(fsys fs.FS) (*Builder, error) {
	data, err := fs.ReadFile(fsys, Manifest)
	if err != nil {
		return nil, fmt.Errorf("prompt: %w", err)
	}
	var m struct {
		Sections []section `yaml:"sections"`
	}
	if err := yaml.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("prompt: %s: %w", Manifest, err)
	}
	b := &Builder{thinking: map[string]*template.Template{}}
	var errs []error
	seen := map[string]bool{}
	for _, s := range m.Sections {
		if s.Name == "" || seen[s.Name] {
			errs = append(errs, fmt.Errorf("prompt: %s: empty or duplicate section name %q", Manifest, s.Name))
			continue
		}
		seen[s.Name] = true
		for _, c := range s.When {
			if _, known := (view{}).condition(strings.TrimPrefix(c, "!")); !known {
				errs = append(errs, fmt.Errorf("section %s: %q: %w", s.Name, c, ErrUnknownCondition))
			}
		}
		s.tpl, err = parse(fsys, path.Join(SectionsDir, s.Name+".md"), sampleView())
		if err != nil {
			errs = append(errs, err)
			continue
		}
		b.sections = append(b.sections, s)
	}
	for name, sample := range thinkingSamples() {
		t, err := parse(fsys, path.Join(ThinkingDir, name+".md"), sample)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		b.thinking[name] = t
	}
	b.subdir, err = parse(fsys, SubdirFile, subdirData{Docs: []Doc{{Path: "a/AGENTS.md", Text: "x"}}})
	errs = append(errs, err)
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("prompt: load templates: %w", err)
	}
	return b, nil
}

// funcs are the functions templates may call; templates see their data's
// fields, never its methods (internal/template).
func funcs() template.FuncMap {
	return template.FuncMap{
		"join": strings.Join,
		// has .Tools "bash": whether the agent may call the tool.
		"has": func(tools []string, name string) bool { return slices.Contains(tools, name) },
		// dir $d.Path: the directory an instructions file applies to.
		"dir": path.Dir,
	}
}

// parse reads and parses one template and renders it once with sample.
func parse(fsys fs.FS, file string, sample any) (*template.Template, error) {
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, err
	}
	t, err := template.New(file).Funcs(funcs()).Option("missingkey=error").Parse(string(src))
	if err != nil {
		return nil, err
	}
	if err := t.Execute(&strings.Builder{}, sample); err != nil {
		return nil, err
	}
	return t, nil
}

func sampleView() view {
	return view{Context{AgentType: MainAgent, Role: "r", Tools: []string{"bash", "read_file"}, Workspace: "/w",
		Instructions: Doc{Path: "AGENTS.md", Text: "x"}, Memory: []Doc{{Path: "project memory", Text: "x"}}}}
}

// Build assembles the system prompt for c: the sections whose conditions
// hold, in manifest order, separated by blank lines. The same Context
// gives the same bytes, whatever the order of its Tools.
func (b *Builder) Build(c Context) (string, error) {
	tools := slices.Clone(c.Tools)
	slices.Sort(tools)
	c.Tools = slices.Compact(tools)
	v := view{c}
	var parts []string
	for _, s := range b.sections {
		if !s.holds(v) {
			continue
		}
		var sb strings.Builder
		if err := s.tpl.Execute(&sb, v); err != nil {
			return "", fmt.Errorf("prompt: section %s: %w", s.Name, err)
		}
		if text := strings.TrimSpace(sb.String()); text != "" {
			parts = append(parts, text)
		}
	}
	return strings.Join(parts, "\n\n"), nil
}

// Sections returns the names of the sections Build includes for c, in
// order.
func (b *Builder) Sections(c Context) []string {
	tools := slices.Clone(c.Tools)
	slices.Sort(tools)
	c.Tools = tools
	var out []string
	for _, s := range b.sections {
		if s.holds(view{c}) {
			out = append(out, s.Name)
		}
	}
	return out
}

// render executes t with data; after Load's check it cannot fail except
// through a programming error, which is returned as the text so it shows.
func render(t *template.Template, data any) string {
	var sb strings.Builder
	if err := t.Execute(&sb, data); err != nil {
		return "(prompt: " + err.Error() + ")"
	}
	return strings.TrimSpace(sb.String())
}
