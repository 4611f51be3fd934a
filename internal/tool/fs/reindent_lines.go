package fs

import "strings"

// reindentLines re-indents new line by line relative to the matched file
// lines, for when one indentation of old_string stands for several in the
// file (old_string flush left, the file's lines at 4 and 3 spaces): each
// new line keeps its offset from the old_string line it corresponds to,
// applied to that line's indentation in the file. Lines of new_string
// that old_string does not have take the line above them (the one below
// for leading lines). ref and region have as many lines. ok is false when
// a line cannot be placed so (it is dedented past its reference).
func reindentLines(ref, region, lines []string, skipFirst bool) (out []string, ok bool) {
	from := make([]int, len(lines)) // index into ref, -1 unknown
	body := lines
	offset := 0
	if skipFirst && len(body) > 0 {
		body, offset = body[1:], 1
	}
	pairs := alignLines(ref, body)
	for i := range from {
		from[i] = -1
	}
	for _, p := range pairs {
		from[p[1]+offset] = p[0]
	}
	last := -1
	for i := offset; i < len(lines); i++ { // inserted lines take the one above
		if from[i] >= 0 {
			last = from[i]
		} else {
			from[i] = last
		}
	}
	next := -1
	for i := len(lines) - 1; i >= offset; i-- { // or below, before the first
		if from[i] >= 0 {
			next = from[i]
		} else {
			from[i] = next
		}
	}
	out = make([]string, len(lines))
	copy(out, lines)
	for i := offset; i < len(lines); i++ {
		l := lines[i]
		if strings.TrimSpace(l) == "" || from[i] < 0 {
			continue
		}
		ind, refInd, fileInd := leadingWS(l), leadingWS(ref[from[i]]), leadingWS(region[from[i]])
		switch {
		case strings.HasPrefix(ind, refInd):
			out[i] = fileInd + ind[len(refInd):] + l[len(ind):]
		case strings.HasPrefix(refInd, ind) && strings.HasSuffix(fileInd, refInd[len(ind):]):
			out[i] = fileInd[:len(fileInd)-(len(refInd)-len(ind))] + l[len(ind):]
		default:
			return nil, false
		}
	}
	return out, true
}

// alignLines pairs lines of a and b with equal text (ignoring the
// indentation) along their longest common subsequence: (index in a,
// index in b).
func alignLines(a, b []string) [][2]int {
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			switch {
			case strings.TrimSpace(a[i]) == strings.TrimSpace(b[j]) && strings.TrimSpace(a[i]) != "":
				lcs[i][j] = lcs[i+1][j+1] + 1
			case lcs[i+1][j] >= lcs[i][j+1]:
				lcs[i][j] = lcs[i+1][j]
			default:
				lcs[i][j] = lcs[i][j+1]
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case strings.TrimSpace(a[i]) == strings.TrimSpace(b[j]) && strings.TrimSpace(a[i]) != "":
			out = append(out, [2]int{i, j})
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	return fillGaps(out, n, m)
}

// fillGaps pairs, in order, the lines between two aligned pairs (and
// before the first, after the last) where both sides have as many: lines
// that were edited in place. Where they have not, it pairs the first and
// the last lines of the gap.
func fillGaps(pairs [][2]int, n, m int) [][2]int {
	var out [][2]int
	pi, pj := -1, -1
	for k := 0; k <= len(pairs); k++ {
		ni, nj := n, m
		if k < len(pairs) {
			ni, nj = pairs[k][0], pairs[k][1]
		}
		switch {
		case ni-pi == nj-pj:
			for d := 1; pi+d < ni; d++ {
				out = append(out, [2]int{pi + d, pj + d})
			}
		case ni-pi > 1 && nj-pj > 1: // first with first, last with last
			out = append(out, [2]int{pi + 1, pj + 1})
			if ni-pi > 2 && nj-pj > 2 {
				out = append(out, [2]int{ni - 1, nj - 1})
			}
		}
		if k < len(pairs) {
			out = append(out, pairs[k])
			pi, pj = ni, nj
		}
	}
	return out
}
