package session

import (
	"slices"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"
	"troupe/messages"
)

// notStarted is the result of a prompt cancelled before it reached the
// log or the model.
func notStarted(turn string) messages.TurnResult {
	return messages.TurnResult{Turn: turn,
		Err: &messages.Error{Kind: messages.KindCanceled, Op: "session", Msg: "cancelled before it started"}}
}

// cancelRequest cancels the one prompt whose requester's correlation is
// b.Request: queued, it is answered and dropped; still being judged, its
// screen is stopped; running, the main agent is told. A prompt not seen
// yet is answered as cancelled when it comes. Other prompts go on.
func (a *Actor) cancelRequest(c actor.Context, b *messages.Cancel, cause messages.Meta) {
	res := messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn")
	if i := slices.IndexFunc(a.life.queue, func(q queued) bool { return q.meta.Correlation == b.Request }); i >= 0 {
		q := a.life.queue[i]
		a.life.queue = slices.Delete(a.life.queue, i, i+1)
		a.publish(res, reply(q.meta), notStarted(q.prompt.Turn))
		return
	}
	cur := a.life.current
	switch {
	case cur != nil && cur.meta.Correlation == b.Request && !cur.screened:
		a.stopScreen()
		a.life.current = nil
		a.publish(res, reply(cur.meta), notStarted(cur.prompt.Turn))
		a.next(c)
	case cur != nil && cur.meta.Correlation == b.Request:
		a.publish(messages.Subject(messages.ClassCtl, a.d.ID, agent.Main, "cancel"), reply(cause),
			messages.Cancel{Turn: cur.prompt.Turn, Reason: b.Reason})
	case a.life.ended != nil && a.life.ended.cause.Correlation == b.Request:
		// it ended already
	default:
		a.life.early = append(a.life.early, b.Request)
		if len(a.life.early) > maxEarly {
			a.life.early = a.life.early[len(a.life.early)-maxEarly:]
		}
	}
}

// cancelledEarly says whether the prompt of request req was cancelled
// before it came, and forgets that cancel.
func (a *Actor) cancelledEarly(req string) bool {
	if req == "" {
		return false
	}
	i := slices.Index(a.life.early, req)
	if i < 0 {
		return false
	}
	a.life.early = slices.Delete(a.life.early, i, i+1)
	return true
}
