package checkpoint

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// ErrNoGit is returned when git is not installed.
var ErrNoGit = errors.New("checkpoint: git is not installed")

// git runs git on the shadow repository with the workspace as work tree
// and returns its standard output.
func (s *Store) git(ctx context.Context, stdin []byte, args ...string) (string, error) {
	bin, err := exec.LookPath("git")
	if err != nil {
		return "", ErrNoGit
	}
	full := append([]string{"--git-dir=" + s.gitDir, "--work-tree=" + s.workTree,
		"-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "core.autocrlf=false",
		"-c", "core.safecrlf=false", "-c", "commit.gpgsign=false", "-c", "core.quotepath=false"}, args...)
	cmd := exec.CommandContext(ctx, bin, full...)
	// Stopped by the time cap, git is asked to end (its signal handler
	// removes the index.lock it holds; SIGKILL would leave the lock and
	// fail every later snapshot), and killed only if it does not.
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 5 * time.Second
	cmd.Dir = s.workTree
	env := cleanEnv(os.Environ())
	if s.index != "" {
		env = append(env, "GIT_INDEX_FILE="+s.index)
	}
	cmd.Env = append(env,
		"GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0",
		"GIT_AUTHOR_NAME=troupe", "GIT_AUTHOR_EMAIL=troupe@localhost",
		"GIT_COMMITTER_NAME=troupe", "GIT_COMMITTER_EMAIL=troupe@localhost")
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("checkpoint: git %s: %s: %w", args[0], strings.TrimSpace(errb.String()), err)
	}
	return out.String(), nil
}

// cleanEnv drops the GIT_* variables that would point git elsewhere.
func cleanEnv(env []string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, "GIT_") {
			out = append(out, kv)
		}
	}
	return out
}
