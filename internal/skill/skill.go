// Package skill reads skills — folders holding a SKILL.md whose front matter
// names and describes the skill, as Claude Code writes them — and offers
// them to the model through one tool, skill: its description lists only
// each skill's name and description, and the body is read from disk when
// the model invokes the skill. A Set is read-only once loaded and safe for
// concurrent use.
package skill

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/internal/diag"
	"troupe/internal/frontmatter"
	"troupe/internal/tool"
	"troupe/messages"
)

// ToolName is the name of the tool that invokes a skill.
const ToolName = "skill"

// Skill is one skill.
type Skill struct {
	Name        string
	Description string
	Dir         string // the skill's folder (its other files are relative to it)
	File        string // its SKILL.md
	Rank        int    // the index of its directory in Load's dirs: higher is nearer the project
}

// front is a SKILL.md's front matter; keys other than these (allowed-tools,
// license, …) are accepted and ignored.
type front struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
}

// Dirs returns the skill directories for a workspace, lowest precedence
// first: the user's (~/.claude/skills, then the troupe config directory's
// skills), then the project's .claude/skills and .troupe/skills.
func Dirs(getenv func(string) string, workspace string) []string {
	var out []string
	if h := getenv("HOME"); h != "" {
		out = append(out, filepath.Join(h, ".claude", "skills"))
	}
	if d := getenv("XDG_CONFIG_HOME"); d != "" {
		out = append(out, filepath.Join(d, "troupe", "skills"))
	} else if h := getenv("HOME"); h != "" {
		out = append(out, filepath.Join(h, ".config", "troupe", "skills"))
	}
	if workspace != "" {
		out = append(out, filepath.Join(workspace, ".claude", "skills"), filepath.Join(workspace, ".troupe", "skills"))
	}
	return out
}

// Load reads the skills in dirs (each subfolder with a SKILL.md); a later
// skill of the same name replaces an earlier one. Loading is tolerant: a
// SKILL.md that cannot be used is skipped, and recorded with its file and
// line in r (which may be nil). The error is for a directory that exists
// and cannot be read.
func Load(r *diag.Report, dirs ...string) ([]Skill, error) {
	byName := map[string]Skill{}
	for rank, d := range dirs {
		entries, err := os.ReadDir(d)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("skills: %w", err)
		}
		for _, e := range entries {
			if !e.IsDir() {
				continue
			}
			file := filepath.Join(d, e.Name(), "SKILL.md")
			data, err := os.ReadFile(file)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				r.Skip(diag.Skill, e.Name(), file, 0, "%v", err)
				continue
			}
			name, desc, err := parse(data)
			if err != nil {
				var fe *frontmatter.Error
				line := 0
				if errors.As(err, &fe) {
					line, err = fe.Line, errors.New(fe.Msg)
				}
				r.Skip(diag.Skill, e.Name(), file, line, "%v", err)
				continue
			}
			if name == "" {
				name = e.Name()
			}
			if _, ok := byName[name]; ok {
				r.Warn(diag.Skill, name, file, 0, "replaces the skill of the same name in %s", byName[name].File)
			}
			byName[name] = Skill{Name: name, Description: desc, Dir: filepath.Dir(file), File: file, Rank: rank}
			r.Load(diag.Skill, name, file)
		}
	}
	out := make([]Skill, 0, len(byName))
	for _, s := range byName {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// parse reads a SKILL.md's name and description, leniently (front matter
// that is not valid YAML is read line by line, as for subagent files).
func parse(data []byte) (name, desc string, err error) {
	f, _, err := frontmatter.ParseLenient(data)
	if err != nil {
		return "", "", err
	}
	for i, k := range f.Keys {
		v := f.Vals[i]
		if v.Kind != yaml.ScalarNode {
			continue
		}
		switch k.Value {
		case "name":
			name = strings.TrimSpace(v.Value)
		case "description":
			desc = strings.TrimSpace(v.Value)
		}
	}
	if desc == "" {
		return "", "", &frontmatter.Error{Line: 2, Msg: "description is missing"}
	}
	return name, desc, nil
}

var params = json.RawMessage(`{"type":"object","properties":{"name":{"type":"string","description":"The skill's name, as listed"}},"required":["name"]}`)

// Tool returns the skill tool for skills with the default budget.
func Tool(skills []Skill) tool.Tool { return Tools(skills, 0)[0] }

// Tools returns the skill tool for skills, whose description lists them
// within budget bytes (see List; <= 0: DefaultBudget), and search_skills
// when the listing had to leave skills out or shorten them. Calling skill
// returns the skill's instructions, read from its SKILL.md at that moment;
// any installed skill can be loaded, listed or not.
func Tools(skills []Skill, budget int) []tool.Tool {
	l := List(skills, budget)
	var b strings.Builder
	b.WriteString("Load a skill: instructions (and files in its folder) for a specialised task. " +
		"When a task matches a skill below, call this first and follow what it returns.")
	switch {
	case l.Omitted > 0:
		fmt.Fprintf(&b, " %d skills are installed; %d are listed (descriptions shortened). Find the others with %s.", len(skills), l.Shown, SearchName)
	case l.Cut:
		fmt.Fprintf(&b, " Descriptions are shortened; %s gives them whole.", SearchName)
	}
	b.WriteString("\n\nSkills:")
	b.WriteString(l.Text)
	out := []tool.Tool{skillTool(skills, b.String())}
	if l.Cut {
		out = append(out, Search(skills))
	}
	return out
}

func skillTool(skills []Skill, desc string) tool.Tool {
	return tool.Func{S: tool.Spec{Name: ToolName, Description: desc, Parameters: params, ReadOnly: true},
		Fn: func(_ context.Context, _ tool.Env, args json.RawMessage) (tool.Result, error) {
			var a struct {
				Name string `json:"name"`
			}
			if err := json.Unmarshal(args, &a); err != nil || a.Name == "" {
				return tool.Errorf(messages.KindInvalidInput, "skill: give the skill's name, e.g. {\"name\": %q}", first(skills)), nil
			}
			for _, s := range skills {
				if s.Name != a.Name {
					continue
				}
				data, err := os.ReadFile(s.File)
				if err != nil {
					return tool.Errorf(messages.KindToolFailed, "skill %s: %v", s.Name, err), nil
				}
				var f front
				body, err := frontmatter.Parse(data, &f, false)
				if err != nil {
					return tool.Errorf(messages.KindToolFailed, "skill %s: %s: %v", s.Name, s.File, err), nil
				}
				return tool.Result{Content: fmt.Sprintf("Skill %s (base directory: %s)\n\n%s", s.Name, s.Dir, strings.TrimSpace(body))}, nil
			}
			var names []string
			for _, s := range skills {
				names = append(names, s.Name)
			}
			return tool.Errorf(messages.KindInvalidInput, "skill: no skill named %q; available: %s", a.Name, strings.Join(names, ", ")), nil
		}}
}

func first(skills []Skill) string {
	if len(skills) == 0 {
		return ""
	}
	return skills[0].Name
}
