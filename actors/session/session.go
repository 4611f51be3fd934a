// Package session is the session actor: one per conversation. It owns the
// turn queue — prompts run one at a time, in order — and the main agent,
// records each prompt and each turn's outcome in the session log, and is the
// place a turn is cancelled from (a cancel on ctl.<s>.session.cancel is
// forwarded to the main agent, which cascades it to everything under it).
//
// Prompts arrive on cmd.<s>.session.prompt and outcomes leave on
// res.<s>.session.turn, so a client — the CLI, a tap — only ever talks to the
// bus. The main agent's bus port is owned here. The actor never blocks in
// Receive beyond the session log's append; state is touched only in Receive.
package session

import (
	"fmt"
	"log/slog"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"
	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/store"
	"troupe/internal/transcript"
	"troupe/messages"
)

// Agent is the agent token the session itself uses in subjects.
const Agent = "session"

// Deps is what a session actor needs.
type Deps struct {
	Bus    *bus.Bus
	Log    *slog.Logger
	Record *store.Log
	ID     string
	Main   agent.Deps // the main agent; Session/ID/Type are filled in
}

// Subjects returns what a session actor listens on.
func Subjects(id string) []string {
	return []string{
		messages.Subject(messages.ClassCmd, id, Agent, "prompt"),
		messages.Subject(messages.ClassCtl, id, Agent, "cancel"),
		messages.Subject(messages.ClassCmd, id, Agent, "input"),
		messages.Subject(messages.ClassRes, id, agent.Main, "turn"),
	}
}

// Props returns the actor's props; the main agent is supervised by its
// restart strategy.
func Props(d Deps) *actor.Props {
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d}
	}, actor.WithSupervisor(d.Main.Strategy))
}

// Actor is one session.
type Actor struct {
	d        Deps
	mainPID  *actor.PID
	mainPort *port.Port
	current  *queued // running turn
	queue    []queued
	turns    int
	stopping bool
}

type queued struct {
	prompt messages.Prompt
	meta   messages.Meta
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		a.spawnMain(c)
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.Prompt:
			a.enqueue(c, *b, m.Meta)
		case *messages.Cancel:
			for _, q := range a.queue {
				meta := reply(q.meta)
				meta.Correlation = q.prompt.Turn
				a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), meta, messages.TurnResult{Turn: q.prompt.Turn,
					Err: &messages.Error{Kind: messages.KindCanceled, Op: "session", Msg: "cancelled before it started"}})
			}
			a.queue = nil
			if a.current != nil {
				meta := reply(m.Meta)
				a.publish(messages.Subject(messages.ClassCtl, a.d.ID, agent.Main, "cancel"), meta,
					messages.Cancel{Turn: a.current.prompt.Turn, Reason: b.Reason})
			}
		case *messages.TurnResult:
			a.turnDone(c, *b)
		case *messages.Input:
			if a.current == nil { // nothing running: it is a prompt
				a.enqueue(c, messages.Prompt{Text: b.Text}, m.Meta)
				return
			}
			if ev, err := transcript.Event(transcript.TypeInput, agent.Main, a.current.prompt.Turn, store.UserData{Text: b.Text}); err == nil {
				if _, err := a.d.Record.Append(ev); err != nil {
					a.d.Log.Error("record input", "session", a.d.ID, "err", err)
				}
			}
			a.publish(messages.Subject(messages.ClassCmd, a.d.ID, agent.Main, "input"), reply(m.Meta), *b)
		}
	case *actor.Terminated:
		if m.Who.Equal(a.mainPID) && !a.stopping {
			a.mainPort.Close()
			if a.current != nil {
				a.turnDone(c, messages.TurnResult{Turn: a.current.prompt.Turn,
					Err: &messages.Error{Kind: messages.KindCrashed, Op: "session", Msg: "the main agent failed repeatedly and was restarted"}})
			}
			a.spawnMain(c)
		}
	case *actor.Stopping:
		a.stopping = true
	case *actor.Restarting, *actor.Stopped:
		a.mainPort.Close()
	}
}

func (a *Actor) spawnMain(c actor.Context) {
	d := a.d.Main
	d.Session, d.ID, d.Type, d.Record = a.d.ID, agent.Main, agent.Main, a.d.Record
	pid, err := c.SpawnNamed(agent.Props(d), agent.Main)
	if err != nil {
		a.d.Log.Error("spawn main agent", "session", a.d.ID, "err", err)
		return
	}
	a.mainPID = pid
	p, err := port.Attach(a.d.Bus, c.ActorSystem().Root, pid, agent.Subjects(a.d.ID, agent.Main)...)
	if err != nil {
		a.d.Log.Error("attach main agent", "session", a.d.ID, "err", err)
	}
	a.mainPort = p
	// History is only for the first incarnation; later ones rebuild from the log.
	a.d.Main.History = nil
}

func (a *Actor) enqueue(c actor.Context, p messages.Prompt, meta messages.Meta) {
	if p.Turn == "" {
		p.Turn = fmt.Sprintf("t%d", a.turns+len(a.queue)+1)
	}
	a.queue = append(a.queue, queued{prompt: p, meta: meta})
	a.next(c)
}

func (a *Actor) next(c actor.Context) {
	if a.current != nil || len(a.queue) == 0 {
		return
	}
	q := a.queue[0]
	a.queue = a.queue[1:]
	a.current = &q
	a.turns++
	if ev, err := transcript.Event(store.TypeUser, agent.Main, q.prompt.Turn, store.UserData{Text: q.prompt.Text}); err == nil {
		if _, err := a.d.Record.Append(ev); err != nil {
			a.d.Log.Error("record prompt", "session", a.d.ID, "err", err)
		}
	}
	meta := reply(q.meta)
	meta.Correlation = q.prompt.Turn
	a.publish(messages.Subject(messages.ClassCmd, a.d.ID, agent.Main, "prompt"), meta, q.prompt)
}

func (a *Actor) turnDone(c actor.Context, r messages.TurnResult) {
	if a.current == nil || r.Turn != a.current.prompt.Turn {
		return
	}
	cause := a.current.meta
	a.current = nil
	end := transcript.TurnEnd{Final: r.Final, Iterations: r.Iterations, Calls: r.Calls, Usage: r.Usage, CostUSD: r.CostUSD, Err: r.Err}
	if ev, err := transcript.Event(transcript.TypeTurnEnd, agent.Main, r.Turn, end); err == nil {
		if _, err := a.d.Record.Append(ev); err != nil {
			a.d.Log.Error("record turn end", "session", a.d.ID, "err", err)
		}
	}
	meta := reply(cause)
	meta.Correlation = r.Turn
	a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), meta, r)
	a.next(c)
}

func reply(cause messages.Meta) messages.Meta {
	return messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
}

func (a *Actor) publish(subject string, meta messages.Meta, body messages.Body) {
	if _, err := a.d.Bus.Publish(subject, meta, body); err != nil {
		a.d.Log.Error("publish", "subject", subject, "err", err)
	}
}
