package supervisor

import (
	"sync"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/port"
	"troupe/actors/restart"
)

// guardian supervises the session actors (they are top-level: protoactor
// gives their failures to a guardian). A session restarted after failing on
// a bus message gets that message once more — a prompt that arrived as the
// session crashed is not lost — and a session stopped past its budget is
// reported to onStop. HandleFailure runs on protoactor's guardian goroutine;
// the redelivered set is guarded by mu.
type guardian struct {
	policy restart.Policy
	onStop func(child *actor.PID)

	mu          sync.Mutex
	redelivered map[string]bool // bus message ids given a second chance
}

// HandleFailure implements actor.SupervisorStrategy.
func (g *guardian) HandleFailure(sys *actor.ActorSystem, sup actor.Supervisor, child *actor.PID, rs *actor.RestartStatistics, reason, message any) {
	e := g.policy.Handle(sys, sup, child, rs, reason)
	if !e.Restart {
		g.onStop(child)
		return
	}
	in, ok := message.(*port.In)
	if !ok || in.Meta.ID == "" {
		return
	}
	g.mu.Lock()
	again := !g.redelivered[in.Meta.ID]
	if again {
		if len(g.redelivered) > 1024 {
			clear(g.redelivered)
		}
		g.redelivered[in.Meta.ID] = true
	}
	g.mu.Unlock()
	if again {
		// The mailbox stays suspended until the restart: this is handled by
		// the new incarnation.
		sys.Root.Send(child, in)
	}
}
