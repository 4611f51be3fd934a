package sandbox

import (
	"os"
	"path/filepath"
	"strings"
)

// linkedGitDirs returns the git directories of a workspace whose .git is a
// file ("gitdir: …", a linked worktree or a submodule): its own git dir and
// the common one holding objects, refs and config. Commands need to write
// them for git add and git commit; nil when .git is a directory or absent.
func linkedGitDirs(ws string) []string {
	data, err := os.ReadFile(filepath.Join(ws, ".git"))
	if err != nil {
		return nil
	}
	dir, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "gitdir: ")
	if !ok || dir == "" {
		return nil
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(ws, dir)
	}
	dirs := []string{filepath.Clean(dir)}
	if c, err := os.ReadFile(filepath.Join(dir, "commondir")); err == nil {
		common := strings.TrimSpace(string(c))
		if !filepath.IsAbs(common) {
			common = filepath.Join(dir, common)
		}
		dirs = append(dirs, filepath.Clean(common))
	}
	return dirs
}

// gitProtected are the paths inside a git directory a command may not
// change: its configuration (core.fsmonitor, aliases and pagers run code),
// hooks and info (attributes, excludes).
var gitProtected = []string{"config", "config.worktree", "hooks", "info"}
