package supervisor

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/asynkron/protoactor-go/eventstream"

	"troupe/actors/restart"
	"troupe/internal/bus"
	"troupe/internal/config"
	"troupe/internal/faults"
	"troupe/internal/sandbox"
	"troupe/internal/telemetry"
	"troupe/internal/tokens"
)

// Runtime is what the instances of one long-lived process share when it
// runs many short ones (troupe worker: one per task): one bus and its one
// in-process connection, one actor system with one guardian of the session
// actors, one token counter and one pool of warm sandbox helpers.
// StartRuntime builds it once; Start with Options.Runtime builds an instance
// on it — its sessions are subtrees (session → agent → workflow → llm) of
// the runtime's actor system — and that instance's Close stops only its own
// sessions and goroutines. A crash past a session's restart budget stops
// that session only. Close the Runtime after every instance on it.
//
// A Runtime's methods are safe for concurrent use; the set of live
// instances is guarded by mu.
type Runtime struct {
	bus      *bus.Bus
	system   *actor.ActorSystem
	tokens   *tokens.Counter
	pool     *sandbox.Pool
	guardian *guardian
	root     *actor.RootContext // spawns session actors under guardian; never changed after start
	evSub    *eventstream.Subscription
	log      *slog.Logger
	parsed   *parsed // what its instances share, parsed once (runtimeshared.go)

	mu     sync.Mutex
	live   map[*Supervisor]bool
	closed bool
}

// RuntimeOptions is what StartRuntime needs.
type RuntimeOptions struct {
	// Config gives the bus limits (max payload, inline size) and the
	// restart policy of session actors. Its bus never listens nor joins a
	// deployment: the instances' traffic stays in the process.
	Config  config.Config
	DataDir string // the bus's JetStream store (large bodies) lives under DataDir/run
	Logger  *slog.Logger
	Getenv  func(string) string // nil: os.Getenv
}

// StartRuntime starts a shared runtime. ctx bounds start-up and carries the
// telemetry supervision events are counted in.
func StartRuntime(ctx context.Context, o RuntimeOptions) (*Runtime, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	getenv := o.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	fs, err := faults.Parse(getenv(faults.Env))
	if err != nil {
		return nil, err
	}
	c := o.Config.Bus
	bc := config.Bus{MaxPayload: c.MaxPayload, InlineMax: c.InlineMax, Replay: c.Replay, Replicas: 1}
	bc.Replay.Enabled = false
	b, err := startBus(ctx, bc, filepath.Join(o.DataDir, "run"), fs, log, getenv)
	if err != nil {
		return nil, fmt.Errorf("runtime: %w", err)
	}
	rt := &Runtime{bus: b, tokens: tokens.NewCounter(), pool: sandbox.NewPool(), log: log, live: map[*Supervisor]bool{}, parsed: newParsed()}
	rt.system = actor.NewActorSystem(
		actor.WithLoggerFactory(func(*actor.ActorSystem) *slog.Logger { return log.With("component", "protoactor") }),
		actor.WithDeveloperSupervisionLogging(false),
		actor.WithDeadLetterRequestLogging(false),
	)
	life := telemetry.WithContext(context.Background(), telemetry.From(ctx))
	rt.evSub = rt.system.EventStream.Subscribe(func(evt any) { mirrorEvent(life, b, log, evt) })
	r := o.Config.Restart
	rt.guardian = &guardian{policy: policyOf(r), onStop: rt.sessionStopped, redelivered: map[string]bool{}}
	// A root context of its own: WithGuardian sets a field of the context
	// it is called on, so it is set once here, not per spawn.
	rt.root = actor.NewRootContext(rt.system, nil).WithGuardian(rt.guardian)
	return rt, nil
}

// Bus is the runtime's bus.
func (rt *Runtime) Bus() *bus.Bus { return rt.bus }

// join records an instance started on the runtime.
func (rt *Runtime) join(s *Supervisor) error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.closed {
		return ErrClosed
	}
	rt.live[s] = true
	return nil
}

// leave forgets an instance that closed.
func (rt *Runtime) leave(s *Supervisor) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	delete(rt.live, s)
}

// sessionStopped hands the guardian's report of a stopped session actor to
// the instance that owns it (the others do not know its id).
func (rt *Runtime) sessionStopped(pid *actor.PID) {
	rt.mu.Lock()
	live := make([]*Supervisor, 0, len(rt.live))
	for s := range rt.live {
		live = append(live, s)
	}
	rt.mu.Unlock()
	for _, s := range live {
		s.sessionStopped(pid)
	}
}

// Close stops the runtime. Instances still open on it are closed first.
func (rt *Runtime) Close() error {
	rt.mu.Lock()
	if rt.closed {
		rt.mu.Unlock()
		return nil
	}
	rt.closed = true
	var live []*Supervisor
	for s := range rt.live {
		live = append(live, s)
	}
	rt.mu.Unlock()
	var errs []error
	for _, s := range live {
		errs = append(errs, s.Close())
	}
	rt.system.EventStream.Unsubscribe(rt.evSub)
	rt.system.Shutdown()
	errs = append(errs, rt.bus.Close(), rt.pool.Close())
	return errors.Join(errs...)
}

// policyOf is the restart policy config gives every parent actor.
func policyOf(r config.Restart) restart.Policy {
	return restart.Policy{MaxRestarts: r.MaxRestarts, Within: r.Within.D(), Backoff: r.Backoff.D(), MaxBackoff: r.MaxBackoff.D()}
}
