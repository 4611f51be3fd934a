package checkpoint

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestUndoRefusesPlantedSymlink: a turn edits conf/.profile and a.txt and
// creates conf/new.txt, then its command replaces conf by a symlink to a
// fake home and hides it from the snapshot through .gitignore. Undo must
// neither overwrite home/.profile nor remove home/new.txt; it restores
// a.txt and .gitignore, names the refused files and keeps the turn so it
// can be undone again once the symlink is gone.
func TestUndoRefusesPlantedSymlink(t *testing.T) {
	ctx := context.Background()
	ws, root, home := t.TempDir(), t.TempDir(), t.TempDir()
	write(t, home, ".profile", "HOME PROFILE\n")
	write(t, home, "new.txt", "home's own file\n")
	sh(t, ws, "git init -q && git config user.email a@b && git config user.name a")
	write(t, ws, "a.txt", "a1\n")
	write(t, ws, ".gitignore", "build/\n")
	sh(t, ws, "git add -A && git commit -qm init")
	write(t, ws, "conf/.profile", "workspace profile\n") // not in the user's index

	s := Open(root, filepath.Join(root, "sessions", "S1"), ws)
	cmd := "mv conf conf.bak && ln -s " + home + " conf && echo conf >> .gitignore"
	if _, err := s.Before(ctx, "t1", bashCall(cmd)); err != nil {
		t.Fatal(err)
	}
	write(t, ws, "a.txt", "a2\n")
	write(t, ws, "conf/.profile", "edited\n")
	write(t, ws, "conf/new.txt", "created by the turn\n")
	if _, err := s.Before(ctx, "t1", bashCall(cmd)); err != nil {
		t.Fatal(err)
	}
	sh(t, ws, cmd) // a real bash process plants the symlink

	u, err := s.Undo(ctx, "t1")
	if err == nil {
		t.Fatalf("Undo with a planted symlink = %+v, nil; want an error", u)
	}
	// The snapshot before the undo records the symlink without following
	// it; the restore refuses the files behind it and restores the rest.
	if !errors.Is(err, ErrRefused) {
		t.Fatalf("undo after a planted symlink = %v, want ErrRefused", err)
	}
	if got := readFile(t, filepath.Join(home, ".profile")); got != "HOME PROFILE\n" {
		t.Errorf("home/.profile = %q: undo wrote through the planted symlink", got)
	}
	if got := readFile(t, filepath.Join(home, "new.txt")); got != "home's own file\n" {
		t.Errorf("home/new.txt = %q", got)
	}
	if errors.Is(err, ErrRefused) {
		if !slices.Contains(u.Refused, "conf/.profile") {
			t.Errorf("refused = %v, want conf/.profile among them", u.Refused)
		}
		if got := readFile(t, filepath.Join(ws, "a.txt")); got != "a1\n" {
			t.Errorf("a.txt = %q, want a1 restored despite the refused file", got)
		}
	}
	turns, err := s.Turns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(turns) != 1 || turns[0].Turn != "t1" {
		t.Errorf("turns after a refused undo = %+v, want t1 still listed", turns)
	}

	// With the symlink gone, undo again completes.
	if err := os.Remove(filepath.Join(ws, "conf")); err != nil {
		t.Fatal(err)
	}
	if u, err = s.Undo(ctx, "t1"); err != nil {
		t.Fatalf("second undo: %+v, %v", u, err)
	}
	if got := readFile(t, filepath.Join(ws, "conf", ".profile")); got != "workspace profile\n" {
		t.Errorf("conf/.profile after the second undo = %q", got)
	}
	if got := readFile(t, filepath.Join(home, ".profile")); got != "HOME PROFILE\n" {
		t.Errorf("home/.profile = %q after the second undo", got)
	}
}

// TestRestoreRefusesSymlinkedParent: restoring a file whose directory a
// command replaced by a symlink to a fake home (after the snapshot the
// undo diffed, as a background job can) is refused by the kernel, with a
// clear error, and home/.profile is left alone.
func TestRestoreRefusesSymlinkedParent(t *testing.T) {
	ctx := context.Background()
	ws, root, home := t.TempDir(), t.TempDir(), t.TempDir()
	write(t, home, ".profile", "HOME PROFILE\n")
	sh(t, ws, "git init -q && git config user.email a@b && git config user.name a")
	write(t, ws, "conf/.profile", "workspace profile\n")
	s := Open(root, filepath.Join(root, "sessions", "S1"), ws)
	if _, err := s.Before(ctx, "t1", nil); err != nil {
		t.Fatal(err)
	}
	turns, err := s.Turns(ctx)
	if err != nil || len(turns) != 1 {
		t.Fatalf("turns = %+v, %v", turns, err)
	}
	sh(t, ws, "mv conf conf.bak && ln -s "+home+" conf")
	r, err := os.OpenRoot(ws)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	err = s.restoreLocked(ctx, r, turns[0].Commit, "conf/.profile")
	if err == nil {
		t.Fatal("restore through a symlink out of the workspace succeeded")
	}
	t.Logf("restore error: %v", err)
	if !outside(r, "conf/.profile") {
		t.Error("outside(conf/.profile) = false, want true")
	}
	if got := readFile(t, filepath.Join(home, ".profile")); got != "HOME PROFILE\n" {
		t.Errorf("home/.profile = %q: restore wrote through the symlink", got)
	}
	// With the link gone the same restore works.
	if err := os.Remove(filepath.Join(ws, "conf")); err != nil {
		t.Fatal(err)
	}
	if err := s.restoreLocked(ctx, r, turns[0].Commit, "conf/.profile"); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, filepath.Join(ws, "conf", ".profile")); got != "workspace profile\n" {
		t.Errorf("conf/.profile = %q", got)
	}
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
