package anthropic

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"math"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2/internal/exitstack"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/stainlessheader"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/telemetry"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/tracing"
	"github.com/anthropics/anthropic-sdk-go/v2/internal/worklease"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/ssestream"
	"github.com/anthropics/anthropic-sdk-go/v2/shared/constant"
	orderedmap "github.com/pb33f/ordered-map/v2"
	"github.com/tidwall/gjson"
	"go.opentelemetry.io/otel/attribute"
)

// DefaultMaxIdle is used for [SessionToolRunnerOptions.MaxIdle] when it is nil:
// once the session goes idle with any stop_reason but "requires_action", the
// runner keeps running for this long before stopping.
const DefaultMaxIdle = 60 * time.Second

const (
	sessionRunnerStreamBackoffStart = 500 * time.Millisecond
	sessionRunnerStreamBackoffCap   = 10 * time.Second
	sessionRunnerSendBackoffStart   = 1 * time.Second
	sessionRunnerSendBackoffCap     = 30 * time.Second
	// sessionRunnerStartDelay lets the events read together with a call resolve or deny it first.
	sessionRunnerStartDelay        = 1 * time.Millisecond
	sessionRunnerToolReturnTimeout = 5 * time.Second
	// sessionRunnerStoppedToolTimeout keeps a stopping worker within the time that its item's token has left.
	sessionRunnerStoppedToolTimeout = 150 * time.Second

	// defaultSessionRunnerToolTimeout lets the bash tool report its own, shorter timeout.
	defaultSessionRunnerToolTimeout     = 325 * time.Second
	defaultSessionRunnerSendTimeout     = 15 * time.Second
	sessionRunnerSendTimeoutCap         = 240 * time.Second
	defaultSessionRunnerDrainTimeout    = 30 * time.Second
	defaultSessionRunnerSendRetryWindow = 5 * time.Minute
)

// Sentinel errors returned via (*SessionToolRunner).Err so consumers can
// distinguish normal end-of-session from idle bailout.
var (
	// ErrSessionTerminated means the session terminated, or was archived or deleted.
	ErrSessionTerminated = errors.New("session terminated")

	// ErrIdleTimeout means the session went idle with any stop_reason but
	// "requires_action" and stayed idle for MaxIdle. The consumer chose this
	// timeout, so treat it as expected.
	ErrIdleTimeout = errors.New("session idle after its turn ended")
)

// SessionToolRunnerOptions configures a [SessionToolRunner]. The
// managed-agents session id is not part of this struct — it is a positional
// argument to NewToolRunner, matching list/send/stream on the events resource.
type SessionToolRunnerOptions struct {
	// Tools is the registry of locally-executable tools, in the same
	// [BetaTool] shape (*BetaMessageService).NewToolRunner accepts. The runner
	// looks up each agent.tool_use and agent.custom_tool_use event's Name
	// against this slice and routes to the matching tool. Use
	// agenttoolset.BetaAgentToolset20260401(env) (from
	// github.com/anthropics/anthropic-sdk-go/v2/tools/agenttoolset) for the
	// standard agent_toolset_20260401 set; filter or extend the slice to
	// customise. Tool lifetime — including Close on tools that implement
	// io.Closer — is the caller's responsibility: the runner never closes
	// tools, so the same slice can be reused across multiple sessions.
	Tools []BetaTool

	// MaxIdle is how long the runner keeps running after the session goes idle
	// with any stop_reason but "requires_action", with no call left to run. nil
	// uses [DefaultMaxIdle] (60s). A non-nil value <= 0 disables it — the runner
	// then only stops on session termination, a permanent API error, Close, or
	// ctx cancellation.
	MaxIdle *time.Duration

	// MaxConcurrentCalls is how many tool calls may run at once. Zero uses the
	// default of 1, and a negative value sets no limit. The calls of one session
	// thread always run one at a time. With any limit but 1, every tool must be
	// safe to call concurrently.
	MaxConcurrentCalls int

	// Logger receives non-fatal warnings (transient stream errors, send
	// retries). Defaults to slog.Default().
	Logger *slog.Logger

	// RequestOptions are applied to every request the runner issues. The runner
	// additionally tags each request with an x-stainless-helper header of
	// its own (appended last, so it always wins on a collision with a
	// caller-supplied tag).
	//
	// Self-hosted-environment callers must pass the environment key here.
	// Pair it with an X-Api-Key delete, so that an X-Api-Key header set on the
	// client doesn't land on the wire next to it:
	//
	//	RequestOptions: []option.RequestOption{
	//		option.WithHeaderDel("X-Api-Key"),
	//		option.WithAuthToken(environmentKey),
	//	}
	RequestOptions []option.RequestOption

	// ToolTimeout bounds a single tool's Execute call; a tool that runs longer
	// is cancelled and reported as an error result. Zero uses the default of
	// 325s.
	ToolTimeout time.Duration

	// SendTimeout bounds the first attempt to post a tool-result event back to
	// the session; transient failures are retried with exponential backoff and
	// longer timeouts. Zero uses the default of 15s.
	SendTimeout time.Duration

	// DrainTimeout bounds how long Close waits for a result to be posted once
	// its tool has returned, before it logs a warning and stops posting. Zero
	// uses the default of 30s.
	DrainTimeout time.Duration
}

