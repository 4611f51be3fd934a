package fs

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// An edit's old_string is looked for by a chain of matchers, strictest
// first (see matchPasses). The first pass that finds old_string at all
// decides: one place is replaced; several places are an error unless
// replace_all is set, and no looser pass is tried, so a loose pass never
// picks one of several candidates a stricter pass saw.

// editSpec is one edit: replace old with new.
type editSpec struct {
	old, new   string
	replaceAll bool
}

// editOutcome is the content after an edit and what the matcher did.
type editOutcome struct {
	content    string
	count      int    // places replaced
	firstLine  int    // 1-based line of the first
	pass       string // name of the pass that matched
	note       string // how it matched when not exactly; "" for exact
	reindented bool   // new_string was shifted to the file's indentation
}

// describe says what the edit did, e.g. "replaced 1 occurrence at line 7
// (matched ignoring ...)".
func (o editOutcome) describe() string {
	var b strings.Builder
	if o.count == 1 {
		fmt.Fprintf(&b, "replaced 1 occurrence at line %d", o.firstLine)
	} else {
		fmt.Fprintf(&b, "replaced %d occurrences, the first at line %d", o.count, o.firstLine)
	}
	if o.note != "" {
		b.WriteString(" (old_string matched " + o.note)
		if o.reindented {
			b.WriteString("; new_string was re-indented to match the file")
		}
		b.WriteString(")")
	}
	return b.String()
}

// span is a byte range [start, end) of the normalized content.
type span struct{ start, end int }

// query is an old_string prepared for matching.
type query struct {
	old        string   // line endings normalized
	lines      []string // old without one trailing "\n", split into lines
	trimmed    []string // lines with surrounding whitespace removed
	endsNL     bool     // old ends with a line break
	replaceAll bool
}

func newQuery(old string, replaceAll bool) *query {
	q := &query{old: old, replaceAll: replaceAll, endsNL: strings.HasSuffix(old, "\n")}
	q.lines = strings.Split(strings.TrimSuffix(old, "\n"), "\n")
	q.trimmed = make([]string, len(q.lines))
	for i, l := range q.lines {
		q.trimmed[i] = strings.TrimSpace(l)
	}
	return q
}

// blank reports whether old is nothing but whitespace; only the exact pass
// may match such a string.
func (q *query) blank() bool { return strings.TrimSpace(q.old) == "" }

// coreLines returns old's lines without the blank lines before the first
// and after the last non-blank line, and whether any were dropped.
func (q *query) coreLines() (lines, trimmed []string, dropped bool) {
	lo, hi := 0, len(q.lines)
	for lo < hi && q.trimmed[lo] == "" {
		lo++
	}
	for hi > lo && q.trimmed[hi-1] == "" {
		hi--
	}
	return q.lines[lo:hi], q.trimmed[lo:hi], lo > 0 || hi < len(q.lines)
}

// lineIndex is the normalized content split into lines, with what the
// passes share. Only the exact pass works without the lines; build splits
// the content, once, for the others.
type lineIndex struct {
	s        string
	built    bool
	starts   []int    // byte offset of each line
	lines    []string // without "\n"; a final empty line after the last "\n" is not one
	trimmed  []string
	nonBlank []int   // indexes of the lines that are not blank; built on demand
	folded   *string // the content as findCollapsed compares it
}

func newLineIndex(s string) *lineIndex { return &lineIndex{s: s} }

// build splits the content into lines unless it has been.
func (x *lineIndex) build() {
	if x.built {
		return
	}
	x.built = true
	n := strings.Count(x.s, "\n") + 1
	x.starts, x.lines, x.trimmed = make([]int, 0, n), make([]string, 0, n), make([]string, 0, n)
	for off := 0; off < len(x.s); {
		end := strings.IndexByte(x.s[off:], '\n')
		if end < 0 {
			end = len(x.s) - off
		}
		line := x.s[off : off+end]
		x.starts = append(x.starts, off)
		x.lines = append(x.lines, line)
		x.trimmed = append(x.trimmed, strings.TrimSpace(line))
		off += end + 1
	}
}

// lineEnd returns the offset just past line i, before its "\n".
func (x *lineIndex) lineEnd(i int) int { return x.starts[i] + len(x.lines[i]) }

