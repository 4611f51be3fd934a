package restart

import (
	"log/slog"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		goleak.IgnoreTopFunction("github.com/asynkron/protoactor-go/actor.NewDeadLetter.NewThrottle.func4.1"))
}

func TestDecide(t *testing.T) {
	p := Policy{MaxRestarts: 3, Within: time.Minute, Backoff: 100 * time.Millisecond, MaxBackoff: 300 * time.Millisecond}
	rs := actor.NewRestartStatistics()
	tests := []struct {
		restart  bool
		base     time.Duration // the delay before jitter
		failures int
	}{
		{true, 100 * time.Millisecond, 1},
		{true, 200 * time.Millisecond, 2},
		{true, 300 * time.Millisecond, 3}, // capped
		{false, 0, 4},                     // budget spent: stop
		{true, 100 * time.Millisecond, 1}, // the count starts again after a stop
	}
	for i, tt := range tests {
		e := p.Decide(nil, rs, "boom")
		if e.Restart != tt.restart || e.Failures != tt.failures {
			t.Fatalf("failure %d: %+v, want restart=%v failures=%d", i+1, e, tt.restart, tt.failures)
		}
		if lo, hi := tt.base*3/4, tt.base*5/4; e.Delay < lo || e.Delay > hi {
			t.Errorf("failure %d: delay %v, want %v ±25%%", i+1, e.Delay, tt.base)
		}
	}
	if e := (Policy{}).Decide(nil, rs, "boom"); e.Restart {
		t.Error("MaxRestarts 0 restarted")
	}
}

// parent supervises one child with a Policy.
type parent struct {
	p     Policy
	child *actor.PID
}

func (a *parent) Receive(c actor.Context) {
	if _, ok := c.Message().(*actor.Started); ok {
		a.child = c.Spawn(actor.PropsFromFunc(child))
		c.Respond(a.child)
	}
	if _, ok := c.Message().(string); ok {
		c.Respond(a.child)
	}
}

func (a *parent) HandleFailure(sys *actor.ActorSystem, sup actor.Supervisor, pid *actor.PID, rs *actor.RestartStatistics, reason, _ any) {
	a.p.Handle(sys, sup, pid, rs, reason)
}

func child(c actor.Context) {
	switch c.Message() {
	case "boom":
		panic("boom")
	case "ping":
		c.Respond("pong")
	}
}

func world(tb testing.TB) (*actor.ActorSystem, *actor.PID) {
	sys := actor.NewActorSystem(actor.WithLoggerFactory(func(*actor.ActorSystem) *slog.Logger { return slog.New(slog.DiscardHandler) }))
	p := &parent{p: Policy{MaxRestarts: 1 << 30}}
	pid := sys.Root.Spawn(actor.PropsFromProducer(func() actor.Actor { return p }))
	res, err := sys.Root.RequestFuture(pid, "child?", time.Second).Result()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = sys.Root.StopFuture(pid).Wait() })
	return sys, res.(*actor.PID)
}

func TestRestartedChildServesAgain(t *testing.T) {
	sys, c := world(t)
	var events []*Event
	sub := sys.EventStream.Subscribe(func(e any) {
		if ev, ok := e.(*Event); ok {
			events = append(events, ev)
		}
	})
	defer sys.EventStream.Unsubscribe(sub)
	sys.Root.Send(c, "boom")
	if res, err := sys.Root.RequestFuture(c, "ping", time.Second).Result(); err != nil || res != "pong" {
		t.Fatalf("after a restart: %v, %v", res, err)
	}
	if len(events) != 1 || !events[0].Restart || events[0].Directive() != "RestartDirective" {
		t.Fatalf("events = %+v", events)
	}
}

// BenchmarkPing is the baseline of BenchmarkPanicToServing: a request to a
// healthy actor.
func BenchmarkPing(b *testing.B) {
	sys, c := world(b)
	for b.Loop() {
		if _, err := sys.Root.RequestFuture(c, "ping", time.Second).Result(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPanicToServing is the time from a panic to the actor answering
// again (no backoff configured).
func BenchmarkPanicToServing(b *testing.B) {
	sys, c := world(b)
	for b.Loop() {
		sys.Root.Send(c, "boom")
		if _, err := sys.Root.RequestFuture(c, "ping", time.Second).Result(); err != nil {
			b.Fatal(err)
		}
	}
}
