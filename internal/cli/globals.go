package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	sdkmcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"troupe/internal/bus"
	"troupe/internal/config"
	"troupe/internal/gate"
	"troupe/internal/hooks"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/internal/store"
	"troupe/internal/tool"
	"troupe/supervisor"
)

// globals are the flags every command shares.
type globals struct {
	dataDir       string
	workspace     string
	models        []string       // --model values: provider/model or SLOT=provider/model
	window        int            // --context-window for the action slot
	windows       map[string]int // context windows a resumed session recorded, by slot (restore)
	maxTurns      int
	listen        string
	insecure      bool
	listenControl bool
	monitor       string // --monitor: the NATS monitoring endpoint
	verbose       bool
	output        string
	approval      string
	onAsk         string
	think         string
	plan          bool
	profile       string // --cpuprofile; acted on by Execute before parsing (profilePath)
	placement     string // --placement: where subagents run
	busURL        string // --bus: an external NATS deployment
	noTUI         bool
	cont          bool     // --continue: resume this project's newest session
	hl            headless // Claude Code's print-mode flags (headless.go)
	trust         bool     // --trust: trust the workspace's own config (trust.go)
	trustNote     string   // why the workspace's own config was left out, for a run without a person
	// approvers, if set, answers asks (the Agent SDK's canUseTool).
	approvers func(agent string) gate.Approver
	// editor, if set, is an ACP client's fs the file tools go through.
	editor tool.Editor
	// sdkHooks, if set, are the Agent SDK's hook callbacks (initialize).
	sdkHooks *hooks.Settings
	// hostedMCP, if set, reaches the Agent SDK's in-process MCP servers.
	hostedMCP func(name string) sdkmcp.Transport
}

func (g *globals) register(root *cobra.Command) {
	f := root.PersistentFlags()
	f.StringVar(&g.dataDir, "data-dir", "", "data `DIR` for sessions (default $TROUPE_HOME, else $XDG_DATA_HOME/troupe)")
	f.StringVarP(&g.workspace, "workspace", "C", "", "repository `DIR` to work in (default: current directory)")
	f.BoolVarP(&g.verbose, "verbose", "v", false, "log debug output to stderr")
	f.StringVar(&g.profile, cpuProfileFlag, "", "write a CPU profile of the whole run to `FILE` (or set $"+profileEnv+")")
}

// registerModel adds the flags that choose models (every command that
// resolves them).
func (g *globals) registerModel(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringArrayVar(&g.models, "model", nil, "model for this run: provider/model (action slot), SLOT=provider/model, or script:PATH; repeatable")
	f.IntVar(&g.window, "context-window", 0, "context window in tokens of a model the catalog does not know (action slot)")
}

// registerTurn adds the flags of commands that run turns.
func (g *globals) registerTurn(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&g.maxTurns, "max-turns", 0, "iteration cap: model calls per turn (default from config)")
	f.StringVar(&g.listen, "listen", "", "expose the bus on `ADDR` (e.g. 127.0.0.1:0): observers need the credentials written beside the session; off loopback with TLS")
	f.BoolVar(&g.insecure, "insecure", false, "with --listen: accept clients without credentials (off loopback also needs bus.insecure: true in config)")
	f.StringVar(&g.monitor, "monitor", "", "serve the NATS monitoring endpoint on `ADDR` (8222 or :8222: loopback; HOST:PORT elsewhere; no authentication)")
	f.BoolVar(&g.listenControl, "listen-control", false, "with --listen: also write controller credentials (prompts, approvals, cancels from another terminal)")
	f.StringVar(&g.approval, "approval", "", "approval mode: manual, auto-edit or auto (default: auto-edit interactive, auto for run)")
	f.StringVar(&g.think, "think", "", "thinking level before each action call: off, low, medium, high")
	f.BoolVar(&g.plan, "plan", false, "plan mode: research with read-only tools and present a plan, change nothing")
	f.StringVar(&g.placement, "placement", "", "where subagents run: local, remote (a troupe worker) or auto (default from config)")
	f.StringVar(&g.busURL, "bus", "", "join the NATS deployment at `URL` instead of embedding a server (credentials from NATS_*)")
	f.BoolVar(&g.trust, "trust", false, "trust this directory's own .mcp.json, hooks, settings and .troupe/ config (recorded; see troupe trust)")
}

// registerOutput adds the flags of commands that run without a person.
func (g *globals) registerOutput(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVarP(&g.output, "output", "o", "text", "output format: text, json, stream-json")
	f.StringVar(&g.onAsk, "on-ask", "", "non-interactive answer to a call that needs approval: deny (default) or allow")
}

// registerInteractive adds the flags of commands that open a session for a
// person.
func (g *globals) registerInteractive(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&g.noTUI, "no-tui", false, "line mode instead of the full-screen interface (also when stdin or stdout is not a terminal)")
}

