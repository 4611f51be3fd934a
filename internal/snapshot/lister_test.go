package snapshot

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestListerKeepsOneRepository lists a workspace that is not a repository
// three times, the third after the kept empty repository was removed from
// under the Lister: every listing honours the .gitignore as List does, the
// first two share one repository, the third makes another, and Close
// removes it.
func TestListerKeepsOneRepository(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{".gitignore": "*.log\n", "main.go": "package main\n", "debug.log": "noise"})
	var l Lister
	list := func() {
		t.Helper()
		files, err := l.List(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := strings.Join(files, ","), ".gitignore,main.go"; got != want {
			t.Fatalf("files %s, want %s", got, want)
		}
	}
	list()
	first := l.empty
	list()
	if l.empty != first || first == "" {
		t.Fatalf("second listing used repository %q, want the first's %q", l.empty, first)
	}
	if err := os.RemoveAll(first); err != nil {
		t.Fatal(err)
	}
	list()
	second := l.empty
	if _, err := os.Stat(second); err != nil {
		t.Fatalf("no repository after the kept one was removed: %v", err)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(second); !os.IsNotExist(err) {
		t.Errorf("Close left the repository %s: %v", second, err)
	}
}

// TestListerBuildIsBuild: a Lister's Build stores the same snapshot as
// the package's Build, in a repository and outside one.
func TestListerBuildIsBuild(t *testing.T) {
	var l Lister
	t.Cleanup(func() { l.Close() })
	plain := t.TempDir()
	writeFiles(t, plain, map[string]string{".gitignore": "*.log\n", "a.txt": "a", "debug.log": "noise"})
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{"b.txt": "b", ".gitignore": "*.log\n", "x.log": "noise"})
	git(t, repo, "init", "-q")
	git(t, repo, "add", "b.txt")
	for _, dir := range []string{plain, repo} {
		st := newMem()
		want, _, err := Build(context.Background(), st, dir)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := l.Build(context.Background(), st, dir)
		if err != nil || got != want {
			t.Errorf("%s: Lister.Build = %s, %v; Build = %s", dir, got, err, want)
		}
	}
}

// The empty repositories of processes that are gone (a coordinator killed
// with kill -9) are removed when the next one is made; those of processes
// still running, and names that are not ours, are left.
func TestEmptyRepositoriesOfGoneProcessesAreSwept(t *testing.T) {
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	names := map[string]bool{ // name -> kept
		fmt.Sprintf("%s%d-123", emptyPrefix, gone.Process.Pid): false,
		fmt.Sprintf("%s%d-456", emptyPrefix, os.Getpid()):      true,
		fmt.Sprintf("%s%d-789", emptyPrefix, 1):                true, // init runs
		emptyPrefix + "notapid-1":                              true,
		emptyPrefix + "42":                                     true, // no dash after the pid: not ours
		"other-dir":                                            true,
	}
	for n := range names {
		if err := os.MkdirAll(filepath.Join(dir, n, "objects"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	// Another user's trap: a link with our name and a gone pid, to a
	// directory that is not an empty repository. Neither it nor what it
	// points to is removed.
	victim := filepath.Join(t.TempDir(), "keep")
	if err := os.MkdirAll(victim, 0o700); err != nil {
		t.Fatal(err)
	}
	link := fmt.Sprintf("%s%d-999", emptyPrefix, gone.Process.Pid)
	if err := os.Symlink(victim, filepath.Join(dir, link)); err != nil {
		t.Fatal(err)
	}
	names[link] = true
	sweepEmpty(dir)
	if _, err := os.Stat(victim); err != nil {
		t.Errorf("the link's target was removed: %v", err)
	}
	for n, kept := range names {
		_, err := os.Stat(filepath.Join(dir, n))
		if got := err == nil; got != kept {
			t.Errorf("%s: kept %v, want %v", n, got, kept)
		}
	}
}