// DispatchedToolCall describes a single tool-use event that the runner has
// handled. The consumer observes one of these per iteration of
// (*SessionToolRunner).Next.
//
// The runner dispatches both kinds of tool-call event the session API emits:
// agent.tool_use (the builtin agent_toolset_20260401 tools, answered with
// user.tool_result) and agent.custom_tool_use (user-defined function tools,
// answered with user.custom_tool_result). The Custom field reports which kind
// this dispatch came from and selects which embedded-event pair is populated —
// ToolUse/Result for a builtin call, CustomToolUse/CustomResult for a custom
// one. The flat top-level convenience fields (ToolUseID / Name / IsError /
// Posted) are populated for both kinds; read whichever is more convenient,
// they describe the same dispatch. The raw tool input lives on the triggering
// event (ToolUse.Input / CustomToolUse.Input) and the tool's output blocks on
// the posted result (Result.Content / CustomResult.Content).
type DispatchedToolCall struct {
	// Custom reports whether this dispatch was triggered by an
	// agent.custom_tool_use event (a user-defined function tool) rather than an
	// agent.tool_use event (a builtin agent_toolset_20260401 tool). It selects
	// which of the ToolUse/CustomToolUse and Result/CustomResult pairs below is
	// populated; the other pair is left zero.
	Custom bool

	// Confirmation is "allow" when the call required user confirmation and the
	// first user.tool_confirmation event for it allowed it. It is "deny" when
	// the user denied the call or the server evaluated its permission to
	// "deny" — the tool was never executed and nothing was posted
	// (Posted=false, IsError=false, no Result). Empty means the call needed no
	// confirmation.
	Confirmation string

	// ToolUse is the full agent.tool_use event that triggered this dispatch.
	// Populated only when Custom is false.
	ToolUse BetaManagedAgentsAgentToolUseEvent

	// CustomToolUse is the full agent.custom_tool_use event that triggered this
	// dispatch. Populated only when Custom is true.
	CustomToolUse BetaManagedAgentsAgentCustomToolUseEvent

	// Result is the user.tool_result event for a builtin agent.tool_use.
	// Populated only when Custom is false and the tool ran. Read Result.Content
	// for the tool's output blocks. If the API refused the tool's result, the
	// runner posts a short error result in its place, and this is that error
	// result when the API accepted it.
	Result BetaManagedAgentsUserToolResultEventParams

	// CustomResult is what Result is, for an agent.custom_tool_use: the
	// user.custom_tool_result event. Populated only when Custom is true and the
	// tool ran.
	CustomResult BetaManagedAgentsUserCustomToolResultEventParams

	// ToolUseID is the id of the tool-use event that triggered this dispatch
	// (flat convenience copy of ToolUse.ID / CustomToolUse.ID). It is the id
	// the posted result event references — tool_use_id for a builtin call,
	// custom_tool_use_id for a custom one. Use it to correlate logs with the
	// session history.
	ToolUseID string

	// Name is the tool name from the tool-use event (flat convenience copy of
	// ToolUse.Name / CustomToolUse.Name).
	Name string

	// IsError mirrors Result.IsError / CustomResult.IsError. It is false when
	// the tool did not run.
	IsError bool

	// Posted reports whether the API accepted the result. It is false when the
	// tool did not run (the runner does not own the tool name, or the call was
	// denied), when the API refused the result permanently, when the call's
	// thread terminated while the tool ran, or when the runner stopped before a
	// send succeeded.
	Posted bool
}

// SessionToolRunner attaches to a managed-agents session, executes the
// matching tool for each agent.tool_use or agent.custom_tool_use call the
// session is waiting on, posts the matching user.tool_result /
// user.custom_tool_result event back, and yields one [DispatchedToolCall] per
// call. agent.mcp_tool_use events are left alone — MCP tools are server-side.
// It is the sessions-side counterpart to (*BetaMessageService).NewToolRunner.
// Lease heartbeating, work claiming, and skill download are not its concern —
// see [github.com/anthropics/anthropic-sdk-go/v2/lib/environments.EnvironmentWorker]
// for the full self-hosted runner composition.
//
// A call whose evaluated_permission is "ask" or unrecognized waits for a
// user.tool_confirmation, and runs only if that is "allow". A denied call is
// never executed and posts nothing, but is yielded with Confirmation="deny".
//
// Calls run one at a time by default, in background goroutines; see
// [SessionToolRunnerOptions.MaxConcurrentCalls]. The methods of a
// SessionToolRunner must be called from a single goroutine.
//
// The context of a running tool is cancelled when the session no longer accepts
// its result, when the runner stops, and after ToolTimeout.
//
// Iteration ends when the session terminates or has been idle for MaxIdle, on
// Close or ctx cancellation, or when the API refuses a read permanently, in
// which case Err wraps the [Error]. The results of running calls are still posted.
//
// Tool lifetime is the caller's responsibility; the runner never closes tools,
// so the same Tools slice can be reused across multiple sessions.
//
// Typical usage:
//
//	r := client.Beta.Sessions.Events.NewToolRunner(ctx, sessionID, anthropic.SessionToolRunnerOptions{
//	    Tools: agenttoolset.BetaAgentToolset20260401(&agenttoolset.AgentToolContext{Workdir: "."}),
//	})
//	defer r.Close()
//	for r.Next() {
//	    call := r.Current()
//	    // observe call.Name, call.IsError, call.Posted
//	}
//	if err := r.Err(); err != nil && !errors.Is(err, anthropic.ErrSessionTerminated) {
//	    log.Print(err)
//	}
type SessionToolRunner struct {
	sessions  BetaSessionService
	sessionID string
	opts      SessionToolRunnerOptions
	log       *slog.Logger
	tools     map[string]BetaTool
	reqOpts   []option.RequestOption
	telemetry tracing.Options

	parent context.Context
	ctx    context.Context
	cancel context.CancelFunc

	constructErr error
	run          *sessionRun
	current      DispatchedToolCall
}

// NewToolRunner returns a [SessionToolRunner] bound to ctx and this event
// service for the given managed-agents session. It is the sessions-side
// counterpart to (*BetaMessageService).NewToolRunner. sessionID is a leading
// positional argument, matching list/send/stream on the events resource. The
// first call to Next launches the background goroutines.
//
// sessionID is validated here: if it is empty, Next returns false on the first
// call and Err returns the corresponding error. The returned pointer is never
// nil so `defer r.Close()` is always safe.
func (r *BetaSessionEventService) NewToolRunner(ctx context.Context, sessionID string, opts SessionToolRunnerOptions) *SessionToolRunner {
	tools := make(map[string]BetaTool, len(opts.Tools))
	for _, t := range opts.Tools {
		tools[t.Name()] = t
	}
	reqOpts := append(slices.Clip(opts.RequestOptions), stainlessheader.With(stainlessheader.SessionToolRunner))
	rn := &SessionToolRunner{
		sessions:  NewBetaSessionService(r.Options...),
		sessionID: sessionID,
		opts:      opts.withDefaults(),
		log: cmp.Or(opts.Logger, slog.Default()).With(
			slog.String("component", "session-tool-runner"),
			slog.String("session_id", sessionID),
		),
		tools:     tools,
		reqOpts:   reqOpts,
		telemetry: openTelemetryOptions(ctx, slices.Concat(r.Options, reqOpts)),
	}
	rn.parent = ctx
	rn.ctx, rn.cancel = context.WithCancel(ctx)
	if sessionID == "" {
		rn.constructErr = errors.New("anthropic: NewToolRunner requires a non-empty session id")
	}
	return rn
}

func (o SessionToolRunnerOptions) withDefaults() SessionToolRunnerOptions {
	o.MaxIdle = cmp.Or(o.MaxIdle, Ptr(DefaultMaxIdle))
	o.MaxConcurrentCalls = cmp.Or(o.MaxConcurrentCalls, 1)
	if o.MaxConcurrentCalls < 0 {
		o.MaxConcurrentCalls = math.MaxInt
	}
	o.ToolTimeout = cmp.Or(max(o.ToolTimeout, 0), defaultSessionRunnerToolTimeout)
	o.SendTimeout = cmp.Or(max(o.SendTimeout, 0), defaultSessionRunnerSendTimeout)
	o.DrainTimeout = cmp.Or(max(o.DrainTimeout, 0), defaultSessionRunnerDrainTimeout)
	return o
}

