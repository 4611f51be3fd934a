package tokens

import (
	"errors"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
)

// TestConcurrentCount has many goroutines share one fresh Counter, so they
// race on the lazy loads as well as on counting (run with -race).
func TestConcurrentCount(t *testing.T) {
	t.Parallel()
	files := readCorpus(t)
	want := map[string]int{}
	seq := NewCounter()
	for _, enc := range Encodings() {
		for _, f := range files {
			want[f.name+" "+string(enc)] = seq.Count(enc, f.text)
		}
	}
	shared := NewCounter()
	const workers = 16
	results := make([]map[string]int, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			got := map[string]int{}
			encs := Encodings()
			for i := range files {
				f := files[(i+w)%len(files)] // each worker in its own order
				for k := range encs {
					enc := encs[(k+w)%len(encs)]
					got[f.name+" "+string(enc)] = shared.Count(enc, f.text)
				}
			}
			results[w] = got
		})
	}
	wg.Wait()
	for w, got := range results {
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("worker %d (-sequential +concurrent):\n%s", w, diff)
		}
	}
}

func TestCountEmpty(t *testing.T) {
	c := NewCounter()
	for _, enc := range Encodings() {
		if got := c.Count(enc, ""); got != 0 {
			t.Errorf("%s: Count(\"\") = %d", enc, got)
		}
	}
}

// TestCountReader reads every corpus file and all of them together, whole,
// a byte at a time and in tiny chunks, and expects Count's answer each time.
func TestCountReader(t *testing.T) {
	t.Parallel()
	files := readCorpus(t)
	var all strings.Builder
	inputs := map[string]string{}
	for _, f := range files {
		inputs[f.name] = f.text
		all.WriteString(f.text)
	}
	inputs["all"] = all.String()
	inputs["invalid utf-8 across reads"] = "abc\n\xff\xfe\nd\xe4\xb8\nx\xadyz\n中文\nq"
	c := NewCounter()
	for _, enc := range Encodings() {
		for name, text := range inputs {
			want := c.Count(enc, text)
			for _, chunk := range []int{readChunk, 5} {
				got, err := countReader(c, enc, iotest.OneByteReader(strings.NewReader(text)), chunk)
				if err != nil || got != want {
					t.Errorf("%s %s chunk %d (one byte a read): %d, %v; want %d", enc, name, chunk, got, err, want)
				}
				got, err = countReader(c, enc, iotest.HalfReader(strings.NewReader(text)), chunk)
				if err != nil || got != want {
					t.Errorf("%s %s chunk %d (half reads): %d, %v; want %d", enc, name, chunk, got, err, want)
				}
			}
		}
	}
}

func TestCountReaderError(t *testing.T) {
	boom := errors.New("boom")
	_, err := CountReader(NewCounter(), O200KBase, iotest.ErrReader(boom))
	if !errors.Is(err, boom) || err.Error() != "tokens: read: boom" {
		t.Errorf("CountReader error = %v, want the read error wrapped", err)
	}
}

func TestLastCut(t *testing.T) {
	tests := []struct {
		in   string
		from int
		want int
	}{
		{"", 0, 0},
		{"abc", 0, 0},
		{"a\nb", 0, 2},
		{"a\nb\nc d\n", 0, 4},
		{"a\nb\nc d\n", 5, 0},
		{"a\n b", 0, 0},
		{"a\n1", 0, 0},
		{"a\n/", 0, 0},
		{"a\n中", 0, 0},
		{"\nZ", 0, 1},
		{"\nZ", 2, 0},
	}
	for _, tc := range tests {
		if got := lastCut([]byte(tc.in), tc.from); got != tc.want {
			t.Errorf("lastCut(%q, %d) = %d, want %d", tc.in, tc.from, got, tc.want)
		}
	}
}

// TestNothingDownloads checks that the package cannot reach the network:
// nothing it links (tests aside) imports net, so no code path can fetch a
// vocabulary. tiktoken-go and its loader (whose embedded r50k and p50k
// vocabularies nothing uses) are test-only dependencies: the embedded
// vocabularies are vocab/*.bin.
func TestNothingDownloads(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if dep == "net" || strings.HasPrefix(dep, "net/") || strings.HasPrefix(dep, "github.com/pkoukk/tiktoken-go") {
			t.Errorf("the package depends on %s", dep)
		}
	}
}
