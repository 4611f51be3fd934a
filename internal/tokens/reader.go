package tokens

import (
	"errors"
	"fmt"
	"io"
)

// readChunk is how much CountReader reads at a time.
const readChunk = 1 << 20

// CountReader returns the number of tokens of everything r yields, as Count
// would return for it read whole; it is the core of `troupe tokens count`.
// It keeps memory bounded on large input by counting up to the last safe
// cut seen so far: a line break followed by an ASCII letter, where both
// encodings always end a piece. Text with no such cut is held until one
// comes or the input ends.
func CountReader(c *Counter, enc Encoding, r io.Reader) (int, error) {
	return countReader(c, enc, r, readChunk)
}

func countReader(c *Counter, enc Encoding, r io.Reader, chunk int) (int, error) {
	c.encoder(enc) // fail fast on an unknown encoding, before reading
	var buf []byte
	total := 0
	for {
		if cap(buf)-len(buf) < chunk {
			grown := make([]byte, len(buf), 2*len(buf)+chunk)
			copy(grown, buf)
			buf = grown
		}
		old := len(buf)
		n, err := r.Read(buf[old:cap(buf)])
		buf = buf[:old+n]
		if err != nil {
			if errors.Is(err, io.EOF) {
				return total + c.Count(enc, string(buf)), nil
			}
			return total, fmt.Errorf("tokens: read: %w", err)
		}
		if cut := lastCut(buf, old); cut > 0 {
			total += c.Count(enc, string(buf[:cut]))
			buf = buf[:copy(buf, buf[cut:])]
		}
	}
}

// lastCut returns the last i ≥ from such that b[i-1] is '\n' and b[i] is an
// ASCII letter, or 0. Both encodings end a piece there: no alternative that
// matches letters matches \r or \n before them, and none that matches line
// breaks matches letters after them; and splitting never looks back, so the
// pieces after the cut do not depend on the text before it. Neither byte can
// be part of a multi-byte UTF-8 sequence, so the cut never splits a rune or
// changes how invalid bytes are counted.
func lastCut(b []byte, from int) int {
	for i := len(b) - 1; i > 0 && i >= from; i-- {
		if b[i-1] == '\n' && ('a' <= b[i] && b[i] <= 'z' || 'A' <= b[i] && b[i] <= 'Z') {
			return i
		}
	}
	return 0
}