// NewSessionToolRunner is the package-level equivalent of
// (*BetaSessionEventService).NewToolRunner — useful when you have a [Client]
// value. Prefer client.Beta.Sessions.Events.NewToolRunner in new code.
func NewSessionToolRunner(ctx context.Context, client Client, sessionID string, opts SessionToolRunnerOptions) *SessionToolRunner {
	return client.Beta.Sessions.Events.NewToolRunner(ctx, sessionID, opts)
}

// Next advances the runner. Returns true if a new DispatchedToolCall is
// available via Current. Returns false when the bound context is cancelled,
// Close has been called, the session terminated, MaxIdle elapsed, or the API
// refused a read permanently (check Err to distinguish).
func (r *SessionToolRunner) Next() bool {
	if r.constructErr != nil || r.canceled() {
		return false
	}
	if r.run == nil {
		r.run = newSessionRun(r)
		go r.run.readUntilStop()
	}
	call, ok := r.run.results.next(r.ctx)
	if !ok || r.canceled() {
		return false
	}
	r.current = call
	return true
}

// canceled also asks parent, which is done an instant before ctx is.
func (r *SessionToolRunner) canceled() bool {
	return r.parent.Err() != nil || r.ctx.Err() != nil
}

// Current returns the most recent DispatchedToolCall. Only valid after Next
// returned true.
func (r *SessionToolRunner) Current() DispatchedToolCall {
	return r.current
}

// Err returns the first non-recoverable error, or nil if iteration ended via
// the consumer's ctx cancellation or Close. Distinguish causes with errors.Is
// against [ErrSessionTerminated] and [ErrIdleTimeout], and with errors.As against
// [Error] for a read that the API refused. Construction-time option errors are
// surfaced here as well.
func (r *SessionToolRunner) Err() error {
	if r.run == nil {
		return r.constructErr
	}
	return r.run.results.err()
}

// Close stops all background goroutines and waits at most 150s for the running
// tools, and then at most DrainTimeout for their results to be posted. Safe to
// call multiple times. Always returns nil — the signature satisfies io.Closer so
// callers can `defer r.Close()` uniformly.
func (r *SessionToolRunner) Close() error {
	r.cancel()
	if r.run != nil {
		<-r.run.results.closed
	}
	return nil
}

// All returns a Go 1.23 range-over-func iterator yielding DispatchedToolCall
// values. On the final iteration err carries Err.
func (r *SessionToolRunner) All() iter.Seq2[DispatchedToolCall, error] {
	return func(yield func(DispatchedToolCall, error) bool) {
		for r.Next() {
			if !yield(r.Current(), nil) {
				return
			}
		}
		if err := r.Err(); err != nil {
			yield(DispatchedToolCall{}, err)
		}
	}
}

type sessionEvent = BetaManagedAgentsSessionEventUnion

// sessionRun reads the session in one goroutine, and runs each call in another.
type sessionRun struct {
	runner  *SessionToolRunner
	results resultQueue

	stopping context.Context // canceled once no further call may start
	stop     context.CancelFunc
	lease    worklease.Lease

	reconnectDelay time.Duration
	readTimeout    time.Duration // for each read of the next connection, up to the end of the history

	mu         sync.Mutex // guards the fields below
	view       *sessionView
	connected  context.Context // canceled once the stream no longer keeps view current
	handled    map[string]bool // the calls this run has started or yielded
	held       map[string]bool
	running    runningCalls
	exitStacks threadExitStacks
	countdown  idleCountdown
}

func newSessionRun(runner *SessionToolRunner) *sessionRun {
	r := &sessionRun{
		runner:         runner,
		results:        resultQueue{pushed: make(chan struct{}, 1), closed: make(chan struct{})},
		reconnectDelay: sessionRunnerStreamBackoffStart,
		readTimeout:    defaultSessionRunnerSendTimeout,
		view:           newSessionView(nil),
		handled:        map[string]bool{},
		held:           map[string]bool{},
		running:        runningCalls{limit: runner.opts.MaxConcurrentCalls, byThread: map[string]runningCall{}},
		exitStacks:     threadExitStacks{sessionID: runner.sessionID, byThread: map[string]*exitstack.Stack{}},
		countdown:      idleCountdown{maxIdle: *runner.opts.MaxIdle, activeAt: time.Now()},
	}
	r.stopping, r.stop = context.WithCancel(runner.ctx)
	r.lease = worklease.Lease{
		TTL:         func() time.Duration { return defaultSessionRunnerSendRetryWindow },
		UntilLost:   context.WithoutCancel(runner.ctx),
		ToolStopped: func() {},
	}
	if lease, ok := worklease.FromContext(runner.ctx); ok {
		r.lease = lease
	}
	return r
}

func (r *sessionRun) readUntilStop() {
	r.runner.log.Info("session tool runner starting")
	err := r.readConnection()
	for err == nil && sleepCtx(r.stopping, jitterDuration(r.reconnectDelay)) {
		r.reconnectDelay = min(r.reconnectDelay*2, sessionRunnerStreamBackoffCap)
		err = r.readConnection()
	}
	r.running.waitForAll()
	r.mu.Lock()
	r.exitStacks.closeAll()
	r.mu.Unlock()
	r.results.close(err)
}

// readConnection returns the reason to stop, or nil to reconnect.
func (r *sessionRun) readConnection() (err error) {
	runner := r.runner
	streamCtx, cancelStream := context.WithCancel(r.stopping)
	timeout := r.readTimeout
	r.readTimeout = min(timeout*2, sessionRunnerSendTimeoutCap)
	slowRead := time.AfterFunc(timeout, cancelStream)
	defer slowRead.Stop()
	// The stream opens first, so an event that is too new for the history arrives on the stream.
	stream := runner.sessions.Events.StreamEvents(streamCtx, runner.sessionID, BetaSessionEventStreamParams{}, runner.reqOpts...)
	defer func() {
		// Before the stream closes, because a call could start while it does.
		if err != nil {
			r.stop()
		}
		cancelStream()
		_ = stream.Close()
	}()
	if err := stream.Err(); err != nil {
		return r.readFailed("stream", err)
	}
	readsBegan := time.Now()

	// API ISSUE: archiving a session adds no event to its history, so only the status shows it.
	// The status comes first: a thread that was running then may have made a call by the time it is idle.
	slowRead.Reset(timeout)
	session, err := runner.sessions.Get(streamCtx, runner.sessionID, BetaSessionGetParams{}, runner.reqOpts...)
	if err != nil {
		return r.readFailed("retrieve session", err)
	}
	view, err := r.readHistory(streamCtx, func() { slowRead.Reset(timeout) })
	if err != nil {
		return r.readFailed("list events", err)
	}
	slowRead.Stop()
	r.readTimeout = defaultSessionRunnerSendTimeout
	if view.ended || session.Status == BetaManagedAgentsSessionStatusTerminated {
		runner.log.Info("session terminated")
		return ErrSessionTerminated
	}

	r.useView(streamCtx, view, session.Status, cancelStream)
	// Only reads that began after the countdown ended can confirm that the session is still idle.
	if r.countdownEndedBy(readsBegan) {
		runner.log.Info("session idle after its turn ended; stopping", slog.Duration("max_idle", *runner.opts.MaxIdle))
		return ErrIdleTimeout
	}
	if session.Status == BetaManagedAgentsSessionStatusIdle {
		r.reportIdle()
	}
	return r.readStream(streamCtx, stream)
}

