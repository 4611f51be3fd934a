package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/configs"
	"troupe/internal/frontmatter"
	"troupe/internal/tool"
)

// Subagent types are also Markdown files with YAML front matter, as Claude
// Code writes them in .claude/agents/: the front matter names the type and
// its limits, the body is its prompt.
//
//	---
//	name: reviewer
//	description: Reviews a change for bugs.
//	tools: Read, Grep, Glob        # or [read_file, grep]; omitted: the main agent's tools
//	model: inherit                 # action slot: provider/model, or inherit
//	models: {compact: {model: openai/gpt-4.1-nano}}
//	max_turns: 30
//	placement: local               # local, remote or any
//	---
//	You review …
//
// They are read, lowest precedence first, from configs/agents/ (built in),
// then beside each config file Load reads: the user's
// $XDG_CONFIG_HOME/troupe/agents/, and for a project's .troupe/config.yaml
// first .claude/agents/ and then .troupe/agents/. A later file of the same
// name replaces an earlier one.

// agentFrontMatter is the front matter of a subagent file.
type agentFrontMatter struct {
	Name        string          `yaml:"name"`
	Description string          `yaml:"description"`
	Tools       yaml.Node       `yaml:"tools"` // "Read, Grep" or a list
	Model       string          `yaml:"model"`
	Models      map[string]Slot `yaml:"models"`
	MaxTurns    int             `yaml:"max_turns"`
	Placement   string          `yaml:"placement"`
	Color       string          `yaml:"color"` // Claude Code's UI colour; ignored
}

// defaultAgentTurns is the iteration cap of a type that sets none.
const defaultAgentTurns = 30

var agentName = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// claudeModelAliases are the model names Claude Code accepts in a subagent
// file; troupe has no fixed model behind them, so they mean "inherit".
var claudeModelAliases = []string{"inherit", "sonnet", "opus", "haiku", ""}

// ParseAgentType parses one subagent file. source names it in errors and in
// the result; an error names the file and the line.
func ParseAgentType(source string, data []byte) (string, SubagentType, error) {
	var f agentFrontMatter
	body, err := frontmatter.Parse(data, &f, true)
	if err != nil {
		return "", SubagentType{}, fmt.Errorf("%s: %w", source, err)
	}
	fail := func(format string, args ...any) (string, SubagentType, error) {
		return "", SubagentType{}, fmt.Errorf("%s:%d: %s", source, 2, fmt.Sprintf(format, args...))
	}
	if f.Name == "" {
		f.Name = strings.TrimSuffix(filepath.Base(source), ".md")
	}
	if !agentName.MatchString(f.Name) {
		return fail("name %q must be lower case letters, digits, - and _", f.Name)
	}
	if strings.TrimSpace(f.Description) == "" {
		return fail("description is missing")
	}
	if strings.TrimSpace(body) == "" {
		return fail("the body (the type's prompt) is empty")
	}
	t := SubagentType{Description: strings.TrimSpace(f.Description), MaxTurns: f.MaxTurns, Models: f.Models,
		Placement: f.Placement, System: strings.TrimSpace(body) + "\n", Source: source}
	if t.MaxTurns == 0 {
		t.MaxTurns = defaultAgentTurns
	}
	if t.MaxTurns < 0 {
		return fail("max_turns must be positive")
	}
	switch t.Placement {
	case "", "local", "remote", "any", "auto":
	default:
		return fail("placement must be local, remote or any, not %q", t.Placement) // auto is accepted too
	}
	if !slices.Contains(claudeModelAliases, f.Model) {
		if t.Models == nil {
			t.Models = map[string]Slot{}
		}
		s := t.Models["action"]
		s.Model = f.Model
		t.Models["action"] = s
	}
	if t.Tools, t.Ignored, err = agentTools(f.Tools); err != nil {
		return "", SubagentType{}, fmt.Errorf("%s:%d: tools: %w", source, f.Tools.Line+1, err)
	}
	t.Inherit = len(t.Tools) == 0
	return f.Name, t, nil
}

// agentTools reads the tools field: a comma-separated string or a list,
// in Claude Code's names or troupe's. Claude Code tools troupe lacks
// (WebFetch, …) are returned as ignored.
func agentTools(n yaml.Node) (tools, ignored []string, err error) {
	var raw []string
	switch n.Kind {
	case 0:
		return nil, nil, nil
	case yaml.ScalarNode:
		for _, s := range strings.Split(n.Value, ",") {
			if s = strings.TrimSpace(s); s != "" {
				raw = append(raw, s)
			}
		}
	case yaml.SequenceNode:
		if err := n.Decode(&raw); err != nil {
			return nil, nil, err
		}
	default:
		return nil, nil, errors.New("want a list or a comma-separated string")
	}
	for _, name := range raw {
		mapped, known := tool.FromClaude(name)
		if !known && tool.IsClaudeStyle(name) {
			ignored = append(ignored, name)
			continue
		}
		for _, m := range mapped {
			if !slices.Contains(tools, m) {
				tools = append(tools, m)
			}
		}
	}
	return tools, ignored, nil
}

// loadAgentDir adds the types of every *.md file in dir (an fs.FS) to types.
func loadAgentDir(fsys fs.FS, dir, label string, types map[string]SubagentType) error {
	entries, err := fs.ReadDir(fsys, dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("subagent types: %w", err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".md") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, n := range names {
		data, err := fs.ReadFile(fsys, filepath.ToSlash(filepath.Join(dir, n)))
		if err != nil {
			return fmt.Errorf("subagent types: %w", err)
		}
		name, t, err := ParseAgentType(filepath.Join(label, n), data)
		if err != nil {
			return err
		}
		types[name] = t
	}
	return nil
}

// builtinAgents adds the types in configs/agents/.
func builtinAgents(types map[string]SubagentType) error {
	return loadAgentDir(configs.FS, "agents", "configs/agents", types)
}

// AgentDirs returns the directories of subagent files that go with a
// config file Load reads: agents/ beside it and, for a project's
// .troupe/config.yaml, .claude/agents/ first.
func AgentDirs(configPath string) []string {
	dir := filepath.Dir(configPath)
	var out []string
	if filepath.Base(dir) == ".troupe" {
		out = append(out, filepath.Join(filepath.Dir(dir), ".claude", "agents"))
	}
	return append(out, filepath.Join(dir, "agents"))
}

// loadAgentDirs adds the types in dirs, in order.
func loadAgentDirs(dirs []string, types map[string]SubagentType) error {
	for _, d := range dirs {
		if err := loadAgentDir(os.DirFS(d), ".", d, types); err != nil {
			return err
		}
	}
	return nil
}
