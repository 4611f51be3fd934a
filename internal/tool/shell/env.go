package shell

import (
	"os"

	"troupe/internal/sandbox"
)

// environ is the environment of a command run with o: troupe's own,
// through the sandbox's allowlist (sandbox.Environ) plus o.AllowEnv,
// minus o.ExtraSecretEnv.
func (o Options) environ() []string {
	return sandbox.Environ(os.Environ(), o.AllowEnv, o.ExtraSecretEnv)
}
