package config

import (
	"fmt"
	"net/netip"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"troupe/internal/netproxy"
)

// Sandbox configures the kernel sandbox every command a tool starts runs
// in (see internal/sandbox).
type Sandbox struct {
	// Mode is workspace-write (default: write only the workspace, the temp
	// dirs and Writable), read-only, or off.
	Mode string `yaml:"mode"`
	// Network gives commands the network without asking (through
	// troupe's proxy, host by host, unless NetworkDirect).
	Network bool `yaml:"network"`
	// NetworkAllow are the hosts commands granted the network (and
	// web_fetch) may reach without asking: names, "*.name" (any name
	// below it), "*", or addresses and prefixes ("127.0.0.1",
	// "10.0.0.0/8"): a loopback, private or reserved address is reached
	// only when an entry here names it by address, whatever name
	// resolves to it. Only the person's own config may set it.
	NetworkAllow []string `yaml:"network_allow"`
	// NetworkDeny are hosts never reached, whatever else allows them.
	NetworkDeny []string `yaml:"network_deny"`
	// NetworkHosts are names the proxy resolves to the address given
	// instead of asking DNS (as curl's --resolve does); the address is
	// checked as any other (a loopback one needs network_allow). Only
	// the person's own config may set it.
	NetworkHosts map[string]string `yaml:"network_hosts"`
	// NetworkDirect gives a command granted the network the network
	// itself (every host, every protocol) instead of troupe's proxy.
	// Only the person's own config may set it.
	NetworkDirect bool `yaml:"network_direct"`
	// Writable are more directories commands may write (caches such as
	// ~/.cache); a leading ~ is the home directory.
	Writable []string `yaml:"writable"`
	// SecretPaths are more paths commands cannot read, beyond ~/.ssh,
	// ~/.aws, ~/.gnupg and the like; a leading ~ is the home directory.
	SecretPaths []string `yaml:"secret_paths"`
	// Env names environment variables (names or globs such as "MYCORP_*")
	// commands, hooks and MCP servers get beyond the built-in allowlist
	// (PATH, HOME, LANG, LC_*, TERM, TMPDIR, ...: sandbox.DefaultEnv);
	// nothing else of troupe's environment reaches them.
	Env []string `yaml:"env"`
	// HiddenSockets are more host control sockets commands cannot connect
	// to, beyond docker's, containerd's, podman's, systemd's and D-Bus's;
	// a leading ~ is the home directory.
	HiddenSockets []string `yaml:"hidden_sockets"`
	// UnixSockets lets commands create unix sockets, and so reach any
	// unix socket on the host they can name (a tmux server, an ssh
	// agent); off by default: only socketpair works.
	UnixSockets bool `yaml:"unix_sockets"`
	// UnixSocketAllow are the paths of unix sockets outside the sandbox
	// commands may connect to (an ssh agent's, say); every other connect
	// to a pathname socket is refused. Only the person's own config may
	// set it; a leading ~ is the home directory.
	UnixSocketAllow []string `yaml:"unix_socket_allow"`
	// MCPNetworkAllow are the hosts each stdio MCP server (by name) may
	// reach through troupe's proxy, besides NetworkAllow; every other host
	// is refused to it (nobody is asked while a server runs). A server
	// with "network": false reaches none. Only the person's own config
	// may set it.
	MCPNetworkAllow map[string][]string `yaml:"mcp_network_allow"`
	// Limits bound each process of a command; empty fields keep the
	// defaults (8G of memory, 4096 processes, files of 16G).
	Limits SandboxLimits `yaml:"limits"`
}

// SandboxLimits are per-command resource limits: sizes with an optional
// K, M, G or T suffix (powers of 1024), "0" for no limit.
type SandboxLimits struct {
	Memory    string `yaml:"memory"`
	Processes string `yaml:"processes"`
	FileSize  string `yaml:"file_size"`
	// Cgroups is "auto" (the default: each command in a control group of
	// its own where troupe may make one, bounding its memory and
	// processes as a whole and killing all of it when it ends) or "off"
	// (rlimits only, per process).
	Cgroups string `yaml:"cgroups"`
}

// ParseSize parses a size such as "512M" or "8G" (powers of 1024) or a
// plain number; "" is 0 with ok false (not set).
func ParseSize(s string) (n uint64, ok bool, err error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, false, nil
	}
	mult := uint64(1)
	switch strings.ToUpper(s[len(s)-1:]) {
	case "K":
		mult = 1 << 10
	case "M":
		mult = 1 << 20
	case "G":
		mult = 1 << 30
	case "T":
		mult = 1 << 40
	}
	if mult != 1 {
		s = s[:len(s)-1]
	}
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil || v > (^uint64(0))/mult {
		return 0, false, fmt.Errorf("config: bad size %q", s)
	}
	return v * mult, true, nil
}

// validate checks the mode and that every path is absolute or starts
// with ~.
func (s Sandbox) validate() error {
	switch strings.ToLower(s.Mode) {
	case "", "workspace-write", "read-only", "off":
	default:
		return fmt.Errorf("config: sandbox.mode must be workspace-write, read-only or off, not %q", s.Mode)
	}
	switch s.Limits.Cgroups {
	case "", "auto", "off":
	default:
		return fmt.Errorf("config: sandbox.limits.cgroups must be auto or off, not %q", s.Limits.Cgroups)
	}
	for _, v := range []string{s.Limits.Memory, s.Limits.Processes, s.Limits.FileSize} {
		if _, _, err := ParseSize(v); err != nil {
			return fmt.Errorf("config: sandbox.limits: %w", err)
		}
	}
	for server, hosts := range s.MCPNetworkAllow {
		for _, h := range hosts {
			if err := netproxy.ValidPattern(h); err != nil {
				return fmt.Errorf("config: sandbox.mcp_network_allow.%s: %w", server, err)
			}
		}
	}
	for _, h := range slices.Concat(s.NetworkAllow, s.NetworkDeny) {
		if err := netproxy.ValidPattern(h); err != nil {
			return fmt.Errorf("config: sandbox.network_allow/network_deny: %w", err)
		}
	}
	for name, addr := range s.NetworkHosts {
		if _, err := netip.ParseAddr(addr); err != nil || netproxy.ValidPattern(name) != nil || strings.Contains(name, "*") {
			return fmt.Errorf("config: sandbox.network_hosts: want NAME: ADDRESS, not %q: %q", name, addr)
		}
	}
	for _, p := range slices.Concat(s.Writable, s.SecretPaths, s.HiddenSockets, s.UnixSocketAllow) {
		if !filepath.IsAbs(p) && p != "~" && !strings.HasPrefix(p, "~/") {
			return fmt.Errorf("config: sandbox path %q must be absolute or start with ~/", p)
		}
	}
	return nil
}

// ExpandHome returns the paths with a leading ~ replaced by home; paths
// under ~ are dropped when home is "".
func ExpandHome(paths []string, home string) []string {
	var out []string
	for _, p := range paths {
		switch {
		case p == "~" || strings.HasPrefix(p, "~/"):
			if home == "" {
				continue
			}
			out = append(out, filepath.Join(home, strings.TrimPrefix(p, "~")))
		default:
			out = append(out, filepath.Clean(p))
		}
	}
	return out
}
