package supervisor

import (
	"fmt"
	"strings"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"
	"troupe/actors/session"
	"troupe/internal/store"
	"troupe/internal/transcript"
	"troupe/messages"
)

// spawn starts the session actor under the guardian.
func (x *Session) spawn(turns int, main agent.Deps) (*actor.PID, error) {
	props := session.Props(session.Deps{Bus: x.s.bus, Log: x.s.log, Record: x.record, ID: x.id, Turns: turns, Main: main, Screen: x.prompts()})
	return x.s.root.SpawnNamed(props, sessionPrefix+x.id)
}

func countTurns(events []store.Event) int {
	n := 0
	for _, e := range events {
		if e.Type == store.TypeUser {
			n++
		}
	}
	return n
}

// sessionStopped is the guardian's report of a session actor stopped after
// its restart budget: the session is started again from its log, and the
// turns that were waiting are answered with an error saying so. It runs on
// protoactor's guardian goroutine, so the work is done on one the
// supervisor owns.
func (s *Supervisor) sessionStopped(pid *actor.PID) {
	id, ok := strings.CutPrefix(pid.Id, sessionPrefix)
	if !ok {
		return
	}
	s.mu.Lock()
	x := s.sessions[id]
	closed := s.closed
	s.mu.Unlock()
	if x == nil || closed {
		return
	}
	if err := s.jobs.Go("respawn session "+x.id, x.respawn); err != nil {
		s.log.Debug("respawn session", "session", x.id, "err", err)
	}
}

func (x *Session) respawn() {
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		return
	}
	waiting := x.waiters
	x.waiters = map[string]chan messages.TurnResult{}
	x.mu.Unlock()
	fail := func(msg string) {
		for _, ch := range waiting {
			ch <- messages.TurnResult{Err: &messages.Error{Kind: messages.KindCrashed, Op: "session", Msg: msg}}
		}
	}
	// The stopped actor's name is free once it has finished stopping (a
	// watch of a stopping actor answers before that); then what it logged
	// is all queued, and the log is read once it is on disk.
	for i := 0; i < 500; i++ {
		if _, alive := x.s.system.ProcessRegistry.GetLocal(sessionPrefix + x.id); !alive {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	x.record.Flush()
	loaded, err := x.s.store.Load(x.id)
	main := x.deps
	if err == nil {
		main.History, err = transcript.Rebuild(loaded.Events, agent.Main)
	}
	if err == nil {
		_, err = x.spawn(countTurns(loaded.Events), main)
	}
	if err != nil {
		x.s.log.Error("restart session actor", "session", x.id, "err", err)
		fail(fmt.Sprintf("the session actor failed repeatedly and could not be started again: %v", err))
		return
	}
	fail("the session actor failed repeatedly and was started again from the session log; this prompt was not run, send it again")
}
