// Package agent is the agent actor: it owns one conversation (its
// transcript), drives the turn — act (the act workflow's next message), run
// the tool calls it contains, feed the results back, finish with a final
// answer or at the iteration cap — and spawns subagents for the task tool.
// Thinking, the completion check, summaries and image descriptions are
// jobs of the workflows (package workflow): the agent decides when one is
// due, sends a typed job (messages/jobs.go) and goes on when its typed
// outcome arrives as a message (views.go).
//
// Every agent, main or sub, also owns a context window sized from its own
// action model (context window − output reserve): each message is counted
// once as it is appended, a tool output too large for the context goes to a
// scratch file in the session directory with a preview left in its place,
// and before each model call the staged compactor runs over the window's
// view — the view, not the raw transcript, is what requests carry. The
// summary of the last stage is a Summarize job for the compact workflow.
// Counts, compaction records and calibration go to the session log, from
// which a resumed or restarted agent rebuilds the same view (LoadSaved,
// RestoreWindow).
//
// Children: the act, think, critique, compact and vision workflows ("wf-act", …,
// each owning its llm actor), the tool runner ("tools") and one child agent
// per running task call. Everything between them crosses the bus; the agent
// owns its children's bus ports and closes them when they terminate. The
// actor never blocks in Receive: the only I/O it does there is appending to
// the session log (a write and an fsync), so that anything published on the
// bus is already durable, writing the scratch files a preview or pointer
// names before the model sees it, and reading the log once when it resumes
// or restarts. All state is owned by the actor and touched only in Receive;
// it starts no goroutine of its own (the supervisor warms the token
// encoding at start, so the first count does not wait for it).
package agent

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/llm"
	"troupe/actors/outbox"
	"troupe/actors/port"
	"troupe/actors/restart"
	"troupe/actors/toolrunner"
	"troupe/actors/workflow"
	"troupe/internal/bus"
	"troupe/internal/checkpoint"
	"troupe/internal/faults"
	"troupe/internal/gate"
	"troupe/internal/hooks"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/internal/routine"
	"troupe/internal/safety"
	"troupe/internal/store"
	"troupe/internal/tokens"
	"troupe/internal/tool"
	"troupe/internal/transcript"
	"troupe/internal/view"
	"troupe/messages"
)

// Main is the id and type of a session's main agent.
const Main = "main"

// Subagent is a kind of child agent the task tool can start.
type Subagent struct {
	Description string
	Tools       []string
	MaxTurns    int
	System      string
	Models      map[string]llm.Deps // per-slot model clients of this type; nil: the parent's
	Windows     map[string]int      // their context windows; nil: the parent's
	// Rank orders types when the task tool can list only some (see
	// TaskBudget): higher first (built-in 2, the project's 1, the user's 0).
	Rank int
}

