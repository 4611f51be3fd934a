package safety

import (
	"path"
	"strings"
)

// protectedPaths are workspace-relative paths that could widen the
// agent's permissions or run code later: git's configuration and hooks,
// troupe's and Claude Code's settings, MCP servers, CI definitions, editor
// tasks. Writing one is asked in every mode unless an allow rule names the
// path; inside the sandbox they are read-only (internal/sandbox keeps the
// same list).
var protectedPaths = []struct{ rel, what string }{
	{".git/config", "git configuration (core.fsmonitor, aliases and pagers run code)"},
	{".git/hooks", "git hooks (run on later git commands)"},
	{".git/info", "git attributes and excludes"},
	{".troupe", "troupe's settings and permissions"},
	{".claude", "Claude Code settings"},
	{".mcp.json", "MCP server definitions"},
	{".github/workflows", "CI definitions"},
	{".gitlab-ci.yml", "CI definitions"},
	{".circleci", "CI definitions"},
	{".buildkite", "CI definitions"},
	{".vscode", "editor tasks and settings"},
	{".idea", "editor settings"},
	{".envrc", "direnv start-up file"},
	{".gitmodules", "git submodule definitions"},
}

// ProtectedPath reports whether abs (absolute, clean) is a protected path
// of the workspace ws, and says what it is. The .git/config and
// .git/hooks of repositories nested anywhere below ws count too.
func ProtectedPath(abs, ws string) (bool, string) {
	if ws == "" {
		return false, ""
	}
	rel, ok := strings.CutPrefix(path.Clean(abs), path.Clean(ws)+"/")
	if !ok {
		return false, ""
	}
	for _, p := range protectedPaths {
		if rel == p.rel || strings.HasPrefix(rel, p.rel+"/") {
			return true, p.what
		}
	}
	slashed := "/" + rel
	switch {
	case strings.HasSuffix(slashed, "/.git/config"):
		return true, protectedPaths[0].what
	case strings.Contains(slashed+"/", "/.git/hooks/"):
		return true, protectedPaths[1].what
	}
	return false, ""
}
