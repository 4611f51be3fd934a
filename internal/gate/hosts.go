package gate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"troupe/internal/safety"
	"troupe/internal/telemetry"
	"troupe/internal/tool"
	"troupe/messages"
)

// Hosts returns the host decisions of one call (a command granted the
// network, or web_fetch): the policy's domain rules and session grants,
// then the person, asked once per host for the call ("allow once" holds
// for the rest of the call, "for this session" grants the host to every
// later call); without a person, a host no rule allows is refused with a
// message naming the setting. Safe for concurrent use: concurrent asks
// about one host wait for the first.
func (g *Gate) Hosts(call messages.ToolCall) tool.Hosts {
	return &CallHosts{g: g, call: call, done: map[string]error{}, pending: map[string]chan struct{}{}}
}

// CallHosts are one call's host decisions (see Gate.Hosts); it
// implements tool.Hosts.
type CallHosts struct {
	g    *Gate
	call messages.ToolCall

	mu      sync.Mutex
	done    map[string]error
	pending map[string]chan struct{}
}

// Decide implements tool.Hosts.
func (h *CallHosts) Decide(ctx context.Context, host string, port int) error {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	for {
		h.mu.Lock()
		if err, ok := h.done[host]; ok {
			h.mu.Unlock()
			return err
		}
		wait := h.pending[host]
		if wait == nil {
			ch := make(chan struct{})
			h.pending[host] = ch
			h.mu.Unlock()
			err := h.decide(ctx, host, port)
			h.mu.Lock()
			if ctx.Err() == nil { // a decision cut short by its context is not kept
				h.done[host] = err
			}
			delete(h.pending, host)
			close(ch)
			h.mu.Unlock()
			return err
		}
		h.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

func (h *CallHosts) decide(ctx context.Context, host string, port int) error {
	g := h.g
	d := g.o.Policy.DecideHost(h.call.Name, host)
	switch d.Verdict {
	case safety.Allow:
		return nil
	case safety.Deny:
		return errors.New(d.Reason)
	}
	if g.o.Approver == nil {
		return fmt.Errorf("%s is not on the network allowlist and nobody can be asked in this run; "+
			"allow it with sandbox.network_allow in your config (or a WebFetch(domain:%s) rule in .claude/settings.json)", host, host)
	}
	q := Question{Call: h.call, Decision: safety.Decision{Verdict: safety.Ask, Layer: safety.LayerApproval, Rule: safety.RuleDomain,
		Reason: fmt.Sprintf("%s wants to reach %s (port %d), which is not on the network allowlist", h.call.Name, host, port)},
		Grants: []string{"network access to " + host}}
	var args struct {
		Command string `json:"command"`
	}
	if json.Unmarshal(h.call.Arguments, &args) == nil {
		q.Command = args.Command
	}
	wait := telemetry.StartApproval(ctx, h.call.Name)
	ans, err := g.o.Approver.Approve(ctx, q)
	wait.EndApproval(string(ans.Verdict), err)
	if err != nil {
		return fmt.Errorf("%s: no approval (%w)", host, err)
	}
	switch ans.Verdict {
	case AllowSession:
		g.o.Policy.Grants.AllowHost(host)
		return nil
	case AllowOnce:
		return nil
	}
	why := "the user refused " + host
	if ans.Reason != "" {
		why += ": " + ans.Reason
	}
	return errors.New(why)
}
