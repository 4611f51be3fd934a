package supervisor

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"sync/atomic"

	"troupe/actors/agent"
	"troupe/internal/hooks"
	"troupe/internal/tool"
	"troupe/messages"
)

// observedEvents are the hook events raised from what the session's bus
// traffic shows (SubagentStart and SubagentStop, an automatic PreCompact,
// Notification and PermissionRequest for an approval asked): their hooks
// run beside the work, one at a time in the order the events happened,
// and only observe — but a PermissionRequest hook's allow or deny answers
// the approval.
// StopFailure (a main turn that ended in an error) and PostCompact are
// raised the same way.
var observedEvents = []string{hooks.SubagentStart, hooks.SubagentStop, hooks.PreCompact, hooks.Notification, hooks.PermissionRequest,
	hooks.StopFailure, hooks.PostCompact}

// hookQueue runs observed hooks on its own goroutine, which it owns:
// close stops it and waits. see never blocks the bus callback: when the
// queue is full, the event's hooks are skipped and a warning logged.
type hookQueue struct {
	h      *hooks.Runner
	answer func(agent string, a messages.ApprovalAnswer) error
	log    *slog.Logger
	ch     chan func(context.Context)
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	kinds  map[string]string // subagent id → type; only the queue's goroutine uses it
	manual atomic.Bool       // a manual /compact ran its PreCompact hooks: the next summary is its
}

// manualCompact runs the PreCompact hooks of a manual /compact before it
// starts (trigger manual).
func (e *extensions) manualCompact(ctx context.Context) {
	if e == nil || e.queue == nil {
		return
	}
	e.queue.manual.Store(true) // the summary that follows is this compaction's
	if e.hooks.Has(hooks.PreCompact) {
		e.queue.report(e.hooks.Compacting(ctx, agent.Main, "manual", ""))
	}
}

// newHookQueue returns a started queue, or nil when no observed event has
// hooks.
func newHookQueue(h *hooks.Runner, answer func(string, messages.ApprovalAnswer) error, log *slog.Logger) *hookQueue {
	any := false
	for _, e := range observedEvents {
		any = any || h.Has(e)
	}
	if !any {
		return nil
	}
	q := &hookQueue{h: h, answer: answer, log: log, ch: make(chan func(context.Context), 256), kinds: map[string]string{}}
	q.ctx, q.cancel = context.WithCancel(context.Background())
	q.wg.Add(1)
	go func() {
		defer q.wg.Done()
		for {
			select {
			case <-q.ctx.Done():
				return
			case f := <-q.ch:
				if f == nil { // close: everything before it has run
					return
				}
				f(q.ctx)
			}
		}
	}()
	return q
}

// close lets the hooks of the events seen so far run (each bounded by its
// timeout), then stops the queue and waits for it.
func (q *hookQueue) close() {
	if q == nil {
		return
	}
	select {
	case q.ch <- nil:
	default: // full: what waits is dropped
		q.cancel()
	}
	q.wg.Wait()
	q.cancel()
}

// see raises the hooks a message of the session calls for.
func (q *hookQueue) see(subject string, body any) {
	if q == nil {
		return
	}
	p, ok := messages.ParseSubject(subject)
	if !ok {
		return
	}
	var f func(context.Context)
	switch m := body.(type) {
	case *messages.SubagentSpawned:
		f = func(ctx context.Context) {
			q.kinds[m.Child] = m.Kind
			q.report(q.h.SubagentStarted(ctx, m.Child, m.Kind))
		}
	case *messages.TurnResult:
		if p.Class != messages.ClassRes {
			return
		}
		if p.Agent == agent.Main {
			if m.Err == nil {
				return
			}
			f = func(ctx context.Context) { q.report(q.h.StopFailed(ctx, p.Agent, m.Err.Kind.String(), m.Err.Msg)) }
			break
		}
		f = func(ctx context.Context) {
			kind, ok := q.kinds[p.Agent]
			if !ok {
				return
			}
			delete(q.kinds, p.Agent)
			q.report(q.h.SubagentStopped(ctx, p.Agent, kind))
		}
	case *messages.Compaction:
		if m.Stage != "summarize" {
			return
		}
		trigger := "auto"
		if p.Agent == agent.Main && q.manual.Swap(false) {
			trigger = "manual" // its PreCompact hooks ran before it
		}
		f = func(ctx context.Context) {
			if trigger == "auto" {
				q.report(q.h.Compacting(ctx, p.Agent, "auto", ""))
			}
			q.report(q.h.Compacted(ctx, p.Agent, trigger))
		}
	case *messages.ApprovalRequest:
		f = func(ctx context.Context) {
			q.report(q.h.Notify(ctx, p.Agent, "troupe needs your permission to use "+tool.ClaudeName(m.Tool), "permission_prompt"))
			args := json.RawMessage(m.Args)
			if !json.Valid(args) {
				args = json.RawMessage(`{}`)
			}
			o := q.h.Permission(ctx, p.Agent, m.Tool, args)
			q.report(o)
			if o.Permission == "" {
				return
			}
			ans := messages.ApprovalAnswer{ID: m.ID, Verdict: "once"}
			if o.Permission == "deny" {
				ans.Verdict, ans.Reason = "deny", o.Reason
				if ans.Reason == "" {
					ans.Reason = "denied by a PermissionRequest hook"
				}
			}
			if err := q.answer(p.Agent, ans); err != nil {
				q.log.Warn("answer approval from a PermissionRequest hook", "err", err)
			}
		}
	default:
		return
	}
	select {
	case q.ch <- f:
	default:
		q.log.Warn("hooks: too many events waiting; this one's hooks are skipped", "subject", subject)
	}
}

func (q *hookQueue) report(o hooks.Outcome) {
	for _, m := range o.Messages {
		q.log.Warn("hook: " + m)
	}
}
