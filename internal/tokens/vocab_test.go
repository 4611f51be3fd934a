package tokens

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// TestVocabMatchesLoader holds the embedded compact vocabularies to
// tiktoken-go-loader's files: the same tokens at the same ranks, nothing
// more, and lookups of non-tokens (prefixes and extensions of tokens) miss.
func TestVocabMatchesLoader(t *testing.T) {
	for _, enc := range Encodings() {
		t.Run(string(enc), func(t *testing.T) {
			want, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(string(enc) + ".tiktoken")
			if err != nil {
				t.Fatal(err)
			}
			v, err := loadVocab(enc)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(v.off) - 1; got != len(want) {
				t.Fatalf("%d tokens, loader has %d", got, len(want))
			}
			for tok, rank := range want {
				if got := v.rank(tok); got != uint32(rank) {
					t.Fatalf("rank(%q) = %d, loader %d", tok, got, rank)
				}
				if _, ok := want[tok+"\x00"]; !ok && v.rank(tok+"\x00") != noRank {
					t.Fatalf("rank(%q) found a token the loader does not have", tok+"\x00")
				}
			}
		})
	}
}

// TestVocabFilesAreGenerated checks the checked-in files are what
// internal/genvocab writes today (go generate after changing either).
func TestVocabFilesAreGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	dir := t.TempDir()
	out, err := runGo("run", "./internal/genvocab", dir, string(CL100KBase), string(O200KBase))
	if err != nil {
		t.Skipf("go run genvocab: %v\n%s", err, out)
	}
	for _, enc := range Encodings() {
		got, err := os.ReadFile(filepath.Join(dir, string(enc)+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("vocab", string(enc)+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("vocab/%s.bin is stale: run go generate ./internal/tokens", enc)
		}
	}
}

// TestLoadVocabRejectsDamage: a truncated or foreign file is an error, not a
// panic or a wrong table.
func TestLoadVocabRejectsDamage(t *testing.T) {
	good := cl100kFile
	for name, raw := range map[string]string{
		"empty":     "",
		"magic":     "XXXX" + good[4:],
		"truncated": good[:len(good)/2],
		"header":    good[:6],
		"table":     good[:4] + good[4:8] + "\x02\x00\x00\x00" + good[12:],
		"bits":      good[:8] + "\x40\x00\x00\x00" + good[12:],
	} {
		if _, err := parseVocab("test", raw); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func runGo(args ...string) ([]byte, error) {
	return exec.Command("go", args...).CombinedOutput()
}
