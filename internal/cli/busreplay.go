package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"troupe/internal/bus"
	"troupe/internal/bus/tap"
)

// storeWait bounds the wait for a killed process's lock on its kept store.
const storeWait = 3 * time.Second

// errNoRecord says a session left no kept replay stream.
var errNoRecord = errors.New("no kept record")

// replayFinished taps a session whose process has ended, from the replay
// stream that process kept on disk: it reopens the store in an embedded,
// non-listening bus and prints what was kept. done is false when there is no
// such record (the caller then reports the session as not running).
func replayFinished(ctx context.Context, stdio *IO, g *globals, o tap.Options) (done bool, err error) {
	b, rec, err := openKept(ctx, stdio, g, o.Session)
	if errors.Is(err, errNoRecord) {
		return false, nil
	}
	if err != nil || b == nil {
		return true, err
	}
	defer b.Close()
	nc, err := b.Connect("tap")
	if err != nil {
		return true, err
	}
	o.Stream, o.Finished, o.Status = rec.Stream, true, stdio.Err
	return true, tap.Run(ctx, nc, o, stdio.Out)
}

// openKept reopens the store a finished session's process kept, in an
// embedded bus that does not listen. It returns errNoRecord when the
// session kept nothing, and a nil Bus without error when ctx ended first.
func openKept(ctx context.Context, stdio *IO, g *globals, session string) (*bus.Bus, bus.Record, error) {
	st, err := g.store(stdio)
	if err != nil {
		return nil, bus.Record{}, errNoRecord
	}
	rec, err := bus.ReadRecord(filepath.Join(st.Dir(session), bus.RecordFile))
	if err != nil {
		return nil, rec, errNoRecord
	}
	if _, err := os.Stat(rec.Store); err != nil {
		return nil, rec, fmt.Errorf("session %s ended and what was kept of its traffic is gone: %w", session, err)
	}
	// A process killed an instant ago still holds the store's lock while
	// the kernel tears it down; one that runs on holds it for good.
	deadline := time.Now().Add(storeWait)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !storeFree(rec.Store) {
		if alive(rec.PID) {
			return nil, rec, fmt.Errorf("session %s ended; its process %d still holds what was kept: try again once that process exits", session, rec.PID)
		}
		if time.Now().After(deadline) {
			return nil, rec, fmt.Errorf("session %s ended; what was kept is in use by another process (another tap replaying it?): %s", session, rec.Store)
		}
		select {
		case <-ctx.Done():
			return nil, rec, nil
		case <-tick.C:
		}
	}
	b, err := bus.Start(ctx, bus.Options{ExistingStore: rec.Store, JetStream: true, Name: "troupe-replay"}, nil)
	if err != nil {
		return nil, rec, fmt.Errorf("replay session %s: %w", session, err)
	}
	return b, rec, nil
}
