// Package session is the session actor: one per conversation. It owns the
// turn queue — prompts run one at a time, in order — and the main agent,
// records each prompt and each turn's outcome in the session log, and is the
// place a turn is cancelled from (a cancel on ctl.<s>.session.cancel is
// forwarded to the main agent, which cascades it to everything under it).
//
// Prompts arrive on cmd.<s>.session.prompt and outcomes leave on
// res.<s>.session.turn, so a client — the CLI, a tap — only ever talks to the
// bus. The session is the one place turn ids are given (t1, t2, … counting
// the log's earlier turns); a result carries the requester's correlation id.
// The main agent's bus port is owned here.
//
// Supervision: the session supervises the main agent (it implements
// actor.SupervisorStrategy). A restarted main agent rebuilds itself from the
// log and answers the turn it was running with an error; past its restart
// budget it is stopped, and the session starts a new one from the log —
// never from an empty history — and tells the user. The queue and the
// running turn outlive the session's own restarts (they live in a lifetime
// shared by its incarnations, touched only by the current one).
//
// Every prompt passes the session's Screen (its UserPromptSubmit hooks)
// before it runs, whoever sent it; the Screen runs on a goroutine the actor
// owns, one prompt at a time, and its verdict comes back as a message.
//
// The actor never blocks in Receive beyond the session log's append and,
// when a turn is cancelled or the session stops while a prompt is being
// judged, the end of that cancelled Screen call; state is touched only in
// Receive (and HandleFailure, on the same goroutine).
package session

