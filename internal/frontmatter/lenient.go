package frontmatter

import (
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/internal/lazy"
)

// Fields is a front matter read leniently: each top-level key with its
// value node. Node lines are lines of the whole file.
type Fields struct {
	Keys  []*yaml.Node // key nodes, in file order
	Vals  []*yaml.Node // value nodes, same order
	Loose *Error       // non-nil: the YAML did not parse and the fields were salvaged line by line
}

// ParseLenient reads the front matter as a mapping without failing on what
// strict YAML rejects. Files written for Claude Code often hold values that
// are not valid YAML (a description with an unquoted ": " in it); Claude
// Code still reads them, so when the YAML does not parse the front matter
// is read line by line instead: each "key: value" line at the left margin
// starts a field, and indented lines continue it. Such a field's value is
// its YAML value if that alone parses, and its plain text otherwise. The
// reason the YAML failed is kept in Loose.
func ParseLenient(data []byte) (Fields, string, error) {
	fm, body, err := Split(data)
	if err != nil {
		return Fields{}, "", err
	}
	var root yaml.Node
	if yerr := yaml.Unmarshal([]byte(fm), &root); yerr == nil {
		if len(root.Content) == 1 && root.Content[0].Kind == yaml.MappingNode {
			m := root.Content[0]
			var f Fields
			for i := 0; i+1 < len(m.Content); i += 2 {
				shift(m.Content[i])
				shift(m.Content[i+1])
				f.Keys = append(f.Keys, m.Content[i])
				f.Vals = append(f.Vals, m.Content[i+1])
			}
			return f, body, nil
		}
		return Fields{}, "", &Error{Line: 2, Msg: "front matter is not a mapping of keys to values"}
	} else {
		f := salvage(fm)
		f.Loose = yamlError(yerr).(*Error)
		if len(f.Keys) == 0 {
			return Fields{}, "", f.Loose
		}
		return f, body, nil
	}
}

// shift makes a node's lines (of the front matter) lines of the file.
func shift(n *yaml.Node) {
	n.Line++
	for _, c := range n.Content {
		shift(c)
	}
}

var keyLine = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_.-]*)\s*:(?:\s+(.*)|\s*)$`) }}

// salvage reads fm line by line.
func salvage(fm string) Fields {
	var f Fields
	lines := strings.Split(fm, "\n")
	for i := 0; i < len(lines); {
		m := keyLine.Get().FindStringSubmatch(lines[i])
		if m == nil {
			i++
			continue
		}
		start := i
		j := i + 1
		for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || lines[j][0] == ' ' || lines[j][0] == '\t') {
			j++
		}
		key := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: m[1], Line: start + 2, Column: 1}
		f.Keys = append(f.Keys, key)
		f.Vals = append(f.Vals, salvageValue(m[2], lines[start+1:j], start+2))
		i = j
	}
	return f
}

// salvageValue is a field's value: its YAML if that parses, else the text
// with continuation lines joined by spaces.
func salvageValue(first string, more []string, line int) *yaml.Node {
	src := "v: " + first
	if len(more) > 0 {
		src += "\n" + strings.Join(more, "\n")
	}
	var root yaml.Node
	if yaml.Unmarshal([]byte(src), &root) == nil && len(root.Content) == 1 && len(root.Content[0].Content) == 2 {
		v := root.Content[0].Content[1]
		relines(v, line-1)
		return v
	}
	parts := []string{strings.TrimSpace(first)}
	for _, l := range more {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	text := strings.TrimSpace(strings.Join(parts, " "))
	if len(text) >= 2 && (text[0] == '"' && text[len(text)-1] == '"' || text[0] == '\'' && text[len(text)-1] == '\'') {
		text = text[1 : len(text)-1]
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: text, Line: line, Column: len("x: ")}
}

func relines(n *yaml.Node, by int) {
	n.Line += by
	for _, c := range n.Content {
		relines(c, by)
	}
}
