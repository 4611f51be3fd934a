package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/debugview"
)

// sessionRecords reads every message session's replay stream holds: from
// its running process (as its observer) or from the store a finished one
// kept. live says the session still runs.
func sessionRecords(ctx context.Context, stdio *IO, g *globals, session string) (recs []debugview.Record, live bool, err error) {
	ep, err := findEndpoint(stdio, g, session, "")
	var nr notRunning
	switch {
	case errors.As(err, &nr):
	case err != nil:
		return nil, false, err
	case ep.Stream == "":
		return nil, true, fmt.Errorf("session %s runs without a replay stream (bus.replay.enabled is off)", session)
	default:
		nc, derr := dial(ep, "troupe-debug")
		if derr == nil {
			defer nc.Close()
			js, jerr := jetstream.New(nc)
			if jerr != nil {
				return nil, true, jerr
			}
			recs, err := debugview.ReadStream(ctx, js, ep.Stream)
			return recs, true, err
		}
		if !gone(stdio, g, session, ep) {
			return nil, true, derr
		}
		_ = removeStale(stdio, g, session)
	}
	b, rec, err := openKept(ctx, stdio, g, session)
	if errors.Is(err, errNoRecord) {
		return nil, false, fmt.Errorf("session %s kept no bus traffic (it ran without --listen, or its record is gone)", session)
	}
	if err != nil || b == nil {
		return nil, false, err
	}
	defer b.Close()
	js, err := b.JetStream()
	if err != nil {
		return nil, false, err
	}
	recs, err = debugview.ReadStream(ctx, js, rec.Stream)
	return recs, false, err
}