import (
	"fmt"
	"log/slog"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/agent"
	"troupe/actors/outbox"
	"troupe/actors/port"
	"troupe/actors/restart"
	"troupe/internal/bus"
	"troupe/internal/faults"
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
	Turns  int        // turns already in the log; the next turn is Turns+1
	Main   agent.Deps // the main agent; Session/ID/Type are filled in
	// Screen judges every prompt before it runs (screen.go); nil: none.
	Screen Screen
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

// Props returns the actor's props; the actor supervises the main agent.
func Props(d Deps) *actor.Props {
	// The main agent's starting history goes to the first main agent
	// only; the props do not keep it (later ones rebuild from the log).
	life := &lifetime{turns: d.Turns, history: d.Main.History}
	d.Main.History = nil
	return actor.PropsFromProducer(func() actor.Actor {
		return &Actor{d: d, life: life}
	})
}

// lifetime is what outlives the session's incarnations.
type lifetime struct {
	current    *queued // running turn
	queue      []queued
	turns      int                // turn ids given so far
	mainSpawns int                // main agents started; after the first they rebuild from the log
	history    []messages.Message // Deps.Main.History until the first main agent takes it
	// mainDown: the main agent failed past its budget and is stopping;
	// its turn was answered, and the next waits for the new one (a prompt
	// sent now would go to the one stopping, and be lost).
	mainDown bool
	screen   *screening // the Screen call judging current's prompt, if any
	// ended is the last turn answered, until the next starts: if the log
	// refuses its end, the outbox drops its result, and logFailed sends
	// it again without the log.
	ended *endedTurn
	// early holds requests cancelled before their prompt arrived (a
	// cancel and a prompt come on different subjects), oldest first.
	early []string
}

// maxEarly bounds lifetime.early: a cancel whose prompt had already
// ended is kept too, and forgotten after this many more.
const maxEarly = 64

type endedTurn struct {
	result messages.TurnResult
	cause  messages.Meta
}

// Actor is one session.
type Actor struct {
	d        Deps
	life     *lifetime
	self     *actor.PID
	mainPID  *actor.PID
	mainPort *port.Port
	out      *outbox.Outbox // the log and the bus, in order
	closing  bool           // stopping or restarting: a terminated main agent is not replaced
}

// logFailed and publishFailed are the outbox's reports.
type (
	logFailed     struct{ err error }
	publishFailed struct{ outbox.Failed }
)

func (a *Actor) newOutbox(c actor.Context) *outbox.Outbox {
	root, self := c.ActorSystem().Root, c.Self()
	return outbox.New(a.d.Record, a.d.Bus,
		func(err error) { root.Send(self, &logFailed{err: err}) },
		func(f outbox.Failed) { root.Send(self, &publishFailed{f}) })
}

// mainFailed tells the session its main agent failed and what was decided;
// spawn is which main agent it was (lifetime.mainSpawns then).
type mainFailed struct {
	event *restart.Event
	spawn int
}

// HandleFailure implements actor.SupervisorStrategy for the main agent.
func (a *Actor) HandleFailure(sys *actor.ActorSystem, sup actor.Supervisor, child *actor.PID, rs *actor.RestartStatistics, reason, _ any) {
	e := a.d.Main.Restart.Decide(child, rs, reason)
	// HandleFailure runs in this actor's mailbox (protoactor handles the
	// child's failure there), so its state may be read. The Terminated of
	// a stopped agent is a system message and may be handled before this
	// user message: spawn tells then that the agent is gone already.
	sys.Root.Send(a.self, &mainFailed{event: e, spawn: a.life.mainSpawns})
	restart.Apply(sys, sup, e)
}

type queued struct {
	prompt   messages.Prompt
	meta     messages.Meta
	screened bool // the Screen allowed it (or there is none)
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		a.self = c.Self()
		a.out = a.newOutbox(c)
		a.spawnMain(c)
		a.next(c) // after a restart of the session, a queued turn may wait
	case *port.In:
		switch b := m.Body.(type) {
		case *messages.Prompt:
			a.d.Main.Faults.Panic(faults.SessionReceive)
			a.enqueue(c, *b, m.Meta)
		case *messages.Cancel:
			a.cancel(c, b, m.Meta)
		case *messages.TurnResult:
			a.turnDone(c, *b)
		case *messages.Input:
			a.input(c, b, m.Meta)
		}
	case *screened:
		a.screenedPrompt(c, m)
	case *mainFailed:
		a.mainFailed(c, m)
	case *logFailed:
		// What the log lacks must not run: stop the turn, and go on with a
		// fresh outbox (the old one stays mute).
		a.d.Log.Error("session log", "session", a.d.ID, "err", m.err)
		a.out = a.newOutbox(c)
		a.notice("error", "the session log could not be written ("+m.err.Error()+"); the running turn was stopped")
		why := &messages.Error{Kind: messages.KindOther, Op: "session", Msg: "the session log could not be written, so the turn was stopped: " + m.err.Error()}
		switch cur, ended := a.life.current, a.life.ended; {
		case cur != nil:
			a.publish(messages.Subject(messages.ClassCtl, a.d.ID, agent.Main, "cancel"), messages.Meta{}, messages.Cancel{Turn: cur.prompt.Turn, Reason: "session log failure"})
			a.life.current = nil
			a.sendUnlogged(c, messages.TurnResult{Turn: cur.prompt.Turn, Err: why}, cur.meta)
			a.next(c)
		case ended != nil:
			// The turn had ended, but its end could not be logged, so its
			// result was never sent: the client would wait for ever.
			r := ended.result
			if r.Err != nil {
				why.Msg += "; before that: " + r.Err.Msg
			}
			r.Err = why
			a.sendUnlogged(c, r, ended.cause)
		}
	case *publishFailed:
		a.d.Log.Error("publish", "session", a.d.ID, "subject", m.Subject, "err", m.Err)
		if p, ok := m.Body.(messages.Prompt); ok && a.life.current != nil && p.Turn == a.life.current.prompt.Turn {
			a.turnDone(c, messages.TurnResult{Turn: p.Turn, Err: &messages.Error{Kind: messages.KindOther, Op: "session",
				Msg: "the prompt could not be sent to the main agent: " + m.Err.Error()}})
		}
	case *actor.Terminated:
		a.mainPort.Close()
		if !m.Who.Equal(a.mainPID) || a.closing {
			return // protoactor stops children before a restart or stop: that is not a failure
		}
		if a.life.current != nil && !a.life.mainDown { // (with mainDown, mainFailed answered it)
			a.turnDone(c, messages.TurnResult{Turn: a.life.current.prompt.Turn,
				Err: &messages.Error{Kind: messages.KindCrashed, Op: "session", Msg: "the main agent failed repeatedly and was stopped; a new one was started from the session log"}})
		}
		a.notice("error", "the main agent failed repeatedly; a new main agent was started from the session log, with the whole conversation")
		a.spawnMain(c)
		a.life.mainDown = false
		a.next(c) // a prompt that came while the old one was stopping
	case *actor.Stopping:
		a.closing = true
		a.mainPort.Close()
		a.stopScreen()
	case *actor.Restarting:
		// a Screen call goes on: its verdict reaches the next incarnation
		a.closing = true
		a.mainPort.Close()
	case *actor.Stopped:
		a.mainPort.Close()
	}
}

