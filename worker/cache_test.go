package worker_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// A relative --cache works like an absolute one: each task's workspace,
// its checkpoints and its changes are found.
func TestWorkerRelativeCache(t *testing.T) {
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(cwd, filepath.Join(t.TempDir(), "cache"))
	if err != nil || filepath.IsAbs(rel) {
		t.Skipf("no relative path to the temp dir: %v", err)
	}
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	w := startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript,
		extra: []string{"--cache", rel}})
	c.waitWorkers(t, 1)
	if r := <-submit(c, "go"); r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	got, err := os.ReadFile(filepath.Join(c.ws, "greeting.txt"))
	if err != nil || string(got) != "hello\n" {
		t.Fatalf("greeting.txt = %q, %v", got, err)
	}
	if s := w.stderr.String(); strings.Contains(s, "level=WARN") {
		t.Fatalf("the worker warned:\n%s", s)
	}
}
