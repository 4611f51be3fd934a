package supervisor

import (
	"fmt"
	"io"
	"os"

	"troupe/internal/config"
	"troupe/internal/sandbox"
	"troupe/internal/tool/shell"
)

// sandboxPolicy is the policy template every command runs under: the
// workspace root is added per command by the shell tools.
func sandboxPolicy(c config.Config) sandbox.Policy {
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
	return p
}

// withSandbox sets o's sandbox from the config.
func withSandbox(o shell.Options, c config.Config) shell.Options {
	o.Sandbox = sandboxPolicy(c)
	return o
}

// sandboxActive reports whether commands will run confined: the sandbox
// is on and the kernel can enforce it.
func sandboxActive(c config.Config) bool {
	return sandboxPolicy(c).Enabled() && sandbox.Probe().Filesystem()
}

// warnUnsandboxed says, once at start, that commands run unconfined
// because the kernel has no Landlock, and that troupe asks before each.
func warnUnsandboxed(w io.Writer, c config.Config) {
	if sandboxPolicy(c).Enabled() && !sandbox.Probe().Filesystem() {
		fmt.Fprintln(w, "troupe: this kernel has no Landlock, so commands cannot be sandboxed; "+
			"troupe will ask before running each command that is not read-only (see `troupe sandbox check`)")
	}
}

// knownEnv is the environment command analysis may expand: the temp dir
// variable, whose value commands see unchanged.
func knownEnv() map[string]string {
	return map[string]string{"TMPDIR": os.Getenv("TMPDIR")}
}
