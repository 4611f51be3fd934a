package sandbox

import (
	"path"
	"strings"
)

// DefaultEnv are the environment variables (names, or globs ending in *)
// a command gets from troupe's environment: what programs need to find
// themselves, their locale, terminal and directories; never credentials.
// Anything else reaches a command only when the user's config names it
// (sandbox.env). A denylist could never name every secret
// (AWS_SECRET_ACCESS_KEY, GITHUB_PAT, STRIPE_SECRET_KEY, DATABASE_URL,
// SSH_AUTH_SOCK, NATS_NKEY...); an allowlist names what is safe.
var DefaultEnv = []string{
	"PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "LANGUAGE", "LC_*", "TERM", "COLORTERM",
	"TERM_PROGRAM", "TMPDIR", "TZ", "PWD", "EDITOR", "VISUAL", "PAGER", "NO_COLOR", "FORCE_COLOR",
	"CLICOLOR", "CLICOLOR_FORCE", "COLUMNS", "LINES", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME",
	"XDG_STATE_HOME", "XDG_RUNTIME_DIR", "GOPATH", "GOROOT", "GOCACHE", "GOMODCACHE", "GOFLAGS",
	"GOTOOLCHAIN", "GOPROXY", "GOPRIVATE", "GONOSUMDB", "GONOPROXY", "GOSUMDB", "GOOS", "GOARCH",
	"CGO_ENABLED", "CARGO_HOME", "RUSTUP_HOME", "RUSTUP_TOOLCHAIN", "NVM_DIR", "NVM_BIN", "PYENV_ROOT",
	"VIRTUAL_ENV", "CONDA_PREFIX", "CONDA_DEFAULT_ENV", "JAVA_HOME", "GRADLE_USER_HOME", "MAVEN_HOME",
	"BUN_INSTALL", "DENO_DIR", "PNPM_HOME", "SSL_CERT_FILE", "SSL_CERT_DIR", "NODE_EXTRA_CA_CERTS",
	"REQUESTS_CA_BUNDLE", "CI", "DEBIAN_FRONTEND", "HOSTNAME", "SHLVL", "MANPATH", "INFOPATH",
	"PKG_CONFIG_PATH", "LD_LIBRARY_PATH", "CC", "CXX",
}

// Environ returns the entries of environ ("NAME=value") a command may
// see: those whose name matches DefaultEnv or allow (names or globs, any
// case) and none of deny (names or globs the user keeps out even when
// allowed). It is the one place the environment of anything troupe
// starts on the user's behalf is built: commands, background jobs,
// hooks, `!command`, MCP servers.
func Environ(environ, allow, deny []string) []string {
	out := make([]string, 0, len(DefaultEnv))
	for _, kv := range environ {
		name, _, ok := strings.Cut(kv, "=")
		if !ok || name == "" {
			continue
		}
		if (matchesAny(name, DefaultEnv) || matchesAny(name, allow)) && !matchesAny(name, deny) {
			out = append(out, kv)
		}
	}
	return out
}

// matchesAny reports whether name matches one of the patterns, compared
// case-insensitively; a malformed pattern matches only the name spelled
// the same.
func matchesAny(name string, patterns []string) bool {
	n := strings.ToUpper(name)
	for _, p := range patterns {
		p = strings.ToUpper(p)
		if ok, err := path.Match(p, n); ok || (err != nil && p == n) {
			return true
		}
	}
	return false
}

// MatchesAny reports whether the variable name matches one of patterns
// (names or globs, any case).
func MatchesAny(name string, patterns []string) bool { return matchesAny(name, patterns) }
