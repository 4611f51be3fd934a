package supervisor

import (
	"troupe/internal/config"
	"troupe/internal/sandbox"
	"troupe/internal/tool"
	toolfs "troupe/internal/tool/fs"
	"troupe/internal/tool/shell"
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
	return o
}

// BuiltinTools are the built-in file and shell tools over o.
func BuiltinTools(o shell.Options) []tool.Tool {
	return append(toolfs.Tools(), shell.Tools(o)...)
}
