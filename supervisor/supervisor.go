// Package supervisor is troupe's process root. Start builds everything from
// config — the session store, the embedded bus, the actor system (its logger
// routed to slog, quiet by default), the tools and model clients — and Close
// takes it down in order: sessions (and every actor under them) first, then
// the goroutines actors started, then the bus.
//
// Every goroutine an actor starts is counted in the supervisor's WaitGroup,
// so Close returns only when none is left. A Supervisor's methods are safe
// for concurrent use; OpenSession may be called several times.
package supervisor

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/asynkron/protoactor-go/eventstream"
	sdkmcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/actors/agent"
	actorllm "troupe/actors/llm"
	"troupe/actors/remote"
	"troupe/actors/restart"
	"troupe/configs"
	"troupe/internal/bus"
	"troupe/internal/config"
	"troupe/internal/faults"
	"troupe/internal/gate"
	"troupe/internal/hooks"
	"troupe/internal/llm"
	"troupe/internal/models"
	"troupe/internal/netproxy"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/internal/routine"
	"troupe/internal/safety"
	"troupe/internal/sandbox"
	"troupe/internal/store"
	"troupe/internal/telemetry"
	"troupe/internal/tokens"
	"troupe/internal/tool"
	"troupe/internal/tool/shell"
)

// ErrNoModel is returned when no model is configured.
var ErrNoModel = errors.New("supervisor: no model configured")

// Options is what Start needs.
type Options struct {
	Config    config.Config
	Workspace string       // the repository the agent works in
	DataDir   string       // sessions live under DataDir/sessions
	Logger    *slog.Logger // nil discards
	// Tools replaces the built-in tools (tests add failing or slow tools).
	Tools []tool.Tool
	// Getenv reads API keys and base URLs; nil means os.Getenv.
	Getenv func(string) string
	// Interactive says a person watches the sessions and can answer approval
	// requests on the bus; otherwise asks follow config on_ask.
	Interactive bool
	// Approvers, if set, supplies each agent's approver (troupe worker: asks
	// travel to the coordinator's terminal); it overrides Interactive's.
	Approvers func(agent string) gate.Approver
	// Editor, if set, is the user's editor offering to read and write the
	// files it has open (an ACP client's fs): the file tools read its
	// buffers and write through it (see tool.WithEditor).
	Editor tool.Editor
	// As runs each session's agent as a subagent of this type (troupe
	// worker); "" for a main agent.
	As string
	// SystemPrompt replaces the main agent's system prompt and
	// AppendSystemPrompt is added after it (troupe run --system-prompt,
	// --append-system-prompt).
	SystemPrompt, AppendSystemPrompt string
	// Rules are added to each session's permission rules (troupe run
	// --allowedTools, --disallowedTools).
	Rules []safety.Rule
	// Hooks are added after each session's configured hooks (the Agent
	// SDK's hook callbacks); nil: none.
	Hooks *hooks.Settings
	// HostedMCP reaches MCP servers of type "sdk", which live in the
	// process driving troupe (the Agent SDK's createSdkMcpServer); nil:
	// such servers cannot be reached.
	HostedMCP func(name string) sdkmcp.Transport
	// ColdTokens leaves the token encodings to load on the first count
	// instead of warming them at start (to measure what warm start saves).
	ColdTokens bool
	// Runtime, if set, is the shared runtime this instance runs on (troupe
	// worker: one per process, an instance per task): its bus, actor
	// system, token counter and sandbox pool, which Close leaves running.
	// Config.Bus is then the runtime's.
	Runtime *Runtime
	// Ephemeral says the sessions need not survive a crash of this process
	// (troupe worker: a task's session is thrown away with its workspace,
	// and a task whose worker died runs again elsewhere): their logs are
	// written but never fsynced (store.Store.Ephemeral).
	Ephemeral bool
}

