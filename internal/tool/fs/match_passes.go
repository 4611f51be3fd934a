package fs

import (
	"fmt"
	"sort"
	"strings"
)

const (
	// blockAnchorThreshold is the least similarity of the lines between
	// the anchors for the block-anchor pass.
	blockAnchorThreshold = 0.75
	// blockAnchorMargin is how much more alike the best block-anchor
	// candidate must be than the next for the pass to pick it; closer
	// candidates make the match ambiguous.
	blockAnchorMargin = 0.1
)

// matchPass is one matcher of the chain.
type matchPass struct {
	name string // listed when nothing matched
	note string // how old_string matched, for the result; "" for exact
	find func(x *lineIndex, q *query) matchResult
}

// matchPasses returns the matchers, strictest first.
func matchPasses() []matchPass {
	return []matchPass{
		{"exact", "", findExact},
		{"trimmed-lines", "ignoring whitespace at the start and end of each line", findTrimmedLines},
		{"unicode-punctuation", "reading Unicode dashes, quotes and non-breaking spaces as ASCII", findPunctuation},
		{"block-anchor", "by its first and last lines", findBlockAnchor},
		{"collapsed-whitespace", "treating each run of whitespace as one space", findCollapsed},
		{"indentation-insensitive", "ignoring indentation and blank lines", findIndentFree},
		{"unescaped", `after unescaping \n, \t, quotes and backslashes`, findUnescaped},
		{"trimmed-boundaries", "after trimming whitespace and blank lines around it", findTrimmedBoundaries},
		{"context-anchors", "by its first and last lines and most lines between them", findContextAnchors},
		{"trimmed-window", "after dropping blank lines around it and ignoring whitespace at the start and end of each line", findTrimmedWindow},
	}
}

// findExact finds old_string as it is.
func findExact(x *lineIndex, q *query) matchResult {
	if q.old == "" {
		return matchResult{}
	}
	return matchResult{ran: true, spans: spansOf(x.s, q.old)}
}

// spansOf returns the non-overlapping occurrences of sub in s.
func spansOf(s, sub string) []span {
	var out []span
	for _, off := range matchOffsets(s, sub) {
		out = append(out, span{off, off + len(sub)})
	}
	return out
}

// findTrimmedLines compares line by line with the whitespace around each
// line removed.
func findTrimmedLines(x *lineIndex, q *query) matchResult {
	if q.blank() {
		return matchResult{}
	}
	return matchResult{ran: true, spans: lineWindows(x, q.trimmed, q.endsNL), indentRef: q.lines}
}

// lineWindows returns the non-overlapping windows of len(want) lines whose
// trimmed lines equal want.
func lineWindows(x *lineIndex, want []string, withNL bool) []span {
	n := len(want)
	var out []span
	for i := 0; i+n <= len(x.lines); i++ {
		if equalLines(x.trimmed[i:i+n], want) {
			out = append(out, x.window(i, i+n, withNL))
			i += n - 1
		}
	}
	return out
}

