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
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/configs"
	"troupe/internal/diag"
	"troupe/internal/frontmatter"
	"troupe/internal/lazy"
	"troupe/internal/tool"
)

// Subagent types are also Markdown files with YAML front matter, as Claude
// Code writes them in .claude/agents/: the front matter names the type and
// its limits, the body is its prompt.
//
//	---
//	name: reviewer
//	description: Reviews a change for bugs.
//	tools: Read, Grep, Glob        # or [read_file, grep]; omitted: the main agent's tools; []: none
//	disallowedTools: Bash          # taken away from the tools
//	model: sonnet                  # an alias (subagents.model_aliases), a full Claude id, provider/model, or inherit
//	effort: high                   # reasoning effort of its action slot
//	maxTurns: 30                   # or max_turns
//	skills: [pdf]                  # the skills it may use; omitted: all
//	mcpServers: [github]           # the MCP servers whose tools it gets, besides the tools it names
//	models: {compact: {model: openai/gpt-4.1-nano}}
//	placement: local               # local, remote or any
//	---
//	You review …
//
// Reading is tolerant, as Claude Code's is: a file that does not parse is
// skipped with a warning naming the file and line, an unknown field or one
// troupe cannot honour is a warning and ignored, and front matter that is
// not valid YAML (an unquoted ": " in a description) is read line by line.
// Every file read, skipped or warned about is recorded in Config.Diag.
//
// They are read, lowest precedence first, from configs/agents/ (built in),
// then ~/.claude/agents/, then beside each config file Load reads: the
// user's $XDG_CONFIG_HOME/troupe/agents/, and for a project's
// .troupe/config.yaml first .claude/agents/ and then .troupe/agents/.
// Subfolders are read too. A later file of the same name replaces an
// earlier one.

// defaultAgentTurns is the iteration cap of a type that sets none.
const defaultAgentTurns = 30

