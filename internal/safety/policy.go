package safety

import (
	"fmt"
	"path"
	"strings"
)

// Mode is how much the agent may do without asking.
type Mode string

// The approval modes.
const (
	// ModeManual asks before every write and every command.
	ModeManual Mode = "manual"
	// ModeAutoEdit allows edits inside the workspace and read-only
	// commands (ls, cat, git status, ... as parsed, not by prefix); other
	// commands are asked.
	ModeAutoEdit Mode = "auto-edit"
	// ModeAuto allows everything a rule or command analysis does not deny
	// or ask for.
	ModeAuto Mode = "auto"
)

// ParseMode parses "manual", "auto-edit" or "auto".
func ParseMode(s string) (Mode, error) {
	switch m := Mode(strings.ToLower(strings.TrimSpace(s))); m {
	case ModeManual, ModeAutoEdit, ModeAuto:
		return m, nil
	}
	return "", fmt.Errorf("safety: unknown approval mode %q (want manual, auto-edit or auto)", s)
}

// Policy is layer 2: the session's mode, its rules and its session grants,
// combined with command analysis (layer 3) and the secret-file check
// (layer 4). Decide does not modify it.
type Policy struct {
	// Mode is the approval mode; "" is treated as ModeManual.
	Mode Mode
	// Rules come from config and .troupe/permissions.yaml, in any order:
	// deny beats ask beats allow.
	Rules []Rule
	// Grants holds what the user allowed for this session; nil is none.
	Grants *SessionGrants
	// ProtectedBranches are asked before a push; nil means main and master.
	ProtectedBranches []string
	// TempDirs are directories outside the workspace that tools may write
	// to and commands may delete in (the configured temp dir).
	TempDirs []string
	// Unsandboxed says commands run without the kernel sandbox (it is off
	// or this kernel has no Landlock): auto mode then asks before a
	// command that is not read-only, as auto-edit does, instead of
	// relying on the sandbox to contain what analysis misses.
	Unsandboxed bool
	// Network says commands have the network anyway (sandbox.network, or
	// no sandbox): a command that needs it is not asked for it.
	Network bool
	// Env holds environment variables whose values are known (TMPDIR):
	// command analysis expands them (see CommandContext.Env).
	Env map[string]string
}

// Request is one tool call to decide on.
type Request struct {
	Tool      string   // tool name, e.g. "bash", "write_file"
	Command   string   // the bash command, for the bash tool
	Paths     []string // absolute, resolved paths the call reads or writes
	Write     bool     // the call changes files (edits, writes)
	Workspace string   // absolute workspace root
	Home      string   // the user's home directory
	Branch    string   // current git branch, if known (for git push)
	Network   bool     // the call asks to run its command with network access
	// Parsed is Command already parsed (Policy.ParseCommand), so that
	// deciding does not parse it again; nil: Decide parses it.
	Parsed *Command
	// External says the tool is not troupe's own (an MCP server's): its
	// calls are asked in auto-edit mode unless a rule allows them, as
	// Claude Code does.
	External bool
}

// Decide returns the verdict for a request. In order:
//
//  1. a layer-3 deny of the command stands, whatever the rules say;
//  2. a matching deny rule denies; then a layer-3 ask, a read or write of a
//     secret (layer 4), a write outside the workspace (layer 4) or a
//     matching ask rule asks, unless an allow rule that names the command
//     (for layer 3) or the path (for layer 4) covers it;
//  3. the mode asks for what it does not allow by itself, unless an allow
//     rule or a session grant covers the request;
//  4. everything else is allowed.
//
// Then a command that needs the network while the sandbox keeps it off
// (see [NeedsNetwork], or Request.Network) is asked for it, unless a
// session grant covers the network; Decision.Network marks it, and an ask
// only for the network has Rule [RuleNetwork].
func (p *Policy) Decide(r Request) Decision {
	an := p.analysisFor(r)
	if an != nil && an.d.Verdict == Deny {
		return an.d
	}
	return p.withNetwork(r, an, p.decide(r, an))
}

