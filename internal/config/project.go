package config

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"

	"troupe/internal/diag"
)

// LoosenWhy is why a project layer's setting was ignored (the Why of its
// entry in Config.Diag).
const LoosenWhy = "a repository's config cannot loosen sandbox, bus, approval or provider settings: set it in your own config (~/.config/troupe/config.yaml)"

// isProjectLayer reports whether p is a workspace's .troupe/config.yaml
// (the last of Paths), the layer a cloned repository brings.
func isProjectLayer(p string) bool {
	return filepath.Base(p) == "config.yaml" && filepath.Base(filepath.Dir(p)) == ".troupe"
}

// UntrustedWhy is why a project file was not read (the Why of its entry in
// Config.Diag or an MCP report).
const UntrustedWhy = "this directory is not trusted (troupe trust, or --trust)"

// skipUntrusted records that the project layer p, if it exists, was not
// read because its directory is not trusted.
func skipUntrusted(p string, r *diag.Report) {
	if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
		return
	}
	r.Add(diag.Entry{Kind: diag.Settings, File: p, Status: diag.Skipped,
		Why: UntrustedWhy})
}

// beforeProject copies what decoding a project layer onto c may change in
// place (maps), so restrictProject can compare and restore.
func beforeProject(c Config) Config {
	b := c
	b.Providers = maps.Clone(c.Providers)
	b.MCPServers = maps.Clone(c.MCPServers)
	b.Sandbox.NetworkHosts = maps.Clone(c.Sandbox.NetworkHosts)
	return b
}

// restrictProject undoes what the project layer file set that only the
// person's own config may: every bus setting, a looser approval mode or
// on_ask, providers (a base URL elsewhere would carry an API key there),
// the tools' temp dir, and every sandbox setting except those that
// tighten it (a stricter mode, the network or unix sockets off, more
// secret paths and hidden sockets). Each undone setting is recorded in
// c.Diag.
func restrictProject(before Config, c *Config, file string) {
	undo := func(key string) {
		c.Diag.Add(diag.Entry{Kind: diag.Settings, Name: key, File: file, Status: diag.Skipped, Why: LoosenWhy})
	}
	if c.Bus != before.Bus {
		c.Bus = before.Bus
		undo("bus")
	}
	// Unknown values are left for Validate to name.
	if c.Approval != before.Approval && known(c.Approval, "manual", "auto-edit", "auto") && approvalRank(c.Approval) >= approvalRank(before.Approval) {
		c.Approval = before.Approval
		undo("approval")
	}
	if c.OnAsk != before.OnAsk && c.OnAsk == "allow" {
		c.OnAsk = before.OnAsk
		undo("on_ask")
	}
	if !reflect.DeepEqual(c.Providers, before.Providers) {
		c.Providers = before.Providers
		undo("providers")
	}
	if c.Tools.TempDir != before.Tools.TempDir {
		c.Tools.TempDir = before.Tools.TempDir
		undo("tools.temp_dir")
	}
	if c.Tools.WebSearch != before.Tools.WebSearch {
		c.Tools.WebSearch = before.Tools.WebSearch
		undo("tools.web_search")
	}
	s, b := &c.Sandbox, before.Sandbox
	if s.Mode != b.Mode && known(s.Mode, "workspace-write", "read-only", "off") && modeRank(s.Mode) <= modeRank(b.Mode) {
		s.Mode = b.Mode
		undo("sandbox.mode")
	}
	if s.Network && !b.Network {
		s.Network = false
		undo("sandbox.network")
	}
	if s.NetworkDirect && !b.NetworkDirect {
		s.NetworkDirect = false
		undo("sandbox.network_direct")
	}
	if !maps.Equal(s.NetworkHosts, b.NetworkHosts) {
		s.NetworkHosts = b.NetworkHosts
		undo("sandbox.network_hosts")
	}
	if !slices.Equal(s.NetworkAllow, b.NetworkAllow) {
		s.NetworkAllow = b.NetworkAllow
		undo("sandbox.network_allow")
	}
	s.NetworkDeny = union(b.NetworkDeny, s.NetworkDeny)
	if s.UnixSockets && !b.UnixSockets {
		s.UnixSockets = false
		undo("sandbox.unix_sockets")
	}
	if !slices.Equal(s.UnixSocketAllow, b.UnixSocketAllow) {
		s.UnixSocketAllow = b.UnixSocketAllow
		undo("sandbox.unix_socket_allow")
	}
	if !slices.Equal(s.Writable, b.Writable) {
		s.Writable = b.Writable
		undo("sandbox.writable")
	}
	if !slices.Equal(s.Env, b.Env) {
		s.Env = b.Env
		undo("sandbox.env")
	}
	if !maps.EqualFunc(s.MCPNetworkAllow, b.MCPNetworkAllow, slices.Equal[[]string]) {
		s.MCPNetworkAllow = b.MCPNetworkAllow
		undo("sandbox.mcp_network_allow")
	}
	if s.Limits != b.Limits {
		s.Limits = b.Limits
		undo("sandbox.limits")
	}
	s.SecretPaths = union(b.SecretPaths, s.SecretPaths)
	s.HiddenSockets = union(b.HiddenSockets, s.HiddenSockets)
}

// approvalRank orders approval modes from strict to loose; "" (auto-edit
// with a person, auto without) counts as the looser.
func approvalRank(m string) int {
	switch m {
	case "manual":
		return 0
	case "auto-edit":
		return 1
	}
	return 2
}

// modeRank orders sandbox modes from loose to strict.
func modeRank(m string) int {
	switch m {
	case "off":
		return 0
	case "read-only":
		return 2
	}
	return 1
}

func known(v string, values ...string) bool { return slices.Contains(values, v) }

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, v := range b {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}
