package fs

import "math/bits"

// editDistance returns the Levenshtein distance between a and b, or
// limit+1 when it exceeds limit. Only a band of 2·limit+1 diagonals is
// computed, so the cost is O(len·limit) rather than O(len²).
func editDistance[E comparable](a, b []E, limit int) int {
	if len(a) < len(b) {
		a, b = b, a
	}
	if limit < 0 || len(a)-len(b) > limit {
		return limit + 1
	}
	if len(b) == 0 {
		return len(a)
	}
	inf := limit + 1
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = min(j, inf)
	}
	for i := 1; i <= len(a); i++ {
		lo, hi := max(1, i-limit), min(len(b), i+limit)
		cur[lo-1] = inf
		if lo == 1 {
			cur[0] = min(i, inf)
		}
		rowMin := cur[lo-1]
		for j := lo; j <= hi; j++ {
			v := prev[j-1]
			if a[i-1] != b[j-1] {
				v++
			}
			v = min(v, prev[j]+1, cur[j-1]+1, inf)
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if hi < len(b) {
			cur[hi+1] = inf
		}
		if rowMin > limit {
			return inf
		}
		prev, cur = cur, prev
	}
	return min(prev[len(b)], inf)
}

// similarity is the Levenshtein ratio of a and b: 1 minus their distance
// over the longer length, 1 for two empty strings.
func similarity(a, b string) float64 {
	n := max(len(a), len(b))
	if n == 0 {
		return 1
	}
	return 1 - float64(editDistance([]byte(a), []byte(b), n))/float64(n)
}

// similarityAtLeast returns the similarity of a and b, by byte, and
// whether it reaches threshold; below the threshold it stops early and the
// returned value is only a bound.
func similarityAtLeast(a, b string, threshold float64) (float64, bool) {
	return ratioAtLeast([]byte(a), []byte(b), threshold)
}

// ratioAtLeast is similarityAtLeast for any sequences.
func ratioAtLeast[E comparable](a, b []E, threshold float64) (float64, bool) {
	n := max(len(a), len(b))
	if n == 0 {
		return 1, true
	}
	limit := int((1 - threshold) * float64(n))
	d := editDistance(a, b, limit)
	if d > limit {
		return 1 - float64(d)/float64(n), false
	}
	s := 1 - float64(d)/float64(n)
	return s, s >= threshold
}

// signature is a 64-bit set of the hashed byte pairs in s, a cheap
// fingerprint for ranking lines by likeness before measuring the few best
// exactly.
func signature(s string) uint64 {
	if len(s) == 1 {
		return 1 << (s[0] % 64)
	}
	var sig uint64
	for i := 0; i+1 < len(s); i++ {
		h := uint32(s[i])*31 + uint32(s[i+1])
		h ^= h >> 3
		sig |= 1 << (h % 64)
	}
	return sig
}

// signatureLikeness is the Dice coefficient of two signatures.
func signatureLikeness(a, b uint64) float64 {
	if a == 0 && b == 0 {
		return 1
	}
	return 2 * float64(bits.OnesCount64(a&b)) / float64(bits.OnesCount64(a)+bits.OnesCount64(b))
}
