package fs

import (
	"fmt"
	"sort"
	"strings"
)

const (
	// maxShownLines bounds the lines of the closest region a failed edit
	// shows, and maxShownWidth the bytes of each.
	maxShownLines = 15
	maxShownWidth = 200
	// maxSampledLines is how many lines of old_string rank the regions of
	// the file when looking for the closest one.
	maxSampledLines = 32
	// closestFinalists is how many of the best-ranked regions are measured
	// exactly.
	closestFinalists = 3
	// maxComparedWidth bounds the bytes of a line compared exactly.
	maxComparedWidth = 400
	// minShownSimilarity is how similar the closest region must be to be
	// shown at all.
	minShownSimilarity = 0.25
)

// ambiguous is the error for old_string matching more than one place.
func ambiguous(x *lineIndex, p matchPass, r matchResult, shown string) error {
	offsets := make([]int, len(r.spans))
	for i, sp := range r.spans {
		offsets[i] = sp.start
	}
	if p.note == "" {
		return invalid("old_string matches %d times in %s (%s); include more surrounding lines to make it unique, "+
			"or set replace_all to true to replace every occurrence", len(r.spans), shown, lineList(x.s, offsets))
	}
	return invalid("old_string does not occur exactly in %s; matched %s, it matches %d places (%s); "+
		"include more surrounding lines to make it unique, or set replace_all to true to replace every one",
		shown, p.note, len(r.spans), lineList(x.s, offsets))
}

// notFound is the error for old_string matching nowhere: it names the
// passes tried and shows the most similar region of the file.
func notFound(x *lineIndex, q *query, tried []string, shown string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "old_string was not found in %s, neither exactly nor in any looser way (tried: %s).",
		shown, strings.Join(tried, ", "))
	first, last, sim, ok := closestRegion(x, q)
	switch {
	case ok && sim >= minShownSimilarity:
		if first == last {
			fmt.Fprintf(&b, "\nThe most similar text is line %d (%d%% similar):\n", first+1, int(sim*100))
		} else {
			fmt.Fprintf(&b, "\nThe most similar text is at lines %d-%d (%d%% similar):\n", first+1, last+1, int(sim*100))
		}
		shownLast := min(last, first+maxShownLines-1)
		for i := first; i <= shownLast; i++ {
			fmt.Fprintf(&b, "%6d\t%s\n", i+1, clip(x.lines[i], maxShownWidth))
		}
		if shownLast < last {
			fmt.Fprintf(&b, "       ... %s\n", plural(last-shownLast, "more line"))
		}
	default:
		b.WriteString("\nNothing in the file is much like it.\n")
	}
	b.WriteString("Read the file again and copy old_string from it exactly, including whitespace and indentation, without the line-number prefix.")
	return invalid("%s", b.String())
}

// closestRegion returns the 0-based first and last line of the window of
// the file most similar to old_string (without blank lines around it), and
// its similarity. Windows are ranked cheaply by byte-pair signatures of a
// sample of lines, and the best few are measured line by line.
func closestRegion(x *lineIndex, q *query) (first, last int, sim float64, ok bool) {
	x.build()
	_, ref, _ := q.coreLines()
	if len(ref) == 0 || len(x.lines) == 0 {
		return 0, 0, 0, false
	}
	n := min(len(ref), len(x.lines))
	ref = ref[:n]
	sample := sampleLines(ref)
	refSig := make([]uint64, len(ref))
	for _, k := range sample {
		refSig[k] = signature(ref[k])
	}
	sigs := make([]uint64, len(x.lines))
	for i, t := range x.trimmed {
		sigs[i] = signature(t)
	}
	type ranked struct {
		start int
		score float64
	}
	best := make([]ranked, 0, closestFinalists+1)
	for i := 0; i+n <= len(x.lines); i++ {
		score := 0.0
		for _, k := range sample {
			score += signatureLikeness(sigs[i+k], refSig[k])
		}
		if len(best) == closestFinalists && score <= best[len(best)-1].score {
			continue
		}
		best = append(best, ranked{i, score})
		sort.SliceStable(best, func(a, b int) bool { return best[a].score > best[b].score })
		best = best[:min(len(best), closestFinalists)]
	}
	sim = -1
	for _, c := range best {
		s := linesSimilarity(x.trimmed[c.start:c.start+n], ref, sample)
		if s > sim {
			first, sim = c.start, s
		}
	}
	return first, first + n - 1, sim, true
}

// sampleLines returns up to maxSampledLines indexes of the non-blank lines,
// evenly spread, or of all lines when every one is blank.
func sampleLines(lines []string) []int {
	var idx []int
	for k, l := range lines {
		if l != "" {
			idx = append(idx, k)
		}
	}
	if len(idx) == 0 {
		for k := range lines {
			idx = append(idx, k)
		}
	}
	if len(idx) <= maxSampledLines {
		return idx
	}
	out := make([]int, maxSampledLines)
	for i := range out {
		out[i] = idx[i*len(idx)/maxSampledLines]
	}
	return out
}

// linesSimilarity is the mean similarity of the sampled lines of a and b,
// compared pairwise.
func linesSimilarity(a, b []string, sample []int) float64 {
	total := 0.0
	for _, k := range sample {
		total += similarity(a[k][:min(len(a[k]), maxComparedWidth)], b[k][:min(len(b[k]), maxComparedWidth)])
	}
	return total / float64(len(sample))
}

// clip returns s cut to at most n runes, marked with "…" when cut.
func clip(s string, n int) string {
	i := 0
	for k := range s {
		if i == n {
			return s[:k] + "…"
		}
		i++
	}
	return s
}
