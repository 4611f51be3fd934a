package supervisor

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	sdkmcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/actors/agent"
	"troupe/actors/session"
	"troupe/internal/config"
	"troupe/internal/diag"
	"troupe/internal/hooks"
	"troupe/internal/mcp"
	"troupe/internal/skill"
	"troupe/internal/tool"
	"troupe/internal/trust"
	"troupe/messages"
)

// maxStopContinuations bounds how often Stop hooks may send a turn back to
// work in a row.
const maxStopContinuations = 3

// extensions is what a session gets from the user's extensions: MCP servers
// (owned here, one Manager per session, closed with it), skills and hooks.
type extensions struct {
	mcp   *mcp.Manager  // nil without servers
	hooks *hooks.Runner // nil without hooks
	queue *hookQueue    // observed hook events; nil without their hooks
	start string        // SessionStart hooks' context, for the first prompt; guarded by Session.mu
}

// extend adds the session's extensions to its main agent's dependencies:
// MCP tools behind search_tools (their servers start on first use), the
// skill tool, and the hooks.
func (s *Supervisor) extend(id string, deps *agent.Deps) (*extensions, error) {
	ws := s.ws.Root()
	ext := &extensions{}
	var report diag.Report
	defer func() { s.warnForeign(report) }()
	servers, err := config.LoadMCP(s.getenv, ws, s.cfg, &report)
	if err != nil {
		return nil, err
	}
	if len(servers) > 0 {
		dial := mcp.TransportsNet(s.getenv, s.cfg.Sandbox.Env, s.cfg.Tools.SecretEnv, MCPSandbox(s.cfg, ws), MCPNetwork(s.cfg, s.proxy))
		if hosted := s.opts.HostedMCP; hosted != nil {
			def := dial
			dial = func(ctx context.Context, name string, sc config.MCPServer) (sdkmcp.Transport, error) {
				if sc.Transport() == "sdk" {
					return hosted(name), nil
				}
				return def(ctx, name, sc)
			}
		}
		ext.mcp = mcp.New(mcp.Options{Servers: servers, Dial: dial, Getenv: s.getenv, SecretEnv: s.cfg.Tools.SecretEnv, AllowEnv: s.cfg.Sandbox.Env, Sandbox: MCPSandbox(s.cfg, ws),
			CallTimeout: mcp.CallTimeout(s.cfg.MCPCallTimeout.D(), s.getenv), LogDir: mcp.LogDir(s.opts.DataDir, ws), Roots: []string{ws}, Auth: mcp.SessionAuth(s.opts.DataDir),
			MaxRestarts: s.cfg.Restart.MaxRestarts, Within: s.cfg.Restart.Within.D(), Log: s.log.With("component", "mcp"),
			Notify: func(e mcp.Event) {
				subj := messages.Subject(messages.ClassEvt, id, agent.Main, "mcp")
				if _, err := s.bus.Publish(subj, messages.Meta{}, messages.MCPServerState{Server: e.Server, State: e.State, Tools: e.Tools, Detail: e.Detail}); err != nil {
					s.log.Debug("publish mcp state", "err", err)
				}
			}})
		if deps.Tools, err = deps.Tools.WithSource(ext.mcp).With(append(mcp.ResourceTools(ext.mcp), mcp.Search(ext.mcp))...); err != nil {
			return nil, ext.close(err)
		}
		deps.ToolNames = append(deps.ToolNames, mcp.SearchName, mcp.ListResourcesName, mcp.ReadResourceName)
		// Subagent types that name MCP tools get them eagerly: their
		// servers start now, in the background, so the tools are listed by
		// the time such a subagent runs. The first request is not delayed.
		var eager []string
		for _, t := range deps.Subagents {
			eager = append(eager, t.Tools...)
		}
		ext.mcp.Prepare(eager)
	}
	if t := s.memoryTool(id); t != nil {
		if deps.Tools, err = deps.Tools.With(t); err != nil {
			return nil, ext.close(err)
		}
		deps.ToolNames = append(deps.ToolNames, t.Spec().Name)
	}
	skills, err := skill.Load(&report, skill.Dirs(s.getenv, ws)...)
	if err != nil {
		return nil, ext.close(err)
	}
	var skillTools, mcpTools []string
	if ext.mcp != nil {
		mcpTools = []string{mcp.SearchName, mcp.ListResourcesName, mcp.ReadResourceName}
	}
	if len(skills) > 0 {
		ts := skill.Tools(skills, 0)
		if deps.Tools, err = deps.Tools.With(ts...); err != nil {
			return nil, ext.close(err)
		}
		for _, t := range ts {
			skillTools = append(skillTools, t.Spec().Name)
		}
		deps.ToolNames = append(deps.ToolNames, skillTools...)
		// A skill's own files (scripts, references) are readable where
		// the skill lives, outside the workspace too; never writable.
		if deps.Env.Workspace, err = deps.Env.Workspace.With(tool.WithReadRoots(skillRoots(skills, ws)...)); err != nil {
			return nil, ext.close(err)
		}
	}
	offerToSubagents(deps, s.cfg.Subagents.Types, skills, skillTools, mcpTools, ext.mcp, s.log)
	settings, err := hooks.Load(hookPaths(s.getenv("HOME"), ws, s.cfg.ProjectTrusted)...)
	if err != nil {
		return nil, ext.close(err)
	}
	report.Merge(settings.Diag)
	settings.Merge(s.opts.Hooks) // the caller's (the Agent SDK's callbacks)
	if !settings.Empty() {
		ext.hooks = &hooks.Runner{Settings: settings, Dir: ws, Session: id, Mode: s.cfg.Approval, Shell: s.shellOptions(),
			Transcript: filepath.Join(s.store.Dir(id), "log.jsonl"), Judge: s.judge, ClaudeTranscript: s.claudeTranscript(id),
			Publish: func(agentID string, run messages.HookRun) {
				subj := messages.Subject(messages.ClassEvt, id, agentID, "hook")
				if _, err := s.bus.Publish(subj, messages.Meta{}, run); err != nil {
					s.log.Debug("publish hook run", "err", err)
				}
			}}
		deps.Hooks = ext.hooks
	}
	return ext, nil
}