// Supervisor owns a running troupe instance.
type Supervisor struct {
	cfg         config.Config
	log         *slog.Logger
	store       *store.Store
	bus         *bus.Bus
	system      *actor.ActorSystem
	tools       *tool.Registry
	ws          *tool.Workspace
	slots       map[string]slotClient            // by workflow slot
	subs        map[string]map[string]slotClient // per subagent type with model overrides
	limits      map[string]*llm.Limiter          // model calls in flight, per provider (models.go)
	turns       turnModels                       // models single turns run on (turnmodel.go)
	getenv      func(string) string
	interactive bool
	approvers   func(agent string) gate.Approver // Options.Approvers
	faults      *faults.Set                      // TROUPE_FAULTS; nil: none
	guardian    *guardian                        // supervises the session actors
	root        *actor.RootContext               // spawns session actors under guardian
	jobs        *routine.Group                   // every goroutine an actor starts
	tokens      *tokens.Counter                  // one per process; loads each encoding on first use
	pool        *sandbox.Pool                    // warm sandbox helpers for every command; closed last
	warm        sync.Once                        // the first helper's start, at the first model request (warmsandbox.go)
	proxy       *netproxy.Proxy                  // the network of commands granted it, host by host; nil: direct
	remote      *remote.Dispatcher               // remote subagents; nil when all run here
	as          string                           // Options.As
	rt          *Runtime                         // the shared runtime; nil: bus, system, pool and tokens are this instance's
	opts        Options                          // what the caller asked for (system prompts, rules)

	// claude is what Claude Code's settings chain gives (hooks, permission
	// rules, env), read once at start; claudeRules its rules translated.
	claude      *hooks.Settings
	claudeRules []safety.Rule

	prompts   *prompt.Builder
	reminders *reminder.Templates
	think     prompt.Level

	tel    *telemetry.Telemetry // this instance's own, shut down by Close; nil: none or the caller's
	life   context.Context      // cancelled by Close: the lifetime of every actor goroutine; carries the telemetry
	cancel context.CancelFunc
	evSub  *eventstream.Subscription

	mu       sync.Mutex
	sessions map[string]*Session
	closed   bool
}

// Start builds a troupe instance. ctx bounds start-up only.
func Start(ctx context.Context, o Options) (*Supervisor, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if err := o.Config.Validate(); err != nil {
		return nil, err
	}
	getenv := o.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	fs, err := faults.Parse(getenv(faults.Env))
	if err != nil {
		return nil, err
	}
	// Telemetry: the caller's (troupe worker: one for all its tasks), else
	// this instance's own from OTEL_* (nil when none asks for an export).
	tel, ownTel := telemetry.From(ctx), false
	if tel == nil {
		if tel, err = telemetry.FromEnv(ctx, getenv); err != nil {
			// A protocol or exporter meant for other tools is not a reason
			// to refuse to work: say so and export nothing.
			fmt.Fprintf(os.Stderr, "troupe: telemetry off: %v\n", err)
			tel = nil
		}
		ownTel = tel != nil
	}
	started := false
	defer func() {
		if ownTel && !started {
			tel.Shutdown(context.WithoutCancel(ctx)) //nolint:errcheck // start-up already failed
		}
	}()
	log = slog.New(tel.Logs(log.Handler(), slog.LevelInfo))
	var wsOpts []tool.Option
	if d := o.Config.Tools.TempDir; d != "" {
		wsOpts = append(wsOpts, tool.WithWriteRoots(d))
	}
	if o.Editor != nil {
		wsOpts = append(wsOpts, tool.WithEditor(o.Editor))
	}
	ws, err := tool.NewWorkspace(o.Workspace, wsOpts...)
	if err != nil {
		return nil, err
	}
	catalog := models.Load
	if o.Runtime != nil {
		catalog = o.Runtime.parsed.catalog // parsed once per runtime
	}
	cat, binds, err := resolveModels(o.Config, catalog)
	if err != nil {
		return nil, err
	}
	st, err := store.Open(o.DataDir)
	if err != nil {
		return nil, err
	}
	st.InjectFaults(fs)
	if o.Ephemeral {
		st.Ephemeral()
	}
	warnUnsandboxed(os.Stderr, o.Config)
	rt := o.Runtime
	var pool *sandbox.Pool
	if rt != nil {
		pool = rt.pool
	} else {
		pool = sandbox.NewPool()
	}
	claude, err := loadClaudeSettings(getenv, ws.Root(), o.Config.ProjectTrusted)
	if err != nil {
		return nil, errors.Join(err, pool.Close())
	}
	proxy, err := StartProxy(o.Config)
	if err != nil {
		return nil, errors.Join(err, pool.Close())
	}
	closeAll := func() error {
		if rt != nil {
			return closeProxy(proxy)
		}
		return errors.Join(pool.Close(), closeProxy(proxy))
	}
	tools := o.Tools
	if tools == nil {
		so := ShellOptions(o.Config, o.DataDir, pool)
		so.SetEnv, so.Proxy = claude.EnvList(), proxy
		tools = BuiltinTools(so, WebOptions(o.Config))
	}
	reg, err := tool.NewRegistry(tools...)
	if err != nil {
		return nil, errors.Join(err, closeAll())
	}
	var b *bus.Bus
	counter := tokens.NewCounter()
	if rt != nil {
		b, counter = rt.bus, rt.tokens
	} else if b, err = startBus(ctx, o.Config.Bus, filepath.Join(o.DataDir, "run"), fs, log, getenv); err != nil {
		return nil, errors.Join(err, closeAll())
	}
	closeBus := func() error {
		if rt != nil {
			return nil
		}
		return b.Close()
	}
	s := &Supervisor{cfg: o.Config, log: log, jobs: routine.New("supervisor"), store: st, bus: b, tools: reg, ws: ws,
		getenv: getenv, interactive: o.Interactive, approvers: o.Approvers, sessions: map[string]*Session{}, subs: map[string]map[string]slotClient{},
		tokens: counter, faults: fs, as: o.As, pool: pool, proxy: proxy, opts: o, rt: rt,
		claude: claude, claudeRules: claude.Rules(getenv("HOME"))}
	if err := s.loadHarness(); err != nil {
		return nil, errors.Join(err, closeBus(), closeAll())
	}
	if err := s.buildClients(cat, binds); err != nil {
		return nil, errors.Join(err, closeBus(), closeAll())
	}
	if rt == nil { // a runtime's counter and pool are warm already
		if !o.ColdTokens {
			s.warmTokens()
		}
		s.system = actor.NewActorSystem(
			actor.WithLoggerFactory(func(*actor.ActorSystem) *slog.Logger { return log.With("component", "protoactor") }),
			actor.WithDeveloperSupervisionLogging(false),
			actor.WithDeadLetterRequestLogging(false),
		)
	} else {
		s.system = rt.system
	}
	//nolint:fatcontext // the documented lifetime context of every actor goroutine
	s.life, s.cancel = context.WithCancel(telemetry.WithContext(context.WithoutCancel(ctx), tel))
	if ownTel {
		s.tel = tel
	}
	if rt != nil {
		s.guardian, s.root = rt.guardian, rt.root // the runtime mirrors supervision events
	} else {
		s.evSub = s.system.EventStream.Subscribe(s.mirror)
		s.guardian = &guardian{policy: s.policy(), onStop: s.sessionStopped, redelivered: map[string]bool{}}
		s.root = s.system.Root.WithGuardian(s.guardian)
	}
	if err := s.startRemote(ctx); err != nil {
		return nil, errors.Join(err, closeBus(), closeAll())
	}
	if rt != nil {
		if err := rt.join(s); err != nil {
			s.cancel()
			if s.remote != nil {
				err = errors.Join(err, s.remote.Close())
			}
			return nil, errors.Join(err, closeAll())
		}
	}
	started = true
	return s, nil
}

