package shell

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"troupe/internal/lazy"
	"troupe/internal/sandbox"
)

// A command may not leave anything in a git directory that makes the
// user's next git command, outside the sandbox, run code or read another
// configuration: the sandbox keeps what exists read-only (all but what
// ordinary git commands write), and undoGit undoes what a command added:
// a new entry of an existing git directory (commondir, config.worktree,
// modules) is removed; a new .git file ("gitdir: …", which can point at a
// planted git directory) is removed; a new git directory (git init, git
// clone) keeps what git init and git clone write and loses the rest:
// hooks other than the samples, configuration keys outside gitSafeKey,
// commondir, config.worktree and linked worktrees, in its submodules too.

// gitSafeKey matches the configuration keys a repository created in the
// sandbox keeps: what git init, git clone and a commit's identity write.
// Compiled on first use, not at init: every troupe command links this
// package.
var gitSafeKey = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^(core\.(repositoryformatversion|filemode|bare|logallrefupdates|ignorecase|precomposeunicode|symlinks|autocrlf|eol|safecrlf|quotepath)` +
		`|init\.defaultbranch|user\.(name|email)|extensions\.(objectformat|refstorage)` +
		`|remote\..+\.(url|fetch|pushurl|tagopt|prune)|branch\..+\.(remote|merge|rebase)` +
		`|submodule\..+\.(url|active)|pull\.(rebase|ff)|push\.(default|autosetupremote)|fetch\.prune|color\.ui)$`)
}}

// gitCheckTimeout bounds each git config run on a new repository.
const gitCheckTimeout = 10 * time.Second

// undoGit undoes in the workspace ws what a command added to its git
// directories since before, and returns what it removed
// (workspace-relative, "key" for a config key) and what it could not.
func undoGit(ws string, before sandbox.GitState) (removed, failed []string) {
	c := before.Changes(ws)
	for _, p := range slices.Concat(c.Entries, c.Files) {
		rel, _ := filepath.Rel(ws, p)
		if err := os.RemoveAll(p); err != nil {
			failed = append(failed, rel)
			continue
		}
		removed = append(removed, rel)
	}
	for _, dir := range c.Repos {
		r, f := cleanGitDir(ws, dir)
		removed, failed = append(removed, r...), append(failed, f...)
	}
	return removed, failed
}

// gitKept are the entries of a new git directory kept besides those git
// writes all the time (sandbox.GitEntryWritable); config, hooks and
// modules are cleaned rather than kept whole.
var gitKept = []string{"description", "info", "branches"}

// cleanGitDir removes from the new git directory dir (in ws) what could
// run code outside the sandbox.
func cleanGitDir(ws, dir string) (removed, failed []string) {
	rm := func(p string) {
		rel, _ := filepath.Rel(ws, p)
		if err := os.RemoveAll(p); err != nil {
			failed = append(failed, rel)
			return
		}
		removed = append(removed, rel)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name, p := e.Name(), filepath.Join(dir, e.Name())
		switch {
		case sandbox.GitEntryWritable(name) || slices.Contains(gitKept, name):
		case name == "hooks":
			hooks, _ := os.ReadDir(p)
			for _, h := range hooks {
				if !strings.HasSuffix(h.Name(), ".sample") {
					rm(filepath.Join(p, h.Name()))
				}
			}
		case name == "config":
			r, f := cleanGitConfig(ws, p)
			removed, failed = append(removed, r...), append(failed, f...)
		case name == "modules" && e.IsDir():
			subs, _ := os.ReadDir(p)
			for _, sub := range subs {
				if sub.IsDir() {
					r, f := cleanGitDir(ws, filepath.Join(p, sub.Name()))
					removed, failed = append(removed, r...), append(failed, f...)
				}
			}
		default: // commondir, config.worktree, worktrees, anything unknown
			rm(p)
		}
	}
	return removed, failed
}

// cleanGitConfig removes from the config file cfg the keys outside
// gitSafeKey, or the whole file when git cannot read it.
func cleanGitConfig(ws, cfg string) (removed, failed []string) {
	rel, _ := filepath.Rel(ws, cfg)
	keys, err := gitConfigKeys(cfg)
	if err != nil { // cannot be read safely: it goes
		if err := os.Remove(cfg); err != nil {
			return nil, []string{rel}
		}
		return []string{rel}, nil
	}
	for _, k := range keys {
		if gitSafeKey.Get().MatchString(k) {
			continue
		}
		if err := gitConfig(cfg, "--unset-all", k); err != nil {
			failed = append(failed, rel+" "+k)
			continue
		}
		removed = append(removed, rel+" "+k)
	}
	return removed, failed
}

// gitConfigKeys lists the keys set in the config file cfg, lower-cased
// by git. With --file git reads that file only and follows no include.
func gitConfigKeys(cfg string) ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), gitCheckTimeout)
	defer cancel()
	out, err := gitCommand(ctx, cfg, "--null", "--name-only", "--list").Output()
	if err != nil {
		return nil, err
	}
	var keys []string
	seen := map[string]bool{}
	for _, k := range bytes.Split(out, []byte{0}) {
		if s := string(k); s != "" && !seen[s] {
			seen[s] = true
			keys = append(keys, s)
		}
	}
	return keys, nil
}

// gitConfig runs git config on the file cfg.
func gitConfig(cfg string, args ...string) error {
	ctx, cancel := context.WithTimeout(context.Background(), gitCheckTimeout)
	defer cancel()
	return gitCommand(ctx, cfg, args...).Run()
}

func gitCommand(ctx context.Context, cfg string, args ...string) *exec.Cmd {
	c := exec.CommandContext(ctx, "git", append([]string{"config", "--file", cfg}, args...)...)
	// Run away from the new repository, so git's discovery finds none
	// whose settings it would read, and with no system or user config.
	c.Dir = "/"
	c.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CEILING_DIRECTORIES=/")
	return c
}