func (r *sessionRun) reportIdle() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.running.any() {
		return
	}
	select {
	case r.lease.Idle <- struct{}{}:
	default:
	}
}

func (r *sessionRun) readFailed(what string, err error) error {
	if isFatal4xxStatus(err) {
		r.runner.log.Error("reading the session failed permanently", slog.Any("error", err))
		return fmt.Errorf("%s: %w", what, err)
	}
	if r.stopping.Err() == nil {
		r.runner.log.Warn("reading the session failed, reconnecting",
			slog.Any("error", err), slog.Duration("backoff", r.reconnectDelay))
	}
	return nil
}

func (r *sessionRun) readHistory(ctx context.Context, beforeRead func()) (*sessionView, error) {
	runner := r.runner
	view := r.view.withoutEvents()
	params := BetaSessionEventListParams{Limit: param.NewOpt(int64(1000))}
	beforeRead()
	history := runner.sessions.Events.ListAutoPaging(ctx, runner.sessionID, params, runner.reqOpts...)
	for history.Next() {
		view.apply(history.Current())
		beforeRead()
	}
	return view, history.Err()
}

func (r *sessionRun) useView(streamCtx context.Context, view *sessionView, status BetaManagedAgentsSessionStatus, cancelStream context.CancelFunc) {
	r.mu.Lock()
	defer r.mu.Unlock()
	// API ISSUE: the newest status event can be an idle while a subagent is still running.
	if status != BetaManagedAgentsSessionStatusIdle {
		r.countdown.recordActivity()
	}
	r.view, r.connected = view, streamCtx
	r.countdown.callAtEnd(cancelStream)
	r.actOnView()
}

func (r *sessionRun) countdownEndedBy(t time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.countdown.endedBy(t)
}

func (r *sessionRun) readStream(ctx context.Context, stream *ssestream.Stream[BetaManagedAgentsStreamSessionEventsUnion]) error {
	for stream.Next() {
		r.reconnectDelay = sessionRunnerStreamBackoffStart
		var ev sessionEvent
		_ = ev.UnmarshalJSON([]byte(stream.Current().RawJSON()))
		if ended := r.applyStreamed(ev); ended {
			r.runner.log.Info("session terminated")
			return ErrSessionTerminated
		}
		if ev.Type == "session.status_idle" {
			r.reportIdle()
		}
	}
	if err := stream.Err(); err != nil && ctx.Err() == nil {
		return r.readFailed("stream", err)
	}
	return nil
}

func (r *sessionRun) applyStreamed(ev sessionEvent) (ended bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.view.apply(ev)
	if r.view.ended {
		r.stop()
	}
	r.actOnView()
	return r.view.ended
}

// actOnView must be called with r.mu held.
func (r *sessionRun) actOnView() {
	if r.stopping.Err() != nil {
		return
	}

	for _, ev := range r.view.unconfirmedCalls() {
		if !r.held[ev.ID] {
			r.held[ev.ID] = true
			r.runner.log.Info("tool call awaiting confirmation; holding", slog.String("tool", ev.Name), slog.String("tool_use_id", ev.ID))
		}
	}

	for call, confirmation := range r.view.allowedOrDeniedCalls() {
		ev := call.event
		if r.handled[ev.ID] {
			continue
		}
		if tool := r.runner.tools[ev.Name]; tool == nil || confirmation == "deny" {
			r.runner.log.Info("not executing tool",
				slog.String("tool", ev.Name), slog.String("tool_use_id", ev.ID), slog.String("confirmation", confirmation))
			r.handled[ev.ID] = true
			r.results.push(newDispatchedToolCall(ev, confirmation))
		} else if r.connected.Err() == nil && !r.view.isBehindUnansweredCall(call, r.runner.tools) {
			r.running.tryStart(r.stopping, ev, func(ctx context.Context) { r.runCall(ctx, ev, tool, confirmation) })
		}
	}

	r.running.cancelToolsIf(r.view.isResolved)
	r.exitStacks.closeSoonIf(func(thread string) bool { return r.view.hasTerminated(thread) && !r.running.has(thread) })
	if r.running.any() {
		r.countdown.countFrom(time.Time{})
	} else {
		r.countdown.countFrom(r.view.idleSince)
	}
}

func (r *sessionRun) runCall(ctx context.Context, ev *sessionEvent, tool BetaTool, confirmation string) {
	sleepCtx(ctx, sessionRunnerStartDelay)
	ctx, conversationID, started := r.markStarted(ctx, ev)
	if started {
		call := r.execute(ctx, ev, tool, conversationID)
		call.Confirmation = confirmation
		if r.hasTerminated(ev.SessionThreadID) {
			r.runner.log.Info("thread terminated; not posting the result", slog.String("tool", ev.Name), slog.String("tool_use_id", ev.ID))
		} else {
			call = newResultPoster(r, conversationID).post(call)
		}
		r.results.push(call)
	}

	r.mu.Lock()
	defer r.mu.Unlock()
	if started {
		r.countdown.recordActivity()
	}
	r.running.finish(ev.SessionThreadID)
	r.actOnView()
}

func (r *sessionRun) hasTerminated(thread string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.view.hasTerminated(thread)
}

func (r *sessionRun) markStarted(ctx context.Context, ev *sessionEvent) (_ context.Context, conversationID string, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if ctx.Err() != nil || r.connected.Err() != nil || r.handled[ev.ID] || !r.view.isWaitingOn(ev.ID) {
		return ctx, "", false
	}
	r.handled[ev.ID] = true
	ctx = exitstack.NewContext(ctx, r.exitStacks.of(ev.SessionThreadID))
	if r.runner.telemetry.ConversationID == "" {
		// An event of the primary thread names no thread.
		conversationID = cmp.Or(ev.SessionThreadID, r.view.primaryThreadID)
	}
	return ctx, conversationID, true
}

