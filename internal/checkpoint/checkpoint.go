package checkpoint

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
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

// Dir is the directory, under troupe's data root, that holds one shared
// shadow repository per workspace.
const Dir = "checkpoints"

// legacyDir is where a session kept a shadow repository of its own before
// the stores were shared per workspace; such sessions can still be undone.
const legacyDir = "checkpoints"

const (
	labelTurn = "before turn "
	labelUndo = "before undo of turn "
)

// ErrNoCheckpoint is returned by Undo when there is nothing to undo.
var ErrNoCheckpoint = errors.New("checkpoint: no checkpoint to undo")

// Limits bound what one snapshot may cost. Zero fields take the defaults.
type Limits struct {
	MaxFileBytes  int64         // files larger are left out of a snapshot (default 16 MiB)
	MaxTotalBytes int64         // new or changed bytes hashed per snapshot (default 512 MiB)
	MaxFiles      int           // new or changed files per snapshot (default 20,000)
	Timeout       time.Duration // one snapshot's time (default 30 s)
}

func (l Limits) withDefaults() Limits {
	if l.MaxFileBytes <= 0 {
		l.MaxFileBytes = 16 << 20
	}
	if l.MaxTotalBytes <= 0 {
		l.MaxTotalBytes = 512 << 20
	}
	if l.MaxFiles <= 0 {
		l.MaxFiles = 20000
	}
	if l.Timeout <= 0 {
		l.Timeout = 30 * time.Second
	}
	return l
}

// Store is one session's view of its workspace's shadow repository: the
// repository is shared by every session of the workspace (objects, and
// the user's own repository's objects through git alternates), while each
// session has its own refs (refs/troupe/sessions/<id>/…) and its own index.
type Store struct {
	gitDir, workTree string
	index            string // GIT_INDEX_FILE; "" for the repository's own
	prefix           string // ref namespace of the session
	seed             string // index to start from when the session has none
	alternate        string // the user's object directory, "" if none
	exclude          []string
	userExclude      string // the user's info/exclude, "" if none
	limits           Limits
	staged           int                                  // files read by the last snapshot, for tests
	beforeChunk      func(ctx context.Context, start int) // called before each staging chunk, for tests
	chunkFiles       int                                  // files per staging chunk; 0 for maxChunkFiles

	mu    sync.Mutex
	ready bool            // the repository exists
	taken map[string]bool // turns checkpointed by this process
}

// Open returns the checkpoint store of the session whose directory is
// sessionDir, for the workspace root ws, with troupe's data root root.
// The shared repository is root/checkpoints/<hash of ws>, created on the
// first snapshot; a session that already has a repository of its own in
// sessionDir (made by an earlier release) keeps using it.
func Open(root, sessionDir, ws string) *Store {
	return OpenLimits(root, sessionDir, ws, Limits{})
}

// OpenLimits is Open with snapshot limits.
func OpenLimits(root, sessionDir, ws string, l Limits) *Store {
	s := &Store{workTree: ws, taken: map[string]bool{}, limits: l.withDefaults()}
	if legacy := filepath.Join(sessionDir, legacyDir); exists(filepath.Join(legacy, "HEAD")) {
		s.gitDir, s.prefix = legacy, "refs/troupe/"
		return s
	}
	sum := sha256.Sum256([]byte(filepath.Clean(ws)))
	s.gitDir = filepath.Join(root, Dir, hex.EncodeToString(sum[:8]))
	session := filepath.Base(sessionDir)
	s.prefix = "refs/troupe/sessions/" + session + "/"
	s.index = filepath.Join(s.gitDir, "indexes", session)
	if gitDir, common := userGitDirs(ws); isDir(filepath.Join(common, "objects")) {
		s.alternate = filepath.Join(common, "objects")
		s.seed = filepath.Join(gitDir, "index")
		s.userExclude = filepath.Join(common, "info", "exclude")
	}
	if rel, err := filepath.Rel(ws, root); err == nil && rel != "." && !strings.HasPrefix(rel, "..") && !filepath.IsAbs(rel) {
		s.exclude = append(s.exclude, "/"+filepath.ToSlash(rel)+"/")
	}
	return s
}

func (s *Store) headRef() string      { return s.prefix + "head" }
func (s *Store) turnPrefix() string   { return s.prefix + "turns/" }
func (s *Store) undonePrefix() string { return s.prefix + "undone/" }

// Checkpoint is one recorded state.
type Checkpoint struct {
	Commit string    // the snapshot commit in the shadow repository
	Turn   string    // the turn it was taken before; "" for other snapshots
	Label  string    // why it was taken
	Time   time.Time // when
}

