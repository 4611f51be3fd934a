package remote

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Asks at the coordinator. A worker whose task agent needs an approval
// sends a taskq.Ask on res.<s>.<agent>.ask; the proxy checks it is the
// current attempt's worker's (a stale attempt or another worker gets a
// deny and is never shown), asks the person exactly as a local subagent
// does — a gate.BusApprover with the subagent's id — and sends the answer
// back on ctl.<s>.<agent>.approval, where only this process may publish.

// Messages of the ask relay, sent to the proxy itself.
type (
	asked    struct{ a taskq.Ask }
	answered struct {
		a   taskq.Ask
		ans gate.Answer
		err error
	}
)

type waiting struct {
	a      taskq.Ask
	cancel context.CancelFunc // ends the person's wait
}

// maxHeld bounds the asks held for an attempt not started yet: a worker
// has at most a few calls in flight, anything beyond is refused.
const maxHeld = 16

// relay is a proxy's state of the asks: touched only in Receive.
type relay struct {
	waiting map[string]waiting     // by request id: the person is being asked
	held    []taskq.Ask            // of an attempt newer than the proxy knows of yet
	granted map[string]bool        // "allow for this session" grants answered here
	given   map[string]gate.Answer // answers sent, by request id: a worker that asks again (its answer lost) gets the same
}

// approval is the coordinator's approval policy, for the task to carry.
func (p *proxy) approval() *taskq.Approval {
	g := p.ad.Gate
	if g == nil {
		return nil
	}
	a := &taskq.Approval{Mode: string(g.Policy().Mode), OnAsk: "deny", Ask: g.Interactive()}
	if a.Mode == "" {
		a.Mode = string(safety.ModeManual)
	}
	if g.AllowsAsks() {
		a.OnAsk = "allow"
	}
	return a
}

// listenAsks subscribes to the task's asks; each goes to the proxy.
func (p *proxy) listenAsks(root *actor.RootContext) {
	self := p.self
	d := p.d
	sub, err := d.bus.Conn().Subscribe(taskq.AskSubject(p.ad.Session, p.ad.ID), func(msg *nats.Msg) {
		a, err := taskq.DecodeAsk(msg.Data)
		if err != nil || a.Request.ID == "" {
			return
		}
		// Only the worker JetStream delivered that attempt to, signed by
		// it, may ask; anything else is reported, never shown or answered.
		if !d.signed(a.Worker, msg.Subject, msg.Header, msg.Data) ||
			d.fence.strict && d.fence.holder(a.Task, a.Attempt) != a.Worker {
			d.refused(p.ad.Session, p.ad.ID, fmt.Sprintf("an approval request of task %s claiming worker %s (attempt %d) is not signed by the worker JetStream delivered that attempt to: refused, never shown",
				a.Task, a.Worker, a.Attempt))
			return
		}
		root.Send(self, &asked{a})
	})
	if err != nil {
		p.ad.Log.Error("listen for approval requests", "agent", p.ad.ID, "err", err)
		return
	}
	p.subs = append(p.subs, sub)
}

// onAsk fences an ask and asks the person.
func (p *proxy) onAsk(c actor.Context, a taskq.Ask) {
	switch {
	case a.Task != p.task.ID || p.done || p.local != nil:
		p.refuse(a, "not a running task of this subagent")
		return
	case a.Attempt > p.attempt && len(p.relay.held) < maxHeld:
		p.relay.held = append(p.relay.held, a) // its start is on its way
		return
	case a.Attempt > p.attempt:
		p.refuse(a, fmt.Sprintf("attempt %d has not started", a.Attempt))
		return
	case a.Attempt < p.attempt || a.Worker != p.worker:
		p.refuse(a, fmt.Sprintf("attempt %d is on worker %s", p.attempt, p.worker))
		return
	}
	if _, dup := p.relay.waiting[a.Request.ID]; dup {
		return // the person is being asked already
	}
	if ans, ok := p.relay.given[a.Request.ID]; ok {
		p.answer(a, ans) // asked again: the answer was lost on the way
		return
	}
	if len(a.Request.Grants) > 0 && p.allGranted(a.Request.Grants) {
		p.answer(a, gate.Answer{Verdict: gate.AllowSession})
		return
	}
	r := a.Request
	q := gate.Question{Call: messages.ToolCall{ID: r.CallID, Name: r.Tool, Arguments: r.Args}, Command: r.Command, Grants: r.Grants, Network: r.Network,
		Decision: safety.Decision{Verdict: safety.Ask, Reason: r.Reason + " (on worker " + a.Worker + ")", Layer: r.Layer}}
	ctx, cancel := context.WithCancel(p.ctx)
	if p.relay.waiting == nil {
		p.relay.waiting = map[string]waiting{}
	}
	p.relay.waiting[r.ID] = waiting{a: a, cancel: cancel}
	ask := &gate.BusApprover{Bus: p.ad.Bus, Session: p.ad.Session, Agent: p.ad.ID}
	root, self := c.ActorSystem().Root, p.self
	p.goJob("ask approval", func() {
		ans, err := ask.Approve(ctx, q)
		root.Send(self, &answered{a: a, ans: ans, err: err})
	})
}

