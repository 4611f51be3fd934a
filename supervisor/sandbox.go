package supervisor

import (
	"fmt"
	"io"
	"os"

	"troupe/internal/config"
	"troupe/internal/gate"
	"troupe/internal/mcp"
	"troupe/internal/netproxy"
	"troupe/internal/safety"
	"troupe/internal/sandbox"
	"troupe/internal/store"
	"troupe/messages"
)

// SandboxPolicy is the policy template every command runs under: the
// workspace root is added per command by the shell tools.
func SandboxPolicy(c config.Config) sandbox.Policy {
	mode, err := sandbox.ParseMode(c.Sandbox.Mode)
	if err != nil { // Validate already refused it; stay confined
		mode = sandbox.WorkspaceWrite
	}
	home, _ := os.UserHomeDir()
	p := sandbox.Policy{Mode: mode, Network: c.Sandbox.Network}
	if c.Tools.TempDir != "" {
		p.Writable = append(p.Writable, c.Tools.TempDir)
	}
	p.Writable = append(p.Writable, os.TempDir(), "/tmp", "/var/tmp")
	p.Writable = append(p.Writable, config.ExpandHome(c.Sandbox.Writable, home)...)
	p.Secrets = config.ExpandHome(c.Sandbox.SecretPaths, home)
	p.Hidden = config.ExpandHome(c.Sandbox.HiddenSockets, home)
	// troupe's own data (session logs, bus key seeds): the default data
	// directory here; a supervisor adds the one it runs with
	if dir, err := store.DataDir(os.Getenv, ""); err == nil {
		p.Private = append(p.Private, dir)
	}
	p.UnixSockets = c.Sandbox.UnixSockets
	// Sockets the user allows are reachable (not hidden) from commands
	// run under the reaper (the unix gate in internal/sandbox/confine).
	p.UnixAllow = config.ExpandHome(c.Sandbox.UnixSocketAllow, home)
	p.Limits = sandboxLimits(c.Sandbox.Limits)
	return p
}

// sandboxLimits are the configured limits, the defaults where unset
// (validated with the config: a bad size keeps the default).
func sandboxLimits(c config.SandboxLimits) sandbox.Limits {
	l := sandbox.DefaultLimits
	l.RlimitsOnly = c.Cgroups == "off"
	for _, f := range []struct {
		s   string
		dst *uint64
	}{{c.Memory, &l.Memory}, {c.Processes, &l.Processes}, {c.FileSize, &l.FileSize}} {
		if n, ok, err := config.ParseSize(f.s); ok && err == nil {
			*f.dst = n
		}
	}
	return l
}

// SandboxMissing reports whether the sandbox is on but this kernel cannot
// enforce it: commands then run unconfined and auto mode asks before each
// one that is not read-only. (With sandbox.mode off the user chose to run
// commands unconfined, and the approval mode stands.)
func SandboxMissing(c config.Config) bool {
	return SandboxPolicy(c).Enabled() && !sandbox.Probe().Filesystem()
}

// NetworkOpen reports whether commands have the network without asking:
// sandbox.network is on, the sandbox is off, or this kernel cannot cut
// the network (Landlock ABI < 4). Otherwise a command that needs it is
// asked for it (safety.Policy.Network).
func NetworkOpen(c config.Config) bool {
	p := SandboxPolicy(c)
	return p.Network || !p.Enabled() || !sandbox.Probe().Network()
}

// MCPSandbox is the policy stdio MCP servers run under in the workspace
// ws: the commands' policy (network per server), or nil when commands run
// unconfined (sandbox.mode off, or no Landlock here).
func MCPSandbox(c config.Config, ws string) *sandbox.Policy {
	if !SandboxPolicy(c).Enabled() || SandboxMissing(c) {
		return nil
	}
	home, _ := os.UserHomeDir()
	p := SandboxPolicy(c).Within(ws, home)
	return &p
}

// MCPNetwork is how sandboxed stdio MCP servers reach the network: through
// proxy (nil: directly, as sandbox.network_direct says), each server the
// hosts sandbox.network_allow and its sandbox.mcp_network_allow entry
// allow and no other (sandbox.network_deny beats both); nobody is asked.
func MCPNetwork(c config.Config, proxy *netproxy.Proxy) mcp.Network {
	if proxy == nil {
		return mcp.Network{}
	}
	return mcp.Network{Proxy: proxy, Hosts: func(server string) netproxy.Decider {
		rules := HostRules(c)
		for _, h := range c.Sandbox.MCPNetworkAllow[server] {
			rules = append(rules, safety.Rule{Domain: h, Action: safety.Allow, Source: "sandbox.mcp_network_allow." + server})
		}
		return gate.New(gate.Options{Policy: &safety.Policy{Rules: rules}}).Hosts(messages.ToolCall{Name: "mcp__" + server})
	}}
}

// warnUnsandboxed says, once at start, that commands run unconfined
// because the kernel has no Landlock, and that troupe asks before each.
func warnUnsandboxed(w io.Writer, c config.Config) {
	if SandboxMissing(c) {
		fmt.Fprintln(w, "troupe: this kernel has no Landlock, so commands cannot be sandboxed; "+
			"troupe will ask before running each command that is not read-only (see `troupe sandbox check`)")
	}
}

// knownEnv is the environment command analysis may expand: the temp dir
// variable, whose value commands see unchanged.
func knownEnv() map[string]string {
	return map[string]string{"TMPDIR": os.Getenv("TMPDIR")}
}