// hookPaths are the settings files hooks come from: the user's, and the
// workspace's only if the directory is trusted (internal/trust).
func hookPaths(home, ws string, trusted bool) []string {
	all := hooks.Paths(home, ws)
	if trusted {
		return all
	}
	project := trust.Paths(ws)
	return slices.DeleteFunc(all, func(p string) bool { return slices.Contains(project, p) })
}

// warnForeign logs what was skipped or ignored in the Claude Code files
// read for a session (subagent files, .mcp.json, skills, hooks): each
// skipped entry, and each file's ignored fields on one line. `troupe
// doctor` lists everything.
func (s *Supervisor) warnForeign(r diag.Report) {
	all := s.cfg.Diag
	all.Merge(r)
	all.Entries = slices.DeleteFunc(all.Entries, func(e diag.Entry) bool { return e.Why == config.LoosenWhy || e.Why == config.UntrustedWhy }) // the CLI says these
	for _, l := range all.Lines() {
		s.log.Warn("claude code compatibility: " + l)
	}
}

// close stops the MCP servers and returns err joined with what that
// failed with.
func (e *extensions) close(err error) error {
	if e == nil {
		return err
	}
	e.queue.close()
	if e.mcp == nil {
		return err
	}
	if cerr := e.mcp.Close(); cerr != nil && err == nil {
		return cerr
	}
	return err
}

// started runs the SessionStart hooks; their context goes with the first
// prompt.
func (x *Session) started(ctx context.Context, resumed bool) {
	x.instructionsLoaded(ctx)
	if x.ext == nil || !x.ext.hooks.Has(hooks.SessionStart) {
		return
	}
	source := "startup"
	if resumed {
		source = "resume"
	}
	o := x.ext.hooks.Start(ctx, agent.Main, source)
	x.mu.Lock()
	x.ext.start = o.Context
	x.mu.Unlock()
	x.hookNotices(o)
}

// ending runs the SessionEnd hooks, before the session's actors stop.
func (x *Session) ending() {
	if x.ext == nil || !x.ext.hooks.Has(hooks.SessionEnd) {
		return
	}
	x.hookNotices(x.ext.hooks.End(x.s.life, agent.Main, "other"))
}