// Deps is what an agent needs. A child agent gets a copy with its own
// identity, prompt and tools.
type Deps struct {
	Bus      *bus.Bus
	Jobs     *routine.Group
	Log      *slog.Logger
	Lifetime context.Context
	Record   *store.Log // the session log
	Store    *store.Store

	Session string
	ID      string // agent id, unique in the session
	Type    string // "main" or a subagent type
	Parent  string // parent agent id; "" for the main agent

	Role string // the agent type's own prompt (subagents); "" for the main agent
	// System replaces the built system prompt of the main agent and Append
	// is added after it (troupe run --system-prompt, --append-system-prompt);
	// subagents keep their own.
	System, AppendSystem string
	ToolNames            []string // tools this agent may call; "task" lets it spawn subagents
	MaxTurns             int      // model calls per turn

	Prompts   *prompt.Builder     // system and thinking prompts; shared, read-only
	Reminders *reminder.Templates // reminder texts; shared, read-only
	Think     prompt.Level        // default thinking level
	Git       bool                // the workspace is a git repository
	Project   prompt.Doc          // project instructions from the workspace root
	Memory    []prompt.Doc        // memory files for the system prompt, cut to their budget
	// UserInstructions (~/.claude/CLAUDE.md) and LocalInstructions
	// (CLAUDE.local.md) go with Project into the system prompt.
	UserInstructions, LocalInstructions prompt.Doc

	Tools     *tool.Registry
	Env       tool.Env             // workspace; Files and Jobs are made per agent
	NewJobs   func() tool.JobTable // background-job table per agent; nil: no background jobs
	Gate      *gate.Gate           // safety layers 2–4 for the session; nil: every call runs
	Hooks     *hooks.Runner        // the user's PreToolUse/PostToolUse hooks; nil: none
	PlanFile  string               // where present_plan writes (plan mode); "" disables plan mode
	Models    map[string]llm.Deps  // model client per workflow slot (action, thinking, …); Session/Agent/Workflow filled in per agent
	Windows   map[string]int       // context window in tokens of each slot's model
	Subagents map[string]Subagent
	Placer    Placer         // where subagents run; nil: always in this process
	ResultCap int            // characters of a subagent's answer given back
	Restart   restart.Policy // how children that fail are restarted
	Faults    *faults.Set    // nil: none injected
	// MaxSubagents bounds the subagents this agent runs at once (0: no
	// bound); further task calls wait their turn, in order.
	MaxSubagents int
	// Depth is how deep this agent is: 0 for the main agent, its
	// subagents 1, theirs 2. It may spawn subagents only while Depth is
	// below MaxDepth (0: no bound).
	Depth, MaxDepth int

	// Tokens counts every agent's tokens; shared. Nil, or no window for
	// the action slot, leaves the context unmanaged: every request
	// carries the whole transcript.
	Tokens  *tokens.Counter
	Context ContextConfig

	// History is the transcript to start from (resume); nil for a fresh agent.
	History []messages.Message

	// Checkpoint snapshots the workspace before each turn's first change; nil: none.
	Checkpoint *checkpoint.Store
}

// workflows are the workflow actors every agent has.
var workflows = [...]string{workflow.Act, workflow.Think, workflow.Critique, workflow.Compact, workflow.Vision}

// Subjects returns what an agent listens on.
func Subjects(session, id string) []string {
	out := []string{
		messages.Subject(messages.ClassCmd, session, id, "prompt"),
		messages.Subject(messages.ClassCtl, session, id, "cancel"),
		messages.Subject(messages.ClassCmd, session, id, "input"),
		messages.Subject(messages.ClassRes, session, id, "tools"),
	}
	for _, wf := range workflows {
		out = append(out, messages.Subject(messages.ClassRes, session, id, wf))
	}
	return out
}

// Props returns an agent's props; the agent supervises its children by
// d.Restart (see HandleFailure).
func Props(d Deps) *actor.Props {
	// The history to start from is taken by the first incarnation; the
	// props do not keep it (a restarted one reads the log).
	life := &lifetime{history: d.History}
	d.History = nil
	return actor.PropsFromProducer(func() actor.Actor {
		life.incarnations++ // the producer runs on spawn and on each restart, never concurrently
		return &Actor{d: d, life: life, children: map[string]*child{}, wfPorts: map[string]*port.Port{}}
	})
}

// lifetime is what outlives an agent's incarnations: how many there were and
// the turn in flight, so a restart can answer the requester instead of
// leaving it waiting. Only the current incarnation touches it.
type lifetime struct {
	incarnations int
	turn         *turnRef
	history      []messages.Message // Deps.History until the first incarnation takes it
}

// turnRef identifies a running turn and who asked for it.
type turnRef struct {
	id    string
	cause messages.Meta
}

// Actor is one agent.
type Actor struct {
	d          Deps
	life       *lifetime
	transcript []messages.Message // once the window is made, its array (context.go), never written here
	ids        map[string]bool    // tool call ids of the transcript; nil until first used (callids.go)
	turn       *turn              // nil when idle
	stopping   bool
	restarting bool           // this incarnation is being replaced: children that stop are not respawned
	self       *actor.PID     // set on Started
	out        *outbox.Outbox // the log and the bus, in order; made on Started

	system string              // assembled once: the prefix stays byte-identical
	tools  *tool.Registry      // the shared tools plus this agent's todo tools
	env    tool.Env            // this agent's files read and background jobs
	h      harness             // reminders, loop guard, todos, instructions
	specs  []messages.ToolSpec // the schemas sent, in a stable order
	plan   mode                // plan mode's prompt and tools; plan.system == "" when unavailable

	wfPorts  map[string]*port.Port   // by workflow name
	views    map[string]*view.Sender // last view sent with a job, by workflow (views.go)
	shared   *view.Shared            // the views sent, for the workflows and model clients to hold instead of copies
	toolPort *port.Port
	children map[string]*child // running subagents by agent id
	seq      int               // subagent counter

	vision visionState // image descriptions (vision.go)

	cw    *ctxWindow // the context window, made on first use; nil until then
	cwOff bool       // the context is not managed (see contextWindow)
	saved *Saved     // the context the log holds, on resume or restart, until the window is made
}

