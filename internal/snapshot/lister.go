package snapshot

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

// Lister lists workspaces as List does, for a process that snapshots the
// same kind of workspace again and again (a coordinator, before each
// task): the empty repository through which git reads the ignore rules of
// a workspace that is not a repository is made once, on first use, and
// kept until Close, where List makes and removes one per call (a git
// process and ~20 files each time).
//
// Concurrency: safe for concurrent use; the repository is read only by
// git ls-files, its path guarded by mu.
type Lister struct {
	mu    sync.Mutex
	empty string // the empty bare repository; "" until made
}

// List returns dir's files, as the package's List does.
func (l *Lister) List(ctx context.Context, dir string) ([]string, error) {
	if isRepo(dir) {
		return List(ctx, dir)
	}
	if _, err := exec.LookPath("git"); err != nil {
		return walk(dir)
	}
	empty, err := l.repo(ctx)
	if err != nil {
		return nil, err
	}
	return gitFiles(ctx, dir, "--git-dir="+empty, "--work-tree="+dir, "ls-files", "-z", "--others", "--exclude-standard")
}

// repo returns the empty repository, making it if it is not there (first
// use, or removed from under us by a temp cleaner).
func (l *Lister) repo(ctx context.Context) (string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.empty != "" {
		if _, err := os.Stat(l.empty); err == nil {
			return l.empty, nil
		}
		_ = os.RemoveAll(l.empty)
	}
	empty, err := emptyRepo(ctx)
	if err != nil {
		return "", err
	}
	l.empty = empty
	return empty, nil
}

// Build stores the workspace in st as the package's Build does, listing it
// with l.
func (l *Lister) Build(ctx context.Context, st Store, dir string) (string, Stats, error) {
	files, err := l.List(ctx, dir)
	if err != nil {
		return "", Stats{}, err
	}
	return build(ctx, st, dir, files)
}

// Close removes the empty repository, if one was made. The Lister can be
// used again after (it makes another).
func (l *Lister) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.empty == "" {
		return nil
	}
	err := os.RemoveAll(l.empty)
	l.empty = ""
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("snapshot: %w", err)
	}
	return nil
}

// emptyPrefix starts the name of an empty repository's directory; the
// process's pid follows it, then a dash.
const emptyPrefix = "troupe-snapshot-git-"

// emptyRepo makes an empty bare repository in a new temporary directory,
// without the template's sample hooks. It first removes the ones processes
// that no longer run left behind (a coordinator killed with kill -9 never
// reaches Close).
func emptyRepo(ctx context.Context) (string, error) {
	sweepEmpty(os.TempDir())
	empty, err := os.MkdirTemp("", fmt.Sprintf("%s%d-", emptyPrefix, os.Getpid()))
	if err != nil {
		return "", fmt.Errorf("snapshot: %w", err)
	}
	if out, err := exec.CommandContext(ctx, "git", "init", "-q", "--bare", "--template=", empty).CombinedOutput(); err != nil {
		_ = os.RemoveAll(empty)
		return "", fmt.Errorf("snapshot: git init: %w: %s", err, out)
	}
	return empty, nil
}

// sweepEmpty removes the empty repositories in dir of processes that are
// gone: ours by name (emptyPrefix, a pid, a dash) and by owner, whose pid
// no longer runs. A pid in use again keeps its directory (a few KB) until
// that process is gone too.
func sweepEmpty(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), emptyPrefix)
		pidText, _, dash := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if !ok || !dash || err != nil || pid <= 0 || pid == os.Getpid() || !e.IsDir() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		if st, isUnix := info.Sys().(*syscall.Stat_t); !isUnix || int(st.Uid) != os.Getuid() {
			continue
		}
		if syscall.Kill(pid, 0) == syscall.ESRCH {
			_ = os.RemoveAll(filepath.Join(dir, e.Name()))
		}
	}
}
