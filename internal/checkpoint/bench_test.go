package checkpoint

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// BenchmarkCheckpoint compares, in one run, the checkpoint of a turn as
// earlier releases took it (a new shadow repository per session, the
// whole tree added) with the shared store's first and tenth turn. The
// workspace is $TROUPE_BENCH_WORKSPACE (a git repository) or, by default,
// a generated repository of 3,000 files and a 64 MiB blob.
func BenchmarkCheckpoint(b *testing.B) {
	ws := os.Getenv("TROUPE_BENCH_WORKSPACE")
	if ws == "" {
		ws = b.TempDir()
		run(b, ws, "git init -q && git config user.email a@b && git config user.name a")
		for i := range 3000 {
			p := filepath.Join(ws, "pkg"+strconv.Itoa(i%30), "f"+strconv.Itoa(i)+".go")
			_ = os.MkdirAll(filepath.Dir(p), 0o755)
			_ = os.WriteFile(p, []byte("package p\n// "+strconv.Itoa(i)+"\n"), 0o644)
		}
		big := make([]byte, 64<<20)
		for i := range big {
			big[i] = byte(i * 31)
		}
		_ = os.WriteFile(filepath.Join(ws, "blob.bin"), big, 0o644)
		run(b, ws, "git add -A && git commit -qm init")
	}
	ctx := context.Background()
	b.Run("per-session-add-all", func(b *testing.B) {
		for b.Loop() {
			dir := b.TempDir()
			s := &Store{gitDir: filepath.Join(dir, "cp"), workTree: ws, prefix: "refs/troupe/", taken: map[string]bool{}, limits: Limits{MaxFileBytes: 1 << 40, MaxTotalBytes: 1 << 40, MaxFiles: 1 << 30}.withDefaults()}
			if err := s.initLocked(ctx); err != nil {
				b.Fatal(err)
			}
			if _, err := s.git(ctx, nil, "add", "--all", "."); err != nil {
				b.Fatal(err)
			}
			if _, err := s.git(ctx, nil, "write-tree"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("shared-first-turn", func(b *testing.B) {
		for b.Loop() {
			root := b.TempDir()
			s := Open(root, filepath.Join(root, "sessions", "S"), ws)
			if err := s.BeforeTurn(ctx, "t1"); !usable(err) {
				b.Fatal(err)
			}
			b.ReportMetric(float64(s.staged), "files-read")
		}
	})
	b.Run("shared-tenth-turn", func(b *testing.B) {
		root := b.TempDir()
		s := Open(root, filepath.Join(root, "sessions", "S"), ws)
		for i := range 9 {
			start := time.Now()
			err := s.BeforeTurn(ctx, "t"+strconv.Itoa(i))
			if !usable(err) {
				b.Fatal(err)
			}
			b.Logf("turn %d: %v, %d files read, partial: %v", i+1, time.Since(start).Round(time.Millisecond), s.staged, err != nil)
		}
		n := 10
		for b.Loop() {
			if err := s.BeforeTurn(ctx, "t"+strconv.Itoa(n)); !usable(err) {
				b.Fatal(err)
			}
			n++
		}
	})
}

// usable: a snapshot was taken, perhaps without files its limits left out.
func usable(err error) bool {
	var partial *Partial
	return err == nil || errors.As(err, &partial)
}

func run(b *testing.B, dir, script string) {
	b.Helper()
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%s: %v\n%s", script, err, out)
	}
}
