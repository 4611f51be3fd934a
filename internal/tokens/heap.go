package tokens

import "sync"

// heapScratch is the working memory of mergeHeap, kept between calls.
type heapScratch struct {
	next, prev []int32
	rank       []uint32
	heap       []uint64 // a binary min-heap
}

// reset sizes the scratch for a piece of n bytes.
func (h *heapScratch) reset(n int) {
	if cap(h.next) < n {
		h.next, h.prev, h.rank = make([]int32, n), make([]int32, n), make([]uint32, n)
		h.heap = make([]uint64, 0, n)
	}
	h.next, h.prev, h.rank = h.next[:n], h.prev[:n], h.rank[:n]
	h.heap = h.heap[:0]
}

func (h *heapScratch) init() {
	for i := len(h.heap)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

func (h *heapScratch) push(x uint64) {
	h.heap = append(h.heap, x)
	i := len(h.heap) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h.heap[p] <= x {
			break
		}
		h.heap[i] = h.heap[p]
		i = p
	}
	h.heap[i] = x
}

func (h *heapScratch) pop() uint64 {
	top := h.heap[0]
	last := len(h.heap) - 1
	h.heap[0] = h.heap[last]
	h.heap = h.heap[:last]
	if last > 0 {
		h.down(0)
	}
	return top
}

func (h *heapScratch) down(i int) {
	n := len(h.heap)
	x := h.heap[i]
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && h.heap[c+1] < h.heap[c] {
			c++
		}
		if x <= h.heap[c] {
			break
		}
		h.heap[i] = h.heap[c]
		i = c
	}
	h.heap[i] = x
}

// scratchPool recycles heapScratch values between goroutines. Each is at
// most maxPiece long, and the pool drops them at garbage collection.
type scratchPool struct{ pool sync.Pool }

func (p *scratchPool) get() *heapScratch {
	if h, ok := p.pool.Get().(*heapScratch); ok {
		return h
	}
	return new(heapScratch)
}

func (p *scratchPool) put(h *heapScratch) { p.pool.Put(h) }
