package safety

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Verdict is the outcome of a safety decision. The order matters: a larger
// verdict is stricter, and combining decisions keeps the strictest.
type Verdict int

// The verdicts, least strict first.
const (
	Allow Verdict = iota
	Ask
	Deny
)

// String returns "allow", "ask" or "deny".
func (v Verdict) String() string {
	switch v {
	case Allow:
		return "allow"
	case Ask:
		return "ask"
	case Deny:
		return "deny"
	}
	return fmt.Sprintf("verdict(%d)", int(v))
}

// ParseVerdict parses "allow", "ask" or "deny" (any case).
func ParseVerdict(s string) (Verdict, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "allow":
		return Allow, nil
	case "ask":
		return Ask, nil
	case "deny":
		return Deny, nil
	}
	return Allow, fmt.Errorf("safety: unknown verdict %q (want allow, ask or deny)", s)
}

// MarshalText writes the verdict as its name, so JSON output reads "deny".
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText parses a verdict name.
func (v *Verdict) UnmarshalText(b []byte) error {
	p, err := ParseVerdict(string(b))
	if err != nil {
		return err
	}
	*v = p
	return nil
}

// The layers a Decision can come from.
const (
	LayerApproval  = "approval"  // layer 2: mode, rules, session grants
	LayerCommand   = "command"   // layer 3: command analysis
	LayerWorkspace = "workspace" // layer 4: secrets and paths outside the workspace
)

// Decision is a verdict with the reason a user (and the model) is shown,
// the layer that decided, and the identifier of the rule that fired
// (for example "rm-recursive-critical" or ".troupe/permissions.yaml:12").
type Decision struct {
	Verdict Verdict `json:"verdict"`
	Reason  string  `json:"reason"`
	Layer   string  `json:"layer"`
	Rule    string  `json:"rule,omitempty"`
	// Network says the command needs the network (by command analysis,
	// or the call asked for it) while the sandbox keeps it off. On an
	// Ask, approving grants the network to the command.
	Network bool `json:"network,omitempty"`
	// NetworkGranted says the command, if it runs, runs with the network:
	// it is on by config, allowed by a rule naming the command, granted
	// for the session, or approved for this call. On an Ask it means the
	// question is not about the network.
	NetworkGranted bool `json:"network_granted,omitempty"`
	// Command is the call's command as parsed for the decision (nil when
	// the call runs none), for what runs after the gate.
	Command *Command `json:"-"`
	// Input, when set on an Allow, replaces the call's arguments: the
	// approver allowed the call with changed input (the Agent SDK's
	// canUseTool updatedInput), which the gate checked again.
	Input json.RawMessage `json:"-"`
}

// String formats the decision for a terminal: "deny: reason [layer/rule]".
func (d Decision) String() string {
	return fmt.Sprintf("%s: %s [%s/%s]", d.Verdict, d.Reason, d.Layer, d.Rule)
}

// NonInteractive answers a decision's "ask" when nobody can be asked (the
// --approval flag of non-interactive runs): askAs Allow lets it run (with
// the network it needs), askAs Deny (and anything else) refuses it, but an
// ask only for the network runs the command without network access. Allow and deny pass through unchanged.
func NonInteractive(d Decision, askAs Verdict) Decision {
	if d.Verdict != Ask {
		return d
	}
	if askAs == Allow {
		d.Verdict = Allow
		d.NetworkGranted = d.Network
		d.Reason += " (allowed without asking: non-interactive run)"
		return d
	}
	if d.Rule == RuleNetwork { // only the network was asked: run without it
		d.Verdict = Allow
		d.Reason += " (nobody to ask: it runs without network access)"
		return d
	}
	d.Verdict = Deny
	d.Reason += " (denied: non-interactive run, nobody to ask)"
	return d
}
