package shell

import (
	"path"
	"strings"
)

// scrubEnv returns environ, a list of "NAME=value" entries, without the
// variables that look like secrets: names ending in _API_KEY, _TOKEN or
// _SECRET, or containing PASSWORD, in any case, and names matching one of
// extra, glob patterns compared case-insensitively ("MYCORP_*", "DB_URL").
func scrubEnv(environ, extra []string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if !isSecret(name) && !matchesAny(name, extra) {
			out = append(out, kv)
		}
	}
	return out
}

func isSecret(name string) bool {
	n := strings.ToUpper(name)
	return strings.HasSuffix(n, "_API_KEY") || strings.HasSuffix(n, "_TOKEN") ||
		strings.HasSuffix(n, "_SECRET") || strings.Contains(n, "PASSWORD")
}

// matchesAny reports whether name matches one of the patterns; a malformed
// pattern matches only the name spelled the same.
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
