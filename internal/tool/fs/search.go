package fs

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"

	"github.com/bmatcuk/doublestar/v4"
)

// searcher matches files line by line and collects grep's output.
type searcher struct {
	re        *regexp.Regexp // matched against single lines
	pre       *regexp.Regexp // matched against whole files; nil when it would not be a safe filter
	mode      string
	glob      string
	headLimit int
	out       collector
	skipped   int // files too large to search
}

func newSearcher(a grepArgs) (*searcher, error) {
	if a.Pattern == "" {
		return nil, invalid("pattern must not be empty")
	}
	mode := a.OutputMode
	switch mode {
	case "":
		mode = modeFiles
	case modeFiles, modeContent, modeCount:
	default:
		return nil, invalid("output_mode must be %q, %q or %q, got %q", modeFiles, modeContent, modeCount, a.OutputMode)
	}
	if a.HeadLimit < 0 {
		return nil, invalid("head_limit must be 0 or more, got %d", a.HeadLimit)
	}
	if a.Glob != "" && !doublestar.ValidatePattern(a.Glob) {
		return nil, invalid("invalid glob %q", a.Glob)
	}
	flags := ""
	if a.IgnoreCase {
		flags = "(?i)"
	}
	re, err := regexp.Compile(flags + a.Pattern)
	if err != nil {
		return nil, invalid("invalid regular expression %q: %v", a.Pattern, err)
	}
	limit := maxGrepLines
	if a.HeadLimit > 0 {
		limit = min(limit, a.HeadLimit)
	}
	return &searcher{
		re:        re,
		pre:       fileFilter(flags + a.Pattern),
		mode:      mode,
		glob:      a.Glob,
		headLimit: a.HeadLimit,
		out:       collector{maxLines: limit, maxBytes: maxGrepBytes},
	}, nil
}

// fileFilter compiles pattern for matching a whole file with ^ and $ at
// line boundaries. Whenever a line of a file matches pattern, the file
// matches the filter, so a file that does not can be skipped without
// matching its lines one by one. That fails for \A and \z, which match at
// line edges only when lines are matched alone; such patterns get no
// filter. Neither do patterns without a literal prefix: regexp finds those
// no faster in one large input than in many lines.
func fileFilter(pattern string) *regexp.Regexp {
	multi := "(?m)" + pattern
	tree, err := syntax.Parse(multi, syntax.Perl)
	if err != nil || hasTextAnchor(tree) {
		return nil
	}
	re, err := regexp.Compile(multi)
	if err != nil {
		return nil
	}
	if prefix, _ := re.LiteralPrefix(); prefix == "" {
		return nil
	}
	return re
}

func hasTextAnchor(re *syntax.Regexp) bool {
	if re.Op == syntax.OpBeginText || re.Op == syntax.OpEndText {
		return true
	}
	for _, sub := range re.Sub {
		if hasTextAnchor(sub) {
			return true
		}
	}
	return false
}

// search matches the lines of data, the content of the file shown as rel.
func (s *searcher) search(rel string, data []byte) {
	if s.pre != nil && !s.pre.Match(data) {
		return
	}
	count := 0
	for n, rest := 1, data; len(rest) > 0; n++ {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if !s.re.Match(line) {
			continue
		}
		count++
		switch s.mode {
		case modeFiles:
			s.out.add(rel)
			return
		case modeContent:
			line = bytes.TrimSuffix(line, []byte("\r"))
			s.out.add(fmt.Sprintf("%s:%d:%s", rel, n, displayLine(line, len(line))))
		}
	}
	if count > 0 && s.mode == modeCount {
		s.out.add(fmt.Sprintf("%s:%d", rel, count))
	}
}

// collector keeps output lines up to a line and a byte cap and counts the
// ones beyond.
type collector struct {
	maxLines, maxBytes int
	lines              []string
	size               int
	full               bool
	omitted            int
}

func (c *collector) add(line string) {
	if c.full || len(c.lines) >= c.maxLines || c.size+len(line)+1 > c.maxBytes {
		c.full = true
		c.omitted++
		return
	}
	c.lines = append(c.lines, line)
	c.size += len(line) + 1
}
