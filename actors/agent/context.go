package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/workflow"
	"troupe/internal/compact"
	"troupe/internal/imagefile"
	"troupe/internal/telemetry"
	"troupe/internal/tokens"
	"troupe/internal/tool"
	"troupe/internal/transcript"
	"troupe/internal/window"
	"troupe/messages"
)

// ContextConfig is how every agent's context window is sized and compacted.
type ContextConfig struct {
	// OutputReserve is the tokens kept free for the answer; at most a
	// quarter of a model's window is reserved.
	OutputReserve int
	Compaction    compact.Config // ScratchDir is set per agent
	Prompt        string         // the compact workflow's system prompt
}

// Reserve returns the output reserve for a model with the given window.
func (c ContextConfig) Reserve(contextWindow int) int { return min(c.OutputReserve, contextWindow/4) }

// Counter counts tokens with one encoding: a tokens.Counter as the window
// and the compactor count.
type Counter struct {
	C      *tokens.Counter
	Enc    tokens.Encoding
	Images tokens.ImageRule // how the model counts an image
}

// NewCounter counts for model with its encoding; a model the tokens package
// does not know is counted with o200k_base, and calibration against the
// provider's reports corrects the difference.
func NewCounter(c *tokens.Counter, model string) Counter {
	enc, err := tokens.EncodingFor(model)
	if err != nil {
		enc = tokens.O200KBase
	}
	return Counter{C: c, Enc: enc}
}

// Message counts a message with its framing and its images.
func (k Counter) Message(m messages.Message) int {
	n := k.C.Message(k.Enc, m)
	if len(m.Images) > 0 {
		n += k.C.Images(k.Enc, k.Images, m.Images)
	}
	return n
}

// Text counts text.
func (k Counter) Text(s string) int { return k.C.Count(k.Enc, s) }

// Overhead returns what a request costs besides its messages: the system
// prompt as a message plus the reply primer, and the tool schemas.
func (k Counter) Overhead(system string, specs []messages.ToolSpec) (sys, tools int) {
	sys = tokens.ReplyPrimer
	if system != "" {
		sys += k.Message(messages.Message{Role: messages.RoleSystem, Content: system})
	}
	return sys, k.C.Tools(k.Enc, specs)
}

// OverheadBound returns upper bounds of Overhead's two numbers without
// counting (tokens.MessageBound, tokens.ToolsBound): microseconds where
// Overhead takes about 1.5 ms for troupe's own prompt and tools.
func (k Counter) OverheadBound(system string, specs []messages.ToolSpec) (sys, tools int) {
	sys = tokens.ReplyPrimer
	if system != "" {
		sys += tokens.MessageBound(messages.Message{Role: messages.RoleSystem, Content: system})
	}
	return sys, tokens.ToolsBound(k.Enc, specs)
}

// ctxWindow is an agent's context window and compactor.
type ctxWindow struct {
	w     *window.Window
	comp  *compact.Compactor
	hint  compact.Hint
	count Counter
	rec   WindowRecord      // as last logged (or, while pending, to be logged)
	modes map[string][2]int // system and tool tokens by system prompt, counted once
	// pending is the system prompt and tool schemas of a new agent's
	// first request, not counted yet (nil once counted): until then the
	// window holds their upper bounds.
	pending *overheadCount
}

// pendingCompaction is a compaction check waiting for the compact
// workflow's summary, and what to do when it is done.
type pendingCompaction struct {
	p    *compact.Pending
	next func(actor.Context)
}

// scratchRoot is the session's scratch directory, which every agent of the
// session may read; "" without a store.
func (a *Actor) scratchRoot() string {
	if a.d.Store == nil {
		return ""
	}
	return filepath.Join(a.d.Store.Dir(a.d.Session), "scratch")
}

// imageStore is the session's image store; nil without a store.
func (a *Actor) imageStore() *imagefile.Store {
	if a.d.Store == nil {
		return nil
	}
	return imagefile.NewStore(filepath.Join(a.d.Store.Dir(a.d.Session), "images"))
}

