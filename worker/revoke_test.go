package worker_test

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/worker"
)

// slowScript: the subagent thinks for longer than any test runs.
const slowScript = `turns:
  - agent: general
    expect: "write the greeting"
    delay: 600s
    text: "never"
`

// troupeCLI runs the troupe binary against the coordinator's data dir.
func troupeCLI(t *testing.T, c *coordinator, args ...string) (string, error) {
	t.Helper()
	root := filepath.Dir(c.ws)
	cmd := exec.Command(troupeBin, args...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + filepath.Join(root, "config"),
		"TROUPE_HOME=" + filepath.Join(root, "data")}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// `troupe workers revoke` cuts a worker off at once: the attempt it holds
// is handed back and finished by another worker long before the queue's
// ack wait (5 minutes, past the test's safety net) would have given it
// away, the revoked worker is heard no more, its name cannot enrol again,
// and revoking it twice or revoking a stranger is an error.
func TestRevokedWorkerIsCutOffAtOnce(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, ackWait: 5 * time.Minute})
	startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: slowScript})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	c.waitNotice(t, "worker wa", "attempt 1")
	startWorker(t, "wb", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: workerScript})
	c.waitWorkers(t, 2)

	out, err := troupeCLI(t, c, "workers", "revoke", "wa")
	if err != nil || !strings.Contains(out, "worker wa revoked") || !strings.Contains(out, "(attempt 1)") {
		t.Fatalf("troupe workers revoke wa: %v\n%s", err, out)
	}
	if r := <-res; r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "worker wa was revoked", "attempt 1", "handed back")
	c.waitNotice(t, "result of attempt 2 from worker wb taken")
	if b, err := os.ReadFile(filepath.Join(c.ws, "greeting.txt")); err != nil || string(b) != "hello\n" {
		t.Fatalf("greeting.txt = %q, %v", b, err)
	}

	// Heard no more: the workers listed are wb only.
	out, err = troupeCLI(t, c, "workers", "list", "--json", "--wait", "1500ms")
	if err != nil {
		t.Fatalf("troupe workers list: %v\n%s", err, out)
	}
	var hbs []taskq.Heartbeat
	if err := json.Unmarshal([]byte(out), &hbs); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(hbs) != 1 || hbs[0].ID != "wb" {
		t.Fatalf("workers heard after the revocation: %+v, want wb only", hbs)
	}
	// Its name cannot come back with a new key.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if w, err := worker.Enrol(ctx, bus.Client{URL: c.ep.URL, NKey: c.ep.NKeyFiles[bus.Worker]}, "wa", io.Discard); err == nil {
		w.Close()
		t.Fatal("a revoked worker's name enrolled again")
	} else if !strings.Contains(err.Error(), "revoked") {
		t.Fatalf("enrol wa again: %v, want a refusal naming the revocation", err)
	}
	for _, name := range []string{"wa", "nobody"} {
		if out, err := troupeCLI(t, c, "workers", "revoke", name); err == nil {
			t.Fatalf("troupe workers revoke %s succeeded again:\n%s", name, out)
		}
	}
}
