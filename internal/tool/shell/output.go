package shell

import (
	"fmt"
	"unicode/utf8"
)

// capBuffer is an io.Writer that keeps the first and the last bytes written
// to it, at most max in all, and counts the rest. It is not safe for
// concurrent use.
type capBuffer struct {
	head  []byte
	tail  []byte // ring buffer of the last bytes, once head is full
	start int    // index of the oldest byte in tail when it is full
	max   int
	total int64
}

func newCapBuffer(max int) *capBuffer {
	return &capBuffer{max: max}
}

// Write keeps what fits and never fails.
func (b *capBuffer) Write(p []byte) (int, error) {
	b.total += int64(len(p))
	n := len(p)
	headMax := b.max / 2
	if room := headMax - len(b.head); room > 0 {
		k := min(room, len(p))
		b.head = append(b.head, p[:k]...)
		p = p[k:]
	}
	tailMax := b.max - headMax
	if tailMax <= 0 {
		return n, nil
	}
	if len(p) >= tailMax {
		b.tail = append(b.tail[:0], p[len(p)-tailMax:]...)
		b.start = 0
		return n, nil
	}
	for len(p) > 0 {
		if len(b.tail) < tailMax {
			k := min(tailMax-len(b.tail), len(p))
			b.tail = append(b.tail, p[:k]...)
			p = p[k:]
			continue
		}
		k := copy(b.tail[b.start:], p)
		b.start = (b.start + k) % tailMax
		p = p[k:]
	}
	return n, nil
}

// String returns the output kept, with a marker where bytes were dropped.
// The cut is moved off the middle of UTF-8 sequences.
func (b *capBuffer) String() string {
	tail := append(append([]byte(nil), b.tail[b.start:]...), b.tail[:b.start]...)
	omitted := b.total - int64(len(b.head)) - int64(len(tail))
	if omitted == 0 {
		return string(b.head) + string(tail)
	}
	head := trimPartialRune(b.head)
	omitted += int64(len(b.head) - len(head))
	for i := 0; i < utf8.UTFMax-1 && len(tail) > 0 && !utf8.RuneStart(tail[0]); i++ {
		tail = tail[1:]
		omitted++
	}
	return fmt.Sprintf("%s\n[... %d bytes omitted ...]\n%s", head, omitted, tail)
}

// trimPartialRune drops an incomplete UTF-8 sequence from the end of p.
func trimPartialRune(p []byte) []byte {
	for i := len(p) - 1; i >= 0 && i >= len(p)-utf8.UTFMax; i-- {
		if utf8.RuneStart(p[i]) {
			if utf8.FullRune(p[i:]) {
				return p
			}
			return p[:i]
		}
	}
	return p
}