// Bus returns the instance's bus.
func (s *Supervisor) Bus() *bus.Bus { return s.bus }

// Store returns the session store.
func (s *Supervisor) Store() *store.Store { return s.store }

// Workspace returns the workspace root.
func (s *Supervisor) Workspace() string { return s.ws.Root() }

// ModelName names the action model.
func (s *Supervisor) ModelName() string { return s.slots[models.Action].binding.Spec() }

// Tools returns the built-in tools (what frontends read tool facts from,
// such as the previews of edit calls).
func (s *Supervisor) Tools() *tool.Registry { return s.tools }

// ToolNames names the main agent's built-in tools (MCP tools come per
// session, behind search_tools).
func (s *Supervisor) ToolNames() []string { return append(s.tools.Names(), "task") }

// Approval is the approval mode sessions start in.
func (s *Supervisor) Approval() string {
	switch {
	case s.cfg.Approval != "":
		return s.cfg.Approval
	case s.interactive:
		return string(safety.ModeAutoEdit)
	}
	return string(safety.ModeAuto)
}

// SlotModels returns the model of every slot bound in its own right (not by
// fallback), by slot name.
func (s *Supervisor) SlotModels() map[string]string {
	out := map[string]string{}
	for slot, sc := range s.slots {
		if sc.binding.From == "" {
			out[slot] = sc.binding.Spec()
		}
	}
	return out
}

// slotModelsRecord is SlotModels as a session log records it.
func (s *Supervisor) slotModelsRecord() store.SlotModels {
	m := s.SlotModels()
	return store.SlotModels{Action: m[models.Action], Thinking: m[models.Thinking], Critique: m[models.Critique],
		Compact: m[models.Compact], Vision: m[models.Vision]}
}

