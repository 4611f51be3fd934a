package supervisor

import (
	"fmt"
	"strings"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/session"
	"troupe/messages"
)

// sessionPrefix starts the actor name of every session actor.
const sessionPrefix = "sess-"

// mirror publishes protoactor's supervision decisions on the bus, as
// evt.<s>.<agent>.supervision. It runs synchronously in the publisher's
// goroutine (protoactor's EventStream), so it only publishes.
func (s *Supervisor) mirror(evt interface{}) {
	se, ok := evt.(*actor.SupervisorEvent)
	if !ok || se.Child == nil {
		return
	}
	sess, agent, ok := locate(se.Child.Id)
	if !ok {
		return
	}
	body := messages.Supervision{Child: se.Child.Id, Directive: se.Directive.String(), Reason: fmt.Sprint(se.Reason)}
	subj := messages.Subject(messages.ClassEvt, sess, agent, "supervision")
	if _, err := s.bus.Publish(subj, messages.Meta{}, body); err != nil {
		s.log.Debug("mirror supervision event", "err", err)
	}
}

// locate maps an actor id such as "sess-S/main/explore-ab-1/tools" to its
// session and the agent it belongs to.
func locate(id string) (sess, agent string, ok bool) {
	parts := strings.Split(id, "/")
	if len(parts) == 0 || !strings.HasPrefix(parts[0], sessionPrefix) {
		return "", "", false
	}
	sess, agent = strings.TrimPrefix(parts[0], sessionPrefix), session.Agent
	for _, p := range parts[1:] {
		if p == "tools" || p == "llm" || strings.HasPrefix(p, "wf-") {
			continue
		}
		agent = p
	}
	return sess, agent, messages.ValidID(sess) && messages.ValidID(agent)
}
