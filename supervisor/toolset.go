package supervisor

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"strings"

	"troupe/internal/config"
	"troupe/internal/gate"
	"troupe/internal/netproxy"
	"troupe/internal/safety"
	"troupe/internal/sandbox"
	"troupe/internal/tool"
	toolfs "troupe/internal/tool/fs"
	"troupe/internal/tool/shell"
	"troupe/internal/tool/web"
	"troupe/messages"
)

// ShellOptions are the options of every command troupe runs for a
// configuration: the agents' bash and background jobs, hooks, `troupe tools
// run`, `troupe tools list` and `!command` all take them from here, so none
// can drift from the others. Timeouts and the output cap come from tools:,
// the sandbox policy and the command environment (allowlist plus
// tools.secret_env scrubbing) from sandbox:, and troupe's data directory
// dataDir (when given) is hidden from commands. pool may be nil (a helper
// is then started per command).
func ShellOptions(c config.Config, dataDir string, pool *sandbox.Pool) shell.Options {
	o := shell.DefaultOptions()
	o.DefaultTimeout, o.MaxTimeout, o.MaxOutput = c.Tools.BashTimeout.D(), c.Tools.BashMaxTimeout.D(), c.Tools.MaxOutput
	o.Pool = pool
	o.Sandbox = SandboxPolicy(c)
	o.AllowEnv, o.ExtraSecretEnv = c.Sandbox.Env, c.Tools.SecretEnv
	if dataDir != "" {
		o.Sandbox.Private = append(o.Sandbox.Private, dataDir)
	}
	if o.Sandbox.Network && !c.Sandbox.NetworkDirect {
		// sandbox.network: every command has the network without
		// asking, through the proxy when there is one (host by host)
		o.Sandbox.Network, o.NetworkAlways = false, true
	}
	// A call whose context carries no host decisions (no gate asked for
	// it) gets the configured hosts, and nobody is asked.
	o.Hosts = gate.New(gate.Options{Policy: &safety.Policy{Rules: HostRules(c)}}).Hosts(messages.ToolCall{Name: "bash"})
	return o
}

// HostRules are the configured hosts as rules: sandbox.network_allow
// and sandbox.network_deny, for every tool.
func HostRules(c config.Config) []safety.Rule {
	var out []safety.Rule
	for _, h := range c.Sandbox.NetworkDeny {
		out = append(out, safety.Rule{Domain: h, Action: safety.Deny, Source: "sandbox.network_deny"})
	}
	for _, h := range c.Sandbox.NetworkAllow {
		out = append(out, safety.Rule{Domain: h, Action: safety.Allow, Source: "sandbox.network_allow"})
	}
	return out
}

// StartProxy starts the proxy commands granted the network go through
// (see internal/netproxy), for c; nil and no error when they get the
// network directly instead: the sandbox is off or this kernel cannot
// enforce it, or sandbox.network_direct. Its owner closes it.
func StartProxy(c config.Config) (*netproxy.Proxy, error) {
	if c.Sandbox.NetworkDirect || !SandboxPolicy(c).Enabled() || SandboxMissing(c) {
		return nil, nil
	}
	return netproxy.Start(proxyOptions(c))
}

// proxyOptions are the proxy's options for c: names mapped by
// sandbox.network_hosts, addresses allowed by sandbox.network_allow.
func proxyOptions(c config.Config) netproxy.Options {
	o := netproxy.Options{Reachable: netproxy.Prefixes(c.Sandbox.NetworkAllow)}
	if len(c.Sandbox.NetworkHosts) > 0 {
		o.Resolver = mappedNames{names: c.Sandbox.NetworkHosts, next: net.DefaultResolver}
	}
	return o
}

// mappedNames resolves the names sandbox.network_hosts maps, and asks
// next for the rest.
type mappedNames struct {
	names map[string]string
	next  netproxy.Resolver
}

func (m mappedNames) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	for name, addr := range m.names {
		if strings.EqualFold(strings.TrimSuffix(name, "."), host) {
			a, err := netip.ParseAddr(addr)
			if err != nil {
				return nil, fmt.Errorf("sandbox.network_hosts: %s: %w", name, err)
			}
			return []netip.Addr{a}, nil
		}
	}
	return m.next.LookupNetIP(ctx, network, host)
}

// BuiltinTools are the built-in file, shell and web tools over o and w.
func BuiltinTools(o shell.Options, w web.Options) []tool.Tool {
	return slices.Concat(toolfs.Tools(), shell.Tools(o), web.Tools(w))
}

// WebOptions are the web tools' options for c: the proxy's resolver and
// reachable addresses (web_fetch checks hosts as the proxy does), the
// configured hosts for calls no gate decided, web_search's backend.
func WebOptions(c config.Config) web.Options {
	return web.Options{Net: proxyOptions(c),
		Hosts:  gate.New(gate.Options{Policy: &safety.Policy{Rules: HostRules(c)}}).Hosts(messages.ToolCall{Name: "web_fetch"}),
		Search: web.Search{Backend: c.Tools.WebSearch.Backend, URL: c.Tools.WebSearch.URL, KeyEnv: c.Tools.WebSearch.KeyEnv}}
}
