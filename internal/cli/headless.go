package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/config"
	"troupe/internal/lazy"
	"troupe/internal/models"
	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/supervisor"
)

// headless holds Claude Code's print-mode flags (`claude -p`), which
// `troupe -p` and `troupe run` accept so that scripts and the Claude Agent
// SDK can drive troupe as they drive Claude Code. The README's "Scripting"
// section documents them.
type headless struct {
	print        bool
	inputFormat  string // text or stream-json
	partial      bool   // --include-partial-messages
	permMode     string // Claude's permission mode, as given
	allowed      []string
	disallowed   []string
	system       string
	appendSystem string
	resume       string
	mcpConfig    []string
	settings     string
	promptTool   string // --permission-prompt-tool: "stdio" sends asks to the SDK
	debug        bool
	ignored      []string // flags accepted for compatibility that change nothing
	modelSaid    bool     // the default model was announced
	hosted       []string // MCP servers in the Agent SDK's process (initialize's sdkMcpServers)
}

// claudeModes maps Claude Code's permission modes to troupe's approval
// modes; bypassPermissions also answers asks with allow.
var claudeModes = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"default":           "manual",
		"dontAsk":           "manual",
		"acceptEdits":       "auto-edit",
		"auto":              "auto",
		"bypassPermissions": "auto",
		"plan":              "",
	}
}}

// claudeMode names troupe's approval mode as Claude Code would.
func claudeMode(approval string, plan bool) string {
	switch {
	case plan:
		return "plan"
	case approval == "manual":
		return "default"
	case approval == "auto-edit":
		return "acceptEdits"
	}
	return "auto"
}

// registerHeadless adds Claude Code's print-mode flags. withPrint adds -p
// (the root command, where the prompt follows as arguments).
func (g *globals) registerHeadless(cmd *cobra.Command, withPrint bool) {
	h := &g.hl
	f := cmd.Flags()
	if withPrint {
		f.BoolVarP(&h.print, "print", "p", false, "print mode: run the prompt given as arguments (and piped stdin) and exit, as claude -p")
		f.StringVar(&g.onAsk, "on-ask", "", "non-interactive answer to a call that needs approval: deny (default) or allow")
		f.StringVar(&g.output, "output-format", "text", "output format: text, json, stream-json")
	} else {
		f.StringVar(&g.output, "output-format", "text", "output format: text, json, stream-json (same as --output)")
		f.BoolVarP(&g.cont, "continue", "c", false, "continue this project's newest session")
	}
	f.StringVar(&h.inputFormat, "input-format", "text", "input format: text, or stream-json (user messages and control requests on stdin, as the Claude Agent SDK sends)")
	f.BoolVar(&h.partial, "include-partial-messages", false, "stream-json: include stream_event messages with partial text")
	f.StringVar(&h.permMode, "permission-mode", "", "Claude Code permission mode: default, acceptEdits, bypassPermissions, plan, dontAsk, auto")
	f.StringSliceVar(&h.allowed, "allowedTools", nil, "tools allowed without asking, as Claude Code writes them: Read, Bash(git log:*), Edit(src/**)")
	f.StringSliceVar(&h.disallowed, "disallowedTools", nil, "tools denied, as Claude Code writes them")
	f.StringVar(&h.system, "system-prompt", "", "replace the main agent's system prompt")
	f.StringVar(&h.appendSystem, "append-system-prompt", "", "add to the main agent's system prompt")
	f.StringVarP(&h.resume, "resume", "r", "", "resume session `ID`")
	f.StringArrayVar(&h.mcpConfig, "mcp-config", nil, "MCP servers: a .mcp.json file or its JSON text ({\"mcpServers\": {…}}); repeatable")
	f.StringVar(&h.settings, "settings", "", "Claude Code settings: a settings.json file or its JSON text (permissions.allow/deny, model)")
	f.StringVar(&h.promptTool, "permission-prompt-tool", "", "where asks go: stdio (the SDK's canUseTool, with --input-format stream-json)")
	f.BoolVar(&h.debug, "debug", false, "log debug output to stderr (with stream-json output, --verbose does not)")
	// Accepted so that Claude Code's callers run unchanged; troupe has no
	// equivalent, or sets it elsewhere.
	for _, name := range []string{"fallback-model", "setting-sources", "add-dir", "tools", "max-thinking-tokens", "thinking", "thinking-display", "effort",
		"betas", "session-id", "debug-file", "max-budget-usd", "json-schema", "agent", "resume-session-at", "channels", "plugin-dir"} {
		var v string
		f.StringVar(&v, name, "", "accepted for Claude Code compatibility; no effect")
		_ = f.MarkHidden(name)
		h.ignored = append(h.ignored, name)
	}
	for _, name := range []string{"strict-mcp-config", "fork-session", "no-session-persistence", "include-hook-events", "await-initialize",
		"allow-dangerously-skip-permissions", "dangerously-skip-permissions"} {
		var v bool
		f.BoolVar(&v, name, false, "accepted for Claude Code compatibility")
		_ = f.MarkHidden(name)
	}
	_ = f.MarkHidden("debug")
}