// Partial is returned (as a warning, with a usable snapshot) when files
// were left out of a snapshot by its limits: undo will not restore them.
type Partial struct {
	Left   []string // paths left out (at most 10 named)
	Count  int      // how many were left out
	Reason string
}

func (p *Partial) Error() string {
	more := ""
	if p.Count > len(p.Left) {
		more = fmt.Sprintf(" and %d more", p.Count-len(p.Left))
	}
	return fmt.Sprintf("checkpoint: %d file(s) left out (%s): %s%s; undo will not restore them", p.Count, p.Reason, strings.Join(p.Left, ", "), more)
}

// BeforeTurn records the workspace before turn's first change; later
// calls for the same turn return at once. It is safe to call from the
// goroutines of parallel tool calls: all return after the snapshot.
// A *Partial error means the snapshot was taken without some files.
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
	var partial *Partial
	if err != nil && !errors.As(err, &partial) {
		return err
	}
	// The turn's ref is written even when the snapshot was stopped: what
	// was staged is its checkpoint.
	refCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.limits.Timeout)
	defer cancel()
	if _, err := s.git(refCtx, nil, "update-ref", s.turnPrefix()+turn, commit); err != nil {
		return err
	}
	s.taken[turn] = true
	return err
}

// Snapshot records the workspace now with label and returns the commit;
// a *Partial error comes with a usable commit.
func (s *Store) Snapshot(ctx context.Context, label string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.snapshotLocked(ctx, label)
}

func (s *Store) snapshotLocked(ctx context.Context, label string) (string, error) {
	stageCtx, cancel := context.WithTimeout(ctx, s.limits.Timeout)
	defer cancel()
	commit, err := s.commitLocked(stageCtx, ctx, label)
	var partial *Partial
	if err != nil && !errors.As(err, &partial) && stageCtx.Err() == context.DeadlineExceeded {
		return "", fmt.Errorf("checkpoint: the workspace could not be recorded within %v; this change has no checkpoint", s.limits.Timeout)
	}
	return commit, err
}

// commitLocked stages the workspace under ctx and commits what was staged
// on the session's head. What was staged before the time cap is committed
// too: writing the tree and the commit costs little, so it gets a time of
// its own, detached from parent's end.
func (s *Store) commitLocked(ctx, parent context.Context, label string) (string, error) {
	if err := s.initLocked(ctx); err != nil {
		return "", err
	}
	partial, err := s.stageLocked(ctx)
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(parent), s.limits.Timeout)
	defer cancel()
	tree, err := s.git(ctx, nil, "write-tree")
	if err != nil {
		return "", err
	}
	args := []string{"commit-tree", strings.TrimSpace(tree), "-m", label}
	if parent, err := s.rev(ctx, s.headRef()); err == nil {
		args = append(args, "-p", parent)
	}
	commit, err := s.git(ctx, nil, args...)
	if err != nil {
		return "", err
	}
	commit = strings.TrimSpace(commit)
	if _, err := s.git(ctx, nil, "update-ref", s.headRef(), commit); err != nil {
		return "", err
	}
	if partial != nil {
		return commit, partial
	}
	return commit, nil
}

// initLocked creates the shadow repository and the session's index once.
func (s *Store) initLocked(ctx context.Context) error {
	if s.ready {
		return nil
	}
	if !exists(filepath.Join(s.gitDir, "HEAD")) {
		if err := os.MkdirAll(s.gitDir, 0o700); err != nil {
			return fmt.Errorf("checkpoint: %w", err)
		}
		if _, err := s.git(ctx, nil, "init", "--quiet"); err != nil {
			return err
		}
		if _, err := s.git(ctx, nil, "config", "core.untrackedCache", "true"); err != nil {
			return err
		}
	}
	if err := s.infoLocked(); err != nil {
		return err
	}
	if s.index != "" && !exists(s.index) {
		if err := s.seedIndex(); err != nil {
			return err
		}
	}
	s.ready = true
	return nil
}

// infoLocked writes the alternates and exclude files: the user's objects
// are shared, never copied; the user's own excludes and troupe's data
// directory (when it lies inside the workspace) are left out.
func (s *Store) infoLocked() error {
	info := filepath.Join(s.gitDir, "info")
	if err := os.MkdirAll(filepath.Join(s.gitDir, "objects", "info"), 0o700); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	if s.alternate != "" {
		if err := writeIfChanged(filepath.Join(s.gitDir, "objects", "info", "alternates"), s.alternate+"\n"); err != nil {
			return err
		}
	}
	var ex strings.Builder
	if data, err := os.ReadFile(s.userExclude); s.userExclude != "" && err == nil {
		ex.Write(data)
		ex.WriteString("\n")
	}
	for _, e := range s.exclude {
		ex.WriteString(e + "\n")
	}
	if err := os.MkdirAll(info, 0o700); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return writeIfChanged(filepath.Join(info, "exclude"), ex.String())
}

