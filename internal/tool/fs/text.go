package fs

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

const (
	// binarySniff is how many leading bytes are checked for NUL.
	binarySniff = 8 << 10
	// maxLineChars is how much of one line the model sees.
	maxLineChars = 2000
	// maxLineBytes is the most bytes maxLineChars runes can take.
	maxLineBytes = maxLineChars * utf8.UTFMax
)

// isBinary reports whether data, the start of a file, looks binary.
func isBinary(data []byte) bool {
	return bytes.IndexByte(data[:min(len(data), binarySniff)], 0) >= 0
}

// displayLine returns line, without its line ending, for the model: cut to
// maxLineChars with a marker when longer. total is the line's full length in
// bytes, which exceeds len(line) when the caller kept only a prefix.
func displayLine(line []byte, total int) string {
	if total <= maxLineChars || (total == len(line) && utf8.RuneCount(line) <= maxLineChars) {
		return string(line)
	}
	cut := 0
	for i := 0; i < maxLineChars && cut < len(line); i++ {
		_, size := utf8.DecodeRune(line[cut:])
		cut += size
	}
	return fmt.Sprintf("%s… [line truncated, %d more bytes]", line[:cut], total-cut)
}

// trimEOL returns line without a trailing "\n" or "\r\n".
func trimEOL(line []byte) []byte {
	line = bytes.TrimSuffix(line, []byte("\n"))
	return bytes.TrimSuffix(line, []byte("\r"))
}

// plural returns "1 byte", "2 bytes" and the like.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