func equalLines(a, b []string) bool {
	for k := range b {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// findBlockAnchor takes old_string's first and last lines (blank lines
// around it aside) as anchors and scores the lines between them by
// similarity. It needs three lines or more; the block may be up to twice
// as long as old_string.
func findBlockAnchor(x *lineIndex, q *query) matchResult {
	lines, trimmed, dropped := q.coreLines()
	n := len(lines)
	if n < 3 {
		return matchResult{}
	}
	first, last := trimmed[0], trimmed[n-1]
	oldMid := trimmed[1 : n-1]
	withNL := q.endsNL && !dropped
	type candidate struct {
		sp    span
		score float64
	}
	var cands []candidate
	for i := range x.lines {
		if x.trimmed[i] != first {
			continue
		}
		best := candidate{score: -1}
		for j := i + 2; j < len(x.lines) && j-i < 2*n; j++ {
			if x.trimmed[j] != last {
				continue
			}
			s, ok := middleSimilarity(x.trimmed[i+1:j], oldMid)
			if ok && s > best.score {
				best = candidate{x.window(i, j+1, withNL), s}
			}
		}
		if best.score >= 0 {
			cands = append(cands, best)
		}
	}
	r := anchoredResult(lines, dropped)
	if len(cands) == 0 {
		return r
	}
	sort.SliceStable(cands, func(a, b int) bool { return cands[a].score > cands[b].score })
	var kept []candidate
	for _, c := range cands {
		if !q.replaceAll && c.score < cands[0].score-blockAnchorMargin {
			break
		}
		if !overlapsAny(c.sp, kept, func(k candidate) span { return k.sp }) {
			kept = append(kept, c)
		}
	}
	sort.Slice(kept, func(a, b int) bool { return kept[a].sp.start < kept[b].sp.start })
	for _, c := range kept {
		r.spans = append(r.spans, c.sp)
	}
	if len(kept) == 1 {
		r.detail = fmt.Sprintf("the lines between them are %d%% alike", int(kept[0].score*100))
	}
	return r
}

// maxCharCompared is the size of the lines between the anchors above which
// the block-anchor pass compares them line by line instead of byte by
// byte, to bound its cost.
const maxCharCompared = 4 << 10

// middleSimilarity returns the similarity of the lines between a
// candidate's anchors and old_string's, and whether it reaches the
// threshold: by byte of the joined lines, or for long blocks by line.
func middleSimilarity(cand, old []string) (float64, bool) {
	size := 0
	for _, l := range old {
		size += len(l) + 1
	}
	if size <= maxCharCompared {
		return similarityAtLeast(strings.Join(cand, "\n"), strings.Join(old, "\n"), blockAnchorThreshold)
	}
	return ratioAtLeast(cand, old, blockAnchorThreshold)
}

func overlapsAny[T any](sp span, kept []T, spanOf func(T) span) bool {
	for _, k := range kept {
		if o := spanOf(k); sp.start < o.end && o.start < sp.end {
			return true
		}
	}
	return false
}

// findCollapsed compares with every run of spaces and tabs in a line taken
// as one space and the whitespace around each line dropped. Line breaks
// still count, and old_string may start or end inside a line.
func findCollapsed(x *lineIndex, q *query) matchResult {
	if q.blank() {
		return matchResult{}
	}
	want, _ := collapseWS(q.old, nil)
	if x.folded == nil {
		f, _ := collapseWS(x.s, nil)
		x.folded = &f
	}
	offs := matchOffsets(*x.folded, want)
	if len(offs) == 0 {
		return matchResult{ran: true}
	}
	// Map the first and last byte of each match back to the content.
	ends := make([]int, 0, 2*len(offs))
	for _, off := range offs {
		ends = append(ends, off, off+len(want)-1)
	}
	_, at := collapseWS(x.s, ends)
	r := matchResult{ran: true, indentRef: q.lines}
	for k := range offs {
		start, end := at[2*k], at[2*k+1]+1
		// Leading whitespace was dropped from the comparison; take the
		// line's indentation into the match when nothing else precedes it.
		if x.s[start] != '\n' {
			if ls := x.starts[x.lineAt(start)]; strings.TrimSpace(x.s[ls:start]) == "" {
				start = ls
			}
		}
		r.spans = append(r.spans, span{start, end})
	}
	return r
}

func isBlankByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// collapseWS returns s with the whitespace around each line dropped and
// each inner run of spaces and tabs made one space, and the offsets in s
// of the bytes at the offsets want (ascending) of the result.
func collapseWS(s string, want []int) (string, []int) {
	b := make([]byte, 0, len(s))
	var at []int
	if len(want) > 0 {
		at = make([]int, 0, len(want))
	}
	note := func(i int) { // the byte about to be appended comes from s[i]
		for len(at) < len(want) && want[len(at)] == len(b) {
			at = append(at, i)
		}
	}
	lineStart, space := true, -1 // space: offset of a pending run of whitespace
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\n':
			note(i)
			b = append(b, '\n')
			lineStart, space = true, -1
		case isBlankByte(c):
			if !lineStart && space < 0 {
				space = i
			}
		default:
			if space >= 0 {
				note(space)
				b = append(b, ' ')
				space = -1
			}
			note(i)
			b = append(b, c)
			lineStart = false
		}
	}
	return string(b), at
}

// findIndentFree compares the non-blank lines in order, each with the
// indentation common to all of them removed from both sides; blank lines
// are skipped on both sides. Relative indentation must agree.
func findIndentFree(x *lineIndex, q *query) matchResult {
	if q.blank() {
		return matchResult{}
	}
	var want, indents []string
	for k, l := range q.lines {
		if q.trimmed[k] != "" {
			want = append(want, q.trimmed[k])
			indents = append(indents, leadingWS(l))
		}
	}
	common := len(commonPrefix(indents))
	nb := x.nonBlankLines()
	m := len(want)
	r := matchResult{ran: true, indentRef: q.lines}
	window := make([]string, m)
	for p := 0; p+m <= len(nb); p++ {
		if !sameTrimmedAt(x, nb[p:p+m], want) {
			continue
		}
		for k, li := range nb[p : p+m] {
			window[k] = leadingWS(x.lines[li])
		}
		wc := len(commonPrefix(window))
		ok := true
		for k := range window {
			if window[k][wc:] != indents[k][common:] {
				ok = false
				break
			}
		}
		if ok {
			r.spans = append(r.spans, x.window(nb[p], nb[p+m-1]+1, q.endsNL))
			p += m - 1
		}
	}
	return r
}

