package worker_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// With placement auto, a task whose only worker is killed runs here: the
// coordinator's own script holds the subagent's turns too.
func TestAutoRunsHereWhenNoWorkerIsLeft(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "auto", wait: 30 * time.Second, script: coordScript + workerScript[len("turns:\n"):]})
	w := startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	c.waitNotice(t, "running on worker wa (attempt 1)")
	w.signal(t, 9)
	c.waitNotice(t, "runs local", "worker wa is gone")
	if r := <-res; r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v", r)
	}
	got, err := os.ReadFile(filepath.Join(c.ws, "greeting.txt"))
	if err != nil || string(got) != "hello\n" {
		t.Fatalf("greeting.txt = %q, %v", got, err)
	}
	if n := c.countNotices("result of attempt", "taken"); n != 0 {
		t.Fatalf("a remote result was taken after the task ran here")
	}
}
