package supervisor_test

import (
	"context"
	"testing"

	"troupe/internal/config"
	"troupe/supervisor"
)

// BenchmarkReady measures time to ready: bus (with JetStream), actor
// system, session actor and main agent spawned — no model call. The orderly
// shutdown after each iteration is not timed.
func BenchmarkReady(b *testing.B) {
	dir := b.TempDir()
	script := dir + "/s.yaml"
	if err := writeFile(script, "turns:\n  - text: unused\n"); err != nil {
		b.Fatal(err)
	}
	cfg := config.Default()
	cfg.Model = "script:" + script
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StartTimer()
		sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: dir, DataDir: dir + "/data"})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := sup.OpenSession(context.Background(), "", nil); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if err := sup.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