// onAnswered forwards the person's answer to the worker.
func (p *proxy) onAnswered(m *answered) {
	w, ok := p.relay.waiting[m.a.Request.ID]
	if !ok {
		return // already denied: the task ended meanwhile
	}
	w.cancel()
	delete(p.relay.waiting, m.a.Request.ID)
	if m.err != nil {
		p.answer(m.a, gate.Answer{Verdict: gate.Deny, Reason: "no approval: " + m.err.Error()})
		return
	}
	if m.ans.Verdict == gate.AllowSession {
		if p.relay.granted == nil {
			p.relay.granted = map[string]bool{}
		}
		for _, g := range m.a.Request.Grants {
			p.relay.granted[g] = true
		}
	}
	p.answer(m.a, m.ans)
}

// newAttempt denies what the previous attempt's worker still waits for
// and settles the asks held for the attempt that started.
func (p *proxy) newAttempt(c actor.Context) {
	for id, w := range p.relay.waiting {
		if w.a.Attempt < p.attempt {
			w.cancel()
			delete(p.relay.waiting, id)
			p.answer(w.a, gate.Answer{Verdict: gate.Deny, Reason: fmt.Sprintf("attempt %d started elsewhere", p.attempt)})
		}
	}
	held := p.relay.held
	p.relay.held = nil
	for _, a := range held {
		p.onAsk(c, a)
	}
}

// endAsks denies every ask still open: the task ended (finished,
// cancelled, run here instead, or the proxy stops).
func (p *proxy) endAsks(why string) {
	for id, w := range p.relay.waiting {
		w.cancel()
		delete(p.relay.waiting, id)
		p.answer(w.a, gate.Answer{Verdict: gate.Deny, Reason: why})
	}
	for _, a := range p.relay.held {
		p.refuse(a, why)
	}
	p.relay.held = nil
}

func (p *proxy) allGranted(grants []string) bool {
	for _, g := range grants {
		if !p.relay.granted[g] {
			return false
		}
	}
	return true
}

// refuse denies an ask that is not the current attempt's, without asking
// anyone; it is reported as a warning, never shown as an approval request.
func (p *proxy) refuse(a taskq.Ask, why string) {
	p.ad.Log.Warn("approval request refused", "agent", p.ad.ID, "task", a.Task, "worker", a.Worker, "attempt", a.Attempt, "why", why)
	p.event("remote", messages.Notice{Level: "warn", Text: fmt.Sprintf("subagent %s: an approval request from worker %s (attempt %d) was refused: %s",
		p.ad.ID, a.Worker, a.Attempt, why)})
	p.answer(a, gate.Answer{Verdict: gate.Deny, Reason: "refused by the coordinator: " + why})
}

// answer sends an answer to the worker that asked.
func (p *proxy) answer(a taskq.Ask, ans gate.Answer) {
	if p.relay.given == nil {
		p.relay.given = map[string]gate.Answer{}
	}
	p.relay.given[a.Request.ID] = ans
	out := taskq.AskAnswer{Task: a.Task, Attempt: a.Attempt, ID: a.Request.ID, Verdict: string(ans.Verdict), Reason: ans.Reason}
	data, err := json.Marshal(out)
	if err == nil {
		err = p.d.bus.Conn().Publish(taskq.AnswerSubject(p.ad.Session, p.ad.ID), data)
	}
	if err != nil {
		p.ad.Log.Error("answer approval request", "agent", p.ad.ID, "err", err)
	}
}
