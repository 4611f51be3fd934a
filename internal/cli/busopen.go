package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/actors/agent"
	"troupe/internal/compact"
	"troupe/internal/debugview"
	"troupe/internal/store"
	"troupe/messages"
)

// errNoTraffic says a session kept no bus traffic to read.
var errNoTraffic = errors.New("kept no bus traffic (it ran without --listen, or its record is gone)")

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
			recs, err := debugview.ReadStream(ctx, js, ep.Stream, session)
			return recs, true, err
		}
		if !gone(stdio, g, session, ep) {
			return nil, true, derr
		}
		_ = removeStale(stdio, g, session)
	}
	b, rec, err := openKept(ctx, stdio, g, session)
	if errors.Is(err, errNoRecord) {
		return nil, false, fmt.Errorf("session %s: %w", session, errNoTraffic)
	}
	if err != nil || b == nil {
		return nil, false, err
	}
	defer b.Close()
	js, err := b.JetStream()
	if err != nil {
		return nil, false, err
	}
	recs, err = debugview.ReadStream(ctx, js, rec.Stream, session)
	return recs, false, err
}

// sessionView is what troupe debug and fork work on: a session's kept bus
// messages and their model calls, or, when its traffic was not kept, its
// session log's events and the calls they let rebuild.
type sessionView struct {
	recs    []debugview.Record
	calls   []debugview.Call
	fromLog bool
	events  []store.Event // fromLog: the log's events, recs[i] is events[i]
	live    bool          // the session runs: follow reads what comes next
}

// follow delivers session's messages published after those read, as they
// arrive, until ctx ends; it dials the running session as its observer.
func follow(ctx context.Context, stdio *IO, g *globals, session string, after uint64, send func([]debugview.Record)) error {
	ep, err := findEndpoint(stdio, g, session, "")
	if err != nil {
		return err
	}
	nc, err := dial(ep, "troupe-debug-follow")
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	err = debugview.Follow(ctx, js, ep.Stream, session, after, send)
	if err != nil && nc.IsClosed() {
		return nil // the session's process and its bus are gone
	}
	return err
}

// loadSessionView reads session's replay stream, or its session log when
// it kept no bus traffic.
func loadSessionView(ctx context.Context, stdio *IO, g *globals, session string) (sessionView, error) {
	recs, live, err := sessionRecords(ctx, stdio, g, session)
	if err == nil && len(recs) > 0 {
		return sessionView{recs: recs, calls: debugview.Calls(recs), live: live}, nil
	}
	if err != nil && !errors.Is(err, errNoTraffic) {
		return sessionView{}, err
	}
	why := "it ran without --listen"
	if err == nil {
		why = "what its replay stream kept is gone: older than bus.replay.max_age"
	}
	st, serr := g.store(stdio)
	if serr != nil {
		return sessionView{}, serr
	}
	loaded, lerr := st.Load(session)
	if errors.Is(lerr, store.ErrNotFound) {
		return sessionView{}, fmt.Errorf("no session %s in %s", session, st.Root())
	}
	if lerr != nil {
		return sessionView{}, lerr
	}
	fmt.Fprintf(stdio.Err, "troupe: session %s kept no bus traffic (%s): stepping through its session log instead\n", session, why)
	return sessionView{recs: debugview.FromLog(loaded.Events), calls: debugview.CallsFromLog(loaded.Events, loadSaved), fromLog: true, events: loaded.Events}, nil
}

// loadSaved is agent.LoadSaved as debugview reads it.
func loadSaved(events []store.Event, agentID string) ([]messages.Message, []int, []compact.Record, error) {
	s, err := agent.LoadSaved(events, agentID)
	return s.Transcript, s.Counts, s.Records, err
}