func (r *sessionRun) execute(ctx context.Context, ev *sessionEvent, tool BetaTool, conversationID string) DispatchedToolCall {
	runner := r.runner
	call := newDispatchedToolCall(ev, "")
	runner.log.Info("executing tool", slog.String("tool", call.Name), slog.String("tool_use_id", call.ToolUseID))
	input, err := json.Marshal(ev.Input)
	if err != nil {
		return call.withResult(textOnlyResult(fmt.Sprintf("tool input could not be re-encoded: %v", err)), true)
	}

	resourceIDs := []attribute.KeyValue{attribute.String("anthropic.session.id", runner.sessionID)}
	if ev.SessionThreadID != "" {
		resourceIDs = append(resourceIDs, attribute.String("anthropic.session.thread.id", ev.SessionThreadID))
	}
	if conversationID != "" {
		resourceIDs = append(resourceIDs, telemetry.GenAIConversationIDKey.String(conversationID))
	}
	timesOutAt := time.Now().Add(runner.opts.ToolTimeout)
	toolCtx, cancel := context.WithDeadline(ctx, timesOutAt)
	defer cancel()
	toolsetName := gjson.Get(ev.RawJSON(), "toolset_name").String()
	toolCtx, span := telemetry.StartToolUseSpan(toolCtx, runner.telemetry, toolSpanName(tool, !call.Custom), call.Name, toolsetName, tool.Description, call.ToolUseID, resourceIDs...)

	blocks, err := r.executeOrAbandon(toolCtx, timesOutAt, tool, input)
	// An earlier deadline is that of the caller's context, which stops the runner.
	if deadline, _ := toolCtx.Deadline(); deadline.Equal(timesOutAt) && errors.Is(toolCtx.Err(), context.DeadlineExceeded) {
		err = context.DeadlineExceeded
		blocks = textOnlyResult(fmt.Sprintf("tool '%s' timed out", call.Name))
		r.lease.ToolStopped()
	} else if err != nil && toolCtx.Err() != nil {
		err = context.Canceled
		blocks = textOnlyResult(fmt.Sprintf("tool '%s' was stopped, and may have already done some or all of its work", call.Name))
		r.lease.ToolStopped()
	} else if err != nil {
		blocks = textOnlyResult(err.Error())
	}
	if len(blocks) == 0 {
		blocks = textOnlyResult("(no output)")
	}

	telemetry.EndToolUseSpan(ctx, span, runner.telemetry, input, sentToolResultContent(blocks), err)
	return call.withResult(blocks, err != nil)
}

func (r *sessionRun) executeOrAbandon(ctx context.Context, timesOutAt time.Time, tool BetaTool, input json.RawMessage) ([]BetaToolResultBlockParamContentUnion, error) {
	var blocks []BetaToolResultBlockParamContentUnion
	var err error
	returned := make(chan struct{})
	go func() {
		blocks, err = tool.Execute(ctx, input)
		close(returned)
	}()

	waiting, abandon := context.WithDeadline(context.Background(), timesOutAt.Add(sessionRunnerToolReturnTimeout))
	defer abandon()
	defer context.AfterFunc(r.stopping, func() { time.AfterFunc(sessionRunnerStoppedToolTimeout, abandon) })()
	select {
	case <-returned:
		return blocks, err
	case <-waiting.Done():
		return nil, ctx.Err()
	}
}

type sessionView struct {
	// primaryThreadID is the thread of the first thread status event, when no other thread exists yet.
	primaryThreadID string
	// idleSince is when the idle that ended the turn, or a later idle or termination of a thread, was
	// first read. It is zero unless the newest session status is an idle that ends the turn.
	idleSince time.Time
	ended     bool

	// terminated tells, for each thread with a status, whether its newest one is a termination.
	terminated map[string]bool

	seenBefore map[string]time.Time
	// seenAt is when each event was first read, for this view or the ones before it.
	seenAt map[string]time.Time
	calls  *orderedmap.OrderedMap[string, *trackedCall]
}

func newSessionView(seenBefore map[string]time.Time) *sessionView {
	return &sessionView{
		terminated: map[string]bool{},
		seenBefore: seenBefore,
		seenAt:     map[string]time.Time{},
		calls:      orderedmap.New[string, *trackedCall](),
	}
}

func (v *sessionView) withoutEvents() *sessionView {
	return newSessionView(v.seenAt)
}

func (v *sessionView) isWaitingOn(id string) bool {
	call, tracked := v.calls.Get(id)
	return tracked && call.isWaitedOn()
}

// isResolved reports whether the session no longer accepts a result for a call that was read.
func (v *sessionView) isResolved(id string) bool {
	call, tracked := v.calls.Get(id)
	return !tracked || call.threadStopReason != "" && call.threadStopReason != "retries_exhausted"
}

// hasTerminated can turn false again: late input can make a terminated thread run.
func (v *sessionView) hasTerminated(thread string) bool {
	return v.terminated[thread]
}

func (v *sessionView) isBehindUnansweredCall(call *trackedCall, tools map[string]BetaTool) bool {
	thread := call.event.SessionThreadID
	// A thread that sends no status events never shows that the earlier call stopped waiting.
	if _, hasStatus := v.terminated[thread]; thread != "" && !hasStatus {
		return false
	}
	for earlier := range v.calls.ValuesFromOldest() {
		if earlier == call {
			break
		}
		// The earlier call may never get a result, so an idle that lists only the later one ends the wait.
		if earlier.isUnanswered(thread, tools) && earlier.listedAt >= call.listedAt {
			return true
		}
	}
	return false
}

func (v *sessionView) allowedOrDeniedCalls() iter.Seq2[*trackedCall, string] {
	return func(yield func(*trackedCall, string) bool) {
		for call := range v.calls.ValuesFromOldest() {
			if call.event == nil || v.hasTerminated(call.event.SessionThreadID) {
				continue
			}
			if call.isDenied() {
				if !yield(call, "deny") {
					return
				}
			} else if call.isWaitedOn() && !call.isUnconfirmed() && !yield(call, call.confirmation) {
				return
			}
		}
	}
}

func (v *sessionView) unconfirmedCalls() (events []*sessionEvent) {
	for call := range v.calls.ValuesFromOldest() {
		if call.event != nil && call.isWaitedOn() && call.isUnconfirmed() {
			events = append(events, call.event)
		}
	}
	return events
}

