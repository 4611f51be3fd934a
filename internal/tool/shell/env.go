package shell

import (
	"os"
	"strings"

	"troupe/internal/sandbox"
)

// environ is the environment of a command run with o: troupe's own,
// through the sandbox's allowlist (sandbox.Environ) plus o.AllowEnv,
// minus o.ExtraSecretEnv.
func (o Options) environ() []string {
	env := sandbox.Environ(os.Environ(), o.AllowEnv, o.ExtraSecretEnv)
	for _, kv := range o.SetEnv { // set after the allowlist: they are the settings' own values
		name, _, _ := strings.Cut(kv, "=")
		if name != "" && !sandbox.MatchesAny(name, o.ExtraSecretEnv) {
			env = append(env, kv)
		}
	}
	return env
}
