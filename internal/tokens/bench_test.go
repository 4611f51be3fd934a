package tokens

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"

	"troupe/messages"
)

// nsPerOp is the mean time of the benchmark's iterations so far.
func nsPerOp(b *testing.B) float64 {
	return float64(b.Elapsed().Nanoseconds()) / float64(b.N)
}

// BenchmarkWorstCase counts 16 KiB and 256 KiB of one repeated character,
// which makes a single piece (digits aside) as long as the text. The
// 256KiB sub-benchmark reports its time as a multiple of the 16KiB one
// measured just before it ("x16KiB"; 16 would be linear). With -bench
// WorstCase/space/tiktoken it also times tiktoken-go on the 16 KiB text.
func BenchmarkWorstCase(b *testing.B) {
	c := NewCounter()
	for _, enc := range Encodings() {
		c.Warm(enc)
	}
	units := []struct{ name, unit string }{{"space", " "}, {"a", "a"}, {"equals", "="}, {"han", "中"}, {"digit", "7"}}
	for _, enc := range Encodings() {
		for _, u := range units {
			b.Run(fmt.Sprintf("%s/%s", enc, u.name), func(b *testing.B) {
				var base float64
				for _, size := range []int{16 << 10, 256 << 10} {
					text := strings.Repeat(u.unit, size/len(u.unit))
					b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
						b.SetBytes(int64(len(text)))
						b.ReportAllocs()
						for b.Loop() {
							c.Count(enc, text)
						}
						if size == 16<<10 {
							base = nsPerOp(b)
						} else if base > 0 {
							b.ReportMetric(nsPerOp(b)/base, "x16KiB")
						}
					})
				}
				if u.name == "space" {
					b.Run("tiktoken-go-16KiB", func(b *testing.B) {
						ref := reference(b, enc)
						text := strings.Repeat(u.unit, 16<<10)
						b.ResetTimer()
						for b.Loop() {
							ref.Encode(text, nil, nil)
						}
						if base > 0 {
							b.ReportMetric(nsPerOp(b)/base, "x-ours")
						}
					})
				}
			})
		}
	}
}

// BenchmarkInit measures the first use of an encoding: a new Counter loaded
// with it. Baselines, same run: tiktoken-go-loader's OfflineLoader parsing
// the same file, and tiktoken-go's GetEncoding, which rebuilds its encoder
// on every call even when the ranks are cached. "x-tiktoken-go" is ours
// over their sum (tiktoken-go's first use).
func BenchmarkInit(b *testing.B) {
	for _, enc := range Encodings() {
		b.Run(string(enc), func(b *testing.B) {
			var loader, build float64
			b.Run("tiktoken-go-loader", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(string(enc) + ".tiktoken"); err != nil {
						b.Fatal(err)
					}
				}
				loader = nsPerOp(b)
			})
			b.Run("tiktoken-go-GetEncoding", func(b *testing.B) {
				reference(b, enc) // caches the ranks
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					reference(b, enc)
				}
				build = nsPerOp(b)
			})
			b.Run("ours", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					NewCounter().Warm(enc)
				}
				if loader > 0 && build > 0 {
					b.ReportMetric(nsPerOp(b)/(loader+build), "x-tiktoken-go")
				}
			})
		})
	}
}

// BenchmarkCountProse measures throughput on ordinary text against
// tiktoken-go's Encode on the same text, same run ("speedup").
func BenchmarkCountProse(b *testing.B) {
	files := map[string]string{}
	for _, f := range readCorpus(b) {
		files[f.name] = f.text
	}
	texts := []struct{ name, text string }{
		{"prose", strings.Repeat(files["prose.txt"], 20)},
		{"code", strings.Repeat(files["code.go.txt"], 18)},
		{"unicode", strings.Repeat(files["unicode.txt"], 32)},
	}
	c := NewCounter()
	for _, enc := range Encodings() {
		c.Warm(enc)
		ref := reference(b, enc)
		for _, tx := range texts {
			b.Run(fmt.Sprintf("%s/%s", enc, tx.name), func(b *testing.B) {
				var base float64
				b.Run("tiktoken-go", func(b *testing.B) {
					b.SetBytes(int64(len(tx.text)))
					b.ReportAllocs()
					for b.Loop() {
						ref.Encode(tx.text, nil, nil)
					}
					base = nsPerOp(b)
				})
				b.Run("ours", func(b *testing.B) {
					b.SetBytes(int64(len(tx.text)))
					b.ReportAllocs()
					for b.Loop() {
						c.Count(enc, tx.text)
					}
					if base > 0 {
						b.ReportMetric(base/nsPerOp(b), "speedup")
					}
				})
			})
		}
	}
}

// BenchmarkMerge compares the two merge algorithms on random words up to
// smallPiece bytes ("x-scan" is the heap's time over the scan's), which is
// how smallPiece was chosen.
func BenchmarkMerge(b *testing.B) {
	c := NewCounter()
	v := c.encoder(O200KBase).vocab
	r := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{8, 16, 32, 64} {
		pieces := make([]string, 64)
		for i := range pieces {
			pieces[i] = randomText(r, []rune("etaoinshrdlucmfwyp"), n)
		}
		b.Run(fmt.Sprintf("%dB", n), func(b *testing.B) {
			var scan float64
			b.Run("scan", func(b *testing.B) {
				for b.Loop() {
					for _, p := range pieces {
						v.mergeScan(p)
					}
				}
				scan = nsPerOp(b)
			})
			b.Run("heap", func(b *testing.B) {
				var h heapScratch
				for b.Loop() {
					for _, p := range pieces {
						v.mergeHeap(p, &h)
					}
				}
				if scan > 0 {
					b.ReportMetric(nsPerOp(b)/scan, "x-scan")
				}
			})
		})
	}
}

// BenchmarkMessage counts a typical assistant turn with a tool call, as the
// window does once per appended message.
func BenchmarkMessage(b *testing.B) {
	c := NewCounter()
	c.Warm(O200KBase)
	m := messages.Message{
		Role:    messages.RoleAssistant,
		Content: "The test fails because Foo is defined in a file with a build tag. Let me look at it.",
		ToolCalls: []messages.ToolCall{{ID: "call_1", Name: "read_file",
			Arguments: messages.Args(`{"path":"internal/foo/foo_linux.go","offset":0,"limit":200}`)}},
	}
	b.ReportAllocs()
	for b.Loop() {
		c.Message(O200KBase, m)
	}
}
