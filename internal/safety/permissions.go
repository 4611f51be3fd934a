package safety

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"gopkg.in/yaml.v3"
	"mvdan.cc/sh/v3/syntax"

	"troupe/internal/lazy"
)

// ErrPermissions is wrapped by every error about a malformed permissions
// file.
var ErrPermissions = errors.New("safety: invalid permissions")

// ParseError is a malformed permissions file or rule, with the line.
type ParseError struct {
	File string // "" when the rule came from elsewhere (config)
	Line int
	Msg  string
}

func (e *ParseError) Error() string {
	if e.File == "" {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// Unwrap makes errors.Is(err, ErrPermissions) hold.
func (e *ParseError) Unwrap() error { return ErrPermissions }

// Permissions is the content of a .troupe/permissions.yaml file:
//
//	protected_branches: [main, master, "release/*"]
//	rules:
//	  - {tool: bash, prefix: go test, action: allow}
//	  - {tool: bash, command: "npm publish*", action: deny}
//	  - {tool: write_file, path: "**/*.lock", action: ask}
type Permissions struct {
	ProtectedBranches []string
	Rules             []Rule
}

// Untrusted returns the permissions without their allow rules: what an
// untrusted repository's file may still do (deny, ask and protect
// branches; tighten, never loosen).
func (p Permissions) Untrusted() Permissions {
	out := Permissions{ProtectedBranches: p.ProtectedBranches}
	for _, r := range p.Rules {
		if r.Action != Allow {
			out.Rules = append(out.Rules, r)
		}
	}
	return out
}

// LoadPermissions reads a permissions file. A missing file is no rules.
func LoadPermissions(file string) (Permissions, error) {
	data, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		return Permissions{}, nil
	}
	if err != nil {
		return Permissions{}, fmt.Errorf("permissions: %w", err)
	}
	return ParsePermissions(file, data)
}

var yamlLineRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): (.*)$`) }}

// ParsePermissions parses a permissions file's content; name is used in
// errors ("name:line: message"). Unknown keys are errors.
func ParsePermissions(name string, data []byte) (Permissions, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		msg, line := err.Error(), 0
		if m := yamlLineRe.Get().FindStringSubmatch(msg); m != nil {
			line, _ = strconv.Atoi(m[1])
			msg = m[2]
		}
		return Permissions{}, &ParseError{File: name, Line: line, Msg: strings.TrimPrefix(msg, "yaml: ")}
	}
	var p Permissions
	if len(doc.Content) == 0 {
		return p, nil // empty file
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return p, &ParseError{File: name, Line: root.Line, Msg: "want a mapping with rules and protected_branches"}
	}
	err := eachKey(root, func(k, v *yaml.Node) error {
		switch k.Value {
		case "rules":
			if v.Kind != yaml.SequenceNode {
				return &ParseError{Line: v.Line, Msg: "rules must be a list"}
			}
			for _, n := range v.Content {
				var r Rule
				if err := r.UnmarshalYAML(n); err != nil {
					return err
				}
				r.Source = fmt.Sprintf("%s:%d", name, n.Line)
				p.Rules = append(p.Rules, r)
			}
		case "protected_branches":
			list, err := stringList(v)
			if err != nil {
				return err
			}
			p.ProtectedBranches = list
		default:
			return &ParseError{Line: k.Line, Msg: fmt.Sprintf("unknown key %q (want rules or protected_branches)", k.Value)}
		}
		return nil
	})
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) && pe.File == "" {
			pe.File = name
		}
		return Permissions{}, err
	}
	return p, nil
}

// UnmarshalYAML decodes one rule, so config files can hold rules too.
// Errors are *ParseError with the line of the offending node.
func (r *Rule) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return &ParseError{Line: n.Line, Msg: "a rule must be a mapping with action and tool, command, prefix or path"}
	}
	var out Rule
	hasAction := false
	err := eachKey(n, func(k, v *yaml.Node) error {
		if k.Value != "prefix" && v.Kind != yaml.ScalarNode {
			return &ParseError{Line: v.Line, Msg: k.Value + " must be a string"}
		}
		switch k.Value {
		case "tool":
			out.Tool = v.Value
		case "command":
			out.Command = v.Value
		case "prefix":
			p, err := parsePrefix(v)
			if err != nil {
				return err
			}
			out.Prefix = p
		case "path":
			if !doublestar.ValidatePattern(v.Value) {
				return &ParseError{Line: v.Line, Msg: fmt.Sprintf("invalid path pattern %q", v.Value)}
			}
			out.Path = v.Value
		case "access":
			if v.Value != "read" && v.Value != "write" {
				return &ParseError{Line: v.Line, Msg: fmt.Sprintf("unknown access %q (want read or write)", v.Value)}
			}
			out.Access = v.Value
		case "action":
			a, err := ParseVerdict(v.Value)
			if err != nil {
				return &ParseError{Line: v.Line, Msg: fmt.Sprintf("unknown action %q (want allow, ask or deny)", v.Value)}
			}
			out.Action, hasAction = a, true
		default:
			return &ParseError{Line: k.Line, Msg: fmt.Sprintf("unknown rule key %q (want tool, command, prefix, path, access, action)", k.Value)}
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case !hasAction:
		return &ParseError{Line: n.Line, Msg: "rule has no action (allow, ask or deny)"}
	case out.Command != "" && len(out.Prefix) > 0:
		return &ParseError{Line: n.Line, Msg: "rule has both command and prefix; use one"}
	case out.Tool == "" && out.Command == "" && len(out.Prefix) == 0 && out.Path == "":
		return &ParseError{Line: n.Line, Msg: `rule matches everything; give tool ("*" for any), command, prefix or path`}
	}
	*r = out
	return nil
}

// eachKey calls f for each key of a mapping, refusing duplicates.
func eachKey(m *yaml.Node, f func(k, v *yaml.Node) error) error {
	seen := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if seen[k.Value] {
			return &ParseError{Line: k.Line, Msg: fmt.Sprintf("duplicate key %q", k.Value)}
		}
		seen[k.Value] = true
		if err := f(k, v); err != nil {
			return err
		}
	}
	return nil
}

func stringList(v *yaml.Node) ([]string, error) {
	if v.Kind != yaml.SequenceNode {
		return nil, &ParseError{Line: v.Line, Msg: "want a list of strings"}
	}
	out := make([]string, 0, len(v.Content))
	for _, n := range v.Content {
		if n.Kind != yaml.ScalarNode || n.Value == "" {
			return nil, &ParseError{Line: n.Line, Msg: "want a non-empty string"}
		}
		out = append(out, n.Value)
	}
	return out, nil
}

// parsePrefix reads a prefix written as a list of tokens or as a command
// line ("go test", parsed like the shell would).
func parsePrefix(v *yaml.Node) ([]string, error) {
	if v.Kind == yaml.SequenceNode {
		return stringList(v)
	}
	if v.Kind != yaml.ScalarNode {
		return nil, &ParseError{Line: v.Line, Msg: "prefix must be a string or a list of strings"}
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(v.Value), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil, &ParseError{Line: v.Line, Msg: fmt.Sprintf("prefix %q is not one simple command", v.Value)}
	}
	c, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(c.Assigns) > 0 || len(f.Stmts[0].Redirs) > 0 {
		return nil, &ParseError{Line: v.Line, Msg: fmt.Sprintf("prefix %q is not one simple command", v.Value)}
	}
	a := &analyzer{src: v.Value, home: unknownHome, cwds: []string{""}}
	var out []string
	for _, w := range c.Args {
		ew := a.eval(w)
		if !ew.known || ew.glob || strings.Contains(ew.text, "\x00") {
			return nil, &ParseError{Line: v.Line, Msg: fmt.Sprintf("prefix %q has a word that is not literal: %s", v.Value, ew.text)}
		}
		out = append(out, ew.text)
	}
	return out, nil
}
