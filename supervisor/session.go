package supervisor

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nuid"

	"troupe/actors/agent"
	"troupe/actors/port"
	"troupe/actors/session"
	"troupe/internal/bus"
	"troupe/internal/checkpoint"
	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/store"
	"troupe/internal/telemetry"
	"troupe/internal/transcript"
	"troupe/messages"
)

// ErrClosed is returned by a closed session or supervisor.
var ErrClosed = errors.New("supervisor: closed")

// Observer sees every message of a session, in publish order, on one
// goroutine. It must not block for long. Model requests and think jobs
// come as they travelled: their view is a delta against the previous
// request on the same subject (view.Receiver rebuilds the whole one). The
// session keeps no copy of the agents' histories to rebuild them for an
// observer that would not read them.
type Observer func(subject string, meta messages.Meta, body messages.Body)

// Session is a handle on a running session actor. Its methods are safe for
// concurrent use.
type Session struct {
	s        *Supervisor
	id       string
	pid      *actor.PID
	port     *port.Port
	record   *store.Log
	loaded   store.Loaded
	sub      *nats.Subscription
	observe  Observer
	deps     agent.Deps      // the main agent's, as opened
	presence *bus.Presence   // on a listening bus: replay stream, credentials, heartbeats
	asked    map[string]bool // outstanding approval request ids; touched only by deliver

	mu      sync.Mutex
	waiters map[string]chan messages.TurnResult // by request id (the prompt's correlation)
	think   string                              // thinking level for the next turns; "" = config
	plan    bool                                // plan mode for the next turns
	model   *lentModel                          // the model of the next turns (LendModel); nil: the agent's
	closed  bool
	// remembered holds the lines the person added to memory (#) since the
	// last prompt: the next prompt tells the model (memory itself loads at
	// session start).
	remembered []string

	ext *extensions // MCP servers, hooks (extensions.go)
}

// OpenSession starts a session actor: a new session when id is "", else the
// stored session id, whose main agent resumes from the transcript in its log.
func (s *Supervisor) OpenSession(ctx context.Context, id string, observe Observer) (*Session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, ErrClosed
	}
	deps, err := s.agentDeps()
	if err == nil && s.as != "" {
		err = s.playRole(&deps, s.as)
	}
	if err != nil {
		return nil, err
	}
	var rec *store.Log
	var loaded store.Loaded
	if id == "" {
		id = store.NewID(time.Now())
		rec, err = s.store.Create(id, store.Meta{Workspace: s.ws.Root(), Model: s.ModelName(), Models: s.slotModelsRecord(), Windows: s.slotWindowsRecord()})
	} else {
		rec, loaded, err = s.store.Open(id)
		if err == nil {
			loaded.Events = s.recoverRemote(ctx, id, rec, loaded.Events)
			deps.History, err = transcript.Rebuild(loaded.Events, agent.Main)
		}
	}
	if err != nil {
		if rec != nil {
			rec.Close()
		}
		return nil, err
	}
	deps.PlanFile = filepath.Join(s.store.Dir(id), "plan.md")
	deps.Checkpoint = checkpoint.Open(s.store.Root(), s.store.Dir(id), s.ws.Root())
	if deps.Gate, err = s.newGate(id); err != nil {
		rec.Close()
		return nil, err
	}
	ext, err := s.extend(id, &deps)
	if err != nil {
		rec.Close()
		return nil, err
	}
	kept := deps
	kept.History = nil // the session actor hands it to the main agent; a respawn reads the log
	x := &Session{s: s, id: id, record: rec, loaded: loaded, observe: observe, waiters: map[string]chan messages.TurnResult{}, deps: kept, ext: ext}
	if ext.hooks != nil {
		ext.queue = newHookQueue(ext.hooks, x.Answer, s.log)
	}
	// The replay stream exists before the session's first message.
	x.presence, err = s.presence(context.Background(), id)
	// One wildcard subscription sees the session's traffic in publish order.
	if err == nil {
		x.sub, err = s.bus.Conn().Subscribe(messages.Filter("", id, ""), x.deliver)
	}
	if err == nil {
		x.pid, err = x.spawn(countTurns(loaded.Events), deps)
	}
	if err == nil {
		// A controller (--listen-control) may prompt, type input and cancel.
		x.port, err = port.AttachExternal(s.bus, s.system.Root, x.pid, []string{"prompt", "input", "cancel"}, session.Subjects(id)...)
	}
	if err != nil {
		x.close()
		return nil, fmt.Errorf("open session %s: %w", id, err)
	}
	s.sessions[id] = x
	x.resumeNotices()
	x.started(ctx, len(loaded.Events) > 0)
	return x, nil
}