// headlessMode reports whether the root command was asked to run without
// a person: -p, or the Agent SDK's stream-json input.
func (g *globals) headlessMode() bool {
	return g.hl.print || g.hl.inputFormat == "stream-json"
}

// apply puts the headless flags into the configuration.
func (h *headless) apply(stdio *IO, g *globals, cfg *config.Config) error {
	switch h.inputFormat {
	case "", "text", "stream-json":
	default:
		return usageError("--input-format must be text or stream-json, not %q", h.inputFormat)
	}
	if h.inputFormat == "stream-json" && g.output != "stream-json" {
		return usageError("--input-format stream-json needs --output-format stream-json")
	}
	if h.settings != "" {
		if err := h.applySettings(cfg); err != nil {
			return err
		}
	}
	if h.permMode != "" {
		approval, ok := claudeModes.Get()[h.permMode]
		if !ok {
			return usageError("--permission-mode must be default, acceptEdits, bypassPermissions, plan, dontAsk or auto, not %q", h.permMode)
		}
		if h.permMode == "plan" {
			g.plan = true
		} else {
			cfg.Approval = approval
		}
		if h.permMode == "bypassPermissions" && g.onAsk == "" {
			cfg.OnAsk = "allow"
		}
	}
	for _, src := range h.mcpConfig {
		servers, err := readMCPConfig(src, h.inputFormat == "stream-json")
		if err != nil {
			return usageError("--mcp-config: %v", err)
		}
		if cfg.MCPServers == nil {
			cfg.MCPServers = map[string]config.MCPServer{}
		}
		for name, s := range servers {
			cfg.MCPServers[name] = s
		}
	}
	for _, name := range h.hosted {
		if cfg.MCPServers == nil {
			cfg.MCPServers = map[string]config.MCPServer{}
		}
		cfg.MCPServers[name] = config.MCPServer{Type: "sdk", Source: "the Agent SDK"}
	}
	if err := namedModel(cfg); err != nil {
		return err
	}
	if h.promptTool != "" && h.promptTool != "stdio" {
		return usageError("--permission-prompt-tool: only stdio (the SDK's canUseTool) is supported, not %q", h.promptTool)
	}
	return nil
}

// options puts the headless flags into the supervisor's options.
func (h *headless) options(o *supervisor.Options) error {
	o.SystemPrompt, o.AppendSystemPrompt = h.system, h.appendSystem
	for _, list := range []struct {
		specs  []string
		action safety.Verdict
	}{{h.allowed, safety.Allow}, {h.disallowed, safety.Deny}} {
		for _, spec := range splitToolList(list.specs) {
			rules, err := claudeRules(spec, list.action)
			if err != nil {
				return usageError("%v", err)
			}
			o.Rules = append(o.Rules, rules...)
		}
	}
	return nil
}

