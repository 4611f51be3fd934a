package supervisor

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/restart"
	"troupe/actors/session"
	"troupe/internal/bus"
	"troupe/internal/telemetry"
	"troupe/messages"
)

// sessionPrefix starts the actor name of every session actor.
const sessionPrefix = "sess-"

// mirror publishes protoactor's supervision decisions on the bus, as
// evt.<s>.<agent>.supervision. It runs synchronously in the publisher's
// goroutine (protoactor's EventStream), so it only publishes.
func (s *Supervisor) mirror(evt interface{}) { mirrorEvent(s.life, s.bus, s.log, evt) }

// mirrorEvent publishes one supervision decision on b (see mirror); life
// carries the telemetry that counts restarts.
func mirrorEvent(life context.Context, b *bus.Bus, log *slog.Logger, evt interface{}) {
	var body messages.Supervision
	var child *actor.PID
	switch e := evt.(type) {
	case *actor.SupervisorEvent:
		child = e.Child
		body = messages.Supervision{Directive: e.Directive.String(), Reason: fmt.Sprint(e.Reason)}
	case *restart.Event:
		child = e.Child
		body = messages.Supervision{Directive: e.Directive(), Reason: restart.Reason(e.Reason),
			DelayMS: e.Delay.Milliseconds(), Failures: e.Failures}
	}
	if child == nil {
		return
	}
	sess, agent, ok := locate(child.Id)
	if !ok {
		return
	}
	body.Child = child.Id
	telemetry.Restart(life, child.Id[strings.LastIndexByte(child.Id, '/')+1:], body.Directive)
	subj := messages.Subject(messages.ClassEvt, sess, agent, "supervision")
	if _, err := b.Publish(subj, messages.Meta{}, body); err != nil {
		log.Debug("mirror supervision event", "err", err)
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
