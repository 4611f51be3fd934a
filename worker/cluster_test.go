package worker_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus/bustest"
)

// startCluster runs three embedded nats-servers with JetStream, routed to
// each other on loopback, and returns their client URLs.
func startCluster(t *testing.T) []string {
	t.Helper()
	return bustest.NewCluster(t, 3, bustest.ClusterOptions{}).URLs
}

// The coordinator joins node 1 with --bus; the workers connect to nodes 2
// and 3; one is killed mid-task and the other finishes it.
func TestThreeNodeClusterKillAWorker(t *testing.T) {
	urls := startCluster(t)
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, busURL: urls[0]})
	ws := []*workerProc{
		startWorker(t, "w2", workerOpts{url: urls[1], script: workerScript}),
		startWorker(t, "w3", workerOpts{url: urls[2], script: workerScript}),
	}
	c.waitWorkers(t, 2)
	res := submit(c, "go")
	first := runningOn(t, c, ws, "1")
	first.signal(t, 9)
	second := runningOn(t, c, ws, "2")
	if second == first {
		t.Fatalf("attempt 2 ran on the killed worker %s", first.id)
	}
	if r := <-res; r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v", r)
	}
	got, err := os.ReadFile(filepath.Join(c.ws, "greeting.txt"))
	if err != nil || string(got) != "hello\n" {
		t.Fatalf("greeting.txt = %q, %v", got, err)
	}
	if n := c.countNotices("result of attempt", "taken"); n != 1 {
		t.Fatalf("%d results taken, want 1", n)
	}
}
