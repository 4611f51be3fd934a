// Package frontmatter splits a Markdown file with YAML front matter (the
// format of Claude Code's subagent and skill files) into its decoded front
// matter and its body, with errors that name the line of the file. It has
// no state; its functions are safe for concurrent use.
package frontmatter

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/internal/lazy"
)

// Error is a malformed file: the line (1-based, of the whole file) and what
// is wrong there.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Parse decodes the YAML between a first "---" line and the next "---" line
// into v (unknown keys are errors when strict) and returns the rest of the
// file, the body.
func Parse(data []byte, v any, strict bool) (string, error) {
	fm, body, err := Split(data)
	if err != nil {
		return "", err
	}
	dec := yaml.NewDecoder(bytes.NewReader([]byte(fm)))
	dec.KnownFields(strict)
	if err := dec.Decode(v); err != nil {
		return "", yamlError(err)
	}
	return body, nil
}

// Split returns the front matter text (without its "---" lines; its first
// line is line 2 of the file) and the body.
func Split(data []byte) (fm, body string, err error) {
	text := strings.TrimPrefix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\ufeff")
	if !strings.HasPrefix(text, "---\n") {
		return "", "", &Error{Line: 1, Msg: `front matter missing: the file must start with a "---" line`}
	}
	rest := text[4:]
	end := strings.Index("\n"+rest, "\n---")
	if end < 0 {
		return "", "", &Error{Line: strings.Count(text, "\n") + 1, Msg: `front matter not closed: no "---" line after it`}
	}
	fm = rest[:end]
	body = rest[end:]
	body = strings.TrimPrefix(body, "\n")
	body = strings.TrimPrefix(body, "---")
	if i := strings.IndexByte(body, '\n'); i >= 0 {
		body = body[i+1:]
	} else {
		body = ""
	}
	if strings.TrimSpace(fm) == "" {
		return "", "", &Error{Line: 2, Msg: "front matter is empty"}
	}
	return fm, body, nil
}

var lineRef = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`line (\d+)`) }}

// yamlError turns a yaml error about the front matter into an Error about
// the file (the front matter starts on line 2).
func yamlError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 2
	if m := lineRef.Get().FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		line = n + 1
		msg = strings.TrimSpace(strings.TrimPrefix(strings.Replace(msg, m[0], "", 1), ":"))
	}
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = strings.Join(te.Errors, "; ")
		if m := lineRef.Get().FindStringSubmatch(te.Errors[0]); m != nil {
			n, _ := strconv.Atoi(m[1])
			line = n + 1
			msg = strings.TrimSpace(strings.TrimPrefix(strings.Replace(te.Errors[0], m[0], "", 1), ":"))
		}
	}
	return &Error{Line: line, Msg: msg}
}