// decide is Decide without the network.
func (p *Policy) decide(r Request, an *analysis) Decision {
	var askRule *Rule
	for i := range p.Rules {
		rule := &p.Rules[i]
		if rule.Action == Allow || !rule.match(r, an, false, false, p.TempDirs) {
			continue
		}
		if rule.Action == Deny {
			return Decision{Verdict: Deny, Reason: "denied by rule " + rule.describe(), Layer: LayerApproval, Rule: ruleID(rule)}
		}
		if askRule == nil {
			askRule = rule
		}
	}

	if an != nil && an.d.Verdict == Ask && !p.allowedBy(r, an, func(rule Rule) bool { return rule.hasCommand() }, true) {
		return an.d
	}
	if d, ok := p.pathAsk(r); ok {
		return d
	}
	if askRule != nil {
		return Decision{Verdict: Ask, Reason: "rule asks: " + askRule.describe(), Layer: LayerApproval, Rule: ruleID(askRule)}
	}

	allowed, why := p.modeAllows(r, an)
	if allowed {
		return Decision{Verdict: Allow, Reason: why, Layer: LayerApproval, Rule: "mode:" + string(p.mode())}
	}
	for i := range p.Rules {
		rule := &p.Rules[i]
		if rule.Action == Allow && rule.match(r, an, true, false, p.TempDirs) {
			return Decision{Verdict: Allow, Reason: "allowed by rule " + rule.describe(), Layer: LayerApproval, Rule: ruleID(rule)}
		}
	}
	if g := p.Grants; g != nil {
		if g.CoversTool(r.Tool) {
			return Decision{Verdict: Allow, Reason: "allowed for this session: tool " + r.Tool, Layer: LayerApproval, Rule: "session"}
		}
		if an != nil {
			if prefix, ok := g.covers(an, r.Workspace, p.TempDirs); ok {
				return Decision{Verdict: Allow, Reason: "allowed for this session: " + prefix, Layer: LayerApproval, Rule: "session"}
			}
		}
	}
	return Decision{Verdict: Ask, Reason: why, Layer: LayerApproval, Rule: "mode:" + string(p.mode())}
}

func ruleID(r *Rule) string {
	if r.Source != "" {
		return r.Source
	}
	return "rule"
}

func (p *Policy) mode() Mode {
	if p.Mode == "" {
		return ModeManual
	}
	return p.Mode
}

// modeAllows reports whether the mode alone allows the request, with the
// reason either way.
func (p *Policy) modeAllows(r Request, an *analysis) (bool, string) {
	m := p.mode()
	switch {
	case r.Command != "" && m == ModeAuto && !p.Unsandboxed:
		return true, "auto mode allows commands that no check objects to (they run sandboxed)"
	case r.Command != "" && m == ModeAuto && an.readOnly():
		return true, "auto mode allows read-only commands"
	case r.Command != "" && m == ModeAuto:
		return false, "auto mode asks before a command that is not read-only when commands cannot be sandboxed"
	case r.Command != "" && m == ModeAutoEdit && an.readOnly():
		return true, "auto-edit mode allows read-only commands"
	case r.Command != "":
		return false, fmt.Sprintf("%s mode asks before running a command", m)
	case r.External && m != ModeAuto:
		return false, fmt.Sprintf("%s mode asks before an MCP server's tool runs, unless a rule allows it", m)
	case r.Write && m == ModeManual:
		return false, "manual mode asks before every write"
	case r.Write:
		return true, fmt.Sprintf("%s mode allows edits in the workspace", m)
	}
	return true, "reading is allowed"
}

// allowedBy reports whether an allow rule accepted by which covers the
// request; strict requires commands to be matched as written.
func (p *Policy) allowedBy(r Request, an *analysis, which func(Rule) bool, strict bool) bool {
	for _, rule := range p.Rules {
		if rule.Action == Allow && which(rule) && rule.match(r, an, true, strict, p.TempDirs) {
			return true
		}
	}
	return false
}

// pathAsk is layer 4 for the paths a tool names: reading or writing a
// secret, or writing outside the workspace, is asked unless an allow rule
// with a matching path pattern covers that path.
func (p *Policy) pathAsk(r Request) (Decision, bool) {
	verb := "reads"
	if r.Write {
		verb = "writes"
	}
	for _, abs := range r.Paths {
		one := r
		one.Paths = []string{abs}
		pathRule := func(rule Rule) bool { return rule.Path != "" }
		if ok, what := SensitivePath(abs, r.Home); ok && !p.allowedBy(one, nil, pathRule, false) {
			return Decision{Verdict: Ask, Reason: fmt.Sprintf("%s the secret file %s (%s)", verb, abs, what),
				Layer: LayerWorkspace, Rule: "secret-path"}, true
		}
		if ok, what := ProtectedPath(abs, r.Workspace); ok && r.Write && r.Command == "" && !p.allowedBy(one, nil, pathRule, false) {
			return Decision{Verdict: Ask, Reason: fmt.Sprintf("writes the protected path %s (%s)", abs, what),
				Layer: LayerWorkspace, Rule: "protected-path"}, true
		}
		if r.Write && r.Command == "" && !p.inWorkspace(abs, r.Workspace) && !p.allowedBy(one, nil, pathRule, false) {
			return Decision{Verdict: Ask, Reason: fmt.Sprintf("writes outside the workspace (%s)", abs),
				Layer: LayerWorkspace, Rule: "outside-workspace"}, true
		}
	}
	return Decision{}, false
}

func (p *Policy) inWorkspace(abs, workspace string) bool {
	abs = path.Clean(abs)
	if workspace != "" && within(abs, path.Clean(workspace)) {
		return true
	}
	for _, t := range p.TempDirs {
		if within(abs, path.Clean(t)) {
			return true
		}
	}
	return false
}