func (v *sessionView) apply(ev sessionEvent) {
	if _, seen := v.seenAt[ev.ID]; seen {
		return
	}
	seenAt, seenBefore := v.seenBefore[ev.ID]
	if !seenBefore {
		seenAt = time.Now()
	}
	v.seenAt[ev.ID] = seenAt

	switch ev.Type {
	case "agent.tool_use", "agent.custom_tool_use":
		v.applyCall(&ev)
	case "user.tool_result", "agent.tool_result":
		v.applyResult(ev.ToolUseID)
	case "user.custom_tool_result":
		v.applyResult(ev.CustomToolUseID)
	case "user.tool_confirmation":
		v.applyConfirmation(ev.AsUserToolConfirmation())
	case "session.status_terminated", "session.deleted":
		v.ended = true
	case "session.status_idle":
		v.applySessionIdle(ev.StopReason, seenAt)
	case "session.thread_status_running", "session.thread_status_rescheduled":
		v.applyThreadStatus(ev.SessionThreadID, false)
	case "session.thread_status_idle", "session.thread_status_terminated":
		v.applyThreadStatus(ev.SessionThreadID, ev.Type == "session.thread_status_terminated")
		v.applyThreadIdleOrTerminated(&ev, seenAt)
	default:
		if strings.HasPrefix(ev.Type, "session.status_") {
			v.idleSince = time.Time{}
		}
	}
}

func (v *sessionView) applyCall(ev *sessionEvent) {
	call := cmp.Or(v.calls.Value(ev.ID), &trackedCall{})
	// Moved to the end, so that the calls stay in the order of their events.
	v.calls.Delete(ev.ID)
	v.calls.Set(ev.ID, call)
	call.event = ev
	// A custom call runs only once an idle lists it: the server never lists one it refused.
	if ev.SessionThreadID != "" || ev.EvaluatedPermission != "" {
		call.session = sessionWaits
	}
}

func (v *sessionView) applyResult(id string) {
	// A denied call is kept, because it is yielded even when its result is read together with the denial.
	if call, tracked := v.calls.Get(id); tracked && !call.isDenied() {
		v.calls.Delete(id)
	}
}

func (v *sessionView) applyConfirmation(ev BetaManagedAgentsUserToolConfirmationEvent) {
	confirmation := "deny"
	if ev.Result == BetaManagedAgentsUserToolConfirmationEventResultAllow {
		confirmation = "allow"
	}
	for _, call := range v.callsAmong([]string{ev.ToolUseID}) {
		call.confirmation = cmp.Or(call.confirmation, confirmation)
	}
}

func (v *sessionView) applySessionIdle(stopReason BetaManagedAgentsSessionEventUnionStopReason, seenAt time.Time) {
	if stopReason.Type == "requires_action" {
		v.idleSince = time.Time{}
		v.applyListed(stopReason.EventIDs)
		return
	}

	v.idleSince = seenAt
	// After retries_exhausted the session still accepts the results of the calls it was waiting on.
	for call := range v.calls.ValuesFromOldest() {
		if stopReason.Type != "retries_exhausted" || call.session != sessionWaits {
			call.session = sessionDoesNotWait
		}
	}
}

func (v *sessionView) applyThreadStatus(thread string, terminated bool) {
	v.primaryThreadID = cmp.Or(v.primaryThreadID, thread)
	v.terminated[thread] = terminated
}

func (v *sessionView) applyThreadIdleOrTerminated(ev *sessionEvent, seenAt time.Time) {
	// This can make the primary thread run again, so the countdown starts over.
	if !v.idleSince.IsZero() && seenAt.After(v.idleSince) {
		v.idleSince = seenAt
	}

	// A subagent's results stay on its own thread, so its idle is the sign, even over a later session idle.
	for call := range v.calls.ValuesFromOldest() {
		if call.event != nil && call.event.SessionThreadID == ev.SessionThreadID {
			call.threadStopReason = cmp.Or(ev.StopReason.Type, ev.Type)
		}
	}
	if ev.StopReason.Type == "requires_action" {
		for _, call := range v.applyListed(ev.StopReason.EventIDs) {
			call.threadStopReason = ""
		}
	}
}

func (v *sessionView) applyListed(ids []string) []*trackedCall {
	calls := v.callsAmong(ids)
	for _, call := range calls {
		call.session = sessionWaits
		call.listedAt = len(v.seenAt)
	}
	return calls
}

// callsAmong skips resolved calls and other events, and takes a new ID for that of a later call.
func (v *sessionView) callsAmong(ids []string) []*trackedCall {
	var calls []*trackedCall
	for _, id := range ids {
		call, tracked := v.calls.Get(id)
		if _, seen := v.seenAt[id]; !tracked && !seen {
			call, tracked = &trackedCall{}, true
			v.calls.Set(id, call)
		}
		if tracked {
			calls = append(calls, call)
		}
	}
	return calls
}

type trackedCall struct {
	// event is nil until it is read, which can be after the events that refer to it.
	event *sessionEvent
	// session is whether the call was made or listed by an idle since the session last ended a turn.
	session sessionWait
	// listedAt is how many events were read when an idle last listed the call.
	listedAt int
	// threadStopReason is set when the latest idle or termination of the subagent's thread does not list the call.
	threadStopReason string
	// confirmation is the result of the first one. An unknown result counts as "deny".
	confirmation string
}

type sessionWait int

const (
	sessionMayWait sessionWait = iota
	sessionWaits
	sessionDoesNotWait
)

func (c *trackedCall) isWaitedOn() bool {
	return c.session == sessionWaits && c.threadStopReason == ""
}

func (c *trackedCall) isDenied() bool {
	return c.event != nil && (c.event.EvaluatedPermission == "deny" || c.confirmation == "deny")
}

func (c *trackedCall) isUnconfirmed() bool {
	permission := c.event.EvaluatedPermission
	return c.confirmation == "" && permission != "" && permission != "allow" && permission != "deny"
}

// isUnanswered counts only a call that needs a confirmation or has yet to be listed: the session
// can hold back the result of any other call until the later calls have theirs.
func (c *trackedCall) isUnanswered(thread string, tools map[string]BetaTool) bool {
	if c.event == nil || c.event.SessionThreadID != thread || tools[c.event.Name] == nil {
		return false
	}
	return !c.isDenied() && (c.session == sessionMayWait || c.isWaitedOn() && c.isUnconfirmed())
}

type runningCalls struct {
	limit    int
	byThread map[string]runningCall
	group    sync.WaitGroup
}

type runningCall struct {
	id     string
	cancel context.CancelFunc
}

func (c *runningCalls) any() bool { return len(c.byThread) > 0 }

func (c *runningCalls) has(thread string) bool {
	_, ok := c.byThread[thread]
	return ok
}

// tryStart needs run to call finish.
func (c *runningCalls) tryStart(ctx context.Context, ev *sessionEvent, run func(context.Context)) {
	if len(c.byThread) < c.limit && !c.has(ev.SessionThreadID) {
		ctx, cancel := context.WithCancel(ctx)
		c.byThread[ev.SessionThreadID] = runningCall{ev.ID, cancel}
		c.group.Go(func() { run(ctx) })
	}
}

func (c *runningCalls) cancelToolsIf(condition func(id string) bool) {
	for _, call := range c.byThread {
		if condition(call.id) {
			call.cancel()
		}
	}
}

