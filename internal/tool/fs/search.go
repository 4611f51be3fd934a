package fs

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"
	"sort"

	"github.com/bmatcuk/doublestar/v4"
)

// searcher matches files line by line, or whole in multiline mode, and
// collects grep's output.
type searcher struct {
	re            *regexp.Regexp // matched against single lines, or whole files in multiline mode
	pre           *regexp.Regexp // matched against whole files; nil when it would not be a safe filter
	mode          string
	glob          string
	headLimit     int
	numbers       bool // line numbers in content mode
	before, after int  // context lines in content mode
	multiline     bool
	out           collector
	skipped       int  // files too large to search
	grouped       bool // content output has a group that a later one is separated from
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
	around, err := contextLines("-C", a.Context, 0)
	if err != nil {
		return nil, err
	}
	before, err := contextLines("-B", a.Before, around)
	if err != nil {
		return nil, err
	}
	after, err := contextLines("-A", a.After, around)
	if err != nil {
		return nil, err
	}
	flags := ""
	if a.IgnoreCase {
		flags = "(?i)"
	}
	if a.Multiline {
		flags += "(?ms)"
	}
	re, err := regexp.Compile(flags + a.Pattern)
	if err != nil {
		return nil, invalid("invalid regular expression %q: %v", a.Pattern, err)
	}
	limit := maxGrepLines
	if a.HeadLimit > 0 {
		limit = min(limit, a.HeadLimit)
	}
	s := &searcher{
		re:        re,
		mode:      mode,
		glob:      a.Glob,
		headLimit: a.HeadLimit,
		numbers:   a.Numbers == nil || *a.Numbers,
		before:    before,
		after:     after,
		multiline: a.Multiline,
		out:       collector{maxLines: limit, maxBytes: maxGrepBytes},
	}
	if !a.Multiline {
		s.pre = fileFilter(flags + a.Pattern)
	}
	return s, nil
}

// contextLines validates the context option named name; nil means def.
func contextLines(name string, v *int, def int) (int, error) {
	switch {
	case v == nil:
		return def, nil
	case *v < 0:
		return 0, invalid("%s must be 0 or more, got %d", name, *v)
	case *v > maxContextLines:
		return 0, invalid("%s must be at most %d, got %d", name, maxContextLines, *v)
	}
	return *v, nil
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

// search matches data, the content of the file shown as rel.
func (s *searcher) search(rel string, data []byte) {
	if s.pre != nil && !s.pre.Match(data) {
		return
	}
	switch {
	case s.multiline:
		s.searchWhole(rel, data)
	case s.mode == modeContent:
		lines := splitLines(data)
		var matched []int
		for i, line := range lines {
			if s.re.Match(line) {
				matched = append(matched, i)
			}
		}
		s.emit(rel, lines, matched)
	default:
		s.countLines(rel, data)
	}
}

// countLines lists or counts the matching lines of data for the files and
// count modes.
func (s *searcher) countLines(rel string, data []byte) {
	count := 0
	for rest := data; len(rest) > 0; {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if !s.re.Match(line) {
			continue
		}
		if s.mode == modeFiles {
			s.out.add(rel)
			return
		}
		count++
	}
	if count > 0 {
		s.out.add(fmt.Sprintf("%s:%d", rel, count))
	}
}

// searchWhole matches the whole of data in multiline mode: a match may
// span lines, and in content mode every line it touches is shown.
func (s *searcher) searchWhole(rel string, data []byte) {
	locs := s.re.FindAllIndex(data, -1)
	if len(locs) == 0 {
		return
	}
	switch s.mode {
	case modeFiles:
		s.out.add(rel)
		return
	case modeCount:
		s.out.add(fmt.Sprintf("%s:%d", rel, len(locs)))
		return
	}
	lines := splitLines(data)
	if len(lines) == 0 {
		return
	}
	starts := make([]int, len(lines))
	for i, off := 1, 0; i < len(lines); i++ {
		off += len(lines[i-1]) + 1
		starts[i] = off
	}
	lineAt := func(off int) int { return max(0, sort.SearchInts(starts, off+1)-1) }
	var matched []int
	done := -1 // last line added
	for _, loc := range locs {
		first, last := lineAt(loc[0]), lineAt(max(loc[0], loc[1]-1))
		for i := max(first, done+1); i <= last; i++ {
			matched = append(matched, i)
		}
		done = max(done, last)
	}
	s.emit(rel, lines, matched)
}

// splitLines splits data into lines without their "\n"; a last line
// without one counts.
func splitLines(data []byte) [][]byte {
	lines := bytes.Split(data, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// emit adds the matched lines of a file (0-based, ascending) to the
// output with their context lines: "path:N:line" for a match and
// "path-N-line" for context, without N when line numbers are off, and "--"
// between groups that are not adjacent.
func (s *searcher) emit(rel string, lines [][]byte, matched []int) {
	if len(matched) == 0 {
		return
	}
	const (
		none = iota
		context
		match
	)
	kind := make([]uint8, len(lines))
	for _, m := range matched {
		for i := max(0, m-s.before); i <= min(len(lines)-1, m+s.after); i++ {
			kind[i] = max(kind[i], context)
		}
		kind[m] = match
	}
	withContext := s.before > 0 || s.after > 0
	for i, k := range kind {
		if k == none {
			continue
		}
		if withContext && s.grouped && (i == 0 || kind[i-1] == none) {
			s.out.add("--")
		}
		sep := byte('-')
		if k == match {
			sep = ':'
		}
		line := bytes.TrimSuffix(lines[i], []byte("\r"))
		text := displayLine(line, len(line))
		if s.numbers {
			s.out.add(fmt.Sprintf("%s%c%d%c%s", rel, sep, i+1, sep, text))
		} else {
			s.out.add(fmt.Sprintf("%s%c%s", rel, sep, text))
		}
		s.grouped = true
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
