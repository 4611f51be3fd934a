package tokens

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/counts.golden from tiktoken-go's counts")

const goldenPath = "testdata/counts.golden"

type corpusFile struct{ name, text string }

// readCorpus returns the files of testdata/corpus, sorted by name.
func readCorpus(t testing.TB) []corpusFile {
	t.Helper()
	paths, err := filepath.Glob("testdata/corpus/*")
	if err != nil || len(paths) == 0 {
		t.Fatalf("corpus: %v (%d files)", err, len(paths))
	}
	sort.Strings(paths)
	var out []corpusFile
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, corpusFile{filepath.Base(p), string(data)})
	}
	return out
}

// goldenCounts renders one line per corpus file and encoding.
func goldenCounts(files []corpusFile, count func(Encoding, string) int) string {
	var b strings.Builder
	b.WriteString("# file encoding bytes tokens — tiktoken-go v0.1.8 EncodeOrdinary; go test -run Golden -update rewrites it\n")
	for _, enc := range Encodings() {
		for _, f := range files {
			fmt.Fprintf(&b, "%s %s %d %d\n", f.name, enc, len(f.text), count(enc, f.text))
		}
	}
	return b.String()
}

// TestGoldenReference checks the golden counts against tiktoken-go itself,
// so the golden file cannot drift from the reference.
func TestGoldenReference(t *testing.T) {
	files := readCorpus(t)
	refs := map[Encoding]func(string) int{}
	for _, enc := range Encodings() {
		ref := reference(t, enc)
		refs[enc] = func(s string) int { return len(ref.EncodeOrdinary(s)) }
	}
	got := goldenCounts(files, func(enc Encoding, s string) int { return refs[enc](s) })
	if *update {
		if err := os.WriteFile(goldenPath, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(goldenPath)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("tiktoken-go's counts differ from %s (-golden +tiktoken-go):\n%s", goldenPath, diff)
	}
}

// TestGoldenCount checks Count against the golden counts.
func TestGoldenCount(t *testing.T) {
	t.Parallel()
	want, err := os.ReadFile(goldenPath)
	if err != nil {
		t.Fatal(err)
	}
	got := goldenCounts(readCorpus(t), NewCounter().Count)
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("Count differs from %s (-golden +Count):\n%s", goldenPath, diff)
	}
}