// newGate builds a session's safety gate: the approval mode from config
// (auto-edit when a person can be asked, auto otherwise), the project's
// .troupe/permissions.yaml rules (only deny and ask rules unless the
// directory is trusted), and session grants of its own.
func (s *Supervisor) newGate(id string) (*gate.Gate, error) {
	mode := s.cfg.Approval
	if mode == "" {
		mode = string(safety.ModeAuto)
		if s.interactive {
			mode = string(safety.ModeAutoEdit)
		}
	}
	m, err := safety.ParseMode(mode)
	if err != nil {
		return nil, err
	}
	perms, err := safety.LoadPermissions(filepath.Join(s.ws.Root(), ".troupe", "permissions.yaml"))
	if err != nil {
		return nil, err
	}
	if !s.cfg.ProjectTrusted {
		perms = perms.Untrusted()
	}
	home, _ := os.UserHomeDir()
	o := gate.Options{Workspace: s.ws, Home: home,
		Policy: &safety.Policy{Mode: m, Rules: slices.Concat(perms.Rules, s.claudeRules, s.opts.Rules, HostRules(s.cfg)), ProtectedBranches: perms.ProtectedBranches, Grants: &safety.SessionGrants{},
			TempDirs: s.ws.WriteRoots(), Unsandboxed: SandboxMissing(s.cfg), Network: NetworkOpen(s.cfg), Env: knownEnv()}}
	o.AllowAsks = s.cfg.OnAsk == "allow"
	switch {
	case s.approvers != nil:
		o.Approvers = s.approvers
	case s.interactive:
		o.Approvers = func(agent string) gate.Approver { return &gate.BusApprover{Bus: s.bus, Session: id, Agent: agent} }
	}
	return gate.New(o), nil
}

// EndpointPath is where a listening instance writes how to reach its bus.
func (s *Supervisor) EndpointPath(id string) string {
	return filepath.Join(s.store.Dir(id), bus.EndpointFile)
}

// ID returns the session id.
func (x *Session) ID() string { return x.id }

// Loaded returns what was on disk when the session was opened (resume).
func (x *Session) Loaded() store.Loaded { return x.loaded }

// deliver runs on the session subscription's goroutine, in publish order.
func (x *Session) deliver(msg *nats.Msg) {
	m, b, err := x.s.bus.Decode(msg)
	if err != nil {
		x.s.log.Debug("undecodable message", "subject", msg.Subject, "err", err)
		return
	}
	if !x.screen(msg.Subject, m, b) {
		return
	}
	if _, ok := b.(*messages.ModelRequest); ok && x.s.rt == nil {
		x.s.warmSandbox() // once: the model's answer takes longer than a helper's start
	}
	if x.observe != nil {
		x.observe(msg.Subject, m, b)
	}
	if x.ext != nil {
		x.ext.queue.see(msg.Subject, b)
	}
	if r, ok := b.(*messages.TurnResult); ok && msg.Subject == x.resultSubject() {
		x.mu.Lock()
		ch := x.waiters[m.Correlation]
		delete(x.waiters, m.Correlation)
		x.mu.Unlock()
		if ch != nil {
			ch <- *r
		}
	}
}

func (x *Session) resultSubject() string {
	return messages.Subject(messages.ClassRes, x.id, session.Agent, "turn")
}

// Compact compacts the main agent's context now, as a turn of its own (in
// the queue like any prompt) that makes no model call but the summary's.
func (x *Session) Compact(ctx context.Context) (messages.TurnResult, error) {
	x.ext.manualCompact(ctx)
	return x.send(ctx, messages.Prompt{Text: "/compact", Compact: true})
}

// send queues p and waits for its result.
func (x *Session) send(ctx context.Context, p messages.Prompt) (messages.TurnResult, error) {
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		return messages.TurnResult{}, ErrClosed
	}
	req := "r" + nuid.Next()
	p.Think, p.Plan = x.think, x.plan
	if m := x.model; m != nil && !p.Compact {
		p.Model, p.Window = m.key, m.window
	}
	ch := make(chan messages.TurnResult, 1)
	x.waiters[req] = ch
	x.mu.Unlock()
	forget := func() {
		x.mu.Lock()
		delete(x.waiters, req)
		x.mu.Unlock()
	}
	subj := messages.Subject(messages.ClassCmd, x.id, session.Agent, "prompt")
	if _, err := port.Publish(x.s.bus, subj, messages.Meta{Correlation: req, Traceparent: telemetry.Traceparent(ctx)}, p); err != nil {
		forget()
		return messages.TurnResult{}, fmt.Errorf("submit to session %s: %w", x.id, err)
	}
	select {
	case r := <-ch:
		return r, nil
	case <-ctx.Done():
		x.cancelRequest(req, "interrupted")
		forget()
		return messages.TurnResult{}, fmt.Errorf("turn: %w", ctx.Err())
	}
}

