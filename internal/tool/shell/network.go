package shell

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"troupe/internal/lazy"
	"troupe/internal/netproxy"
	"troupe/internal/tool"
)

// networkHint follows the output of a sandboxed command that failed, with
// the network off, in a way that looks like a missing network.
const networkHint = "[troupe: this looks like a network failure; the sandbox keeps the network off. " +
	"If the command needs it, call bash again with \"network\": true, which asks the user.]"

// noNetworkNote follows the output of a command that asked for the
// network and was not granted it (nobody could be asked).
const noNetworkNote = "[troupe: network access was not granted (nobody could be asked); the command ran without it.]"

// networkErrors match what programs print when they cannot reach the
// network: resolver failures, refused sockets (seccomp says EPERM, Landlock
// EACCES), unreachable networks, and the wording of curl, git, ssh, Go,
// npm, pip and cargo. Not "connection refused": with the network off that
// comes from a hidden host socket (docker's), not from the network.
// Compiled on first use, not at init: every troupe command links this
// package.
var networkErrors = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)could not resolve (host|proxy)|couldn't resolve host|` +
		`temporary failure in name resolution|name or service not known|no address associated with hostname|` +
		`network is unreachable|nodename nor servname|getaddrinfo (enotfound|eai_again)|\beai_again\b|` +
		`dial (tcp|udp)[^\n]*(permission denied|operation not permitted)|socket: (permission denied|operation not permitted)|` +
		`failed to connect to|unable to access 'https?://|failed to establish a new connection|` +
		`(connect|socket)\(\)[^\n]*(permission denied|operation not permitted)|` +
		`/dev/(tcp|udp)/[^\n]*(permission denied|operation not permitted)`)
}}

// networkFailure reports whether a command's output looks like it failed
// for lack of network.
func networkFailure(output string) bool {
	return networkErrors.Get().MatchString(output)
}

// proxyNote follows the output of a command whose network went through
// troupe's proxy when the proxy refused hosts.
const proxyNote = "[troupe: the network proxy refused: %s]"

// proxyHint follows the output of a proxied command that failed in a way
// that looks like a missing network, when the proxy refused nothing.
const proxyHint = "[troupe: this command's network goes through troupe's proxy (HTTP_PROXY, HTTPS_PROXY, ALL_PROXY are set); " +
	"programs that ignore those variables, and anything but HTTP and HTTPS, cannot connect.]"

// netGrant is how one call's command reaches the network.
type netGrant struct {
	direct bool             // the sandbox's network on (no proxy)
	client *netproxy.Client // through the proxy, with this client's token
}

// close ends the client and returns what the proxy refused, as a note.
func (g netGrant) close() string {
	if g.client == nil {
		return ""
	}
	g.client.Close()
	if r := g.client.Refused(); len(r) > 0 {
		return fmt.Sprintf(proxyNote, strings.Join(r, "; "))
	}
	return ""
}

// apply sets o for the grant: the sandbox's network, or the proxy's
// address and the variables that name it.
func (g netGrant) apply(o *Options) {
	switch {
	case g.direct:
		o.Sandbox.Network = true
	case g.client != nil:
		o.Sandbox.Proxy = o.Proxy.Addr()
		o.SetEnv = append(slices.Clone(o.SetEnv), g.client.Env()...)
	}
}

// withNetwork gives this call the network when the gate granted it (ctx):
// through o.Proxy, with the hosts ctx's tool.Hosts (else o.Hosts)
// decides, or directly when there is no proxy or no sandbox. A call that
// asked for the network without a grant runs without it, and the
// returned note says so. The grant's client must be closed when the
// command ends (netGrant.close).
func (o *Options) withNetwork(ctx context.Context, asked bool) (string, netGrant) {
	if tool.NetworkGranted(ctx) || o.NetworkAlways {
		var g netGrant
		if o.Proxy != nil && o.Sandbox.Enabled() && !o.Sandbox.Network {
			h := tool.HostsOf(ctx)
			if h == nil {
				h = o.Hosts
			}
			if h == nil {
				h = noHosts{}
			}
			g.client = o.Proxy.Register(h)
		} else {
			g.direct = true
		}
		g.apply(o)
		return "", g
	}
	if asked && o.Sandbox.Enabled() && !o.Sandbox.Network {
		return noNetworkNote, netGrant{}
	}
	return "", netGrant{}
}

// noHosts refuses every host: nothing decides for this call.
type noHosts struct{}

func (noHosts) Decide(context.Context, string, int) error {
	return errors.New("no host is allowed to this call (sandbox.network_allow)")
}
