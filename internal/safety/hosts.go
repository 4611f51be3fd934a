package safety

import "troupe/internal/netproxy"

// RuleDomain is the Rule of a Decision that asks about a host a command
// granted the network (or web_fetch) wants to reach.
const RuleDomain = "domain"

// DecideHost decides whether host may be reached by a call of tool
// (rules with a Tool apply to that tool's calls only): a deny rule with
// a matching Domain refuses it, an allow rule or a session grant allows
// it (deny beats ask beats allow, whatever the order), anything else is
// asked. The
// Decision's Rule names the rule that decided (its Source).
func (p *Policy) DecideHost(tool, host string) Decision {
	var allow, ask *Rule
	for i := range p.Rules {
		r := &p.Rules[i]
		if r.Domain == "" || !netproxy.MatchHost(r.Domain, host) || r.Tool != "" && !r.matchTool(tool) {
			continue
		}
		switch r.Action {
		case Deny:
			return Decision{Verdict: Deny, Reason: host + " is denied by rule " + r.describe(), Layer: LayerApproval, Rule: ruleID(r)}
		case Allow:
			if allow == nil {
				allow = r
			}
		case Ask:
			if ask == nil {
				ask = r
			}
		}
	}
	switch {
	case ask != nil:
		return Decision{Verdict: Ask, Reason: "rule asks about " + host + ": " + ask.describe(), Layer: LayerApproval, Rule: ruleID(ask)}
	case allow != nil:
		return Decision{Verdict: Allow, Reason: host + " is allowed by rule " + allow.describe(), Layer: LayerApproval, Rule: ruleID(allow)}
	case p.Grants.CoversHost(host):
		return Decision{Verdict: Allow, Reason: host + " was allowed for this session", Layer: LayerApproval, Rule: RuleDomain}
	}
	return Decision{Verdict: Ask, Reason: host + " is not on the network allowlist (sandbox.network_allow)", Layer: LayerApproval, Rule: RuleDomain}
}