// slotWindowsRecord is the configured context window of each slot bound
// in its own right to a model off the catalog, as a session log records it.
func (s *Supervisor) slotWindowsRecord() store.SlotWindows {
	w := func(slot string) int {
		sc, ok := s.slots[slot]
		if !ok || sc.binding.From != "" || sc.binding.Known || sc.binding.Params.ContextWindow <= 0 {
			return 0
		}
		return sc.binding.Params.ContextWindow
	}
	return store.SlotWindows{Action: w(models.Action), Thinking: w(models.Thinking), Critique: w(models.Critique), Compact: w(models.Compact), Vision: w(models.Vision)}
}

// loadHarness reads the prompt and reminder templates and the thinking level.
// On a runtime, the templates it parsed once are shared (read only).
func (s *Supervisor) loadHarness() error {
	prompts, reminders := func() (*prompt.Builder, error) { return prompt.Load(configs.FS) }, func() (*reminder.Templates, error) { return reminder.Load(configs.FS) }
	if s.rt != nil {
		prompts, reminders = s.rt.parsed.prompts, s.rt.parsed.reminders
	}
	var err error
	if s.prompts, err = prompts(); err != nil {
		return err
	}
	if s.reminders, err = reminders(); err != nil {
		return err
	}
	if s.think, err = prompt.ParseLevel(s.cfg.Think); err != nil {
		return fmt.Errorf("config: think: %w", err)
	}
	return nil
}

// buildClients makes a client per slot, and per subagent type that
// overrides slots.
func (s *Supervisor) buildClients(cat *models.Catalog, binds map[string]models.Binding) error {
	var err error
	if s.slots, err = s.clients(binds); err != nil {
		return err
	}
	for name, t := range s.cfg.Subagents.Types {
		if len(t.Models) == 0 {
			continue
		}
		sb, err := cat.Resolve(s.cfg, t.Models)
		if err != nil {
			return fmt.Errorf("subagent type %s: %w", name, err)
		}
		if s.subs[name], err = s.clients(sb); err != nil {
			return fmt.Errorf("subagent type %s: %w", name, err)
		}
	}
	return nil
}

// llmSlots is the per-slot model-client dependencies for an agent.
func (s *Supervisor) llmSlots(slots map[string]slotClient) map[string]actorllm.Deps {
	out := map[string]actorllm.Deps{}
	for k, v := range slots {
		out[k] = s.llmDeps(v)
	}
	return out
}

// policy is the restart policy from config, for every parent actor.
func (s *Supervisor) policy() restart.Policy {
	return policyOf(s.cfg.Restart)
}

// agentDeps is the template of a main agent's dependencies.
func (s *Supervisor) agentDeps() (agent.Deps, error) {
	windows := func(slots map[string]slotClient) map[string]int {
		out := map[string]int{}
		for k, v := range slots {
			out[k] = v.binding.ContextWindow()
		}
		return out
	}
	compactPrompt, err := readPrompt("prompts/compact.md", s.ws.Root())
	if err != nil {
		return agent.Deps{}, err
	}
	subs := map[string]agent.Subagent{}
	for name, t := range s.cfg.Subagents.Types {
		p, err := typePrompt(t, s.ws.Root())
		if err != nil {
			return agent.Deps{}, fmt.Errorf("subagent type %s: %w", name, err)
		}
		tools := t.Tools
		if t.Inherit {
			tools = s.tools.Names() // as in Claude Code, a subagent does not start subagents
		}
		if len(t.Disallowed) > 0 { // Claude Code's disallowedTools
			tools = slices.DeleteFunc(slices.Clone(tools), func(n string) bool { return slices.Contains(t.Disallowed, n) })
		}
		sa := agent.Subagent{Description: t.Description, Tools: tools, MaxTurns: t.MaxTurns, System: p, Rank: typeRank(t.Source, s.ws.Root())}
		if own, ok := s.subs[name]; ok {
			sa.Models, sa.Windows = s.llmSlots(own), windows(own)
		}
		subs[name] = sa
	}
	instr, err := prompt.LoadAll(prompt.LoadOptions{Workspace: s.ws.Root(), Home: s.getenv("HOME"), ProjectTrusted: s.projectTrusted()})
	if err != nil {
		return agent.Deps{}, err
	}
	for _, p := range instr.Problems {
		s.log.Warn("instructions: left out: " + p)
	}
	_, gitErr := os.Stat(filepath.Join(s.ws.Root(), ".git"))
	tools, toolNames := s.tools, append(s.tools.Names(), "task")
	if agent.TaskListingCut(subs) { // too many types to list: the task tool lists some, search_agent_types finds the rest
		if tools, err = tools.With(agent.SearchTypes(subs)); err != nil {
			return agent.Deps{}, err
		}
		toolNames = append(toolNames, agent.SearchTypesName)
	}
	return agent.Deps{
		Bus: s.bus, Jobs: s.jobs, Log: s.log, Lifetime: s.life, Store: s.store,
		ToolNames: toolNames, MaxTurns: s.cfg.MaxTurns,
		Prompts: s.prompts, Reminders: s.reminders, Think: s.think, Git: gitErr == nil, Project: instr.Project, Memory: s.loadMemory(),
		UserInstructions: instr.User, LocalInstructions: instr.Local,
		Tools: tools, Env: tool.Env{Workspace: s.ws}, NewJobs: s.newJobs,
		Models: s.llmSlots(s.slots), Subagents: subs, Placer: s.placer(), ResultCap: s.cfg.Subagents.ResultCap, Restart: s.policy(), Faults: s.faults,
		Windows: windows(s.slots), Tokens: s.tokens,
		MaxSubagents: s.cfg.Concurrency.Subagents, MaxDepth: s.cfg.Concurrency.SubagentDepth,
		System: s.opts.SystemPrompt, AppendSystem: s.opts.AppendSystemPrompt,
		Context: agent.ContextConfig{OutputReserve: s.cfg.Context.OutputReserve, Compaction: s.cfg.Context.Compaction, Prompt: compactPrompt},
	}, nil
}