var agentName = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`) }}

// agentFields are the front matter keys understood, each with what reads
// it. Claude Code's keys troupe cannot honour are in unsupportedAgentFields.
var unsupportedAgentFields = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"memory":     "persistent agent memory is not supported",
		"background": "background subagents are not supported; it runs in the foreground",
		"isolation":  "isolated worktrees are not supported; it works in the session's workspace",
		"hooks":      "per-agent hooks are not supported; the session's hooks apply",
	}
}}

// ignoredAgentFields are read by Claude Code's UI only, or by catalogues.
var ignoredAgentFields = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"color": true}
}}

// ParseAgentType parses one subagent file. source names it in messages and
// in the result. An error (naming the file and the line) means the file
// cannot be used; warnings are about fields that were ignored.
func ParseAgentType(source string, data []byte) (string, SubagentType, []diag.Entry, error) {
	f, body, err := frontmatter.ParseLenient(data)
	if err != nil {
		return "", SubagentType{}, nil, fmt.Errorf("%s: %w", source, err)
	}
	var warns []diag.Entry
	warn := func(line int, format string, args ...any) {
		warns = append(warns, diag.Entry{Kind: diag.Agent, File: source, Line: line, Status: diag.Warning, Why: fmt.Sprintf(format, args...)})
	}
	if f.Loose != nil {
		warn(f.Loose.Line, "front matter is not valid YAML (%s); read line by line", f.Loose.Msg)
	}
	t := SubagentType{Source: source, Inherit: true}
	var name, desc string
	var tools *yaml.Node
	for i, k := range f.Keys {
		v := f.Vals[i]
		str := func() (string, bool) {
			if v.Kind != yaml.ScalarNode {
				warn(v.Line, "%s: want text, ignored", k.Value)
				return "", false
			}
			return strings.TrimSpace(v.Value), true
		}
		switch k.Value {
		case "name":
			name, _ = str()
		case "description":
			if v.Kind == yaml.ScalarNode {
				desc = strings.TrimSpace(v.Value)
			} else if v.Kind != 0 {
				desc = strings.TrimSpace(nodeText(v))
				warn(v.Line, "description is not text; read as %q", shorten(desc, 40))
			}
		case "tools":
			tools = v
		case "disallowedTools", "disallowed_tools":
			list, ignored, err := agentTools(v)
			if err != nil {
				warn(v.Line, "%s: %v; ignored", k.Value, err)
				continue
			}
			t.Disallowed = list
			_ = ignored // a tool troupe lacks is already not there
		case "model":
			if s, ok := str(); ok {
				setAgentModel(&t, s)
			}
		case "models":
			var m map[string]Slot
			if err := v.Decode(&m); err != nil {
				warn(v.Line, "models: %v; ignored", err)
				continue
			}
			for s, slot := range m {
				t.setSlot(s, func(x *Slot) { *x = slot })
			}
		case "maxTurns", "max_turns":
			n, err := strconv.Atoi(strings.TrimSpace(v.Value))
			if v.Kind != yaml.ScalarNode || err != nil || n < 1 {
				warn(v.Line, "%s: want a positive number, not %q; ignored", k.Value, v.Value)
				continue
			}
			t.MaxTurns = n
		case "labels":
			var list []string
			switch v.Kind {
			case yaml.ScalarNode:
				for _, l := range strings.Split(v.Value, ",") {
					if l = strings.TrimSpace(l); l != "" {
						list = append(list, l)
					}
				}
			case yaml.SequenceNode:
				if err := v.Decode(&list); err != nil {
					warn(v.Line, "labels: %v; ignored", err)
					continue
				}
			}
			var bad []string
			for _, l := range list {
				if validLabel(l) {
					t.Labels = append(t.Labels, l)
				} else {
					bad = append(bad, l)
				}
			}
			if len(bad) > 0 {
				warn(v.Line, "labels: %q are not labels (letters, digits, '-' or '_'); ignored", bad)
			}
		case "placement":
			s, _ := str()
			switch s {
			case "", "local", "remote", "any", "auto":
				t.Placement = s
			default:
				warn(v.Line, "placement must be local, remote or any, not %q; ignored", s)
			}
		case "effort":
			s, _ := str()
			switch strings.ToLower(s) {
			case "low", "medium", "high":
				t.setSlot("action", func(x *Slot) { x.ReasoningEffort = strings.ToLower(s) })
			case "max", "xhigh":
				t.setSlot("action", func(x *Slot) { x.ReasoningEffort = "high" })
				warn(v.Line, "effort %q: troupe's highest is high; high is used", s)
			default:
				warn(v.Line, "effort must be low, medium or high, not %q; ignored", s)
			}
		case "skills":
			list, err := stringList(v)
			if err != nil {
				warn(v.Line, "skills: %v; ignored", err)
				continue
			}
			t.Skills = list
			t.SkillsSet = true
		case "mcpServers", "mcp_servers":
			names, inline := mcpServerNames(v)
			t.MCPServers = names
			if inline > 0 {
				warn(v.Line, "mcpServers: %d server(s) defined inline are not started; define them in .mcp.json and name them here", inline)
			}
		case "permissionMode", "permission_mode":
			s, _ := str()
			switch s {
			case "", "default":
			case "plan":
				t.PermissionMode = s
			default:
				warn(v.Line, "permissionMode %q is not honoured: a subagent asks as the session does (a file cannot loosen approval)", s)
			}
		default:
			if ignoredAgentFields.Get()[k.Value] {
				continue
			}
			if why, ok := unsupportedAgentFields.Get()[k.Value]; ok {
				warn(k.Line, "%s: %s; ignored", k.Value, why)
				continue
			}
			warn(k.Line, "unknown field %q; ignored", k.Value)
		}
	}
	fail := func(line int, format string, args ...any) (string, SubagentType, []diag.Entry, error) {
		return "", SubagentType{}, warns, fmt.Errorf("%s:%d: %s", source, line, fmt.Sprintf(format, args...))
	}
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(source), ".md")
	}
	if !agentName.Get().MatchString(name) {
		clean := agentIDFrom(name)
		if clean == "" {
			return fail(2, "name %q must be lower case letters, digits, - and _", name)
		}
		warn(2, "name %q is used as %q (lower case letters, digits, - and _)", name, clean)
		name = clean
	}
	if desc == "" {
		return fail(2, "description is missing")
	}
	if strings.TrimSpace(body) == "" {
		return fail(2, "the body (the type's prompt) is empty")
	}
	t.Description, t.System = desc, strings.TrimSpace(body)+"\n"
	if t.MaxTurns == 0 {
		t.MaxTurns = defaultAgentTurns
	}
	if tools != nil {
		var err error
		if t.Tools, t.Ignored, err = agentTools(tools); err != nil {
			warn(tools.Line, "tools: %v; the main agent's tools are used", err)
		} else {
			t.Inherit = false
			if len(t.Ignored) > 0 {
				warn(tools.Line, "tools troupe does not have: %s", strings.Join(t.Ignored, ", "))
			}
			if len(t.Tools) == 0 {
				t.NoTools = true
			}
		}
	}
	return name, t, warns, nil
}

// setSlot changes one slot override of t, on a copy of its map.
func (t *SubagentType) setSlot(slot string, f func(*Slot)) {
	m := make(map[string]Slot, len(t.Models)+1)
	for k, v := range t.Models {
		m[k] = v
	}
	s := m[slot]
	f(&s)
	m[slot] = s
	t.Models = m
}

// setAgentModel reads a model field: inherit, a troupe model
// (provider/model, script:PATH), or a Claude name resolved later through
// subagents.model_aliases (ResolveAgentModels).
func setAgentModel(t *SubagentType, s string) {
	switch {
	case s == "" || s == "inherit":
	case strings.Contains(s, "/") || strings.HasPrefix(s, "script:"):
		t.setSlot("action", func(x *Slot) { x.Model = s })
	default:
		t.ModelAlias = s
	}
}

// agentIDFrom makes a name usable as a type name: lower case, and every run
// of other characters one "-".
func agentIDFrom(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-")
}

// agentTools reads a tools field: a comma-separated string or a list, in
// Claude Code's names or troupe's. Claude Code tools troupe lacks
// (NotebookEdit, …) are returned as ignored; a rule's pattern
// ("Bash(git:*)") is dropped to its tool.
func agentTools(n *yaml.Node) (tools, ignored []string, err error) {
	raw, err := stringList(n)
	if err != nil {
		return nil, nil, err
	}
	for _, name := range raw {
		if i := strings.IndexByte(name, '('); i > 0 && strings.HasSuffix(name, ")") {
			name = name[:i]
		}
		mapped, known := tool.FromClaude(name)
		if !known && tool.IsClaudeStyle(name) {
			if !slices.Contains(ignored, name) {
				ignored = append(ignored, name)
			}
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

// stringList reads a comma-separated string or a list of strings.
func stringList(n *yaml.Node) ([]string, error) {
	var raw []string
	switch n.Kind {
	case yaml.ScalarNode:
		for _, s := range strings.Split(n.Value, ",") {
			if s = strings.TrimSpace(s); s != "" {
				raw = append(raw, s)
			}
		}
	case yaml.SequenceNode:
		for _, c := range n.Content {
			if c.Kind != yaml.ScalarNode {
				return nil, errors.New("want a list of names")
			}
			if s := strings.TrimSpace(c.Value); s != "" {
				raw = append(raw, s)
			}
		}
	default:
		return nil, errors.New("want a list or a comma-separated string")
	}
	return raw, nil
}

// mcpServerNames reads an agent's mcpServers: names, or inline
// definitions (a mapping), which are counted and not used.
func mcpServerNames(n *yaml.Node) (names []string, inline int) {
	switch n.Kind {
	case yaml.ScalarNode, yaml.SequenceNode:
		for _, c := range append([]*yaml.Node{n}, n.Content...) {
			switch c.Kind {
			case yaml.ScalarNode:
				for _, s := range strings.Split(c.Value, ",") {
					if s = strings.TrimSpace(s); s != "" {
						names = append(names, s)
					}
				}
			case yaml.MappingNode:
				inline += len(c.Content) / 2
			}
		}
	case yaml.MappingNode:
		inline = len(n.Content) / 2
	}
	return names, inline
}

func nodeText(n *yaml.Node) string {
	out, err := yaml.Marshal(n)
	if err != nil {
		return ""
	}
	return string(out)
}

func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// loadAgentDir adds the types of every *.md file under dir (an fs.FS, its
// subfolders included) to types. A file that cannot be used is skipped and
// recorded in r.
func loadAgentDir(fsys fs.FS, dir, label string, types map[string]SubagentType, r *diag.Report) error {
	var names []string
	err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir && errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll
			}
			r.Skip(diag.Agent, "", filepath.Join(label, p), 0, "%v", err)
			return nil
		}
		if d.IsDir() && p != dir && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(d.Name(), ".md") && !strings.EqualFold(d.Name(), "README.md") {
			names = append(names, p)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("subagent types: %w", err)
	}
	sort.Strings(names)
	for _, n := range names {
		rel, _ := filepath.Rel(dir, n)
		file := filepath.Join(label, rel)
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			r.Skip(diag.Agent, "", file, 0, "%v", err)
			continue
		}
		name, t, warns, err := ParseAgentType(file, data)
		for _, w := range warns {
			w.Name = name
			r.Add(w)
		}
		if err != nil {
			msg := strings.TrimPrefix(err.Error(), file)
			line := 0
			if m := lineIn.Get().FindStringSubmatch(msg); m != nil {
				line, _ = strconv.Atoi(m[1] + m[2])
				msg = msg[len(m[0]):]
			}
			r.Skip(diag.Agent, "", file, line, "%s", strings.TrimSpace(strings.TrimPrefix(msg, ":")))
			continue
		}
		if old, ok := types[name]; ok && old.Source != "" && filepath.Dir(old.Source) == filepath.Dir(file) {
			r.Warn(diag.Agent, name, file, 0, "same name as %s; this one is used", old.Source)
		}
		types[name] = t
		r.Load(diag.Agent, name, file)
	}
	return nil
}

var lineIn = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^(?::(\d+)|: line (\d+))`) }}

// builtinAgents adds the types in configs/agents/; they must all parse.
func builtinAgents(types map[string]SubagentType) error {
	var r diag.Report
	if err := loadAgentDir(configs.FS, "agents", "configs/agents", types, &r); err != nil {
		return err
	}
	if p := r.Problems(); len(p) > 0 {
		return errors.New(p[0].String())
	}
	return nil
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
func loadAgentDirs(dirs []string, types map[string]SubagentType, r *diag.Report) error {
	for _, d := range dirs {
		if err := loadAgentDir(os.DirFS(d), ".", d, types, r); err != nil {
			return err
		}
	}
	return nil
}
