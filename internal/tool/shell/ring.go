package shell

// ring keeps the newest bytes written to it, at most size, and counts all
// of them, so a reader can ask for what came after the offset it read up
// to. It is not safe for concurrent use.
type ring struct {
	buf   []byte // grows to size, then wraps: the byte at offset a is buf[a%size]
	size  int
	total int64 // bytes ever written
}

func newRing(size int) *ring { return &ring{size: size} }

// Write keeps the newest bytes and never fails.
func (r *ring) Write(p []byte) (int, error) {
	n := len(p)
	if len(p) > r.size {
		skip := len(p) - r.size
		r.total += int64(skip)
		p = p[skip:]
		if len(r.buf) < r.size {
			r.buf = append(r.buf, make([]byte, r.size-len(r.buf))...)
		}
	}
	for len(p) > 0 {
		if len(r.buf) < r.size {
			k := min(r.size-len(r.buf), len(p))
			r.buf = append(r.buf, p[:k]...)
			r.total += int64(k)
			p = p[k:]
			continue
		}
		k := copy(r.buf[r.total%int64(r.size):], p)
		r.total += int64(k)
		p = p[k:]
	}
	return n, nil
}

// since returns the bytes written from offset off on, and how many of
// them were no longer kept and are left out.
func (r *ring) since(off int64) (data []byte, lost int64) {
	first := r.total - int64(min(int64(len(r.buf)), r.total))
	if off < first {
		lost, off = first-off, first
	}
	data = make([]byte, 0, r.total-off)
	for a := off; a < r.total; {
		i := int(a % int64(r.size))
		k := min(int(r.total-a), len(r.buf)-i)
		data = append(data, r.buf[i:i+k]...)
		a += int64(k)
	}
	return data, lost
}
