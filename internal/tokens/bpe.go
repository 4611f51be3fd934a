package tokens

// Byte-pair merging, counting only. tiktoken merges a piece by repeatedly
// joining the adjacent pair of parts whose joined bytes have the lowest rank,
// the leftmost on a tie, until no adjacent pair is a token; the piece's
// token count is the number of parts left. tiktoken-go rescans every part
// for the minimum after each merge, which is quadratic in the piece length.
// Short pieces (almost all of them) use that same scan on a stack array;
// long ones use a heap keyed by (rank, position), which makes the same
// choices in the same order in O(n log n). Both are exact.

// smallPiece is the longest piece merged by scanning. Up to about this
// length the scan's n² steps cost no more than the heap's bookkeeping (see
// BenchmarkMerge), and it needs no scratch memory.
const smallPiece = 64

// countPiece returns the number of tokens piece encodes to.
func (v *vocab) countPiece(piece string, sc *scratchPool) int {
	if len(piece) == 1 {
		return 1
	}
	if v.rank(piece) != noRank {
		return 1
	}
	if len(piece) <= smallPiece {
		return v.mergeScan(piece)
	}
	return v.mergeLong(piece, sc, maxPiece)
}

// mergeLong merges a piece longer than smallPiece with the heap, in parts
// of at most limit bytes cut at rune boundaries.
func (v *vocab) mergeLong(piece string, sc *scratchPool, limit int) int {
	h := sc.get()
	defer sc.put(h)
	n := 0
	for len(piece) > limit {
		cut := limit
		for cut > 0 && piece[cut]&0xc0 == 0x80 { // not inside a rune
			cut--
		}
		n += v.mergeHeap(piece[:cut], h)
		piece = piece[cut:]
	}
	return n + v.mergeHeap(piece, h)
}

// maxPiece is the longest piece merged whole, which bounds the heap's
// memory (about 40 bytes a byte) at 40 MB. A longer piece — a run of one
// character over a megabyte long; tool output never is — is merged in parts
// of this size, which can change its count by a token or so at each cut.
const maxPiece = 1 << 20

// part is a run of bytes of a piece being merged: where it starts, and the
// rank of joining it with the next part (noRank if they do not join).
type part struct {
	start int32
	rank  uint32
}

// mergeScan merges a piece of at most smallPiece bytes the way tiktoken-go
// does and returns the number of parts left.
func (v *vocab) mergeScan(piece string) int {
	var buf [smallPiece + 1]part
	parts := buf[:len(piece)+1] // the last part is a sentinel marking the end
	for i := range parts {
		parts[i] = part{start: int32(i), rank: noRank}
	}
	for i := 0; i+2 < len(parts); i++ {
		parts[i].rank = v.rank(piece[i : i+2])
	}
	pairRank := func(i int) uint32 { // the rank of joining parts i and i+1
		if i+2 < len(parts) {
			return v.rank(piece[parts[i].start:parts[i+2].start])
		}
		return noRank
	}
	for {
		best, at := noRank, -1
		for i := 0; i+1 < len(parts); i++ {
			if parts[i].rank < best {
				best, at = parts[i].rank, i
			}
		}
		if at < 0 {
			return len(parts) - 1
		}
		copy(parts[at+1:], parts[at+2:])
		parts = parts[:len(parts)-1]
		parts[at].rank = pairRank(at)
		if at > 0 {
			parts[at-1].rank = pairRank(at - 1)
		}
	}
}

// mergeHeap merges a piece of any length and returns the number of parts
// left. A part is named by its start offset, which never changes: joining
// part i with the next one keeps i and drops the other. The heap holds
// (rank, start) pairs packed into uint64s, so the minimum is the lowest rank
// and, among equal ranks, the leftmost part, as in the scan. An entry is
// stale when its part's rank has changed since; stale entries are skipped.
func (v *vocab) mergeHeap(piece string, h *heapScratch) int {
	n := int32(len(piece))
	h.reset(int(n))
	next, prev, rank := h.next, h.prev, h.rank
	pairRank := func(i int32) uint32 { // joining part i with its next part
		j := next[i]
		if j >= n {
			return noRank
		}
		return v.rank(piece[i:next[j]])
	}
	for i := range n {
		next[i], prev[i] = i+1, i-1
	}
	for i := range n {
		rank[i] = pairRank(i)
		if rank[i] != noRank {
			h.heap = append(h.heap, uint64(rank[i])<<32|uint64(i))
		}
	}
	h.init()
	parts := int(n)
	for len(h.heap) > 0 {
		top := h.pop()
		r, i := uint32(top>>32), int32(uint32(top))
		if rank[i] != r {
			continue // stale
		}
		j := next[i]
		next[i] = next[j]
		if next[j] < n {
			prev[next[j]] = i
		}
		rank[j] = noRank // j is gone
		parts--
		if rank[i] = pairRank(i); rank[i] != noRank {
			h.push(uint64(rank[i])<<32 | uint64(i))
		}
		if p := prev[i]; p >= 0 {
			if rank[p] = pairRank(p); rank[p] != noRank {
				h.push(uint64(rank[p])<<32 | uint64(p))
			}
		}
	}
	return parts
}