func (c *runningCalls) finish(thread string) {
	c.byThread[thread].cancel()
	delete(c.byThread, thread)
}

func (c *runningCalls) waitForAll() { c.group.Wait() }

type threadExitStacks struct {
	sessionID string
	byThread  map[string]*exitstack.Stack
	closing   sync.WaitGroup
}

func (s *threadExitStacks) of(thread string) *exitstack.Stack {
	if s.byThread[thread] == nil {
		s.byThread[thread] = &exitstack.Stack{Name: s.sessionID + "/" + thread}
	}
	return s.byThread[thread]
}

func (s *threadExitStacks) closeSoonIf(condition func(thread string) bool) {
	for thread, stack := range s.byThread {
		if condition(thread) {
			delete(s.byThread, thread)
			s.closing.Go(stack.Close)
		}
	}
}

func (s *threadExitStacks) closeAll() {
	for _, stack := range s.byThread {
		stack.Close()
	}
	s.closing.Wait()
}

type idleCountdown struct {
	maxIdle  time.Duration
	activeAt time.Time
	end      time.Time // zero while the countdown is suspended
	timer    *time.Timer
}

func (c *idleCountdown) callAtEnd(f func()) {
	c.timer = time.AfterFunc(math.MaxInt64, f)
	c.timer.Stop()
}

func (c *idleCountdown) recordActivity() { c.activeAt = time.Now() }

func (c *idleCountdown) countFrom(idleSince time.Time) {
	if idleSince.IsZero() || c.maxIdle <= 0 {
		c.end = time.Time{}
		c.timer.Stop()
		return
	}
	if c.activeAt.After(idleSince) {
		idleSince = c.activeAt
	}
	c.end = idleSince.Add(c.maxIdle)
	c.timer.Reset(time.Until(c.end))
}

func (c *idleCountdown) endedBy(t time.Time) bool {
	return !c.end.IsZero() && !c.end.After(t)
}

// resultPoster shares one backoff, timeout and retry window among the sends for one call.
type resultPoster struct {
	run     *sessionRun
	opts    []option.RequestOption
	beganAt time.Time
	backoff time.Duration
	timeout time.Duration
}

func newResultPoster(run *sessionRun, conversationID string) *resultPoster {
	opts := run.runner.reqOpts
	if conversationID != "" {
		opts = append(slices.Clip(opts), option.WithOpenTelemetryConversationID(conversationID))
	}
	return &resultPoster{run: run, opts: opts, beganAt: time.Now(), backoff: sessionRunnerSendBackoffStart, timeout: run.runner.opts.SendTimeout}
}

func (p *resultPoster) post(call DispatchedToolCall) DispatchedToolCall {
	runner := p.run.runner
	posting, abandon := context.WithCancel(p.run.lease.UntilLost)
	defer abandon()
	defer context.AfterFunc(runner.ctx, func() { time.AfterFunc(runner.opts.DrainTimeout, abandon) })()

	err := p.send(posting, call)
	if err == nil {
		call.Posted = true
		return call
	}

	// The call stays open after a refusal, so it needs a result.
	var refusal *Error
	if errors.As(err, &refusal) && (refusal.StatusCode == http.StatusBadRequest || refusal.StatusCode == http.StatusRequestEntityTooLarge) {
		text := fmt.Sprintf("The API refused the result of tool '%s': %d %s",
			call.Name, refusal.StatusCode, cmp.Or(refusal.Message, http.StatusText(refusal.StatusCode)))
		errorResult := call.withResult(textOnlyResult(text), true)
		if p.send(posting, errorResult) == nil {
			errorResult.Posted = true
			return errorResult
		}
	}

	if posting.Err() != nil && p.run.lease.UntilLost.Err() == nil {
		runner.log.Warn("drain timeout exceeded", slog.Duration("drain_timeout", runner.opts.DrainTimeout))
	}
	runner.log.Error("failed to send tool result", slog.String("tool_use_id", call.ToolUseID))
	return call
}

func (p *resultPoster) send(posting context.Context, call DispatchedToolCall) error {
	runner := p.run.runner
	params := BetaSessionEventSendParams{Events: []BetaManagedAgentsEventParamsUnion{call.resultEvent()}}
	for posting.Err() == nil {
		backoff, timeout := p.backoff, p.timeout
		p.backoff = min(backoff*2, sessionRunnerSendBackoffCap)
		p.timeout = max(timeout, min(timeout*2, sessionRunnerSendTimeoutCap))

		ctx, cancel := context.WithTimeout(posting, timeout)
		_, err := runner.sessions.Events.Send(ctx, runner.sessionID, params, p.opts...)
		cancel()
		if err == nil {
			return nil
		}
		runner.log.Warn("tool result send failed", slog.String("tool_use_id", call.ToolUseID), slog.Any("error", err))
		if isFatal4xxStatus(err) || !p.waitToRetry(posting, backoff) {
			return err
		}
	}
	return posting.Err()
}

func (p *resultPoster) waitToRetry(posting context.Context, backoff time.Duration) bool {
	retryAt := time.Now().Add(jitterDuration(backoff))
	if sleepCtx(p.run.stopping, time.Until(retryAt)) {
		return true
	}

	// Only a stopping run stops retrying, after a last attempt at the end of the window.
	remaining := time.Until(p.beganAt.Add(p.run.lease.TTL()))
	return remaining > 0 && sleepCtx(posting, min(time.Until(retryAt), remaining))
}

// resultQueue is unbounded, so that a slow consumer never delays a tool.
type resultQueue struct {
	pushed chan struct{}
	closed chan struct{}
	cause  error // set before closed is closed

	mu    sync.Mutex
	calls []DispatchedToolCall
}

func (q *resultQueue) push(call DispatchedToolCall) {
	q.mu.Lock()
	q.calls = append(q.calls, call)
	q.mu.Unlock()
	select {
	case q.pushed <- struct{}{}:
	default:
	}
}

func (q *resultQueue) close(cause error) {
	q.cause = cause
	close(q.closed)
}

func (q *resultQueue) err() error {
	select {
	case <-q.closed:
		return q.cause
	default:
		return nil
	}
}

func (q *resultQueue) next(ctx context.Context) (DispatchedToolCall, bool) {
	for {
		if call, ok := q.pop(); ok {
			return call, true
		}
		select {
		case <-q.pushed:
		case <-q.closed:
			return q.pop()
		case <-ctx.Done():
			return DispatchedToolCall{}, false
		}
	}
}

func (q *resultQueue) pop() (call DispatchedToolCall, ok bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.calls) == 0 {
		return call, false
	}
	call, q.calls = q.calls[0], q.calls[1:]
	return call, true
}

