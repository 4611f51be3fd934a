package fs

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// benchSource returns a Go-like file of about lines lines: many small
// functions, so the anchor lines the worst case uses ("if err != nil {",
// "}") occur hundreds of times.
func benchSource(lines int) string {
	var b strings.Builder
	for i := 0; strings.Count(b.String(), "\n") < lines; i++ {
		fmt.Fprintf(&b, `func load%d(name string) (*Config, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("read %%s: %%w", name, err)
	}
	var c Config
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, err
	}
	return &c, nil
}

`, i)
	}
	return b.String()
}

// benchMiss is an old_string found nowhere that every pass runs on: it has
// three lines and more (the anchor passes), a backslash (unescaped) and a
// blank line around it (trimmed boundaries, trimmed window), and its
// anchors occur all over the file.
const benchMiss = "\n\tif err != nil {\n\t\tlog.Printf(\"cannot load %q\\n\", name)\n\t}\n"

// BenchmarkEditMatch measures matching on a 10,000-line file: a miss that
// runs every pass (and then looks for the closest region), against the
// exact pass finding a unique string in the same file as the baseline
// measured in the same run. It reports both times per operation and their
// ratio as x_exact; ns/op is the two together.
func BenchmarkEditMatch(b *testing.B) {
	src := benchSource(10_000)
	ctx := context.Background()
	hit := editSpec{old: "func load700(name string) (*Config, error) {\n\tdata, err := os.ReadFile(name)", new: "x"}
	miss := editSpec{old: benchMiss, new: "x"}
	if _, err := applyEdit(ctx, src, hit, "f"); err != nil {
		b.Fatal(err)
	}
	if _, err := applyEdit(ctx, src, miss, "f"); err == nil || !strings.Contains(err.Error(), "was not found") {
		b.Fatalf("the miss matched: %v", err)
	}
	// Each iteration times both, so the two share the machine's state.
	var missTime, exactTime time.Duration
	for b.Loop() {
		t0 := time.Now()
		_, _ = applyEdit(ctx, src, miss, "f")
		t1 := time.Now()
		_, _ = applyEdit(ctx, src, hit, "f")
		missTime += t1.Sub(t0)
		exactTime += time.Since(t1)
	}
	n := float64(b.N)
	b.ReportMetric(float64(missTime.Nanoseconds())/n, "miss_ns/op")
	b.ReportMetric(float64(exactTime.Nanoseconds())/n, "exact_ns/op")
	b.ReportMetric(float64(missTime)/float64(exactTime), "x_exact")
}