// Receive handles one message.
func (a *Actor) Receive(c actor.Context) {
	switch m := c.Message().(type) {
	case *actor.Started:
		a.self = c.Self()
		root := c.ActorSystem().Root
		a.out = outbox.New(a.d.Record, a.d.Bus,
			func(err error) { root.Send(a.self, &logFailed{err: err}) },
			func(f outbox.Failed) { root.Send(a.self, &publishFailed{f}) })
		a.start(c)
	case *logFailed:
		a.d.Log.Error("session log", "agent", a.d.ID, "err", m.err)
		if !a.stopping && !a.restarting {
			// Memory must not hold what the log lacks: crash, and the
			// restarted agent rebuilds from the log.
			panic(fmt.Errorf("agent %s: session log: %w", a.d.ID, m.err))
		}
	case *publishFailed:
		a.publishFailed(c, m.Failed)
	case *childFailed:
		a.childFailed(c, m)
	case *port.In:
		a.receiveBus(c, m)
	case *localResult:
		a.record(c, m.turn, m.result)
	case *batchHooked:
		a.hooked(c, m)
	case *actor.Terminated:
		a.terminated(c, m.Who)
	case *actor.Restarting:
		a.restarting = true
		a.closePorts()
		a.closeJobs()
	case *actor.Stopping:
		a.stopping = true
		if a.turn != nil {
			a.finish(c, "", &messages.Error{Kind: messages.KindCanceled, Op: "agent", Msg: "agent stopped"})
		}
	case *actor.Stopped:
		a.closePorts()
		a.closeJobs()
	}
}

func (a *Actor) receiveBus(c actor.Context, m *port.In) {
	switch b := m.Body.(type) {
	case *messages.Prompt:
		a.prompt(c, *b, m.Meta)
	case *messages.Cancel:
		if a.turn != nil && (b.Turn == "" || b.Turn == a.turn.id) {
			reason := b.Reason
			if reason == "" {
				reason = "cancelled"
			}
			a.finish(c, "", &messages.Error{Kind: messages.KindCanceled, Op: "agent", Msg: reason})
		}
	case *messages.ModelResult, *messages.Trace, *messages.Verdict, *messages.Summary:
		a.outcome(c, m)
	case *messages.ImageDescribed:
		a.described(c, *b)
	case *messages.Input:
		if a.turn == nil {
			a.notice("warn", "input arrived after the turn ended and was not used: "+b.Text)
			return
		}
		a.turn.queued = append(a.turn.queued, b.Text)
	case *messages.ToolResult:
		a.record(c, b.Turn, *b)
	case *messages.TurnResult:
		a.subagentDone(c, m.Meta, *b)
	}
}

// start rebuilds the transcript and spawns the workflow and tool runner.
func (a *Actor) start(c actor.Context) {
	history := a.life.history
	a.life.history = nil
	a.transcript = slices.Clip(history) // held, not copied: appends go to an array of its own
	if a.life.incarnations > 1 {
		a.recover(c)
	} else if history != nil && a.d.Tokens != nil && a.d.Store != nil {
		// Resumed: the counts and compactions are in the log too.
		if loaded, err := a.d.Store.Load(a.d.Session); err == nil {
			if saved, err := LoadSaved(loaded.Events, a.d.ID); err == nil {
				a.saved = &saved
			}
		}
	}
	// The encoding's vocabulary (~16 MB) is warmed by the supervisor in a
	// goroutine of its own at start; the first count waits only for what
	// is left of that load.
	if err := a.setup(); err != nil {
		a.d.Log.Error("set up agent", "agent", a.d.ID, "err", err)
		a.notice("error", "agent set-up failed: "+err.Error())
	}
	a.loadDescriptions()
	a.shared = view.NewShared() // this incarnation's children hold the views it sends
	for _, wf := range workflows {
		a.spawnWorkflow(c, wf)
	}
	a.spawnToolRunner(c)
}