// actionSlot is the slot of the model the agent acts with.
const actionSlot = workflow.ActSlot

// contextWindow returns the agent's window, making it on first use from the
// transcript (and on resume or restart from what the log holds), or nil
// when the agent does not manage its context: no counter, no window size,
// no session store, or a set-up that failed.
func (a *Actor) contextWindow() *ctxWindow {
	if a.cw != nil || a.cwOff {
		return a.cw
	}
	a.cwOff = true
	size := a.d.Windows[actionSlot]
	if a.d.Tokens == nil || size <= 0 || a.scratchRoot() == "" {
		return nil
	}
	model := a.d.Models[actionSlot].ModelName
	k := NewCounter(a.d.Tokens, model)
	k.Images = tokens.ImageRuleFor(model, a.d.Models[actionSlot].Vision)
	rec := WindowRecord{Model: model, Encoding: string(k.Enc), ContextWindow: size, OutputReserve: a.d.Context.Reserve(size)}
	w, err := window.New(window.Config{ContextWindow: rec.ContextWindow, OutputReserve: rec.OutputReserve}, k)
	if err != nil {
		a.notice("error", "context window not managed: "+err.Error())
		return nil
	}
	system, specs := a.current()
	var pending *overheadCount
	if len(a.transcript) == 0 && a.saved == nil {
		// A new agent: its first request goes out judged on the bounds;
		// the exact count waits for its answer (exactOverhead).
		pending = &overheadCount{system: system, specs: specs}
		rec.System, rec.Tools = k.OverheadBound(system, specs)
	} else {
		rec.System, rec.Tools = k.Overhead(system, specs)
	}
	w.SetOverhead(rec.System, rec.Tools)
	saved := Saved{Transcript: a.transcript, Counts: make([]int, len(a.transcript))}
	if a.saved != nil && len(a.saved.Transcript) == len(a.transcript) {
		saved.Counts, saved.Records, saved.Calibration = a.saved.Counts, a.saved.Records, a.saved.Calibration
	}
	a.saved = nil
	if err := saved.Restore(w, k); err != nil {
		a.notice("warn", "the compacted view could not be rebuilt from the session log; starting from the whole transcript: "+err.Error())
		saved.Records, saved.Calibration = nil, nil
		if w, err = window.New(w.Config(), k); err == nil {
			w.SetOverhead(rec.System, rec.Tools)
			err = saved.Restore(w, k)
		}
		if err != nil {
			a.notice("error", "context window not managed: "+err.Error())
			return nil
		}
	}
	cfg := a.d.Context.Compaction
	cfg.ScratchDir = filepath.Join(a.scratchRoot(), a.d.ID)
	comp, err := compact.NewStepwise(cfg, k)
	if err != nil {
		a.notice("error", "context window not managed: "+err.Error())
		return nil
	}
	a.cw = &ctxWindow{w: w, comp: comp, count: k, rec: rec, modes: map[string][2]int{},
		hint: compact.Hint{ReadFile: slices.Contains(a.d.ToolNames, "read_file"), Task: a.canSpawn()}, pending: pending}
	a.cwOff = false
	a.transcript = w.Transcript() // from now on the window holds it (append)
	if pending == nil {
		a.cw.modes[system] = [2]int{rec.System, rec.Tools}
		a.log(TypeWindow, "", rec)
	}
	return a.cw
}

// modeOverhead counts the system prompt and tool schemas of the running
// turn's mode (plan mode has its own) into the window, logging them when
// they change.
func (a *Actor) modeOverhead() {
	cw := a.contextWindow()
	if cw == nil {
		return
	}
	system, specs := a.current()
	if cw.pending != nil {
		if cw.pending.system == system {
			return // counted beside the first request
		}
		a.exactOverhead()
	}
	n, ok := cw.modes[system]
	if !ok {
		n[0], n[1] = cw.count.Overhead(system, specs)
		cw.modes[system] = n
	}
	rec := cw.rec
	rec.System, rec.Tools = n[0], n[1]
	if rec == cw.rec {
		return
	}
	cw.rec = rec
	cw.w.SetOverhead(rec.System, rec.Tools)
	a.log(TypeWindow, a.turn.id, rec)
}

