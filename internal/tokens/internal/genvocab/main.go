// Command genvocab writes the vocabularies internal/tokens embeds, in the
// package's compact form, from github.com/pkoukk/tiktoken-go-loader's
// files ("<token base64> <rank>" a line). Run it with go generate in
// internal/tokens; the output is checked in, and TestVocabMatchesLoader
// holds it to the loader's files rank for rank.
//
// The form (all integers little-endian):
//
//	"TRV2"            magic
//	uint32 n          number of tokens; their ranks are 0 … n-1
//	uint32 bits       the table has 1<<bits slots (at least 2n)
//	n bytes           each token's length, in rank order (1 … 255)
//	1<<bits uint32    the table: slot i holds rank+1 of a token, 0 if empty;
//	                  a token goes to the first empty slot from
//	                  vocabhash.Sum(token) & (1<<bits - 1) on (linear probing)
//	token bytes       every token's bytes, in rank order, concatenated
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/pkoukk/tiktoken-go-loader/assets"

	"troupe/internal/tokens/internal/vocabhash"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: genvocab OUTDIR ENCODING...")
		os.Exit(2)
	}
	for _, enc := range os.Args[2:] {
		if err := write(filepath.Join(os.Args[1], enc+".bin"), enc); err != nil {
			fmt.Fprintln(os.Stderr, "genvocab:", err)
			os.Exit(1)
		}
	}
}

func write(path, enc string) error {
	data, err := assets.Assets.ReadFile(enc + ".tiktoken")
	if err != nil {
		return err
	}
	var tokens [][]byte
	for n, line := range bytes.Split(data, []byte{'\n'}) {
		if len(line) == 0 {
			continue
		}
		tok, rankS, ok := bytes.Cut(line, []byte{' '})
		if !ok {
			return fmt.Errorf("%s line %d: no rank", enc, n+1)
		}
		rank, err := strconv.Atoi(string(rankS))
		if err != nil {
			return fmt.Errorf("%s line %d: %w", enc, n+1, err)
		}
		b, err := base64.StdEncoding.DecodeString(string(tok))
		if err != nil {
			return fmt.Errorf("%s line %d: %w", enc, n+1, err)
		}
		if rank != len(tokens) {
			return fmt.Errorf("%s line %d: rank %d, want %d (ranks must be 0 … n-1 in order)", enc, n+1, rank, len(tokens))
		}
		if len(b) == 0 || len(b) > 255 {
			return fmt.Errorf("%s line %d: token of %d bytes", enc, n+1, len(b))
		}
		tokens = append(tokens, b)
	}
	bits := uint32(1)
	for 1<<bits < 2*len(tokens) {
		bits++
	}
	mask := uint64(1)<<bits - 1
	table := make([]uint32, 1<<bits)
	for r, t := range tokens {
		i := vocabhash.Sum(string(t)) & mask
		for table[i] != 0 {
			i = (i + 1) & mask
		}
		table[i] = uint32(r + 1)
	}
	var out bytes.Buffer
	out.WriteString("TRV2")
	out.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(tokens))))
	out.Write(binary.LittleEndian.AppendUint32(nil, bits))
	for _, t := range tokens {
		out.WriteByte(byte(len(t)))
	}
	for _, s := range table {
		out.Write(binary.LittleEndian.AppendUint32(nil, s))
	}
	for _, t := range tokens {
		out.Write(t)
	}
	return os.WriteFile(path, out.Bytes(), 0o644)
}
