package supervisor_test

import (
	"context"
	"testing"

	"troupe/internal/config"
	"troupe/supervisor"
)

// BenchmarkReady measures time to ready: bus, actor system, session actor,
// main agent with its workflow, llm and tool-runner actors up — no model
// call — and then an orderly shutdown.
func BenchmarkReady(b *testing.B) {
	dir := b.TempDir()
	script := dir + "/s.yaml"
	if err := writeFile(script, "turns:\n  - text: unused\n"); err != nil {
		b.Fatal(err)
	}
	cfg := config.Default()
	cfg.Model = "script:" + script
	for b.Loop() {
		sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: dir, DataDir: dir + "/data"})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := sup.OpenSession(context.Background(), "", nil); err != nil {
			b.Fatal(err)
		}
		if err := sup.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
