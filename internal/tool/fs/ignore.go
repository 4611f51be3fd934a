package fs

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"troupe/internal/fileread"
)

// ignoreRule is one pattern line of a .gitignore file.
type ignoreRule struct {
	pattern  string // doublestar syntax, no leading or trailing slash
	negate   bool   // "!pattern": re-include what an earlier rule excluded
	dirOnly  bool   // "pattern/": matches directories only
	anchored bool   // had a slash: matched against the path below the .gitignore's directory, else the base name
}

// match reports whether the rule matches sub, a slash-separated path
// relative to the directory of the rule's .gitignore.
func (r ignoreRule) match(sub string, isDir bool) bool {
	if r.dirOnly && !isDir {
		return false
	}
	if !r.anchored {
		sub = path.Base(sub)
	}
	return doublestar.MatchUnvalidated(r.pattern, sub)
}

// parseIgnore parses the content of a .gitignore file. Lines that are not
// valid patterns are skipped, as git does.
func parseIgnore(data []byte) []ignoreRule {
	var rules []ignoreRule
	for _, raw := range bytes.Split(data, []byte("\n")) {
		line := strings.TrimSuffix(string(raw), "\r")
		if line == "" || line[0] == '#' {
			continue
		}
		line = trimUnescapedSpaces(line)
		var r ignoreRule
		if strings.HasPrefix(line, "!") {
			r.negate, line = true, line[1:]
		}
		if strings.HasSuffix(line, "/") {
			r.dirOnly, line = true, strings.TrimRight(line, "/")
		}
		r.anchored = strings.Contains(line, "/")
		line = strings.TrimLeft(line, "/")
		r.pattern = escapeBraces(line)
		if line == "" || !doublestar.ValidatePattern(r.pattern) {
			continue
		}
		rules = append(rules, r)
	}
	return rules
}

// trimUnescapedSpaces removes trailing spaces not quoted with a backslash.
func trimUnescapedSpaces(s string) string {
	for strings.HasSuffix(s, " ") && !strings.HasSuffix(s, `\ `) {
		s = s[:len(s)-1]
	}
	return s
}

// escapeBraces quotes "{" and "}", which are literal in gitignore patterns
// but alternation in doublestar.
func escapeBraces(s string) string {
	if !strings.ContainsAny(s, "{}") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s):
			b.WriteByte(c)
			i++
			b.WriteByte(s[i])
		case c == '{' || c == '}':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// ignoreSet is the rules of one .gitignore file chained to those of the
// directories above it. A nil *ignoreSet ignores nothing.
type ignoreSet struct {
	parent *ignoreSet
	dir    string // slash-separated, relative to the workspace root; "" for the root
	rules  []ignoreRule
}

// ignored reports whether rel, a slash-separated path relative to the
// workspace root, is ignored. As in git, the deepest .gitignore and within
// it the last matching rule decide.
func (s *ignoreSet) ignored(rel string, isDir bool) bool {
	for ; s != nil; s = s.parent {
		sub := rel
		if s.dir != "" {
			if !strings.HasPrefix(rel, s.dir+"/") {
				continue
			}
			sub = rel[len(s.dir)+1:]
		}
		for i := len(s.rules) - 1; i >= 0; i-- {
			if s.rules[i].match(sub, isDir) {
				return !s.rules[i].negate
			}
		}
	}
	return false
}

// withDir returns s extended by the .gitignore in dir, whose path relative
// to the workspace root is rel, or s itself when dir has none. Only a
// regular file is read, never a symlink.
func (s *ignoreSet) withDir(dir, rel string) *ignoreSet {
	name := filepath.Join(dir, ".gitignore")
	if info, err := os.Lstat(name); err != nil || !info.Mode().IsRegular() {
		return s
	}
	data, err := fileread.ReadFile(name)
	if err != nil {
		return s
	}
	rules := parseIgnore(data)
	if len(rules) == 0 {
		return s
	}
	return &ignoreSet{parent: s, dir: rel, rules: rules}
}
