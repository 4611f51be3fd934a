package remote

import (
	"strings"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/messages"
)

// maxRelayed is the largest worker event relayed to the session; larger
// ones are dropped (a worker's 8 MiB events once pushed a session out of
// its replay and troupe's memory from 80 to 580 MB).
const maxRelayed = 256 << 10

// relayed is a worker's event, for the proxy to relay if the worker holds
// the task.
type relayed struct {
	worker string
	detail string
	meta   messages.Meta
	body   messages.Body
}

// listenEvents subscribes to the task agent's events on every worker's
// own subjects (bus.WorkerEvents); the proxy relays those of the worker
// holding the current attempt (onRelayed). Only when workers are checked:
// otherwise they publish on the session's subjects themselves.
func (p *proxy) listenEvents(root *actor.RootContext) {
	if !p.d.fence.strict {
		return
	}
	self := p.self
	base := bus.WorkerEvents("*") + "." + p.ad.Session + "." + p.ad.ID
	prefix := len(strings.Split(base, "."))
	handle := func(msg *nats.Msg) {
		if len(msg.Data) > maxRelayed {
			return
		}
		toks := strings.Split(msg.Subject, ".")
		if len(toks) < prefix {
			return
		}
		meta, body, err := messages.Decode(messages.Header(msg.Header), msg.Data)
		if err != nil {
			return
		}
		switch body.(type) {
		case *messages.SessionEnded, *messages.ApprovalRequest:
			return // the coordinator's alone
		}
		root.Send(self, &relayed{worker: toks[2], detail: strings.Join(toks[prefix:], "."), meta: meta, body: body})
	}
	for _, subj := range []string{base, base + ".>"} {
		sub, err := p.d.bus.Conn().Subscribe(subj, handle)
		if err != nil {
			p.ad.Log.Error("listen for worker events", "agent", p.ad.ID, "err", err)
			return
		}
		p.subs = append(p.subs, sub)
	}
}

// onRelayed publishes a worker's event as the subagent's, signed by this
// process, when that worker holds the current attempt.
func (p *proxy) onRelayed(m *relayed) {
	if p.done || p.local != nil || p.attempt == 0 || m.worker != p.worker {
		return
	}
	if u, ok := m.body.(*messages.UsageReport); ok && u.CostUSD > 0 {
		p.spent += u.CostUSD
	}
	subj := messages.Subject(messages.ClassEvt, p.ad.Session, p.ad.ID)
	if m.detail != "" {
		subj += "." + m.detail
	}
	meta := messages.Meta{Parent: p.ad.Parent, Correlation: m.meta.Correlation, Causation: m.meta.Causation}
	if _, err := p.ad.Bus.Publish(subj, meta, m.body); err != nil {
		p.ad.Log.Debug("relay worker event", "err", err)
	}
}