// recover runs in a restarted incarnation: the session log, not memory, is
// the truth, and a turn that was in flight is answered with an error.
func (a *Actor) recover(c actor.Context) {
	if a.d.Record != nil {
		a.d.Record.Flush() // what earlier incarnations logged is on disk
	}
	loaded, err := a.d.Store.Load(a.d.Session)
	var saved Saved
	if err == nil {
		saved, err = LoadSaved(loaded.Events, a.d.ID)
	}
	if err == nil {
		a.transcript, a.saved = saved.Transcript, &saved
	}
	if err != nil {
		a.d.Log.Error("rebuild transcript after restart", "agent", a.d.ID, "err", err)
		a.notice("error", "could not rebuild the transcript after a restart: "+err.Error())
	}
	if ref := a.life.turn; ref != nil {
		a.life.turn = nil
		res := messages.TurnResult{Turn: ref.id, Err: &messages.Error{Kind: messages.KindCrashed, Op: "agent", Msg: "the agent crashed and was restarted; its transcript was restored from the session log"}}
		a.publish(messages.Subject(messages.ClassRes, a.d.Session, a.d.ID, "turn"), replyMeta(ref.cause), res)
	}
}
func (a *Actor) spawnWorkflow(c actor.Context, name string) {
	slot, ok := a.d.Models[workflow.SlotOf(name)]
	if !ok && name == workflow.Vision {
		return // no model describes images: the agent says so when one comes
	}
	if !ok {
		slot = a.d.Models[workflow.SlotOf(workflow.Act)]
	}
	slot.Images = a.imageStore()
	slot.Record = a.d.Record
	d := workflow.Deps{Bus: a.d.Bus, Jobs: a.d.Jobs, Log: a.d.Log, LLM: slot, Session: a.d.Session,
		Agent: a.d.ID, AgentType: a.d.Type, Name: name, Restart: a.d.Restart, Lifetime: a.d.Lifetime, Faults: a.d.Faults,
		Prompts: a.d.Prompts, Workspace: a.d.Env.Workspace.Root(), Summarizer: a.d.Context.Prompt, Shared: a.shared}
	pid, err := c.SpawnNamed(workflow.Props(d), "wf-"+name)
	if err != nil {
		a.d.Log.Error("spawn workflow", "agent", a.d.ID, "workflow", name, "err", err)
		return
	}
	a.wfPorts[name] = a.attach(c, pid, workflow.Subjects(a.d.Session, a.d.ID, name)...)
}

func (a *Actor) spawnToolRunner(c actor.Context) {
	d := toolrunner.Deps{Bus: a.d.Bus, Jobs: a.d.Jobs, Log: a.d.Log, Tools: a.tools, Env: a.env,
		Gate: a.gate(), Allowed: a.d.ToolNames,
		Session: a.d.Session, Agent: a.d.ID, Lifetime: a.d.Lifetime, Faults: a.d.Faults, Record: a.d.Record,
		Checkpoint: a.d.Checkpoint}
	if a.d.Hooks != nil {
		d.Hooks = a.d.Hooks
	}
	pid, err := c.SpawnNamed(toolrunner.Props(d), "tools")
	if err != nil {
		a.d.Log.Error("spawn tool runner", "agent", a.d.ID, "err", err)
		return
	}
	a.toolPort = a.attach(c, pid, toolrunner.Subjects(a.d.Session, a.d.ID)...)
}

func (a *Actor) attach(c actor.Context, pid *actor.PID, subjects ...string) *port.Port {
	p, err := port.Attach(a.d.Bus, c.ActorSystem().Root, pid, subjects...)
	if err != nil {
		a.d.Log.Error("attach child", "agent", a.d.ID, "child", pid.Id, "err", err)
	}
	return p
}

