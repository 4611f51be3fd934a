package bus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"troupe/messages"
)

// DefaultHeartbeat is the heartbeat period when PresenceOptions leaves it 0.
const DefaultHeartbeat = time.Second

// PresenceOptions describes a session on a listening bus.
type PresenceOptions struct {
	Dir     string // the session's directory: credentials go there
	Session string
	Roles   []Role // external roles besides observer (controller, worker)
	// Replay keeps the session's traffic in ReplayStream(Session), bounded
	// by MaxAge and MaxBytes (0: unbounded); off when Replay is false.
	Replay    bool
	MaxAge    time.Duration
	MaxBytes  int64
	Heartbeat time.Duration
}

// Presence is a session's presence on a listening bus: its replay stream,
// its credentials files and its heartbeats. Open it before the session's
// first message and Close it after the last one.
//
// The heartbeat goroutine is owned by the Presence; Close stops it and
// waits for it.
type Presence struct {
	b    *Bus
	o    PresenceOptions
	stop chan struct{}
	wg   sync.WaitGroup
	once sync.Once
}

// Open makes the replay stream (enabling JetStream), writes the credentials
// and EndpointFile, and starts heartbeats.
func (b *Bus) Open(ctx context.Context, o PresenceOptions) (*Presence, error) {
	if !messages.ValidID(o.Session) {
		return nil, fmt.Errorf("bus: presence: invalid session %q", o.Session)
	}
	if o.Heartbeat <= 0 {
		o.Heartbeat = DefaultHeartbeat
	}
	a := Access{Dir: o.Dir, Session: o.Session, Roles: o.Roles, Heartbeat: o.Heartbeat}
	if o.Replay {
		if err := b.replayStream(ctx, o); err != nil {
			return nil, err
		}
		a.Stream = ReplayStream(o.Session)
	}
	if _, err := b.WriteAccess(a); err != nil {
		return nil, errors.Join(err, RemoveAccess(o.Dir))
	}
	if o.Replay && b.opts.KeepStore {
		// Say where the traffic is kept from the start, and mark the store
		// kept: a process killed with SIGKILL leaves a replayable session
		// (what reached the store's files), cleaned only past its age.
		err := WriteRecord(filepath.Join(o.Dir, RecordFile),
			Record{Store: b.StoreDir(), Stream: ReplayStream(o.Session), Session: o.Session, PID: os.Getpid()})
		if err == nil {
			err = os.WriteFile(filepath.Join(b.StoreDir(), KeptFile), nil, 0o600)
		}
		if err != nil {
			return nil, errors.Join(err, RemoveAccess(o.Dir))
		}
	}
	p := &Presence{b: b, o: o, stop: make(chan struct{})}
	p.wg.Go(p.beat)
	return p, nil
}

// ReplaySubjects are the subjects of a session's traffic in the replay
// stream: all of it but heartbeats (and the task queue, which has its own
// stream).
func ReplaySubjects(session string) []string {
	var out []string
	for _, c := range []messages.Class{messages.ClassCmd, messages.ClassEvt, messages.ClassCtl, messages.ClassRes} {
		out = append(out, messages.Root+"."+string(c)+"."+session+".>")
	}
	return out
}

// replayStream makes sure the shared traffic stream keeps everything.
func (b *Bus) replayStream(ctx context.Context, o PresenceOptions) error {
	js, err := b.JetStream()
	if err != nil {
		return err
	}
	return EnsureTraffic(ctx, js, TrafficLimits{MaxAge: o.MaxAge, MaxBytes: o.MaxBytes, Replicas: b.opts.Replicas})
}

func (p *Presence) beat() {
	t := time.NewTicker(p.o.Heartbeat)
	defer t.Stop()
	subj := messages.Subject(messages.ClassHb, p.o.Session, "session")
	body := messages.Heartbeat{PID: os.Getpid(), Interval: p.o.Heartbeat.Milliseconds()}
	for {
		if _, err := p.b.Publish(subj, messages.Meta{}, body); err != nil && !errors.Is(err, ErrClosed) {
			p.b.log.Debug("bus: heartbeat", "session", p.o.Session, "err", err)
		}
		select {
		case <-p.stop:
			return
		case <-t.C:
		}
	}
}

// Close publishes that the session ended (reason may be ""), stops the
// heartbeats and removes the credentials. The replay stream stays while the
// bus runs, so a tap can still replay the finished session. Idempotent.
func (p *Presence) Close(reason string) error {
	if p == nil {
		return nil
	}
	var err error
	p.once.Do(func() {
		close(p.stop)
		p.wg.Wait()
		subj := messages.Subject(messages.ClassEvt, p.o.Session, "session", "ended")
		if _, perr := p.b.Publish(subj, messages.Meta{}, messages.SessionEnded{Reason: reason}); perr != nil {
			err = perr
		}
		err = errors.Join(err, p.b.nc.Flush(), RemoveAccess(p.o.Dir))
		// The session's keys end with it: a copied seed opens nothing, a
		// controller is closed; a tap still connected (perhaps replaying far
		// behind) reads on to "session ended" and stops by itself.
		p.b.Forget(Observer, p.o.Session)
		p.b.Revoke(Controller, p.o.Session)
		if p.o.Replay && p.b.opts.KeepStore {
			err = errors.Join(err, WriteRecord(filepath.Join(p.o.Dir, RecordFile),
				Record{Store: p.b.StoreDir(), Stream: ReplayStream(p.o.Session), Session: p.o.Session, PID: os.Getpid(), Ended: time.Now()}))
		}
	})
	return err
}

// RecordFile is the file, in a session's directory, that says where a
// finished session's replay stream was kept.
const RecordFile = "bus-replay.json"

// Record says where a finished session's traffic is kept: a store its
// process left on exit (Options.KeepStore), readable once that process is
// gone by reopening it (Options.ExistingStore).
type Record struct {
	Store   string    `json:"store"`
	Stream  string    `json:"stream"`
	Session string    `json:"session"`
	PID     int       `json:"pid"`
	Ended   time.Time `json:"ended"`
}

// WriteRecord writes r to path (0600, atomically).
func WriteRecord(path string, r Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("bus: record: %w", err)
	}
	return writePrivate(path, append(data, '\n'))
}

// ReadRecord reads a file WriteRecord wrote.
func ReadRecord(path string) (Record, error) {
	var r Record
	data, err := os.ReadFile(path)
	if err != nil {
		return r, fmt.Errorf("bus: record: %w", err)
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return r, fmt.Errorf("bus: record %s: %w", path, err)
	}
	return r, nil
}
