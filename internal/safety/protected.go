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
	{".husky", "git hooks (husky)"},
	{".pre-commit-config.yaml", "pre-commit hooks"},
	{".pre-commit-hooks.yaml", "pre-commit hooks"},
	{".devcontainer", "dev container definition (runs when the folder is opened)"},
	{".devcontainer.json", "dev container definition (runs when the folder is opened)"},
	{".zed", "editor tasks and settings"},
	{".fleet", "editor settings"},
	{".npmrc", "npm configuration (registry, scripts)"},
	{".yarnrc", "Yarn configuration"},
	{".yarnrc.yml", "Yarn configuration (yarnPath and plugins run code)"},
	{".yarn/releases", "Yarn release run by every yarn command"},
	{".yarn/plugins", "Yarn plugins (run code)"},
	{".pnpmfile.cjs", "pnpm hooks (run code)"},
	{"bunfig.toml", "Bun configuration (preload scripts)"},
	{"pip.conf", "pip configuration"},
	{".pip", "pip configuration"},
	{".cargo/config.toml", "Cargo configuration (runners, build settings)"},
	{".cargo/config", "Cargo configuration (runners, build settings)"},
	{"rust-toolchain.toml", "Rust toolchain selection"},
	{"rust-toolchain", "Rust toolchain selection"},
	{".mise.toml", "mise configuration (tasks, env)"},
	{"mise.toml", "mise configuration (tasks, env)"},
	{".tool-versions", "asdf tool versions"},
}

// MemoryDir is the workspace-relative directory of the memory tool's
// files (/memories): inside .troupe but not protected, since nothing there
// configures troupe or runs later.
const MemoryDir = ".troupe/memories"

// ProtectedPaths returns the workspace-relative protected paths: the one
// list the gate and the sandbox share.
func ProtectedPaths() []string {
	out := make([]string, len(protectedPaths))
	for i, p := range protectedPaths {
		out[i] = p.rel
	}
	return out
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
	if rel == MemoryDir || strings.HasPrefix(rel, MemoryDir+"/") {
		return false, "" // notes, not settings: the memory tool writes here (checkpointed, confined by os.Root)
	}
	for _, p := range protectedPaths {
		if rel == p.rel || strings.HasPrefix(rel, p.rel+"/") {
			return true, p.what
		}
	}
	// Inside any git directory (the workspace's or a nested one) only
	// what ordinary git commands write is unprotected; a .git file
	// anywhere is a pointer to a git directory.
	slashed := "/" + rel
	if i := strings.LastIndex(slashed, "/.git/"); i >= 0 {
		entry, _, _ := strings.Cut(slashed[i+len("/.git/"):], "/")
		if !GitEntryWritable(entry) {
			return true, "git directory entry (configuration, hooks or pointers that run code later)"
		}
		return false, ""
	}
	if strings.HasSuffix(slashed, "/.git") {
		return true, "git directory or pointer"
	}
	return false, ""
}

// GitEntryWritable reports whether name, an entry of a git directory, is
// one ordinary git commands (add, commit, fetch, merge, rebase, stash,
// bisect, gc) write, lock and temporary files included. Every other entry
// (config, hooks, info, modules, worktrees, commondir, config.worktree,
// description, ...) is protected: the sandbox keeps it read-only and undoes
// one a command adds.
func GitEntryWritable(name string) bool {
	switch name {
	case "objects", "refs", "logs", "index", "sharedindex", "HEAD", "ORIG_HEAD", "FETCH_HEAD", "MERGE_HEAD",
		"MERGE_MSG", "MERGE_MODE", "MERGE_RR", "AUTO_MERGE", "COMMIT_EDITMSG", "TAG_EDITMSG", "NOTES_EDITMSG",
		"SQUASH_MSG", "EDIT_DESCRIPTION", "packed-refs", "CHERRY_PICK_HEAD", "REVERT_HEAD", "REBASE_HEAD",
		"rebase-merge", "rebase-apply", "sequencer", "shallow", "gc.pid", "gc.log", "rr-cache", "lfs",
		"BISECT_LOG", "BISECT_START", "BISECT_NAMES", "BISECT_TERMS", "BISECT_EXPECTED_REV", "BISECT_ANCESTORS_OK",
		"BISECT_RUN", "BISECT_HEAD", "index.stash", "next-index":
		return true
	}
	return strings.HasSuffix(name, ".lock") || strings.HasPrefix(name, "index.stash.") ||
		strings.HasPrefix(name, "sharedindex.") || strings.HasPrefix(name, "tmp_")
}
