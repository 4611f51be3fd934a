package shell

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// A workspace that is not a git repository has no .git/config or hooks
// for the sandbox to keep read-only, so a command could create a
// repository whose configuration runs code when a person later uses git
// there outside the sandbox (core.fsmonitor, core.pager, aliases, hooks).
// When a sandboxed command creates .git, what git init and git clone do
// not write is removed once the command ends: hooks other than the
// samples, and configuration keys outside gitSafeKey.

// gitSafeKey matches the configuration keys a repository created in the
// sandbox keeps: what git init, git clone and a commit's identity write.
var gitSafeKey = regexp.MustCompile(`^(core\.(repositoryformatversion|filemode|bare|logallrefupdates|ignorecase|precomposeunicode|symlinks|autocrlf|eol|safecrlf|quotepath)` +
	`|init\.defaultbranch|user\.(name|email)|extensions\.(objectformat|refstorage|worktreeconfig)` +
	`|remote\..+\.(url|fetch|pushurl|tagopt|prune)|branch\..+\.(remote|merge|rebase)` +
	`|pull\.(rebase|ff)|push\.(default|autosetupremote)|fetch\.prune|color\.ui)$`)

// gitCheckTimeout bounds each git config run on a new repository.
const gitCheckTimeout = 10 * time.Second

// cleanNewRepo removes from the repository the command created in ws
// what could run code outside the sandbox, and returns what it removed
// (workspace-relative, "key" for a config key) and what it could not.
func cleanNewRepo(ws string) (removed, failed []string) {
	gitDir := filepath.Join(ws, ".git")
	if fi, err := os.Lstat(gitDir); err != nil || !fi.IsDir() {
		return nil, nil
	}
	hooks := filepath.Join(gitDir, "hooks")
	entries, _ := os.ReadDir(hooks)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".sample") {
			continue
		}
		rel := filepath.Join(".git", "hooks", e.Name())
		if err := os.RemoveAll(filepath.Join(hooks, e.Name())); err != nil {
			failed = append(failed, rel)
			continue
		}
		removed = append(removed, rel)
	}
	cfg := filepath.Join(gitDir, "config")
	if _, err := os.Lstat(cfg); err != nil {
		return removed, failed
	}
	keys, err := gitConfigKeys(cfg)
	if err != nil { // cannot be read safely: it goes
		if err := os.Remove(cfg); err != nil {
			return removed, append(failed, ".git/config")
		}
		return append(removed, ".git/config"), failed
	}
	for _, k := range keys {
		if gitSafeKey.MatchString(k) {
			continue
		}
		if err := gitConfig(cfg, "--unset-all", k); err != nil {
			failed = append(failed, ".git/config "+k)
			continue
		}
		removed = append(removed, ".git/config "+k)
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