func newDispatchedToolCall(ev *sessionEvent, confirmation string) DispatchedToolCall {
	call := DispatchedToolCall{ToolUseID: ev.ID, Name: ev.Name, Confirmation: confirmation}
	if call.Custom = ev.Type == "agent.custom_tool_use"; call.Custom {
		call.CustomToolUse = ev.AsAgentCustomToolUse()
	} else {
		call.ToolUse = ev.AsAgentToolUse()
	}
	return call
}

func (c DispatchedToolCall) withResult(blocks []BetaToolResultBlockParamContentUnion, isError bool) DispatchedToolCall {
	c.IsError = isError
	if c.Custom {
		c.CustomResult = BetaManagedAgentsUserCustomToolResultEventParams{
			CustomToolUseID: c.ToolUseID,
			Type:            constant.ValueOf[constant.UserCustomToolResult](),
			IsError:         param.NewOpt(isError),
			Content:         toCustomToolResultContent(blocks),
		}
	} else {
		c.Result = BetaManagedAgentsUserToolResultEventParams{
			ToolUseID: c.ToolUseID,
			Type:      constant.ValueOf[constant.UserToolResult](),
			IsError:   param.NewOpt(isError),
			Content:   toToolResultContent(blocks),
		}
	}
	return c
}

func (c DispatchedToolCall) resultEvent() BetaManagedAgentsEventParamsUnion {
	if c.Custom {
		return BetaManagedAgentsEventParamsUnion{OfUserCustomToolResult: &c.CustomResult}
	}
	return BetaManagedAgentsEventParamsUnion{OfUserToolResult: &c.Result}
}

// sentToolResultContent is the tool result blocks of a call, which encode as the
// content of the result event that the runner sends for them. It is the same in
// both kinds of event. The blocks are only converted when the span records them.
// A block that the event holds as the text of its JSON encodes as the block
// itself, because a span keeps a text block whole and would so keep data that it
// leaves out of a block of that type.
type sentToolResultContent []BetaToolResultBlockParamContentUnion

func (c sentToolResultContent) MarshalJSON() ([]byte, error) {
	sent := make([]any, 0, len(c))
	for _, b := range c {
		dst, asJSONText, ok := toToolResultBlock(b)
		if !ok {
			continue
		}
		if asJSONText {
			sent = append(sent, b)
			continue
		}
		sent = append(sent, dst)
	}
	return json.Marshal(sent)
}

// textOnlyResult wraps s as a single text tool-result block.
func textOnlyResult(s string) []BetaToolResultBlockParamContentUnion {
	return []BetaToolResultBlockParamContentUnion{{OfText: &BetaTextBlockParam{Text: s}}}
}

// toToolResultContent converts tool result blocks for a user.tool_result event
// by JSON round-tripping each block into the event content union, falling back
// to a text block holding the raw JSON when the round-trip is incomplete. Empty
// text blocks are posted as "(no output)".
func toToolResultContent(blocks []BetaToolResultBlockParamContentUnion) []BetaManagedAgentsUserToolResultEventParamsContentUnion {
	out := make([]BetaManagedAgentsUserToolResultEventParamsContentUnion, 0, len(blocks))
	for _, b := range blocks {
		if dst, _, ok := toToolResultBlock(b); ok {
			out = append(out, dst)
		}
	}
	return out
}

// toToolResultBlock converts one block as toToolResultContent does. asJSONText
// says that dst is the text block that holds the block's raw JSON, and ok is
// false for a block that encodes to nothing, which the event leaves out.
func toToolResultBlock(b BetaToolResultBlockParamContentUnion) (dst BetaManagedAgentsUserToolResultEventParamsContentUnion, asJSONText, ok bool) {
	raw, err := json.Marshal(b)
	if err != nil || len(raw) == 0 || string(raw) == "null" {
		return dst, false, false
	}
	if json.Unmarshal(raw, &dst) == nil && roundTripComplete(&dst) {
		// The Sessions API rejects empty text blocks; a tool that
		// succeeds silently must still produce a postable result.
		if dst.OfText != nil && dst.OfText.Text == "" {
			dst.OfText.Text = "(no output)"
		}
		// citations is required here and optional in Messages. Its zero value is not encoded.
		if dst.OfSearchResult != nil && !dst.OfSearchResult.Citations.Enabled {
			dst.OfSearchResult.SetExtraFields(map[string]any{"citations": map[string]bool{"enabled": false}})
		}
		return dst, false, true
	}
	return BetaManagedAgentsUserToolResultEventParamsContentUnion{
		OfText: &BetaManagedAgentsTextBlockParam{Text: string(raw)},
	}, true, true
}

// roundTripComplete reports whether dst decoded into a variant whose required
// fields survived the JSON round-trip.
func roundTripComplete(dst *BetaManagedAgentsUserToolResultEventParamsContentUnion) bool {
	switch {
	case dst.OfText != nil:
		return true
	case dst.OfImage != nil:
		return dst.OfImage.Source.asAny() != nil
	case dst.OfDocument != nil:
		return dst.OfDocument.Source.asAny() != nil
	case dst.OfSearchResult != nil:
		return dst.OfSearchResult.Source != "" && dst.OfSearchResult.Title != ""
	default:
		return false
	}
}

// toCustomToolResultContent converts tool result blocks for a
// user.custom_tool_result event using the same round-trip as toToolResultContent.
func toCustomToolResultContent(blocks []BetaToolResultBlockParamContentUnion) []BetaManagedAgentsUserCustomToolResultEventParamsContentUnion {
	src := toToolResultContent(blocks)
	out := make([]BetaManagedAgentsUserCustomToolResultEventParamsContentUnion, 0, len(src))
	for _, b := range src {
		out = append(out, BetaManagedAgentsUserCustomToolResultEventParamsContentUnion{
			OfText:         b.OfText,
			OfImage:        b.OfImage,
			OfDocument:     b.OfDocument,
			OfSearchResult: b.OfSearchResult,
		})
	}
	return out
}

// jitterDuration returns a random duration in [d/2, d) so concurrent runners
// spread their retries instead of synchronising. d <= 1 is returned unchanged.
func jitterDuration(d time.Duration) time.Duration {
	if d <= 1 {
		return d
	}
	half := d / 2
	return half + time.Duration(rand.Int64N(int64(d-half)))
}

func sleepCtx(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// isFatal4xxStatus reports whether err is a client error that will not succeed
// on retry. 408 (timeout), 409 (conflict) and 429 (rate-limited) are excluded
// so callers back off rather than tear down, mirroring the statuses the core
// client itself retries (internal/requestconfig). Keep in step with
// lib/environments.isFatal4xx, the environment worker's copy.
func isFatal4xxStatus(err error) bool {
	var apiErr *Error
	if !errors.As(err, &apiErr) {
		return false
	}
	c := apiErr.StatusCode
	return c >= 400 && c < 500 && c != 408 && c != 409 && c != 429
}
