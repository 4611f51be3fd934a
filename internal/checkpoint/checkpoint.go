package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Dir is the shadow repository's directory inside a session directory.
const Dir = "checkpoints"

const (
	headRef      = "refs/troupe/head"
	turnPrefix   = "refs/troupe/turns/"
	undonePrefix = "refs/troupe/undone/"
	labelTurn    = "before turn "
	labelUndo    = "before undo of turn "
)

// ErrNoCheckpoint is returned by Undo when there is nothing to undo.
var ErrNoCheckpoint = errors.New("checkpoint: no checkpoint to undo")

// Store is one session's shadow repository for one workspace.
type Store struct {
	gitDir, workTree string

	mu    sync.Mutex
	ready bool            // the repository exists
	taken map[string]bool // turns checkpointed by this process
}

// Open returns the store of the session directory sessionDir for the
// workspace root ws; the repository is created on the first snapshot.
func Open(sessionDir, ws string) *Store {
	return &Store{gitDir: filepath.Join(sessionDir, Dir), workTree: ws, taken: map[string]bool{}}
}

// Checkpoint is one recorded state.
type Checkpoint struct {
	Commit string    // the snapshot commit in the shadow repository
	Turn   string    // the turn it was taken before; "" for other snapshots
	Label  string    // why it was taken
	Time   time.Time // when
}

// BeforeTurn records the workspace before turn's first change; later
// calls for the same turn return at once. It is safe to call from the
// goroutines of parallel tool calls: all return after the snapshot.
func (s *Store) BeforeTurn(ctx context.Context, turn string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.taken[turn] {
		return nil
	}
	if s.existsLocked() && s.hasRef(ctx, turn) { // taken before a restart
		s.taken[turn] = true
		return nil
	}
	commit, err := s.snapshotLocked(ctx, labelTurn+turn)
	if err != nil {
		return err
	}
	if _, err := s.git(ctx, nil, "update-ref", turnPrefix+turn, commit); err != nil {
		return err
	}
	s.taken[turn] = true
	return nil
}

// Snapshot records the workspace now with label and returns the commit.
func (s *Store) Snapshot(ctx context.Context, label string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.snapshotLocked(ctx, label)
}

func (s *Store) snapshotLocked(ctx context.Context, label string) (string, error) {
	if err := s.initLocked(ctx); err != nil {
		return "", err
	}
	if _, err := s.git(ctx, nil, "add", "--all", "."); err != nil {
		return "", err
	}
	tree, err := s.git(ctx, nil, "write-tree")
	if err != nil {
		return "", err
	}
	args := []string{"commit-tree", strings.TrimSpace(tree), "-m", label}
	if parent, err := s.rev(ctx, headRef); err == nil {
		args = append(args, "-p", parent)
	}
	commit, err := s.git(ctx, nil, args...)
	if err != nil {
		return "", err
	}
	commit = strings.TrimSpace(commit)
	if _, err := s.git(ctx, nil, "update-ref", headRef, commit); err != nil {
		return "", err
	}
	return commit, nil
}

// initLocked creates the shadow repository once.
func (s *Store) initLocked(ctx context.Context) error {
	if s.ready {
		return nil
	}
	if _, err := os.Stat(filepath.Join(s.gitDir, "HEAD")); err != nil {
		if err := os.MkdirAll(s.gitDir, 0o700); err != nil {
			return fmt.Errorf("checkpoint: %w", err)
		}
		if _, err := s.git(ctx, nil, "init", "--quiet"); err != nil {
			return err
		}
	}
	s.ready = true
	return nil
}

// existsLocked reports whether the shadow repository exists.
func (s *Store) existsLocked() bool {
	_, err := os.Stat(filepath.Join(s.gitDir, "HEAD"))
	return err == nil
}

// hasRef reports whether turn has a checkpoint, undone or not.
func (s *Store) hasRef(ctx context.Context, turn string) bool {
	_, err1 := s.rev(ctx, turnPrefix+turn)
	_, err2 := s.rev(ctx, undonePrefix+turn)
	return err1 == nil || err2 == nil
}

func (s *Store) rev(ctx context.Context, ref string) (string, error) {
	out, err := s.git(ctx, nil, "rev-parse", "--verify", "--quiet", ref+"^{commit}")
	return strings.TrimSpace(out), err
}

// Turns lists the turns' checkpoints, oldest first.
func (s *Store) Turns(ctx context.Context) ([]Checkpoint, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.turnsLocked(ctx)
}

func (s *Store) turnsLocked(ctx context.Context) ([]Checkpoint, error) {
	if _, err := os.Stat(filepath.Join(s.gitDir, "HEAD")); err != nil {
		return nil, nil
	}
	out, err := s.git(ctx, nil, "for-each-ref", "--format=%(refname)%09%(objectname)%09%(creatordate:unix)%09%(subject)", turnPrefix)
	if err != nil {
		return nil, err
	}
	var cps []Checkpoint
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.SplitN(line, "\t", 4)
		if len(f) != 4 {
			continue
		}
		sec, _ := strconv.ParseInt(f[2], 10, 64)
		cps = append(cps, Checkpoint{Turn: strings.TrimPrefix(f[0], turnPrefix), Commit: f[1], Time: time.Unix(sec, 0), Label: f[3]})
	}
	sort.SliceStable(cps, func(i, j int) bool { return turnLess(cps[i].Turn, cps[j].Turn) })
	return cps, nil
}

// turnLess orders turn ids "t2" < "t10", falling back to text.
func turnLess(a, b string) bool {
	na, ea := strconv.Atoi(strings.TrimPrefix(a, "t"))
	nb, eb := strconv.Atoi(strings.TrimPrefix(b, "t"))
	if ea == nil && eb == nil {
		return na < nb
	}
	return a < b
}
