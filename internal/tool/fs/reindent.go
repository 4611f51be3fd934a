package fs

import "strings"

// reindent moves new from the indentation of ref, the old_string lines a
// pass matched, to the indentation of the file's lines that sp covers (see
// indentMap). When sp starts inside a line, that first line is left out on
// every side. It reports whether anything changed.
func reindent(x *lineIndex, sp span, ref []string, new string) (string, bool) {
	first, last := x.lineAt(sp.start), x.lineAt(max(sp.start, sp.end-1))
	region := x.lines[first : last+1]
	skipFirst := sp.start != x.starts[first]
	if skipFirst {
		region = region[1:]
		if len(ref) > 0 {
			ref = ref[1:]
		}
	}
	m := newIndentMap(ref, region)
	lines := strings.Split(new, "\n")
	body := lines
	if skipFirst && len(body) > 0 {
		body = body[1:]
	}
	if m.from != m.to && commonIndent(body) == m.to && len(nonBlank(body)) > 0 {
		// new_string is already at the file's indentation although
		// old_string was not: shifting it again would double it.
		return new, false
	}
	if m.mixed && len(ref) == len(region) {
		// one old_string indentation stands for several in the file
		if out, ok := reindentLines(ref, region, lines, skipFirst); ok {
			s := strings.Join(out, "\n")
			return s, s != new
		}
	}
	changed := false
	for i, l := range lines {
		if (i == 0 && skipFirst) || strings.TrimSpace(l) == "" {
			continue
		}
		if s := m.apply(l); s != l {
			lines[i], changed = s, true
		}
	}
	return strings.Join(lines, "\n"), changed
}

// indentMap translates the indentation of old_string's lines into the
// file's. Aligned pairs of old_string and file lines give an exact table
// (old indentation → file indentation; a pair that contradicts another is
// dropped). A line of new_string whose indentation is not in the table is
// shifted: with the same conversion between spaces and tabs when every
// pair shows one (four spaces for a tab, say), else from the indentation
// common to old_string's lines to the one common to the file's.
type indentMap struct {
	exact  map[string]string
	from   string
	to     string
	spaces int  // spaces per tab when converting; 0 for a plain shift
	toTabs bool // spaces to tabs, else tabs to spaces
	mixed  bool // an old_string indentation maps to several in the file
}

func newIndentMap(ref, region []string) indentMap {
	m := indentMap{exact: map[string]string{}, from: commonIndent(ref), to: commonIndent(region)}
	pairs := alignIndents(ref, region)
	bad := map[string]bool{}
	for _, p := range pairs {
		if f, ok := m.exact[p[0]]; ok && f != p[1] {
			bad[p[0]] = true
		}
		m.exact[p[0]] = p[1]
	}
	for o := range bad {
		delete(m.exact, o)
	}
	m.mixed = len(bad) > 0
	m.spaces, m.toTabs = conversion(pairs)
	return m
}

// alignIndents pairs the indentation of ref's lines with that of the
// region's: line by line when both have as many lines, or as many
// non-blank lines; else only the first and the last non-blank lines.
func alignIndents(ref, region []string) [][2]string {
	a, b := nonBlank(ref), nonBlank(region)
	switch {
	case len(ref) == len(region):
		var out [][2]string
		for k := range ref {
			if strings.TrimSpace(ref[k]) != "" && strings.TrimSpace(region[k]) != "" {
				out = append(out, [2]string{leadingWS(ref[k]), leadingWS(region[k])})
			}
		}
		return out
	case len(a) == len(b):
	case len(a) == 0 || len(b) == 0:
		return nil
	default:
		a = []string{a[0], a[len(a)-1]}
		b = []string{b[0], b[len(b)-1]}
	}
	out := make([][2]string, len(a))
	for k := range a {
		out[k] = [2]string{leadingWS(a[k]), leadingWS(b[k])}
	}
	return out
}

func nonBlank(lines []string) []string {
	var out []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// conversion returns the spaces per tab and the direction when every pair
// with indentation on both sides converts spaces to tabs, or tabs to
// spaces, at one ratio; 0 otherwise.
func conversion(pairs [][2]string) (spaces int, toTabs bool) {
	for _, p := range pairs {
		o, f := p[0], p[1]
		if o == "" && f == "" {
			continue
		}
		var n int
		var tabs bool
		switch {
		case o == "" || f == "":
			return 0, false
		case only(o, ' ') && only(f, '\t') && len(o)%len(f) == 0:
			n, tabs = len(o)/len(f), true
		case only(o, '\t') && only(f, ' ') && len(f)%len(o) == 0:
			n = len(f) / len(o)
		default:
			return 0, false
		}
		if spaces != 0 && (n != spaces || tabs != toTabs) {
			return 0, false
		}
		spaces, toTabs = n, tabs
	}
	return spaces, toTabs
}

// apply returns l with its indentation translated.
func (m indentMap) apply(l string) string {
	ind := leadingWS(l)
	if f, ok := m.exact[ind]; ok {
		return f + l[len(ind):]
	}
	switch {
	case m.spaces > 0 && m.toTabs && only(ind, ' '):
		return strings.Repeat("\t", len(ind)/m.spaces) + strings.Repeat(" ", len(ind)%m.spaces) + l[len(ind):]
	case m.spaces > 0 && !m.toTabs && only(ind, '\t'):
		return strings.Repeat(" ", len(ind)*m.spaces) + l[len(ind):]
	case m.from != m.to && strings.HasPrefix(l, m.from):
		return m.to + l[len(m.from):]
	}
	return l
}

// only reports whether s consists of c alone.
func only(s string, c byte) bool {
	return strings.Trim(s, string(c)) == ""
}

// commonIndent returns the leading whitespace all non-blank lines share.
func commonIndent(lines []string) string {
	var indents []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			indents = append(indents, leadingWS(l))
		}
	}
	return commonPrefix(indents)
}

// leadingWS returns the spaces and tabs that start l.
func leadingWS(l string) string {
	return l[:len(l)-len(strings.TrimLeft(l, " \t"))]
}

// commonPrefix returns the longest prefix all of ss share, "" for none.
func commonPrefix(ss []string) string {
	if len(ss) == 0 {
		return ""
	}
	p := ss[0]
	for _, s := range ss[1:] {
		n := 0
		for n < len(p) && n < len(s) && p[n] == s[n] {
			n++
		}
		p = p[:n]
	}
	return p
}

// commonSuffixLen returns the length of the longest common suffix of a and
// b.
func commonSuffixLen(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}