// newJobs makes an agent's background-job table.
func (s *Supervisor) newJobs() tool.JobTable { return shell.NewJobs(s.shellOptions()) }

func (s *Supervisor) shellOptions() shell.Options {
	o := ShellOptions(s.cfg, s.store.Root(), s.pool)
	o.SetEnv, o.Proxy = s.claude.EnvList(), s.proxy
	return o
}

// closeProxy closes p, if there is one.
func closeProxy(p *netproxy.Proxy) error {
	if p == nil {
		return nil
	}
	return p.Close()
}

// typePrompt is a subagent type's prompt: a Markdown type's body, or the
// template its Prompt names.
func typePrompt(t config.SubagentType, workspace string) (string, error) {
	if t.System != "" {
		return strings.ReplaceAll(t.System, "{{workspace}}", workspace), nil
	}
	return readPrompt(t.Prompt, workspace)
}

// readPrompt reads a prompt template: a path inside configs/, or a file.
func readPrompt(path, workspace string) (string, error) {
	data, err := fs.ReadFile(configs.FS, path)
	if errors.Is(err, fs.ErrNotExist) {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return "", fmt.Errorf("prompt %s: %w", path, err)
	}
	return strings.ReplaceAll(string(data), "{{workspace}}", workspace), nil
}

// Close stops every session, waits for every goroutine actors started, and
// shuts the bus down. It is idempotent.
func (s *Supervisor) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	var sess []*Session
	for _, x := range s.sessions {
		sess = append(sess, x)
	}
	s.mu.Unlock()
	var errs []error
	for _, x := range sess {
		errs = append(errs, x.Close())
	}
	s.cancel()
	if err := s.jobs.Close(30 * time.Second); err != nil {
		errs = append(errs, fmt.Errorf("supervisor: %w", err))
	}
	if s.remote != nil {
		errs = append(errs, s.remote.Close())
	}
	if s.rt != nil {
		s.rt.leave(s)
		errs = append(errs, closeProxy(s.proxy))
	} else {
		s.system.EventStream.Unsubscribe(s.evSub)
		s.system.Shutdown()
		errs = append(errs, s.bus.Close(), s.pool.Close(), closeProxy(s.proxy))
	}
	// Export what the sessions recorded: shut our own telemetry down, flush
	// the caller's (a worker's, shared by its tasks).
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	var telErr error
	if s.tel != nil {
		telErr = s.tel.Shutdown(ctx)
	} else {
		telErr = telemetry.From(s.life).Flush(ctx)
	}
	if telErr != nil { // never the session's failure
		s.log.Warn("telemetry not exported", "err", telErr)
	}
	cancel()
	return errors.Join(errs...)
}

// Faults returns the faults injected into this instance (TROUPE_FAULTS);
// nil when none.
func (s *Supervisor) Faults() *faults.Set { return s.faults }
