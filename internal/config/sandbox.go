package config

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Sandbox configures the kernel sandbox every command a tool starts runs
// in (see internal/sandbox).
type Sandbox struct {
	// Mode is workspace-write (default: write only the workspace, the temp
	// dirs and Writable), read-only, or off.
	Mode string `yaml:"mode"`
	// Network allows commands TCP connect and bind.
	Network bool `yaml:"network"`
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
}

// validate checks the mode and that every path is absolute or starts
// with ~.
func (s Sandbox) validate() error {
	switch strings.ToLower(s.Mode) {
	case "", "workspace-write", "read-only", "off":
	default:
		return fmt.Errorf("config: sandbox.mode must be workspace-write, read-only or off, not %q", s.Mode)
	}
	for _, p := range slices.Concat(s.Writable, s.SecretPaths, s.HiddenSockets) {
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
