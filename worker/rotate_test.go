package worker_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/worker"
)

// TestEnrolmentKeyRotation: a real coordinator process; a worker enrols
// with the session's enrolment key; `troupe workers rotate-enrolment`
// replaces it: the old key (a copy a compromised machine kept) enrols
// nobody any more, the new one written over the seed file does, and the
// worker enrolled before keeps its own key and connection.
func TestEnrolmentKeyRotation(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	seedFile := c.ep.NKeyFiles[bus.Worker]
	old, err := os.ReadFile(seedFile)
	if err != nil {
		t.Fatal(err)
	}
	stolen := filepath.Join(t.TempDir(), "stolen.nk")
	if err := os.WriteFile(stolen, old, 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	before, err := worker.Enrol(ctx, bus.Client{URL: c.ep.URL, NKey: seedFile}, "w-before", io.Discard)
	if err != nil {
		t.Fatalf("enrol with the enrolment key: %v", err)
	}
	defer before.Close()

	out, err := troupeCLI(t, c, "workers", "rotate-enrolment")
	if err != nil || !strings.Contains(out, "enrolment key rotated") || !strings.Contains(out, "1 seed file") {
		t.Fatalf("troupe workers rotate-enrolment: %v\n%s", err, out)
	}
	now, err := os.ReadFile(seedFile)
	if err != nil || string(now) == string(old) {
		t.Fatalf("the seed file was not rewritten (%v)", err)
	}
	if fi, err := os.Stat(seedFile); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the new seed file's mode: %v %v, want 0600", fi.Mode(), err)
	}
	if w, err := worker.Enrol(ctx, bus.Client{URL: c.ep.URL, NKey: stolen}, "w-stolen", io.Discard); err == nil {
		w.Close()
		t.Fatal("the old enrolment key still enrols a worker")
	}
	after, err := worker.Enrol(ctx, bus.Client{URL: c.ep.URL, NKey: seedFile}, "w-after", io.Discard)
	if err != nil {
		t.Fatalf("enrol with the new enrolment key: %v", err)
	}
	after.Close()
	if !before.Main.IsConnected() || before.Main.Flush() != nil {
		t.Error("the worker enrolled before the rotation lost its connection")
	}
}