// Inject gives the running turn something the user typed meanwhile; the
// agent adds it before its next model call. With no turn running it is a
// new prompt.
func (x *Session) Inject(text string) error {
	_, err := x.s.bus.Publish(messages.Subject(messages.ClassCmd, x.id, session.Agent, "input"), messages.Meta{}, messages.Input{Text: text})
	return err
}

// SetThink sets the thinking level of the following turns.
func (x *Session) SetThink(level string) {
	x.mu.Lock()
	x.think = level
	x.mu.Unlock()
}

// SetPlan turns plan mode on or off for the following turns. Leaving plan
// mode after a plan was presented counts as approving it.
func (x *Session) SetPlan(on bool) {
	x.mu.Lock()
	x.plan = on
	x.mu.Unlock()
}

// PlanFile is where the session's plan is written.
func (x *Session) PlanFile() string { return filepath.Join(x.s.store.Dir(x.id), "plan.md") }

// Answer answers an approval request of one of the session's agents.
func (x *Session) Answer(agent string, ans messages.ApprovalAnswer) error {
	_, err := x.s.bus.Publish(messages.Subject(messages.ClassCmd, x.id, agent, "approval"), messages.Meta{}, ans)
	return err
}

// Cancel cancels the running turn, if any.
func (x *Session) Cancel(reason string) {
	subj := messages.Subject(messages.ClassCtl, x.id, session.Agent, "cancel")
	if _, err := x.s.bus.Publish(subj, messages.Meta{}, messages.Cancel{Reason: reason}); err != nil {
		x.s.log.Debug("publish cancel", "err", err)
	}
}

// cancelRequest cancels only the prompt sent with correlation req: a
// general cancel sent after it could reach the session after the next
// prompt (they travel on different subjects) and cancel that one too.
func (x *Session) cancelRequest(req, reason string) {
	subj := messages.Subject(messages.ClassCtl, x.id, session.Agent, "cancel")
	if _, err := x.s.bus.Publish(subj, messages.Meta{}, messages.Cancel{Request: req, Reason: reason}); err != nil {
		x.s.log.Debug("publish cancel", "err", err)
	}
}

// Close stops the session actor and everything under it, and closes the
// session log. It is idempotent.
func (x *Session) Close() error {
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		return nil
	}
	x.closed = true
	x.mu.Unlock()
	x.ending()
	err := x.close()
	x.s.mu.Lock()
	delete(x.s.sessions, x.id)
	x.s.mu.Unlock()
	return err
}

func (x *Session) close() error {
	var errs []error
	if x.pid != nil {
		if _, err := x.s.system.Root.StopFuture(x.pid).Result(); err != nil {
			errs = append(errs, fmt.Errorf("stop session %s: %w", x.id, err))
		}
	}
	errs = append(errs, x.port.Close(), x.presence.Close("closed"))
	if x.sub != nil {
		errs = append(errs, x.sub.Unsubscribe())
	}
	if x.record != nil {
		errs = append(errs, x.record.Close())
	}
	errs = append(errs, x.ext.close(nil))
	if x.s.rt != nil { // a shared bus keeps nothing of a finished session
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		errs = append(errs, x.s.bus.EndSession(ctx, x.id))
		cancel()
	}
	return errors.Join(errs...)
}

// resumeNotices tells whoever watches a resumed session what opening it
// found: a process that had it open and died without closing it, and a
// torn last line that was set aside.
func (x *Session) resumeNotices() {
	var texts []string
	if h := x.loaded.TakenOver; h != nil {
		texts = append(texts, fmt.Sprintf("this session was left open by %s, which ended without closing it; its lock was taken over", h))
	}
	if t := x.loaded.Truncated; t != nil {
		texts = append(texts, fmt.Sprintf("the session log's last line (line %d, %d bytes: %s) was cut off by a crash; it was moved to %s and the session goes on from the line before",
			t.Line, t.Bytes, t.Reason, t.Saved))
	}
	for _, text := range texts {
		x.s.log.Debug(text, "session", x.id)
		subj := messages.Subject(messages.ClassEvt, x.id, agent.Main, "notice")
		if _, err := x.s.bus.Publish(subj, messages.Meta{}, messages.Notice{Level: "warn", Text: text}); err != nil {
			x.s.log.Debug("publish resume notice", "err", err)
		}
	}
}
