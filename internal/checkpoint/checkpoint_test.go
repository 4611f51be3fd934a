package checkpoint

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
)

func write(t *testing.T, dir, name, body string) {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func sh(t *testing.T, dir, script string) {
	t.Helper()
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
}

// files returns every file under dir (but .git) with its content.
func files(t *testing.T, dir string) map[string]string {
	t.Helper()
	got := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(dir, p)
			got[rel] = string(data)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// bashCall is a command as the gate hands it on: parsed.
func bashCall(cmd string) *safety.Command {
	return safety.ParseCommand(cmd, safety.CommandContext{})
}

func TestUndo(t *testing.T) {
	ctx := context.Background()
	ws, root := t.TempDir(), t.TempDir()
	sess := filepath.Join(root, "sessions", "S1")
	sh(t, ws, "git init -q && git config user.email a@b && git config user.name a")
	write(t, ws, "a.txt", "a1\n")
	write(t, ws, "b.txt", "b1\n")
	write(t, ws, "d.txt", "d1\n")
	write(t, ws, ".gitignore", "build/\n")
	write(t, ws, "build/out.bin", "ignored\n")
	sh(t, ws, "git add -A && git commit -qm init")
	userHead, _ := exec.Command("git", "-C", ws, "rev-parse", "HEAD").Output()
	before := files(t, ws)

	s := Open(root, sess, ws)
	// Turn t1: an edit, a delete by a command, a new file, in parallel-safe calls.
	for _, c := range []*safety.Command{nil, bashCall("rm b.txt")} {
		if warn, err := s.Before(ctx, "t1", c); warn != nil || err != nil {
			t.Fatalf("Before: %v, %v", warn, err)
		}
	}
	write(t, ws, "a.txt", "a2\n")
	sh(t, ws, "rm b.txt")
	write(t, ws, "sub/c.txt", "new\n")
	afterT1 := files(t, ws)
	// Turn t2 changes another file.
	if _, err := s.Before(ctx, "t2", bashCall("sed -i s/d1/d2/ d.txt")); err != nil {
		t.Fatal(err)
	}
	sh(t, ws, "sed -i s/d1/d2/ d.txt")

	u, err := s.Undo(ctx, "t1")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(u.Restored)
	if diff := cmp.Diff([]string{"a.txt", "b.txt"}, u.Restored); diff != "" {
		t.Errorf("restored (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"sub/c.txt"}, u.Removed); diff != "" {
		t.Errorf("removed (-want +got):\n%s", diff)
	}
	want := map[string]string{}
	for k, v := range before {
		want[k] = v
	}
	want["d.txt"] = "d2\n" // t2's change stays
	if diff := cmp.Diff(want, files(t, ws)); diff != "" {
		t.Errorf("workspace after undo of t1 (-want +got):\n%s", diff)
	}

	// The latest turn (t2) by default.
	if u, err = s.Undo(ctx, ""); err != nil || u.Turn != "t2" {
		t.Fatalf("Undo latest = %+v, %v", u, err)
	}
	if diff := cmp.Diff(before, files(t, ws)); diff != "" {
		t.Errorf("workspace after undo of t2 (-want +got):\n%s", diff)
	}
	_ = afterT1

	// The user's repository is untouched.
	head, _ := exec.Command("git", "-C", ws, "rev-parse", "HEAD").Output()
	if string(head) != string(userHead) {
		t.Errorf("user HEAD moved: %s -> %s", userHead, head)
	}
	if _, err := os.Stat(filepath.Join(sess, legacyDir)); err == nil {
		t.Errorf("a shadow repository was made in the session directory")
	}
	if _, err := os.Stat(filepath.Join(s.gitDir, "HEAD")); err != nil || filepath.Dir(s.gitDir) != filepath.Join(root, Dir) {
		t.Errorf("no shared shadow repository under %s: %s, %v", filepath.Join(root, Dir), s.gitDir, err)
	}
	if _, err := s.Undo(ctx, "t9"); !errors.Is(err, ErrNoCheckpoint) {
		t.Errorf("Undo(t9) = %v, want ErrNoCheckpoint", err)
	}
}

func TestUndoWithoutCheckpoints(t *testing.T) {
	root := t.TempDir()
	s := Open(root, filepath.Join(root, "sessions", "S1"), t.TempDir())
	if _, err := s.Undo(context.Background(), ""); !errors.Is(err, ErrNoCheckpoint) {
		t.Errorf("Undo on an empty session = %v, want ErrNoCheckpoint", err)
	}
}

// TestDestructiveGitTakesACheckpoint: a command that discards work gets a
// snapshot of its own, so edits made earlier in the same turn survive it.
func TestDestructiveGitTakesACheckpoint(t *testing.T) {
	ctx := context.Background()
	ws, root := t.TempDir(), t.TempDir()
	sh(t, ws, "git init -q && git config user.email a@b && git config user.name a")
	write(t, ws, "f.txt", "committed\n")
	sh(t, ws, "git add -A && git commit -qm init")
	s := Open(root, filepath.Join(root, "sessions", "S1"), ws)
	if _, err := s.Before(ctx, "t1", nil); err != nil {
		t.Fatal(err)
	}
	write(t, ws, "f.txt", "precious edit\n")
	cmd := "git checkout -- f.txt"
	if _, err := s.Before(ctx, "t1", bashCall(cmd)); err != nil {
		t.Fatal(err)
	}
	sh(t, ws, cmd)
	out, err := s.git(ctx, nil, "show", s.headRef()+":f.txt")
	if err != nil || out != "precious edit\n" {
		t.Errorf("snapshot before %q holds %q, %v; want the edit", cmd, out, err)
	}
}