func sameTrimmedAt(x *lineIndex, idx []int, want []string) bool {
	for k, li := range idx {
		if x.trimmed[li] != want[k] {
			return false
		}
	}
	return true
}

// findUnescaped undoes a second level of escaping: \n, \t, \", \' and \\
// written as two characters where the file has one.
func findUnescaped(x *lineIndex, q *query) matchResult {
	if !strings.Contains(q.old, `\`) {
		return matchResult{}
	}
	u := unescape(q.old)
	if u == q.old || strings.TrimSpace(u) == "" {
		return matchResult{}
	}
	return matchResult{ran: true, spans: spansOf(x.s, u), adjusted: "new_string was unescaped the same way",
		adjust: func(s string) string {
			if strings.Contains(s, "\n") {
				return s // has real line breaks, so it was not escaped twice
			}
			return unescape(s)
		}}
}

func unescape(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			if r, ok := unescaped(s[i+1]); ok {
				b.WriteByte(r)
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// unescaped returns the character the escape \c stands for.
func unescaped(c byte) (byte, bool) {
	switch c {
	case 'n':
		return '\n', true
	case 't':
		return '\t', true
	case '"', '\'', '\\':
		return c, true
	}
	return 0, false
}

// findTrimmedBoundaries drops whitespace and blank lines around old_string
// and looks for the rest exactly. What was dropped is dropped from
// new_string too, as far as it has it.
func findTrimmedBoundaries(x *lineIndex, q *query) matchResult {
	core := strings.TrimSpace(q.old)
	if core == "" || core == q.old {
		return matchResult{}
	}
	at := strings.Index(q.old, core)
	prefix, suffix := q.old[:at], q.old[at+len(core):]
	return matchResult{ran: true, spans: spansOf(x.s, core), adjusted: "new_string was trimmed the same way",
		adjust: func(s string) string {
			s = s[len(commonPrefix([]string{prefix, s})):]
			return s[:len(s)-commonSuffixLen(suffix, s)]
		}}
}

// findContextAnchors takes old_string's first and last lines (blank lines
// around it aside) as anchors, found within the file's lines, and wants at
// least half of the non-blank lines between them equal (whitespace around
// lines ignored), in a block of the same length.
func findContextAnchors(x *lineIndex, q *query) matchResult {
	lines, trimmed, dropped := q.coreLines()
	n := len(lines)
	if n < 3 {
		return matchResult{}
	}
	considered := 0
	for _, t := range trimmed[1 : n-1] {
		if t != "" {
			considered++
		}
	}
	if considered == 0 {
		return matchResult{}
	}
	r := anchoredResult(lines, dropped)
	lastSame := 0
	for i := 0; i+n <= len(x.lines); i++ {
		if !strings.Contains(x.trimmed[i], trimmed[0]) || !strings.Contains(x.trimmed[i+n-1], trimmed[n-1]) {
			continue
		}
		same := 0
		for k := 1; k < n-1; k++ {
			if trimmed[k] != "" && x.trimmed[i+k] == trimmed[k] {
				same++
			}
		}
		if 2*same >= considered {
			r.spans = append(r.spans, x.window(i, i+n, q.endsNL && !dropped))
			lastSame = same
			i += n - 1
		}
	}
	if len(r.spans) == 1 {
		r.detail = fmt.Sprintf("%d of the %d lines between them are equal", lastSame, considered)
	}
	return r
}

// anchoredResult starts the result of an anchor pass on old_string's
// lines without the blank lines around them; when there were some, they
// are dropped from new_string too.
func anchoredResult(lines []string, dropped bool) matchResult {
	r := matchResult{ran: true, indentRef: lines}
	if dropped {
		r.adjust, r.adjusted = trimBlankLines, "blank lines around new_string were dropped"
	}
	return r
}

// findTrimmedWindow drops the blank lines around old_string and slides a
// window of as many lines over the file, comparing lines trimmed. Blank
// lines around new_string are dropped too.
func findTrimmedWindow(x *lineIndex, q *query) matchResult {
	lines, trimmed, dropped := q.coreLines()
	if !dropped || len(lines) == 0 {
		return matchResult{}
	}
	return matchResult{ran: true, spans: lineWindows(x, trimmed, false), indentRef: lines,
		adjust: trimBlankLines, adjusted: "blank lines around new_string were dropped"}
}

// trimBlankLines drops the blank lines at the start and end of s, and the
// line break that ended the last line kept.
func trimBlankLines(s string) string {
	lines := strings.Split(s, "\n")
	lo, hi := 0, len(lines)
	for lo < hi && strings.TrimSpace(lines[lo]) == "" {
		lo++
	}
	for hi > lo && strings.TrimSpace(lines[hi-1]) == "" {
		hi--
	}
	return strings.Join(lines[lo:hi], "\n")
}
