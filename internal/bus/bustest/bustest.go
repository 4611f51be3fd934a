// Package bustest gives tests a live embedded bus.
//
// Concurrency: the returned *bus.Bus is as safe for concurrent use as any
// other; New itself may be called from parallel tests, each getting its own
// server and store directory.
package bustest

import (
	"context"
	"testing"
	"time"

	"troupe/internal/bus"
)

// New starts an in-process bus with JetStream in t.TempDir(), listening on
// nothing, and closes it when the test ends.
func New(t testing.TB) *bus.Bus {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	b, err := bus.Start(ctx, bus.Options{StoreDir: t.TempDir(), JetStream: true, Name: "test"}, nil)
	if err != nil {
		t.Fatalf("bustest: %v", err)
	}
	t.Cleanup(func() {
		if err := b.Close(); err != nil {
			t.Errorf("bustest: close: %v", err)
		}
	})
	return b
}
