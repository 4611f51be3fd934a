package bus_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/bus"
)

func TestEndpointRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bus.json")
	first := bus.Endpoint{URL: "nats://127.0.0.1:1", Seed: "SU1", Session: "S1", PID: 1, Started: time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)}
	second := bus.Endpoint{URL: "nats://127.0.0.1:2", Seed: "SU2", NKeyFiles: map[bus.Role]string{bus.Observer: "/x/bus-observer.nk"}, Session: "S2", PID: 2, Started: time.Date(2026, 2, 3, 4, 5, 6, 7, time.UTC)}
	for _, want := range []bus.Endpoint{first, second} {
		if err := bus.WriteEndpoint(path, want); err != nil {
			t.Fatal(err)
		}
		got, err := bus.ReadEndpoint(path)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("endpoint (-want +got):\n%s", diff)
		}
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if mode := info.Mode().Perm(); mode != 0o600 {
			t.Errorf("mode %v, want 0600", mode)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("dir holds %d entries, want only the endpoint file (no temp files)", len(entries))
	}
}

func TestEndpointErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := bus.ReadEndpoint(filepath.Join(dir, "missing.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadEndpoint on a missing file: %v, want not-exist", err)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := bus.ReadEndpoint(bad); err == nil {
		t.Error("ReadEndpoint on malformed JSON succeeded")
	}
	if err := bus.WriteEndpoint(filepath.Join(dir, "no", "such", "dir.json"), bus.Endpoint{}); err == nil {
		t.Error("WriteEndpoint into a missing directory succeeded")
	}
}
