package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"troupe/internal/bus"
	"troupe/internal/bus/tap"
)

// storeWait bounds the wait for a killed process's lock on its kept store.
const storeWait = 3 * time.Second

// replayFinished taps a session whose process has ended, from the replay
// stream that process kept on disk: it reopens the store in an embedded,
// non-listening bus and prints what was kept. done is false when there is no
// such record (the caller then reports the session as not running).
func replayFinished(ctx context.Context, stdio *IO, g *globals, o tap.Options) (done bool, err error) {
	st, err := g.store(stdio)
	if err != nil {
		return false, nil
	}
	rec, err := bus.ReadRecord(filepath.Join(st.Dir(o.Session), bus.RecordFile))
	if err != nil {
		return false, nil
	}
	if _, err := os.Stat(rec.Store); err != nil {
		return true, fmt.Errorf("session %s ended and what was kept of its traffic is gone: %w", o.Session, err)
	}
	// A process killed an instant ago still holds the store's lock while
	// the kernel tears it down; one that runs on holds it for good.
	deadline := time.Now().Add(storeWait)
	for tick := time.NewTicker(20 * time.Millisecond); !storeFree(rec.Store); {
		if alive(rec.PID) {
			tick.Stop()
			return true, fmt.Errorf("session %s ended; its process %d still holds what was kept: tap it again once that process exits", o.Session, rec.PID)
		}
		if time.Now().After(deadline) {
			tick.Stop()
			return true, fmt.Errorf("session %s ended; what was kept is in use by another process (another tap replaying it?): %s", o.Session, rec.Store)
		}
		select {
		case <-ctx.Done():
			tick.Stop()
			return true, nil
		case <-tick.C:
		}
	}
	b, err := bus.Start(ctx, bus.Options{ExistingStore: rec.Store, JetStream: true, Name: "troupe-replay"}, nil)
	if err != nil {
		return true, fmt.Errorf("replay session %s: %w", o.Session, err)
	}
	defer b.Close()
	nc, err := b.Connect("tap")
	if err != nil {
		return true, err
	}
	o.Stream, o.Finished, o.Status = rec.Stream, true, stdio.Err
	return true, tap.Run(ctx, nc, o, stdio.Out)
}