// lineAt returns the index of the line holding offset off.
func (x *lineIndex) lineAt(off int) int {
	x.build()
	return max(0, sort.SearchInts(x.starts, off+1)-1)
}

// window returns the span of lines [i, j); with withNL the line break after
// line j-1 is included when there is one.
func (x *lineIndex) window(i, j int, withNL bool) span {
	end := x.lineEnd(j - 1)
	if withNL && end < len(x.s) {
		end++
	}
	return span{x.starts[i], end}
}

// nonBlankLines returns the indexes of the lines that are not blank.
func (x *lineIndex) nonBlankLines() []int {
	if x.nonBlank == nil {
		x.nonBlank = make([]int, 0, len(x.lines))
		for i, t := range x.trimmed {
			if t != "" {
				x.nonBlank = append(x.nonBlank, i)
			}
		}
	}
	return x.nonBlank
}

// matchResult is what a pass found.
type matchResult struct {
	ran   bool // the pass applies to this old_string
	spans []span
	// adjust transforms new_string the way the pass transformed old_string
	// (unescaping, trimming); nil leaves it alone.
	adjust   func(string) string
	adjusted string // says what adjust did, when it changed new_string
	// indentRef is the old_string lines whose indentation new_string is
	// assumed to share; new_string is shifted by the difference between
	// them and the matched lines. Nil for passes that match exactly.
	indentRef []string
	detail    string // e.g. "the lines between them are 92% alike"
}

// applyEdit applies e to content, the text of the file shown to the model
// as shown.
func applyEdit(ctx context.Context, content string, e editSpec, shown string) (editOutcome, error) {
	t := newEOLText(content)
	q := newQuery(normalizeEOL(e.old), e.replaceAll)
	x := newLineIndex(t.norm)
	p, r, tried, err := locate(ctx, x, q)
	switch {
	case err != nil:
		return editOutcome{}, err
	case len(r.spans) == 0:
		return editOutcome{}, notFound(x, q, tried, shown)
	case len(r.spans) > 1 && !q.replaceAll:
		return editOutcome{}, ambiguous(x, p, r, shown)
	}
	return replaceSpans(t, x, p, r, normalizeEOL(e.new)), nil
}

// locate runs the passes until one finds old_string and returns that pass
// and what it found, with the names of the passes that ran; no spans when
// none found it. The error is ctx's.
func locate(ctx context.Context, x *lineIndex, q *query) (matchPass, matchResult, []string, error) {
	var tried []string
	for _, p := range matchPasses() {
		if err := ctx.Err(); err != nil {
			return matchPass{}, matchResult{}, nil, err
		}
		if p.name != "exact" {
			x.build()
		}
		r := p.find(x, q)
		if !r.ran {
			continue
		}
		tried = append(tried, p.name)
		if len(r.spans) > 0 {
			return p, r, tried, nil
		}
	}
	return matchPass{}, matchResult{}, tried, nil
}

// replaceSpans replaces the spans r found with new, adjusted and
// re-indented as the pass says, in the original content.
func replaceSpans(t eolText, x *lineIndex, p matchPass, r matchResult, new string) editOutcome {
	out := editOutcome{count: len(r.spans), firstLine: lineOf(x.s, r.spans[0].start), pass: p.name}
	if p.note != "" {
		out.note = p.note
		if r.detail != "" {
			out.note += "; " + r.detail
		}
	}
	if r.adjust != nil {
		if adjusted := r.adjust(new); adjusted != new {
			new = adjusted
			out.note += "; " + r.adjusted
		}
	}
	var b strings.Builder
	b.Grow(len(t.orig) + len(r.spans)*len(new))
	prev := 0
	for _, sp := range r.spans {
		repl := new
		if r.indentRef != nil {
			var changed bool
			repl, changed = reindent(x, sp, r.indentRef, new)
			out.reindented = out.reindented || changed
		}
		start, end := t.origOffset(sp.start), t.origOffset(sp.end)
		b.WriteString(t.orig[prev:start])
		b.WriteString(t.withEOL(repl))
		prev = end
	}
	b.WriteString(t.orig[prev:])
	out.content = b.String()
	return out
}
