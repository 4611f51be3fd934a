package shell

import (
	"context"
	"regexp"
	"sync"

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
var networkErrors = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)could not resolve (host|proxy)|couldn't resolve host|` +
		`temporary failure in name resolution|name or service not known|no address associated with hostname|` +
		`network is unreachable|nodename nor servname|getaddrinfo (enotfound|eai_again)|\beai_again\b|` +
		`dial (tcp|udp)[^\n]*(permission denied|operation not permitted)|socket: (permission denied|operation not permitted)|` +
		`failed to connect to|unable to access 'https?://|failed to establish a new connection|` +
		`(connect|socket)\(\)[^\n]*(permission denied|operation not permitted)|` +
		`/dev/(tcp|udp)/[^\n]*(permission denied|operation not permitted)`)
})

// networkFailure reports whether a command's output looks like it failed
// for lack of network.
func networkFailure(output string) bool {
	return networkErrors().MatchString(output)
}

// withNetwork turns the sandbox's network on for this call when the gate
// granted it (ctx). A call that asked for the network without a grant runs
// without it, and the returned note says so.
func (o *Options) withNetwork(ctx context.Context, asked bool) string {
	if tool.NetworkGranted(ctx) {
		o.Sandbox.Network = true
		return ""
	}
	if asked && o.Sandbox.Enabled() && !o.Sandbox.Network {
		return noNetworkNote
	}
	return ""
}