// splitToolList splits tool lists written with commas or spaces, keeping
// the parenthesised part of "Bash(git log:*)" whole.
func splitToolList(in []string) []string {
	var out []string
	for _, s := range in {
		depth, start := 0, 0
		for i, r := range s {
			switch {
			case r == '(':
				depth++
			case r == ')':
				depth--
			case (r == ',' || r == ' ') && depth == 0:
				if t := strings.TrimSpace(s[start:i]); t != "" {
					out = append(out, t)
				}
				start = i + 1
			}
		}
		if t := strings.TrimSpace(s[start:]); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// claudeRules turns one Claude Code permission rule ("Read", "Bash(npm
// test)", "Bash(git log:*)", "Edit(src/**)", "mcp__srv__tool") into
// troupe's rules.
func claudeRules(spec string, action safety.Verdict) ([]safety.Rule, error) {
	name, arg, hasArg := strings.Cut(spec, "(")
	if hasArg {
		if !strings.HasSuffix(arg, ")") {
			return nil, fmt.Errorf("tool rule %q: missing )", spec)
		}
		arg = strings.TrimSuffix(arg, ")")
	}
	names, _ := tool.FromClaude(name)
	source := "--allowedTools " + spec
	if action == safety.Deny {
		source = "--disallowedTools " + spec
	}
	var out []safety.Rule
	for _, n := range names {
		r := safety.Rule{Tool: n, Action: action, Source: source}
		switch {
		case !hasArg || arg == "" || arg == "*":
		case n == "bash" || n == "bash_output" || n == "kill_bash":
			if n != "bash" {
				continue // a command rule is about bash itself
			}
			if p, ok := strings.CutSuffix(arg, ":*"); ok {
				r.Prefix = strings.Fields(p)
			} else if p, ok := strings.CutSuffix(arg, " *"); ok {
				r.Prefix = strings.Fields(p)
			} else {
				r.Command = arg
			}
		default:
			r.Path = arg
		}
		out = append(out, r)
	}
	return out, nil
}

// readMCPConfig reads a .mcp.json file or JSON text. SDK-hosted servers
// (type sdk) live in the SDK's process: they are kept when the SDK drives
// troupe (hosted), reached over its control protocol, and skipped
// otherwise.
func readMCPConfig(src string, hosted bool) (map[string]config.MCPServer, error) {
	data := []byte(src)
	if t := strings.TrimSpace(src); !strings.HasPrefix(t, "{") {
		var err error
		if data, err = os.ReadFile(src); err != nil {
			return nil, err
		}
	}
	var f struct {
		MCPServers map[string]config.MCPServer `json:"mcpServers"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", clip(src), err)
	}
	out := map[string]config.MCPServer{}
	for name, s := range f.MCPServers {
		if s.Type == "sdk" && !hosted {
			continue
		}
		if err := s.Validate(); err != nil {
			return nil, fmt.Errorf("server %s: %w", name, err)
		}
		s.Source = "--mcp-config"
		out[name] = s
	}
	return out, nil
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// applySettings reads Claude Code settings (a file or JSON text): the model
// and the permissions' default mode; allow and deny rules join
// --allowedTools and --disallowedTools.
func (h *headless) applySettings(cfg *config.Config) error {
	data := []byte(h.settings)
	if t := strings.TrimSpace(h.settings); !strings.HasPrefix(t, "{") {
		var err error
		if data, err = os.ReadFile(h.settings); err != nil {
			return usageError("--settings: %v", err)
		}
	}
	var s struct {
		Model       string `json:"model"`
		Permissions struct {
			Allow       []string `json:"allow"`
			Deny        []string `json:"deny"`
			DefaultMode string   `json:"defaultMode"`
		} `json:"permissions"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return usageError("--settings %s: %v", clip(h.settings), err)
	}
	if s.Model != "" && cfg.Model == "" {
		cfg.Model = s.Model
	}
	h.allowed = append(h.allowed, s.Permissions.Allow...)
	h.disallowed = append(h.disallowed, s.Permissions.Deny...)
	if h.permMode == "" {
		h.permMode = s.Permissions.DefaultMode
	}
	return nil
}

// namedModel completes a model given by id alone ("claude-sonnet-4-5",
// "sonnet"), as Claude Code's --model takes it, with its provider.
func namedModel(cfg *config.Config) error {
	m := cfg.Model
	if m == "" || strings.Contains(m, "/") || strings.HasPrefix(m, "script:") {
		return nil
	}
	cat, err := models.Load()
	if err != nil {
		return err
	}
	info, ok := cat.Named(m)
	if !ok {
		return usageError("--model %q: not in the catalog; write provider/model (see troupe models --all)", m)
	}
	cfg.Model = info.Provider + "/" + info.ID
	return nil
}

// defaultModel picks the catalog's recommended model of the first provider
// whose API key is set, when no model is configured, and says so once.
func (h *headless) defaultModel(stdio *IO, cfg *config.Config) error {
	if cfg.Model != "" || cfg.Models[models.Action].Model != "" {
		return nil
	}
	cat, err := models.Load()
	if err != nil {
		return err
	}
	for _, p := range []struct{ provider, env string }{{"anthropic", "ANTHROPIC_API_KEY"}, {"openai", "OPENAI_API_KEY"}} {
		if stdio.Getenv(p.env) == "" {
			continue
		}
		info, ok := cat.Recommended(p.provider)
		if !ok {
			continue
		}
		cfg.Model = info.Provider + "/" + info.ID
		if h.modelSaid {
			return nil
		}
		h.modelSaid = true
		fmt.Fprintf(stdio.Err, "troupe: no model configured; using %s (%s is set; --model or model: in config chooses another)\n", cfg.Model, p.env)
		return nil
	}
	return nil
}
