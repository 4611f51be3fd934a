package checkpoint

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// repo makes a committed git repository with a large file and n small ones.
func repo(t *testing.T, big int, n int) string {
	t.Helper()
	ws := t.TempDir()
	sh(t, ws, "git init -q && git config user.email a@b && git config user.name a")
	if big > 0 {
		data := make([]byte, big)
		for i := range data {
			data[i] = byte(i*7 + i/251) // incompressible enough
		}
		if err := os.WriteFile(filepath.Join(ws, "big.bin"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i := range n {
		write(t, ws, filepath.Join("src", strings.Repeat("d", i%5), "f"+string(rune('a'+i%26))+strconv.Itoa(i)+".txt"), "line "+strconv.Itoa(i)+"\n")
	}
	sh(t, ws, "git add -A && git commit -qm init")
	return ws
}

func dirSize(t *testing.T, dir string) int64 {
	t.Helper()
	var n int64
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}

// TestSharedStoreUsesTheRepositorysObjects: a committed 8 MiB file is not
// copied into the shadow repository (git alternates), and two sessions of
// one workspace share one repository.
func TestSharedStoreUsesTheRepositorysObjects(t *testing.T) {
	ctx := context.Background()
	ws, root := repo(t, 8<<20, 50), t.TempDir()
	a := Open(root, filepath.Join(root, "sessions", "A"), ws)
	if err := a.BeforeTurn(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	b := Open(root, filepath.Join(root, "sessions", "B"), ws)
	if err := b.BeforeTurn(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	if a.gitDir != b.gitDir {
		t.Fatalf("two sessions of one workspace use two repositories: %s, %s", a.gitDir, b.gitDir)
	}
	if n := dirSize(t, filepath.Join(a.gitDir, "objects")); n > 1<<20 {
		t.Errorf("shadow objects take %d bytes for a repository with an 8 MiB committed file; want the user's objects shared", n)
	}
	// Both sessions' checkpoints are their own.
	cps, err := b.Turns(ctx)
	if err != nil || len(cps) != 1 {
		t.Fatalf("session B turns = %v, %v", cps, err)
	}
}

// TestSnapshotsReadOnlyWhatChanged: the first snapshot in a repository
// starts from the user's index, so unchanged tracked files are not read;
// a later session starts from the earlier one's index; a change is one
// file read.
func TestSnapshotsReadOnlyWhatChanged(t *testing.T) {
	ctx := context.Background()
	ws, root := repo(t, 0, 300), t.TempDir()
	time.Sleep(10 * time.Millisecond) // out of git's racy-timestamp window
	a := Open(root, filepath.Join(root, "sessions", "A"), ws)
	if err := a.BeforeTurn(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	if a.staged != 0 {
		t.Errorf("first snapshot of an unchanged repository read %d files; want 0", a.staged)
	}
	write(t, ws, "new.txt", "n\n")
	if err := a.BeforeTurn(ctx, "t2"); err != nil {
		t.Fatal(err)
	}
	if a.staged != 1 {
		t.Errorf("snapshot after one new file read %d files; want 1", a.staged)
	}
	b := Open(root, filepath.Join(root, "sessions", "B"), ws)
	if err := b.BeforeTurn(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	if b.staged != 0 {
		t.Errorf("a second session's first snapshot read %d files; want 0 (it starts from the first one's index)", b.staged)
	}
	out, err := b.git(ctx, nil, "show", b.turnPrefix()+"t1:new.txt")
	if err != nil || out != "n\n" {
		t.Errorf("session B's checkpoint misses new.txt: %q, %v", out, err)
	}
}

// TestLimitsLeaveOutLargeFilesWithANotice: a file over the size cap is
// left out and named; the rest is recorded and undone.
func TestLimitsLeaveOutLargeFilesWithANotice(t *testing.T) {
	ctx := context.Background()
	ws, root := repo(t, 0, 3), t.TempDir()
	s := OpenLimits(root, filepath.Join(root, "sessions", "A"), ws, Limits{MaxFileBytes: 1 << 10})
	write(t, ws, "huge.log", strings.Repeat("x", 4<<10))
	write(t, ws, "small.txt", "s1\n")
	err := s.BeforeTurn(ctx, "t1")
	var p *Partial
	if !errors.As(err, &p) || p.Count != 1 || p.Left[0] != "huge.log" || !strings.Contains(err.Error(), "undo will not restore") {
		t.Fatalf("BeforeTurn = %v; want a Partial naming huge.log", err)
	}
	write(t, ws, "small.txt", "s2\n")
	if _, err := s.Undo(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, "small.txt")); string(data) != "s1\n" {
		t.Errorf("small.txt after undo = %q", data)
	}
}

// TestTimeoutIsReported: a snapshot that cannot finish in time says so;
// it never hangs silently.
func TestTimeoutIsReported(t *testing.T) {
	ws, root := repo(t, 0, 3), t.TempDir()
	s := OpenLimits(root, filepath.Join(root, "sessions", "A"), ws, Limits{Timeout: time.Nanosecond})
	err := s.BeforeTurn(context.Background(), "t1")
	if err == nil || !strings.Contains(err.Error(), "could not be recorded within") {
		t.Fatalf("BeforeTurn with a 1ns limit = %v", err)
	}
}

// TestDataDirInsideTheWorkspaceIsLeftOut: troupe's own data directory
// under the workspace (a session started in $HOME) is never copied, so
// sessions do not copy each other's copies.
func TestDataDirInsideTheWorkspaceIsLeftOut(t *testing.T) {
	ctx := context.Background()
	ws := repo(t, 0, 2)
	root := filepath.Join(ws, ".local", "share", "troupe")
	write(t, root, "sessions/A/log.jsonl", "{}\n")
	s := Open(root, filepath.Join(root, "sessions", "A"), ws)
	if err := s.BeforeTurn(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	out, err := s.git(ctx, nil, "ls-tree", "-r", "--name-only", s.turnPrefix()+"t1")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, ".local/share/troupe") {
		t.Errorf("the checkpoint holds troupe's data directory:\n%s", out)
	}
}

// TestReadOnlyCommandsTakeNoCheckpoint: `ls` or `git status` changes
// nothing, so no snapshot is taken for it.
func TestReadOnlyCommandsTakeNoCheckpoint(t *testing.T) {
	ctx := context.Background()
	ws, root := repo(t, 0, 2), t.TempDir()
	s := Open(root, filepath.Join(root, "sessions", "A"), ws)
	for _, cmd := range []string{"ls -la", "git status", "cat src/fa0.txt | wc -l"} {
		if _, err := s.Before(ctx, "t1", bashCall(cmd)); err != nil {
			t.Fatal(err)
		}
	}
	if cps, _ := s.Turns(ctx); len(cps) != 0 {
		t.Errorf("read-only commands took checkpoints: %v", cps)
	}
	if _, err := s.Before(ctx, "t1", bashCall("echo x > out.txt")); err != nil {
		t.Fatal(err)
	}
	if cps, _ := s.Turns(ctx); len(cps) != 1 {
		t.Errorf("a writing command took %d checkpoints; want 1", len(cps))
	}
}

// TestForgetDropsTheSessionsCheckpoints: pruning a session removes its
// refs and index, and leaves other sessions' checkpoints.
func TestForgetDropsTheSessionsCheckpoints(t *testing.T) {
	ctx := context.Background()
	ws, root := repo(t, 0, 2), t.TempDir()
	a := Open(root, filepath.Join(root, "sessions", "A"), ws)
	b := Open(root, filepath.Join(root, "sessions", "B"), ws)
	for _, s := range []*Store{a, b} {
		if err := s.BeforeTurn(ctx, "t1"); err != nil {
			t.Fatal(err)
		}
	}
	if err := ForgetSession(ctx, root, "A"); err != nil {
		t.Fatal(err)
	}
	if cps, _ := Open(root, filepath.Join(root, "sessions", "A"), ws).Turns(ctx); len(cps) != 0 {
		t.Errorf("forgotten session still has %v", cps)
	}
	if cps, _ := b.Turns(ctx); len(cps) != 1 {
		t.Errorf("the other session lost its checkpoints: %v", cps)
	}
	if _, err := os.Stat(a.index); !os.IsNotExist(err) {
		t.Errorf("forgotten session's index still exists: %v", err)
	}
}

// TestLegacySessionStoreStillUndoes: a session made by an earlier release
// (its own shadow repository in the session directory) can be undone.
func TestLegacySessionStoreStillUndoes(t *testing.T) {
	ctx := context.Background()
	ws, root := repo(t, 0, 2), t.TempDir()
	sess := filepath.Join(root, "sessions", "OLD")
	legacy := &Store{gitDir: filepath.Join(sess, legacyDir), workTree: ws, prefix: "refs/troupe/", taken: map[string]bool{}, limits: Limits{}.withDefaults()}
	write(t, ws, "a.txt", "a1\n")
	if err := legacy.BeforeTurn(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	write(t, ws, "a.txt", "a2\n")
	s := Open(root, sess, ws)
	if s.gitDir != legacy.gitDir {
		t.Fatalf("Open chose %s for a session with its own repository", s.gitDir)
	}
	if _, err := s.Undo(ctx, ""); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(ws, "a.txt")); string(data) != "a1\n" {
		t.Errorf("a.txt = %q after undo", data)
	}
}
