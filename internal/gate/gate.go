// Package gate decides whether one tool call may run. It reads what the call
// touches (the shell command, the paths it names), asks the safety policy
// (layers 2–4: approval mode and rules, command analysis, sensitive and
// out-of-workspace paths), and turns an "ask" into an answer: from an
// Approver (a person at an interactive session) or, without one, by the
// non-interactive rule (ask → deny unless configured otherwise).
//
// A Gate is safe for concurrent use: the tool runner checks calls from the
// goroutines that run them, and Check may block while a person decides.
// Grants given "for this session" are kept in the policy's SessionGrants.
package gate

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"troupe/internal/safety"
	"troupe/internal/telemetry"
	"troupe/internal/tool"
	"troupe/messages"
)

// Answer is a person's decision on an asked call.
type Answer struct {
	Verdict Verdict
	Reason  string // why, for a deny: it goes back to the model
	// Input, on an allow, replaces the call's arguments (the Agent SDK's
	// canUseTool updatedInput); the gate checks the changed call again.
	Input json.RawMessage
}

// Verdict is what a person can answer.
type Verdict string

// Answers.
const (
	AllowOnce    Verdict = "once"
	AllowSession Verdict = "session" // allow this command prefix (or tool) for the rest of the session
	Deny         Verdict = "deny"
)

// Question is what an Approver is asked.
type Question struct {
	Call     messages.ToolCall
	Decision safety.Decision // the policy's ask and its reason
	Command  string          // the bash command, if any
	Grants   []string        // what "allow for this session" would grant, e.g. "go test"
	// Network says approving grants the command network access ("once":
	// this command; "session": every command from now on).
	Network bool
}

// Approver asks a person. It may block until they answer or ctx ends.
type Approver interface {
	Approve(ctx context.Context, q Question) (Answer, error)
}

// Options configure a Gate.
type Options struct {
	Policy    *safety.Policy
	Workspace *tool.Workspace
	Home      string
	// Approver answers asks; nil means non-interactive: asks become AskAs.
	Approver Approver
	// Approvers, if set, makes the approver of each agent's gate (For).
	Approvers func(agent string) Approver
	// AllowAsks makes the non-interactive answer to an ask "allow"; by
	// default it is "deny".
	AllowAsks bool
}

// Gate checks tool calls.
type Gate struct {
	o Options
}

// New returns a gate.
func New(o Options) *Gate {
	if o.Policy.Grants == nil {
		o.Policy.Grants = &safety.SessionGrants{}
	}
	return &Gate{o: o}
}

// For returns the gate of one agent: the same policy and session grants,
// with that agent's approver.
func (g *Gate) For(agent string) *Gate {
	o := g.o
	if o.Approvers != nil {
		o.Approver = o.Approvers(agent)
	}
	return &Gate{o: o}
}

// Policy returns the gate's policy.
func (g *Gate) Policy() *safety.Policy { return g.o.Policy }

// Interactive reports whether asks go to a person (an Approver is set).
func (g *Gate) Interactive() bool { return g.o.Approver != nil || g.o.Approvers != nil }

// AllowsAsks reports the non-interactive answer to an ask: true is allow.
func (g *Gate) AllowsAsks() bool { return g.o.AllowAsks }

// Check returns the decision for call; anything but Allow means the call
// must not run, and the decision's reason is what the model is told. An
// Allow with NetworkGranted runs the command with network access: the
// caller passes that on with tool.WithNetwork.
//
// The decision carries the call's command as parsed for it (Command), for
// the runner's later steps (the checkpoint before a command that discards
// work), so that a command is parsed once per call.
func (g *Gate) Check(ctx context.Context, call messages.ToolCall, spec tool.Spec) safety.Decision {
	req := g.request(call, spec)
	d := g.decide(ctx, call, req)
	d.Command = req.Parsed
	if d.Verdict == safety.Allow && len(d.Input) > 0 {
		if !json.Valid(d.Input) {
			return safety.Decision{Verdict: safety.Deny, Reason: "the approver's updated input is not valid JSON", Layer: safety.LayerApproval}
		}
		// The approver changed the call: what runs is checked again. What
		// the policy denies stays denied; an ask is covered by the answer
		// only when the original call was asked for the same reason
		// (layer and rule), so a changed path or command that needs an
		// approval of its own is refused.
		changed := call
		changed.Arguments = messages.Args(d.Input)
		req2 := g.request(changed, spec)
		d2 := g.o.Policy.Decide(req2)
		orig := g.o.Policy.Decide(req)
		switch {
		case d2.Verdict == safety.Deny:
			d2.Reason = "the approver's updated input: " + d2.Reason
			return d2
		case d2.Verdict == safety.Ask && (orig.Verdict != safety.Ask || d2.Layer != orig.Layer || d2.Rule != orig.Rule):
			return safety.Decision{Verdict: safety.Deny, Layer: safety.LayerApproval,
				Reason: "the approver's updated input needs an approval of its own: " + d2.Reason}
		}
		d.Command = req2.Parsed
	}
	return d
}

