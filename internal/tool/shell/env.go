package shell

import "strings"

// scrubEnv returns environ, a list of "NAME=value" entries, without the
// variables that look like secrets: names ending in _API_KEY, _TOKEN or
// _SECRET, or containing PASSWORD, in any case.
func scrubEnv(environ []string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if !isSecret(name) {
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
