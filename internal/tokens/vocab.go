package tokens

import (
	_ "embed" // the vocabularies
	"fmt"

	"troupe/internal/tokens/internal/vocabhash"
)

//go:generate go run ./internal/genvocab vocab cl100k_base o200k_base

// The two encodings' tokens in the form internal/genvocab writes from
// tiktoken-go-loader's files (r50k_base and p50k_base, which no model here
// uses, are left out): a header, every token's length, a prebuilt
// open-addressing hash table from token to rank, and every token's bytes,
// in rank order. Loading reads the table where it lies in the binary: only
// the token offsets are computed (a pass over n bytes), so nothing is decoded,
// hashed or allocated beyond them.
//
// They are strings so that reading one copies nothing: the table is used
// where the binary holds it, and only the pages lookups touch are read.
var (
	//go:embed vocab/cl100k_base.bin
	cl100kFile string
	//go:embed vocab/o200k_base.bin
	o200kFile string
)

// vocab is one encoding's mergeable ranks: every token's bytes and its rank
// (lower merges first), found through the embedded table. It is read-only.
type vocab struct {
	data  string   // every token's bytes, in rank order
	off   []uint32 // token r is data[off[r]:off[r+1]]
	table string   // 1<<bits little-endian uint32 slots: rank+1, 0 empty
	mask  uint64
}

// noRank marks a pair of parts that does not merge.
const noRank = ^uint32(0)

// rank returns the rank of b, or noRank if b is not a token.
func (v *vocab) rank(b string) uint32 {
	for i := vocabhash.Sum(b) & v.mask; ; i = (i + 1) & v.mask {
		s := le32(v.table[i*4 : i*4+4])
		if s == 0 {
			return noRank
		}
		r := s - 1
		if v.data[v.off[r]:v.off[r+1]] == b {
			return r
		}
	}
}

// loadVocab reads an encoding's embedded tokens: well under a millisecond
// (BenchmarkInit), where parsing the base64 text into a Go map took 25–35 ms
// and 8–16 MB.
func loadVocab(enc Encoding) (*vocab, error) {
	switch enc {
	case CL100KBase:
		return parseVocab(enc, cl100kFile)
	case O200KBase:
		return parseVocab(enc, o200kFile)
	}
	return nil, &UnknownError{Name: string(enc)}
}

// parseVocab checks the form's sizes and computes the token offsets.
// The table's slots are not checked here (that would read all of it):
// TestVocabMatchesLoader and TestVocabFilesAreGenerated hold the embedded
// files to the loader's.
func parseVocab(enc Encoding, raw string) (*vocab, error) {
	if len(raw) < 12 || string(raw[:4]) != "TRV2" {
		return nil, fmt.Errorf("tokens: load %s: not a vocabulary file", enc)
	}
	n := uint64(le32(raw[4:8]))
	bits := le32(raw[8:12])
	if bits > 30 || 1<<bits < 2*n {
		return nil, fmt.Errorf("tokens: load %s: a table of 2^%d slots for %d tokens", enc, bits, n)
	}
	size := uint64(1) << bits
	if uint64(len(raw)) < 12+n+4*size {
		return nil, fmt.Errorf("tokens: load %s: truncated", enc)
	}
	lens := raw[12 : 12+n]
	v := &vocab{
		table: raw[12+n : 12+n+4*size],
		data:  raw[12+n+4*size:],
		off:   make([]uint32, n+1),
		mask:  size - 1,
	}
	end := uint32(0)
	for r := range len(lens) {
		v.off[r] = end
		end += uint32(lens[r])
	}
	v.off[n] = end
	if int(end) != len(v.data) {
		return nil, fmt.Errorf("tokens: load %s: %d bytes of tokens, lengths say %d", enc, len(v.data), end)
	}
	for b := range 256 { // byte-level BPE: every byte is a token
		if v.rank(string([]byte{byte(b)})) == noRank {
			return nil, fmt.Errorf("tokens: load %s: byte %#x is not a token", enc, b)
		}
	}
	return v, nil
}

// le32 reads a little-endian uint32 from the first four bytes of s.
func le32(s string) uint32 {
	_ = s[3]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}