func (a *Actor) cancel(c actor.Context, b *messages.Cancel, cause messages.Meta) {
	if b.Request != "" {
		a.cancelRequest(c, b, cause)
		return
	}
	for _, q := range a.life.queue {
		a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), reply(q.meta), notStarted(q.prompt.Turn))
	}
	a.life.queue = nil
	if cur := a.life.current; cur != nil && !cur.screened {
		// still being judged: it never reached the log or the model
		a.stopScreen()
		a.life.current = nil
		a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), reply(cur.meta), notStarted(cur.prompt.Turn))
		return
	}
	if cur := a.life.current; cur != nil {
		a.publish(messages.Subject(messages.ClassCtl, a.d.ID, agent.Main, "cancel"), reply(cause),
			messages.Cancel{Turn: cur.prompt.Turn, Reason: b.Reason})
	}
}

func (a *Actor) input(c actor.Context, b *messages.Input, cause messages.Meta) {
	cur := a.life.current
	if cur == nil || !cur.screened { // nothing running yet: it is a prompt
		a.enqueue(c, messages.Prompt{Text: b.Text}, cause)
		return
	}
	a.log(transcript.TypeInput, cur.prompt.Turn, store.UserData{Text: b.Text})
	a.publish(messages.Subject(messages.ClassCmd, a.d.ID, agent.Main, "input"), reply(cause), *b)
}

func (a *Actor) mainFailed(c actor.Context, m *mainFailed) {
	e := m.event
	if !e.Restart {
		if m.spawn != a.life.mainSpawns {
			return // Terminated came first: it answered the turn and started a new agent
		}
		// Stopped past its budget: answer its turn now, before the "agent
		// stopped" it sends while stopping; Terminated starts a new one,
		// and the next turn waits for it (set first: turnDone starts it).
		a.life.mainDown = true
		if cur := a.life.current; cur != nil {
			a.turnDone(c, messages.TurnResult{Turn: cur.prompt.Turn,
				Err: &messages.Error{Kind: messages.KindCrashed, Op: "session", Msg: "the main agent failed repeatedly and was stopped; a new one was started from the session log"}})
		}
		return
	}
	a.notice("warn", fmt.Sprintf("the main agent crashed (%s); it is restarted in %s from the session log (failure %d of %d allowed)",
		restart.Reason(e.Reason), e.Delay.Round(1e6), e.Failures, a.d.Main.Restart.MaxRestarts))
}

func (a *Actor) notice(level, text string) {
	a.publish(messages.Subject(messages.ClassEvt, a.d.ID, Agent, "notice"), messages.Meta{}, messages.Notice{Level: level, Text: text})
}

func (a *Actor) spawnMain(c actor.Context) {
	d := a.d.Main
	d.Session, d.ID, d.Record = a.d.ID, agent.Main, a.d.Record
	if d.Type == "" { // a worker's session agent keeps its subagent type
		d.Type = agent.Main
	}
	d.History, a.life.history = a.life.history, nil
	if a.life.mainSpawns > 0 {
		// Not the first main agent of this process: the log is the truth.
		d.History = a.history()
	}
	a.life.mainSpawns++
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
}