// Submit runs one turn and returns its result. Turns are queued by the
// session actor, so concurrent Submits run one after another. If ctx ends
// first, the turn is cancelled and Submit waits for its result.
//
// The session actor screens the prompt first (UserPromptSubmit hooks, see
// prompts), as it does a prompt from any client. When the turn ends, Stop
// hooks run: one that blocks sends the agent back to work with its reason,
// at most maxStopContinuations times.
func (x *Session) Submit(ctx context.Context, text string, maxTurns int) (messages.TurnResult, error) {
	return x.SubmitImages(ctx, text, nil, maxTurns)
}

// SubmitImages is Submit with images already in the session's store
// (PutImage) besides those the text names (Attach). An image the text names
// that cannot be attached fails the turn before it starts, saying why.
func (x *Session) SubmitImages(ctx context.Context, text string, imgs []messages.Image, maxTurns int) (messages.TurnResult, error) {
	text, named, err := x.Attach(text)
	if err != nil {
		return messages.TurnResult{Err: &messages.Error{Kind: messages.KindInvalidInput, Op: "prompt", Msg: err.Error()}}, nil
	}
	imgs = append(imgs, named...)
	text = x.withRemembered(text)
	var h *hooks.Runner
	if x.ext != nil {
		h = x.ext.hooks
	}
	r, err := x.send(ctx, messages.Prompt{Text: text, MaxTurns: maxTurns, Images: imgs})
	total := r
	for i := 0; i < maxStopContinuations && err == nil && r.Err == nil && h.Has(hooks.Stop); i++ {
		o := h.Stopping(ctx, agent.Main, i > 0)
		x.hookNotices(o)
		if !o.Block {
			break
		}
		r, err = x.send(ctx, messages.Prompt{Text: "[Stop hook] " + o.Reason, MaxTurns: maxTurns, Continuation: true})
		total = continued(total, r)
	}
	return total, err
}

// continued is the result of a turn that a Stop hook sent back to work,
// then next: next's answer and state, with the iterations, model calls,
// tokens, cost and failed subagents of both, so a json or stream-json
// result counts every part of the turn.
func continued(first, next messages.TurnResult) messages.TurnResult {
	out := next
	out.Iterations += first.Iterations
	out.Calls += first.Calls
	out.Usage = first.Usage.Add(next.Usage)
	out.CostUSD += first.CostUSD
	out.Failed += first.Failed
	return out
}

// prompts is the session actor's Screen (session.Screen): the
// UserPromptSubmit hooks judge every prompt, whoever sent it, and what the
// SessionStart hooks said goes with the first one. nil when the session has
// no hooks.
func (x *Session) prompts() session.Screen {
	if x.ext == nil || x.ext.hooks == nil {
		return nil
	}
	return promptScreen{x}
}

type promptScreen struct{ x *Session }

func (p promptScreen) Prompt(ctx context.Context, text string) (string, string) {
	x := p.x
	if h := x.ext.hooks; h.Has(hooks.UserPromptSubmit) {
		o := h.Prompt(ctx, agent.Main, text)
		x.hookNotices(o)
		if o.Block || o.Stop {
			return "", "the prompt was blocked by a UserPromptSubmit hook: " + firstOf(o.Reason, o.StopReason, "blocked")
		}
		text = withContext(text, o.Context)
	}
	x.mu.Lock()
	text = withContext(text, x.ext.start)
	x.ext.start = ""
	x.mu.Unlock()
	return text, ""
}

// hookNotices shows the user what hooks said to them.
func (x *Session) hookNotices(o hooks.Outcome) {
	for _, m := range o.Messages {
		subj := messages.Subject(messages.ClassEvt, x.id, agent.Main, "notice")
		if _, err := x.s.bus.Publish(subj, messages.Meta{}, messages.Notice{Level: "info", Text: m}); err != nil {
			x.s.log.Debug("publish hook notice", "err", err)
		}
	}
}

func withContext(text, extra string) string {
	if strings.TrimSpace(extra) == "" {
		return text
	}
	return fmt.Sprintf("%s\n\n<hook-context>\n%s\n</hook-context>", text, strings.TrimSpace(extra))
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// HookPaths are the settings files a session in ws reads hooks from
// (the project's only if trusted).
func HookPaths(home, ws string, trusted bool) []string { return hookPaths(home, ws, trusted) }