// terminated handles a child that stopped: a subagent that finished, or a
// workflow or tool runner that exceeded its restart budget (then the turn
// fails and the child is started afresh).
func (a *Actor) terminated(c actor.Context, who *actor.PID) {
	for id, ch := range a.children {
		if ch.pid.Equal(who) {
			ch.port.Close()
			delete(a.children, id)
			if a.turn != nil && !a.restarting {
				if call, ok := a.turn.callOf(id); ok {
					a.turn.failed++
					a.turn.failWork(ch.kind, ch.task)
					a.record(c, a.turn.id, toolError(a.turn.id, call, messages.KindCrashed, "subagent "+id+" stopped before answering"))
				}
			}
			return
		}
	}
	if a.stopping || a.restarting {
		return // protoactor stops children before a restart or stop: that is not a failure
	}
	if name, ok := strings.CutPrefix(who.Id, c.Self().Id+"/wf-"); ok && a.wfPorts[name] != nil {
		a.wfPorts[name].Close()
		a.notice("warn", "the "+name+" workflow failed repeatedly and was restarted")
		if a.turn != nil {
			a.finish(c, "", &messages.Error{Kind: messages.KindCrashed, Op: "agent", Msg: name + " workflow failed repeatedly"})
		}
		a.spawnWorkflow(c, name)
		return
	}
	switch {
	case a.toolPort != nil && who.Id == c.Self().Id+"/tools":
		a.toolPort.Close()
		a.notice("warn", "the tool runner failed repeatedly and was restarted")
		if a.turn != nil {
			a.finish(c, "", &messages.Error{Kind: messages.KindCrashed, Op: "agent", Msg: "tool runner failed repeatedly"})
		}
		a.spawnToolRunner(c)
	}
}

// gate is this agent's view of the session's gate: same policy and grants,
// its own approver.
func (a *Actor) gate() interface {
	Check(context.Context, messages.ToolCall, tool.Spec) safety.Decision
} {
	if a.d.Gate == nil {
		return nil
	}
	return a.d.Gate.For(a.d.ID)
}

// closeJobs stops the agent's background processes, off the mailbox:
// stopping them waits out their grace period.
func (a *Actor) closeJobs() {
	jobs := a.env.Jobs
	if jobs == nil {
		return
	}
	a.env.Jobs = nil
	if err := a.d.Jobs.Go("close background jobs", func() {
		if err := jobs.Close(); err != nil {
			a.d.Log.Debug("close background jobs", "agent", a.d.ID, "err", err)
		}
	}); err != nil {
		a.d.Log.Debug("close background jobs", "agent", a.d.ID, "err", err)
	}
}

func (a *Actor) closePorts() {
	for _, p := range a.wfPorts {
		p.Close()
	}
	a.toolPort.Close()
	for _, ch := range a.children {
		ch.port.Close()
	}
}

// append adds m to the transcript and the context window, and records it
// in the session log with its token count.
func (a *Actor) append(turnID string, m messages.Message) {
	n := 0
	if cw := a.contextWindow(); cw != nil {
		m, n = a.offloadLarge(cw, m)
		cw.w.AppendCounted(m, n)
		a.transcript = cw.w.Transcript() // the window's array: the transcript is held once
	} else {
		a.transcript = append(a.transcript, m)
	}
	a.vision.seen = a.vision.seen || len(m.Images) > 0
	if a.ids != nil {
		for _, c := range m.ToolCalls {
			a.ids[c.ID] = true
		}
	}
	a.log(transcript.TypeMessage, turnID, messageData{Message: m, Tokens: n})
}

// publish sends one message through the outbox: after everything logged
// before it is on disk. A publish that fails comes back as *publishFailed.
func (a *Actor) publish(subject string, meta messages.Meta, body messages.Body) {
	if a.d.Parent != "" {
		meta.Parent = a.d.Parent
	}
	a.out.Publish(subject, meta, body)
}

func (a *Actor) event(detail string, meta messages.Meta, body messages.Body) {
	a.publish(messages.Subject(messages.ClassEvt, a.d.Session, a.d.ID, detail), meta, body)
}

func (a *Actor) notice(level, text string) {
	a.event("notice", messages.Meta{}, messages.Notice{Level: level, Text: text})
}
