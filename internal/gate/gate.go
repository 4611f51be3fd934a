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
	"path/filepath"
	"strings"

	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/messages"
)

// Answer is a person's decision on an asked call.
type Answer struct {
	Verdict Verdict
	Reason  string // why, for a deny: it goes back to the model
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
func (g *Gate) Check(ctx context.Context, call messages.ToolCall, spec tool.Spec) safety.Decision {
	req := g.request(call, spec)
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
		prefixes, _ := safety.PrefixesOf(req.Command)
		for _, p := range prefixes {
			q.Grants = append(q.Grants, strings.Join(p, " "))
		}
	default:
		q.Grants = []string{call.Name}
	}
	if askNet {
		q.Grants = append(q.Grants, "network access")
	}
	ans, err := g.o.Approver.Approve(ctx, q)
	if err != nil {
		return safety.Decision{Verdict: safety.Deny, Reason: fmt.Sprintf("no approval (%v)", err), Layer: safety.LayerApproval}
	}
	switch ans.Verdict {
	case AllowSession:
		switch {
		case d.Rule == safety.RuleNetwork:
		case req.Command != "":
			prefixes, _ := safety.PrefixesOf(req.Command)
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
		return safety.Decision{Verdict: safety.Allow, Reason: "approved by the user", Layer: safety.LayerApproval,
			Network: d.Network, NetworkGranted: d.Network}
	}
	reason := "the user denied this call"
	if ans.Reason != "" {
		reason += ": " + ans.Reason
	}
	return safety.Decision{Verdict: safety.Deny, Reason: reason, Layer: safety.LayerApproval, Rule: "user"}
}

// pathArgs are the argument names that carry paths, by Claude Code's names.
var pathArgs = [...]string{"file_path", "path"}

// request describes call for the policy: its command and the absolute paths
// it names (resolved through symlinks where they exist).
func (g *Gate) request(call messages.ToolCall, spec tool.Spec) safety.Request {
	r := safety.Request{Tool: call.Name, Write: !spec.ReadOnly, Workspace: g.o.Workspace.Root(), Home: g.o.Home}
	var args map[string]json.RawMessage
	if json.Unmarshal(call.Arguments, &args) != nil {
		return r // malformed arguments: the tool itself reports them
	}
	var s string
	if raw, ok := args["command"]; ok && json.Unmarshal(raw, &s) == nil && call.Name == "bash" {
		r.Command = s
		var network bool
		if raw, ok := args["network"]; ok && json.Unmarshal(raw, &network) == nil {
			r.Network = network
		}
	}
	for _, k := range pathArgs {
		raw, ok := args[k]
		if !ok || json.Unmarshal(raw, &s) != nil || s == "" {
			continue
		}
		if !filepath.IsAbs(s) {
			s = filepath.Join(g.o.Workspace.Root(), s)
		}
		if real, err := filepath.EvalSymlinks(s); err == nil {
			s = real
		}
		r.Paths = append(r.Paths, filepath.Clean(s))
	}
	if call.Name == "bash" || call.Name == "bash_output" || call.Name == "kill_bash" {
		r.Write = call.Name == "bash"
	}
	return r
}