// seedIndex starts the session's index from the newest index another
// session of this workspace left, or else from the user's own index:
// files whose stat data match are then not read again.
func (s *Store) seedIndex() error {
	if err := os.MkdirAll(filepath.Dir(s.index), 0o700); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	from := s.seed
	if entries, err := os.ReadDir(filepath.Dir(s.index)); err == nil {
		var newest time.Time
		for _, e := range entries {
			info, err := e.Info()
			if err != nil || !info.Mode().IsRegular() || strings.HasSuffix(e.Name(), ".lock") {
				continue
			}
			if info.ModTime().After(newest) {
				newest, from = info.ModTime(), filepath.Join(filepath.Dir(s.index), e.Name())
			}
		}
	}
	if from == "" {
		return nil
	}
	data, err := os.ReadFile(from)
	if err != nil {
		return nil // no index to start from: the first snapshot reads everything
	}
	if err := os.WriteFile(s.index, data, 0o600); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// stageLocked brings the session's index up to the workspace: only files
// that are new, changed (by stat data) or gone are read, within the limits.
func (s *Store) stageLocked(ctx context.Context) (*Partial, error) {
	out, err := s.git(ctx, nil, "ls-files", "-z", "--modified", "--others", "--deleted", "--exclude-standard")
	if err != nil {
		return nil, err
	}
	var gone bytes.Buffer
	var left, names []string
	var sizes []int64
	var total int64
	files, seen := 0, map[string]bool{}
	links := map[string]bool{} // directories that are symlinks (or not directories) now
	reason := ""
	for _, name := range strings.Split(strings.TrimSuffix(out, "\x00"), "\x00") {
		if name == "" || seen[name] || strings.HasSuffix(name, "/") { // a nested repository
			continue
		}
		seen[name] = true
		info, err := os.Lstat(filepath.Join(s.workTree, name))
		if err != nil || s.beyondLink(name, links) {
			// gone, or behind a directory a command replaced with a symlink:
			// what was recorded there is dropped, nothing is followed
			gone.WriteString(name)
			gone.WriteByte(0)
			continue
		}
		if info.Mode().IsRegular() {
			switch {
			case info.Size() > s.limits.MaxFileBytes:
				left, reason = append(left, name), fmt.Sprintf("larger than %s", size(s.limits.MaxFileBytes))
				continue
			case total+info.Size() > s.limits.MaxTotalBytes || files >= s.limits.MaxFiles:
				left, reason = append(left, name), fmt.Sprintf("over the snapshot limits of %s or %d files", size(s.limits.MaxTotalBytes), s.limits.MaxFiles)
				continue
			}
			total += info.Size()
			files++
		}
		names = append(names, name)
		sizes = append(sizes, info.Size())
	}
	s.staged = len(seen) - len(left)
	if gone.Len() > 0 {
		if _, err := s.git(ctx, gone.Bytes(), "update-index", "-z", "--force-remove", "--stdin"); err != nil {
			return nil, err
		}
	}
	// Files are staged in chunks: each chunk's update-index leaves the index
	// complete, so a snapshot stopped by the time cap keeps what it staged,
	// is committed as it is, and the next snapshot goes on from there instead
	// of reading everything again (and timing out again).
	per := cmp.Or(s.chunkFiles, maxChunkFiles)
	for start := 0; start < len(names); {
		end, n := start, int64(0)
		for end < len(names) && (end == start || end-start < per && n < chunkBytes) {
			n += sizes[end]
			end++
		}
		if s.beforeChunk != nil {
			s.beforeChunk(ctx, start)
		}
		if ctx.Err() == nil {
			_, err := s.git(ctx, nulJoin(names[start:end]), "update-index", "-z", "--add", "--remove", "--stdin")
			if err == nil {
				start = end
				continue
			}
			if ctx.Err() == nil {
				return nil, err
			}
		}
		if start == 0 {
			return nil, ctx.Err() // nothing staged
		}
		left = append(left, names[start:]...)
		s.staged -= len(names) - start
		reason = fmt.Sprintf("not read within the time cap of %v; the next snapshot goes on with them", s.limits.Timeout)
		break
	}
	if len(left) == 0 {
		return nil, nil
	}
	sort.Strings(left)
	return &Partial{Left: left[:min(10, len(left))], Count: len(left), Reason: reason}, nil
}

// beyondLink reports whether a directory on name's path is a symlink or no
// directory at all (memoised in links).
func (s *Store) beyondLink(name string, links map[string]bool) bool {
	dir := filepath.Dir(filepath.FromSlash(name))
	if dir == "." {
		return false
	}
	if v, ok := links[dir]; ok {
		return v
	}
	v := s.beyondLink(filepath.ToSlash(dir), links)
	if !v {
		info, err := os.Lstat(filepath.Join(s.workTree, dir))
		v = err != nil || !info.IsDir()
	}
	links[dir] = v
	return v
}

// Forget drops the session's checkpoints (refs and index); the shared
// objects they alone used go at the repository's next gc.
func (s *Store) Forget(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.index == "" || !s.existsLocked() {
		return nil
	}
	out, err := s.git(ctx, nil, "for-each-ref", "--format=%(refname)", s.prefix)
	if err != nil {
		return err
	}
	var del strings.Builder
	for _, ref := range strings.Fields(out) {
		del.WriteString("delete " + ref + "\n")
	}
	if del.Len() > 0 {
		if _, err := s.git(ctx, []byte(del.String()), "update-ref", "--stdin"); err != nil {
			return err
		}
	}
	if err := os.Remove(s.index); err != nil && !os.IsNotExist(err) {
		return fmt.Errorf("checkpoint: %w", err)
	}
	_, err = s.git(ctx, nil, "gc", "--auto", "--quiet")
	return err
}

func size(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d KiB", n>>10)
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

func isDir(p string) bool { info, err := os.Stat(p); return err == nil && info.IsDir() }

func writeIfChanged(p, content string) error {
	if old, err := os.ReadFile(p); err == nil && string(old) == content {
		return nil
	}
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// existsLocked reports whether the shadow repository exists.
func (s *Store) existsLocked() bool { return exists(filepath.Join(s.gitDir, "HEAD")) }

// hasRef reports whether turn has a checkpoint, undone or not.
func (s *Store) hasRef(ctx context.Context, turn string) bool {
	_, err1 := s.rev(ctx, s.turnPrefix()+turn)
	_, err2 := s.rev(ctx, s.undonePrefix()+turn)
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
	if !s.existsLocked() {
		return nil, nil
	}
	out, err := s.git(ctx, nil, "for-each-ref", "--format=%(refname)%09%(objectname)%09%(creatordate:unix)%09%(subject)", s.turnPrefix())
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
		cps = append(cps, Checkpoint{Turn: strings.TrimPrefix(f[0], s.turnPrefix()), Commit: f[1], Time: time.Unix(sec, 0), Label: f[3]})
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

// ForgetSession drops the checkpoints of session id from every shared
// repository under troupe's data root root (a removed session's refs and
// index), whichever workspace they record.
func ForgetSession(ctx context.Context, root, id string) error {
	dirs, err := os.ReadDir(filepath.Join(root, Dir))
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		return fmt.Errorf("checkpoint: %w", err)
	}
	var errs []error
	for _, d := range dirs {
		gitDir := filepath.Join(root, Dir, d.Name())
		s := &Store{gitDir: gitDir, workTree: root, prefix: "refs/troupe/sessions/" + id + "/",
			index: filepath.Join(gitDir, "indexes", id), taken: map[string]bool{}, limits: Limits{}.withDefaults()}
		if err := s.Forget(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// A staging chunk is at most maxChunkFiles files or about chunkBytes bytes.
const (
	maxChunkFiles = 2000
	chunkBytes    = 8 << 20
)

// nulJoin is names, each ended by a NUL, for update-index -z --stdin.
func nulJoin(names []string) []byte {
	var b bytes.Buffer
	for _, n := range names {
		b.WriteString(n)
		b.WriteByte(0)
	}
	return b.Bytes()
}

// userGitDirs returns the workspace's own git directory and the common
// directory holding its objects: ws/.git for a plain repository; for a
// linked worktree or a submodule, whose .git is a file naming the git
// directory ("gitdir: …"), that directory and its commondir. Without
// this a worktree's first snapshot read every tracked file.
func userGitDirs(ws string) (gitDir, common string) {
	dot := filepath.Join(ws, ".git")
	data, err := os.ReadFile(dot)
	if err != nil {
		return dot, dot // a directory, or nothing
	}
	line, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "gitdir: ")
	if !ok {
		return dot, dot
	}
	gitDir = line
	if !filepath.IsAbs(gitDir) {
		gitDir = filepath.Join(ws, gitDir)
	}
	common = gitDir
	if c, err := os.ReadFile(filepath.Join(gitDir, "commondir")); err == nil {
		common = strings.TrimSpace(string(c))
		if !filepath.IsAbs(common) {
			common = filepath.Join(gitDir, common)
		}
	}
	return filepath.Clean(gitDir), filepath.Clean(common)
}