// history is the main agent's transcript as the session log holds it.
func (a *Actor) history() []messages.Message {
	st := a.d.Main.Store
	if st == nil {
		return nil
	}
	a.out.Flush() // what this session logged is on disk
	loaded, err := st.Load(a.d.ID)
	if err == nil {
		var h []messages.Message
		if h, err = transcript.Rebuild(loaded.Events, agent.Main); err == nil {
			return h
		}
	}
	a.d.Log.Error("rebuild the main agent's transcript", "session", a.d.ID, "err", err)
	a.notice("error", "could not rebuild the conversation from the session log: "+err.Error())
	return nil
}

// enqueue gives the prompt its turn id — the session's, whatever the
// requester sent — and queues it.
func (a *Actor) enqueue(c actor.Context, p messages.Prompt, meta messages.Meta) {
	a.life.turns++
	p.Turn = fmt.Sprintf("t%d", a.life.turns)
	if a.cancelledEarly(meta.Correlation) {
		a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), reply(meta), notStarted(p.Turn))
		return
	}
	a.life.queue = append(a.life.queue, queued{prompt: p, meta: meta})
	a.next(c)
}

func (a *Actor) next(c actor.Context) {
	if a.life.current != nil || a.life.mainDown || len(a.life.queue) == 0 {
		return
	}
	q := a.life.queue[0]
	a.life.queue = a.life.queue[1:]
	a.life.current, a.life.ended = &q, nil
	continued := q.prompt.Continuation && q.meta.Internal // a Stop hook's, from this process
	if a.d.Screen != nil && !q.prompt.Compact && !continued && !q.screened {
		a.screen(c, &q) // start follows its verdict (screenedPrompt)
		return
	}
	q.screened = true
	a.start(&q)
}

// start sends the current prompt to the main agent. Durable before sent:
// the prompt goes out after it is in the log (a failed write mutes the
// outbox, and logFailed ends the turn).
func (a *Actor) start(q *queued) {
	a.log(store.TypeUser, q.prompt.Turn, store.UserData{Text: q.prompt.Text})
	meta := reply(q.meta)
	meta.Correlation = q.prompt.Turn // below the session, a turn is correlated by its id
	a.publish(messages.Subject(messages.ClassCmd, a.d.ID, agent.Main, "prompt"), meta, q.prompt)
}

func (a *Actor) turnDone(c actor.Context, r messages.TurnResult) {
	cur := a.life.current
	if cur == nil || r.Turn != cur.prompt.Turn {
		return
	}
	cause := cur.meta
	a.life.current = nil
	a.life.ended = &endedTurn{result: r, cause: cause}
	end := transcript.TurnEnd{Final: r.Final, Iterations: r.Iterations, Calls: r.Calls, Usage: r.Usage, CostUSD: r.CostUSD, Err: r.Err}
	a.log(transcript.TypeTurnEnd, r.Turn, end)
	a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), reply(cause), r)
	a.next(c)
}

func reply(cause messages.Meta) messages.Meta {
	return messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
}

// sendUnlogged sends a turn's result r on an outbox without the log,
// when the session log refuses writes (a full disk): the turn's end
// cannot be logged, and an outbox publishes nothing after a failed write,
// so through turnDone the result was never sent and the client waited
// for ever (issue 22: "hangs for ever after the running turn was stopped"
// with 8–64 KB free). What the log holds stays whole.
func (a *Actor) sendUnlogged(c actor.Context, r messages.TurnResult, cause messages.Meta) {
	a.life.ended = nil
	root, self := c.ActorSystem().Root, c.Self()
	direct := outbox.New(nil, a.d.Bus, nil, func(f outbox.Failed) { root.Send(self, &publishFailed{f}) })
	direct.Publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), reply(cause), r)
}

// publish sends a message after everything logged before it is on disk.
func (a *Actor) publish(subject string, meta messages.Meta, body messages.Body) {
	a.out.Publish(subject, meta, body)
}

// log queues one event of the main agent's turn for the session log.
func (a *Actor) log(typ, turn string, v any) {
	ev, err := transcript.Event(typ, agent.Main, turn, v)
	if err != nil {
		panic(fmt.Errorf("session %s: %w", a.d.ID, err)) // a type that does not encode: a bug
	}
	a.out.Log(ev)
}