// view is what the next model request carries: the window's view, or the
// whole transcript when the agent does not manage its context. It is
// shared, not copied: do not modify it.
func (a *Actor) view() []messages.Message {
	if cw := a.contextWindow(); cw != nil {
		return cw.w.Messages()
	}
	return a.transcript[:len(a.transcript):len(a.transcript)] // appended to, never rewritten in place
}

// offload returns the message to append for a tool result: itself, or when
// it is too large, a preview pointing to the scratch file that now holds
// it whole.
func (a *Actor) offload(m messages.Message) messages.Message {
	cw := a.contextWindow()
	if cw == nil {
		return m
	}
	out, p := compact.Offload(m, len(a.transcript), cw.comp.Config(), cw.hint)
	if p == nil {
		return m
	}
	if err := compact.WriteAll([]compact.Persist{*p}); err != nil {
		a.notice("warn", "tool output kept whole in context: "+err.Error())
		return m
	}
	return out
}

// offloadLarge counts m and, when it is more than a message may take of
// the budget (an assistant reply, a user paste, a subagent's answer that
// no stage could shrink), replaces it with a preview pointing to the
// scratch file that now holds it whole. It returns the message to append
// and its count.
func (a *Actor) offloadLarge(cw *ctxWindow, m messages.Message) (messages.Message, int) {
	n := cw.count.Message(m)
	out, p := compact.OffloadMessage(m, len(a.transcript), n, cw.comp.Config(), cw.w.Budget(), cw.hint)
	if p == nil {
		return m, n
	}
	if err := compact.WriteAll([]compact.Persist{*p}); err != nil {
		a.notice("warn", "a large message was kept whole in context: "+err.Error())
		return m, n
	}
	a.notice("info", fmt.Sprintf("a %s message of %d tokens (over %d, its share of the budget) was kept in context as a preview; the whole is at %s",
		m.Role, n, cw.comp.Config().MessageLimit(cw.w.Budget()), p.Path))
	return out, cw.count.Message(out)
}

// compactThen checks the context before a model call and then calls next.
// When the summarize stage is due, the summary is asked of the compact
// workflow and next runs when it is adopted. force makes the check act as
// if the request filled the budget (the provider refused it as too long).
// compactNow is a turn without a model turn (/compact): every stage runs,
// the summary included, as if the window were full; the answer says what
// that did.
func (a *Actor) compactNow(c actor.Context) {
	cw := a.contextWindow()
	if cw == nil {
		a.finish(c, "Nothing to compact: this agent's context is not managed (no context window is known for its model).", nil)
		return
	}
	a.exactOverhead()
	before := cw.w.Status()
	a.compactThen(c, true, func(c actor.Context) {
		after := cw.w.Status()
		a.finish(c, fmt.Sprintf("Context compacted: %d → %d tokens of a %d-token budget.", before.Tokens, after.Tokens, after.Budget), nil)
	})
}

func (a *Actor) compactThen(c actor.Context, force bool, next func(actor.Context)) {
	cw := a.contextWindow()
	if cw == nil {
		next(c)
		return
	}
	status := func() compact.Status {
		st := cw.w.Status()
		st.Force = force
		if w := a.turn.window; w > 0 { // the turn runs on another model: its window bounds the requests
			st.Budget = w - a.d.Context.Reserve(w)
		}
		return st
	}
	st := status()
	if cw.pending != nil && (force || st.Budget <= 0 || a.d.Context.Compaction.StageAt(float64(st.Tokens)/float64(st.Budget)) != compact.StageNone) {
		// The bounds would reach a stage (the exact count may not): the
		// check needs the exact count.
		a.exactOverhead()
		st = status()
	}
	a.turn.checked = time.Now()
	out, p, err := cw.comp.Start(st)
	a.compacted(c, out, p, err, next)
}

