package taskq_test

import (
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"troupe/internal/bus"
	"troupe/internal/snapshot"
	"troupe/internal/taskq"
)

// BenchmarkSnapshot50MB moves a 50 MB repository (500 files of 100 KB,
// committed, plus one uncommitted change) through the JetStream object
// store of an embedded bus: the first task uploads and downloads
// everything, the second, after one file changed, only that file. Run with
// -benchtime 1x; it reports the bytes each direction moved.
func BenchmarkSnapshot50MB(b *testing.B) {
	repo := b.TempDir()
	buf := make([]byte, 100<<10)
	for i := range 500 {
		_, _ = rand.Read(buf)
		p := filepath.Join(repo, fmt.Sprintf("d%02d", i%20), fmt.Sprintf("f%03d.bin", i))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, buf, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"-c", "user.email=b@b", "-c", "user.name=b", "commit", "-qm", "base"}} {
		if out, err := exec.Command("git", append([]string{"-C", repo}, args...)...).CombinedOutput(); err != nil {
			b.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	for _, second := range []bool{false, true} {
		name := "first"
		if second {
			name = "second"
		}
		b.Run(name, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				ctx := context.Background()
				bb, err := bus.Start(ctx, bus.Options{StoreDir: b.TempDir(), JetStream: true}, nil)
				if err != nil {
					b.Fatal(err)
				}
				q, err := taskq.Open(ctx, bb.Conn(), taskq.Config{})
				if err != nil {
					b.Fatal(err)
				}
				cache := snapshot.Cache{Dir: b.TempDir()}
				if second { // the base is already in the store and the worker's cache
					snap, _, err := snapshot.Build(ctx, q.Snapshots(), repo)
					if err != nil {
						b.Fatal(err)
					}
					if _, _, err := cache.Materialise(ctx, q.Snapshots(), snap, b.TempDir()); err != nil {
						b.Fatal(err)
					}
					_, _ = rand.Read(buf)
					if err := os.WriteFile(filepath.Join(repo, "d00", "f000.bin"), buf, 0o644); err != nil {
						b.Fatal(err)
					}
				}
				dest := b.TempDir()
				b.StartTimer()
				snap, up, err := snapshot.Build(ctx, q.Snapshots(), repo)
				if err != nil {
					b.Fatal(err)
				}
				_, down, err := cache.Materialise(ctx, q.Snapshots(), snap, dest)
				if err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				b.ReportMetric(float64(up.MovedBytes), "up-bytes")
				b.ReportMetric(float64(down.MovedBytes), "down-bytes")
				b.ReportMetric(float64(up.Bytes), "repo-bytes")
				if err := bb.Close(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
