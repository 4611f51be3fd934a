// Package restart is troupe's supervision policy for protoactor: a failing
// child is restarted after an exponential backoff with jitter, at most
// MaxRestarts times within a window, then stopped so its parent can
// escalate. Every decision is published on the actor system's EventStream
// as an *Event (the supervisor mirrors it onto the bus).
//
// A parent that must act on its children's failures (re-send what the
// child lost, answer a turn) implements protoactor's SupervisorStrategy
// itself and calls Policy.Handle from it; protoactor runs that on the
// parent's own goroutine, so the parent may touch its state there. Policy
// is a value and safe for concurrent use; the restart timers it starts
// only send a system message and need no owner to wait for them.
package restart

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/asynkron/protoactor-go/actor"
)

// Policy is how failing children are restarted.
type Policy struct {
	MaxRestarts int           // restarts allowed within Within; 0: never restart
	Within      time.Duration // the window; 0 counts every failure ever
	Backoff     time.Duration // delay before the first restart; doubled for each further failure in the window
	MaxBackoff  time.Duration // cap of the delay
}

// Event is one supervision decision.
type Event struct {
	Child    *actor.PID
	Reason   any
	Restart  bool          // false: the child is stopped (budget spent)
	Delay    time.Duration // before the restart
	Failures int           // failures within the window, this one included
}

// Directive names the decision as protoactor does.
func (e *Event) Directive() string {
	if e.Restart {
		return actor.RestartDirective.String()
	}
	return actor.StopDirective.String()
}

// Decide counts a failure in rs and decides what to do with the child.
func (p Policy) Decide(child *actor.PID, rs *actor.RestartStatistics, reason any) *Event {
	e := &Event{Child: child, Reason: reason}
	if p.MaxRestarts <= 0 {
		return e
	}
	rs.Fail()
	e.Failures = rs.NumberOfFailures(p.Within)
	if e.Failures > p.MaxRestarts {
		rs.Reset()
		return e
	}
	e.Restart, e.Delay = true, p.delay(e.Failures)
	return e
}

// delay is Backoff·2^(n-1), capped, with ±25 % jitter.
func (p Policy) delay(n int) time.Duration {
	if p.Backoff <= 0 {
		return 0
	}
	d := p.Backoff
	for i := 1; i < n && (p.MaxBackoff <= 0 || d < p.MaxBackoff); i++ {
		d *= 2
	}
	if p.MaxBackoff > 0 && d > p.MaxBackoff {
		d = p.MaxBackoff
	}
	jitter := time.Duration(rand.Int64N(int64(d)/2+1)) - d/4
	return d + jitter
}

// Handle decides, publishes the decision on sys's EventStream, and carries
// it out: the child is restarted after the delay (its mailbox stays
// suspended meanwhile, so nothing sent to it is lost) or stopped.
func (p Policy) Handle(sys *actor.ActorSystem, sup actor.Supervisor, child *actor.PID, rs *actor.RestartStatistics, reason any) *Event {
	e := p.Decide(child, rs, reason)
	Apply(sys, sup, e)
	return e
}

// Apply publishes a decision on sys's EventStream and carries it out. A
// parent that must act before the child stops (answer its turn first)
// calls Decide, acts, then Apply.
func Apply(sys *actor.ActorSystem, sup actor.Supervisor, e *Event) {
	child := e.Child
	sys.EventStream.Publish(e)
	switch {
	case !e.Restart:
		sup.StopChildren(child)
	case e.Delay <= 0:
		sup.RestartChildren(child)
	default:
		time.AfterFunc(e.Delay, func() { sup.RestartChildren(child) })
	}
}

// Reason renders a panic value for a person.
func Reason(v any) string {
	if e, ok := v.(error); ok {
		return e.Error()
	}
	return fmt.Sprint(v)
}