// compacted goes on with a check: it asks for the summary it waits for, or
// adopts its outcome and calls next.
func (a *Actor) compacted(c actor.Context, out compact.Outcome, p *compact.Pending, err error, next func(actor.Context)) {
	t := a.turn
	switch {
	case err != nil:
		a.notice("error", "context compaction failed: "+err.Error())
	case p != nil:
		t.compaction = &pendingCompaction{p: p, next: next}
		call := a.nextCall()
		a.job(workflow.Compact, call, messages.Summarize{Call: call, Messages: a.withDescriptions(p.Messages())})
		return
	default:
		a.adopt(out)
	}
	next(c)
}

// summarized hands the compact workflow's summary to the pending check. A
// failed job (the call failed, or the answer held no summary) gets the
// deterministic fallback summary.
func (a *Actor) summarized(c actor.Context, r messages.Summary) {
	t := a.turn
	pc := t.compaction
	t.compaction = nil
	if r.Use.Call != "" {
		a.account(t, r.Use, nil)
	}
	var err error
	if r.Err != nil {
		err = errors.New(r.Err.Msg)
	}
	out, p, cerr := a.cw.comp.Continue(pc.p, r.Text, err)
	a.compacted(c, out, p, cerr, pc.next)
}

// adopt makes a check's outcome the window's view: the files it points to
// are written first, then each record is logged (the view is derived from
// the log) and published.
func (a *Actor) adopt(out compact.Outcome) {
	cw := a.cw
	if len(out.Records) > 0 {
		if err := compact.WriteAll(out.Persist); err != nil {
			a.notice("error", "context not compacted: "+err.Error())
			return
		}
	}
	for _, r := range out.Records {
		a.log(TypeCompaction, a.turn.id, r)
		ev := messages.Compaction{Stage: string(r.Stage), TokensBefore: r.TokensBefore, TokensAfter: r.TokensAfter, Budget: r.Budget,
			Window: cw.rec.ContextWindow}
		for _, rep := range r.Replaced {
			ev.Replaced = append(ev.Replaced, rep.CallID)
		}
		if r.Summary != nil {
			ev.Summarized = r.Summary.To - r.Summary.From
		}
		a.event("compaction", replyMeta(a.turn.cause), ev)
		telemetry.Compaction(a.d.Lifetime, a.turn.cause.Traceparent, a.d.ID, ev, a.turn.checked)
	}
	if err := cw.w.Commit(out); err != nil {
		a.notice("error", "context not compacted: "+err.Error())
	}
}

// calibrate feeds the provider's prompt tokens for the action call just
// answered to the window, and returns the calibration to log.
func (a *Actor) calibrate(promptTokens int) *window.Calibration {
	if a.cw == nil || promptTokens <= 0 {
		return nil
	}
	a.cw.w.Calibrate(promptTokens)
	cal := a.cw.w.Calibration()
	return &cal
}

// log appends one event to the session log.
func (a *Actor) log(typ, turnID string, v any) {
	ev, err := transcript.Event(typ, a.d.ID, turnID, v)
	if err != nil {
		panic(fmt.Errorf("agent %s: %w", a.d.ID, err)) // a type that does not encode: a bug
	}
	a.out.Log(ev)
}

// readingTool runs a read-only tool with the workspace's Reader, so it can
// open the session's scratch files and archives that pointers name; tools
// that write keep the workspace, which refuses those paths.
type readingTool struct{ tool.Tool }

// Run runs the tool with the reading workspace.
func (r readingTool) Run(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
	if env.Workspace != nil {
		env.Workspace = env.Workspace.Reader()
	}
	return r.Tool.Run(ctx, env, args)
}

// readers returns reg with its read-only tools run as readingTools.
func readers(reg *tool.Registry) (*tool.Registry, error) {
	return reg.Map(func(t tool.Tool) tool.Tool {
		if t.Spec().ReadOnly {
			return readingTool{t}
		}
		return t
	})
}