func (g *Gate) decide(ctx context.Context, call messages.ToolCall, req safety.Request) safety.Decision {
	d := g.o.Policy.Decide(req)
	if d.Verdict != safety.Ask {
		return d
	}
	if g.o.Approver == nil {
		askAs := safety.Deny
		if g.o.AllowAsks {
			askAs = safety.Allow
		}
		nd := safety.NonInteractive(d, askAs)
		if nd.Verdict == safety.Deny {
			nd.Reason = d.Reason + " (needs approval, and this run is not interactive: rerun with --approval auto, or allow it in .troupe/permissions.yaml)"
		}
		return nd
	}
	askNet := d.Network && !d.NetworkGranted // approving grants the network
	q := Question{Call: call, Decision: d, Command: req.Command, Network: askNet}
	switch {
	case d.Rule == safety.RuleNetwork: // the command itself was allowed
	case req.Command != "":
		prefixes, _ := req.Parsed.Prefixes()
		for _, p := range prefixes {
			q.Grants = append(q.Grants, strings.Join(p, " "))
		}
	default:
		q.Grants = []string{call.Name}
	}
	if askNet {
		q.Grants = append(q.Grants, "network access")
	}
	wait := telemetry.StartApproval(ctx, call.Name)
	ans, err := g.o.Approver.Approve(ctx, q)
	wait.EndApproval(string(ans.Verdict), err)
	if err != nil {
		return safety.Decision{Verdict: safety.Deny, Reason: fmt.Sprintf("no approval (%v)", err), Layer: safety.LayerApproval}
	}
	switch ans.Verdict {
	case AllowSession:
		switch {
		case d.Rule == safety.RuleNetwork:
		case req.Command != "":
			prefixes, _ := req.Parsed.Prefixes()
			for _, p := range prefixes {
				g.o.Policy.Grants.AllowPrefix(p)
			}
		default:
			g.o.Policy.Grants.AllowTool(call.Name)
		}
		if askNet {
			g.o.Policy.Grants.AllowNetwork()
		}
		fallthrough
	case AllowOnce:
		var input json.RawMessage
		if len(ans.Input) > 0 && !jsonEqual(ans.Input, json.RawMessage(call.Arguments)) {
			input = ans.Input
		}
		return safety.Decision{Verdict: safety.Allow, Reason: "approved by the user", Layer: safety.LayerApproval,
			Network: d.Network, NetworkGranted: d.Network, Input: input}
	}
	reason := "the user denied this call"
	if ans.Reason != "" {
		reason += ": " + ans.Reason
	}
	return safety.Decision{Verdict: safety.Deny, Reason: reason, Layer: safety.LayerApproval, Rule: "user"}
}

// request describes call for the policy from what its spec's facts say it
// touches: its command (parsed once, here), and the absolute paths it
// names (resolved through symlinks where they exist). For a tool whose
// facts say to guess, any other string argument that names an existing or
// protected path counts as a path, whatever the argument's name.
func (g *Gate) request(call messages.ToolCall, spec tool.Spec) safety.Request {
	root := g.o.Workspace.Root()
	r := safety.Request{Tool: call.Name, Write: spec.Writes(), Workspace: root, Home: g.o.Home,
		External: spec.Facts.External}
	t := spec.Touches(json.RawMessage(call.Arguments))
	if t.Command != "" {
		r.Command, r.Network = t.Command, t.Network
		r.Parsed = g.o.Policy.ParseCommand(r)
	}
	for _, p := range t.Paths {
		r.Paths = append(r.Paths, absPath(root, p.Path))
	}
	for _, p := range t.Strings {
		if !pathLike(p.Path) {
			continue
		}
		abs := absPath(root, p.Path)
		if _, err := os.Lstat(abs); err == nil || g.protected(abs) {
			r.Paths = append(r.Paths, abs)
		}
	}
	return r
}

// protected reports whether abs is a path the policy asks for whatever
// the call: a secret or a protected path of the workspace.
func (g *Gate) protected(abs string) bool {
	if ok, _ := safety.SensitivePath(abs, g.o.Home); ok {
		return true
	}
	ok, _ := safety.ProtectedPath(abs, g.o.Workspace.Root())
	return ok
}

// maxPathLen bounds a string argument considered as a path.
const maxPathLen = 4096

// pathLike reports whether s could be a path: one line, not too long.
func pathLike(s string) bool {
	return s != "" && len(s) <= maxPathLen && !strings.ContainsAny(s, "\n\x00")
}

// absPath returns p (relative to root, absolute, or a file: URI) as a
// clean absolute path, resolved through symlinks where it exists.
func absPath(root, p string) string {
	if rest, ok := strings.CutPrefix(p, "file://"); ok {
		p = rest
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(root, p)
	}
	if real, err := filepath.EvalSymlinks(p); err == nil {
		p = real
	}
	return filepath.Clean(p)
}

// jsonEqual reports whether a and b are the same JSON value.
func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}