func (g *globals) logger(w io.Writer) *slog.Logger {
	// With stream-json output --verbose is Claude Code's "every message",
	// which stream-json always gives; --debug still logs.
	if !g.hl.debug && (!g.verbose || g.output == "stream-json") {
		return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

func (g *globals) workspaceDir() (string, error) {
	if g.workspace != "" {
		return filepath.Abs(g.workspace)
	}
	return os.Getwd()
}

func (g *globals) data(stdio *IO) (string, error) {
	return store.DataDir(stdio.Getenv, g.dataDir)
}

// store opens the session store of the data directory.
func (g *globals) store(stdio *IO) (*store.Store, error) {
	dir, err := g.data(stdio)
	if err != nil {
		return nil, err
	}
	return store.Open(dir)
}

// config loads the layered configuration and applies the flags.
func (g *globals) config(stdio *IO, workspace string) (config.Config, error) {
	trusted, err := g.projectTrust(stdio, workspace)
	if err != nil {
		return config.Config{}, err
	}
	cfg, err := config.LoadFor(trusted, config.Paths(stdio.Getenv, workspace)...)
	if err != nil {
		return cfg, explainConfigError(err)
	}
	if m := stdio.Getenv("TROUPE_MODEL"); m != "" {
		cfg.Model = m
	}
	for _, v := range g.models {
		slot, model, err := models.ParseOverride(v)
		if err != nil {
			return cfg, usageError("%v", err)
		}
		if slot == models.Action {
			cfg.Model = model
			continue
		}
		if cfg.Models == nil {
			cfg.Models = map[string]config.Slot{}
		}
		sc := cfg.Models[slot]
		sc.Model = model
		cfg.Models[slot] = sc
	}
	if g.window < 0 {
		return cfg, usageError("--context-window must be positive")
	}
	for slot, w := range g.windows {
		if cfg.Models == nil {
			cfg.Models = map[string]config.Slot{}
		}
		if sc := cfg.Models[slot]; sc.ContextWindow == 0 {
			sc.ContextWindow = w
			cfg.Models[slot] = sc
		}
	}
	if g.window > 0 {
		if cfg.Models == nil {
			cfg.Models = map[string]config.Slot{}
		}
		sc := cfg.Models[models.Action]
		sc.ContextWindow = g.window
		cfg.Models[models.Action] = sc
	}
	if err := g.hl.apply(stdio, g, &cfg); err != nil {
		return cfg, err
	}
	if err := g.hl.defaultModel(stdio, &cfg); err != nil {
		return cfg, err
	}
	cfg.Model = absScript(cfg.Model)
	for k, sc := range cfg.Models {
		sc.Model = absScript(sc.Model)
		cfg.Models[k] = sc
	}
	cfg.ResolveAgentModels() // subagent model aliases follow slots set by flags
	if g.maxTurns < 0 {
		return cfg, usageError("--max-turns must be positive")
	}
	if g.maxTurns > 0 {
		cfg.MaxTurns = g.maxTurns
	}
	if g.listen != "" {
		cfg.Bus.Listen = g.listen
	}
	if err := needsListen(cfg.Bus.Listen, g.insecure, g.listenControl); err != nil {
		return cfg, err
	}
	cfg.Bus.InsecureFlag = g.insecure
	if g.monitor != "" {
		if _, _, err := bus.MonitorAddr(g.monitor); err != nil {
			return cfg, usageError("--monitor: %v", err)
		}
		cfg.Bus.Monitor = g.monitor
	}
	cfg.Bus.ListenControl = cfg.Bus.ListenControl || g.listenControl
	if g.approval != "" {
		cfg.Approval = g.approval
	}
	if g.placement != "" {
		switch g.placement {
		case "local", "remote", "auto", "any":
		default:
			return cfg, usageError("--placement must be local, remote or auto, not %q", g.placement)
		}
		cfg.Subagents.Placement = g.placement
	}
	if g.busURL != "" {
		cfg.Bus.URL = g.busURL
	}
	if g.onAsk != "" {
		cfg.OnAsk = g.onAsk
	}
	if g.think != "" {
		if _, err := prompt.ParseLevel(g.think); err != nil {
			return cfg, usageError("--think: %v", err)
		}
		cfg.Think = g.think
	}
	if err := cfg.Validate(); err != nil && (g.approval != "" || g.onAsk != "") {
		return cfg, usageError("%v", err)
	}
	switch g.output {
	case "text", "json", "stream-json":
	default:
		return cfg, usageError("--output must be text, json or stream-json, not %q", g.output)
	}
	return cfg, cfg.Validate()
}

// absScript makes a script model's path absolute, so it does not depend on
// the workspace.
func absScript(spec string) string {
	p, ok := strings.CutPrefix(spec, "script:")
	if !ok {
		return spec
	}
	if abs, err := filepath.Abs(p); err == nil {
		return "script:" + abs
	}
	return spec
}

// start builds a supervisor for the current workspace.
func (g *globals) start(ctx context.Context, stdio *IO, interactive bool) (*supervisor.Supervisor, error) {
	ws, err := g.workspaceDir()
	if err != nil {
		return nil, err
	}
	cfg, err := g.config(stdio, ws)
	if err != nil {
		return nil, err
	}
	if g.trustNote != "" {
		fmt.Fprintln(stdio.Err, g.trustNote)
	}
	for _, e := range cfg.Diag.Entries {
		if e.Why == config.LoosenWhy {
			fmt.Fprintf(stdio.Err, "troupe: %s: %s ignored: %s\n", e.File, e.Name, e.Why)
		}
	}
	dir, err := g.data(stdio)
	if err != nil {
		return nil, err
	}
	o := supervisor.Options{Config: cfg, Workspace: ws, DataDir: dir, Logger: g.logger(stdio.Err), Getenv: stdio.Getenv, Interactive: interactive,
		Approvers: g.approvers, Hooks: g.sdkHooks, HostedMCP: g.hostedMCP, Editor: g.editor}
	if err := g.hl.options(&o); err != nil {
		return nil, err
	}
	sup, err := supervisor.Start(ctx, o)
	if errors.Is(err, supervisor.ErrNoModel) || errors.Is(err, models.ErrUnknownModel) {
		return nil, fmt.Errorf("%w\n\n%s", err, howToConfigure)
	}
	if err != nil {
		return nil, fmt.Errorf("start: %w", err)
	}
	return sup, nil
}
