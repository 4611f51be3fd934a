package checkpoint

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestTimeCapKeepsWhatWasStaged: a snapshot stopped by its time cap (a real
// 2 s deadline, reached while the second chunk waits) after
// its first staging chunk is committed with what it staged (a *Partial
// naming the rest, no stale index.lock), and the next snapshot goes on
// with the rest instead of starting over. Before, the stopped snapshot had
// no checkpoint at all and every later one read the whole tree again and
// stopped again: in a 1.4 GB tree on a loaded machine no turn ever got a
// checkpoint.
func TestTimeCapKeepsWhatWasStaged(t *testing.T) {
	ws, root := t.TempDir(), t.TempDir()
	const per = 10
	n := per + 5 // two chunks
	for i := range n {
		write(t, ws, filepath.Join("d"+strconv.Itoa(i%7), "f"+strconv.Itoa(i)), "content "+strconv.Itoa(i)+"\n")
	}
	s := OpenLimits(root, filepath.Join(root, "sessions", "S"), ws, Limits{Timeout: 2 * time.Second})
	s.chunkFiles = per
	ctx := context.Background()
	s.beforeChunk = func(ctx context.Context, start int) {
		if start > 0 {
			<-ctx.Done() // the time cap runs out after the first chunk
		}
	}
	err := s.BeforeTurn(ctx, "t1")
	var partial *Partial
	if !errors.As(err, &partial) {
		t.Fatalf("stopped after one chunk: err = %v, want a *Partial", err)
	}
	if partial.Count != n-per || s.staged != per {
		t.Fatalf("left out %d, staged %d; want %d and %d", partial.Count, s.staged, n-per, per)
	}
	if _, err := os.Stat(s.index + ".lock"); err == nil {
		t.Fatal("a stale index.lock was left")
	}
	cps, err := s.Turns(context.Background())
	if err != nil || len(cps) != 1 {
		t.Fatalf("turn t1 has no checkpoint: %v, %v", cps, err)
	}
	tree, err := s.git(context.Background(), nil, "ls-tree", "-r", "--name-only", cps[0].Commit)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(splitLines(tree)); got != per {
		t.Fatalf("checkpoint of t1 holds %d files, want the %d staged", got, per)
	}

	s.beforeChunk = nil
	if err := s.BeforeTurn(context.Background(), "t2"); err != nil {
		t.Fatalf("second turn: %v", err)
	}
	if s.staged != n-per {
		t.Fatalf("second turn read %d files, want only the %d left", s.staged, n-per)
	}
}

// TestTimeCapBeforeAnythingIsStaged: stopped before its first chunk, a
// snapshot is refused with the time cap named, as before.
func TestTimeCapBeforeAnythingIsStaged(t *testing.T) {
	ws, root := t.TempDir(), t.TempDir()
	write(t, ws, "a.txt", "a\n")
	s := Open(root, filepath.Join(root, "sessions", "S"), ws)
	ctx, stop := context.WithCancel(context.Background())
	s.beforeChunk = func(context.Context, int) { stop() }
	err := s.BeforeTurn(ctx, "t1")
	var partial *Partial
	if err == nil || errors.As(err, &partial) {
		t.Fatalf("err = %v, want a refusal", err)
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}

// TestWorktreeUsesTheRepositorysObjects: in a linked worktree (its .git is
// a file), a clean tree's first snapshot starts from the worktree's own
// index and shares the repository's objects: nothing is read. Before, it
// read every tracked file (1,614 in troupe's own worktrees, 9.6 s).
func TestWorktreeUsesTheRepositorysObjects(t *testing.T) {
	main := repo(t, 0, 40)
	wt := filepath.Join(t.TempDir(), "wt")
	sh(t, main, "git worktree add -q "+wt)
	root := t.TempDir()
	s := Open(root, filepath.Join(root, "sessions", "S"), wt)
	if s.alternate != filepath.Join(main, ".git", "objects") {
		t.Fatalf("alternate = %q, want the main repository's objects", s.alternate)
	}
	if err := s.BeforeTurn(context.Background(), "t1"); err != nil {
		t.Fatal(err)
	}
	if s.staged != 0 {
		t.Fatalf("first snapshot of a clean worktree read %d files, want 0", s.staged)
	}
	write(t, wt, "new.txt", "x\n")
	if err := s.BeforeTurn(context.Background(), "t2"); err != nil || s.staged != 1 {
		t.Fatalf("a new file: read %d, err %v; want 1", s.staged, err)
	}
}
