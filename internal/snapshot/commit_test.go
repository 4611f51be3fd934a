package snapshot

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// tree reads every file under dir (symlinks as "-> target"), relative path
// to content.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case d.Type()&os.ModeSymlink != 0:
			target, err := os.Readlink(p)
			out[rel] = "-> " + target
			return err
		case d.IsDir():
			out[rel+"/"] = ""
		default:
			data, err := os.ReadFile(p)
			out[rel] = string(data)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A disk error at any rename of a commit leaves the workspace exactly as
// it was: replaced files back, new files and directories gone, no staged
// or moved-aside file left behind.
func TestCommitIsAllOrNothing(t *testing.T) {
	plan := []write{
		{change: Change{Path: "a.txt", Hash: "x"}, data: []byte("A new\n")},
		{change: Change{Path: "new/dir/b.txt", Hash: "y"}, data: []byte("B\n")},
		{change: Change{Path: "c.txt", Deleted: true}},
		{change: Change{Path: "l", Hash: "z", Link: true}, data: []byte("a.txt")},
		{change: Change{Path: "run.sh", Hash: "w", Exec: true}, data: []byte("#!/bin/sh\n")},
	}
	seed := func(t *testing.T) string {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"a.txt": "A old\n", "c.txt": "C\n", "run.sh": "old\n"})
		if err := os.Symlink("c.txt", filepath.Join(dir, "l")); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	before := tree(t, seed(t))

	// The whole commit renames: count them once with the real os.Rename.
	renames := 0
	dir := seed(t)
	root := openRoot(t, dir)
	done, err := commit(root, plan, func(o, n string) error { renames++; return root.Rename(o, n) })
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a.txt", "new/dir/b.txt", "c.txt", "l", "run.sh"}; !slices.Equal(done, want) {
		t.Fatalf("applied %v, want %v", done, want)
	}
	after := tree(t, dir)
	want := map[string]string{"a.txt": "A new\n", "new/": "", "new/dir/": "", "new/dir/b.txt": "B\n", "l": "-> a.txt", "run.sh": "#!/bin/sh\n"}
	if fmt.Sprint(after) != fmt.Sprint(want) {
		t.Fatalf("after a commit:\n got %v\nwant %v", after, want)
	}
	if fi, _ := os.Stat(filepath.Join(dir, "run.sh")); fi.Mode()&0o100 == 0 {
		t.Fatalf("run.sh lost its exec bit: %v", fi.Mode())
	}
	if renames < len(plan) {
		t.Fatalf("only %d renames counted", renames)
	}

	for fail := 1; fail <= renames; fail++ {
		t.Run(fmt.Sprintf("rename %d of %d fails", fail, renames), func(t *testing.T) {
			dir := seed(t)
			n := 0
			diskFull := errors.New("no space left on device")
			root := openRoot(t, dir)
			_, err := commit(root, plan, func(o, p string) error {
				if n++; n == fail {
					return diskFull
				}
				return root.Rename(o, p)
			})
			if !errors.Is(err, diskFull) {
				t.Fatalf("want the disk error, got %v", err)
			}
			if got := tree(t, dir); fmt.Sprint(got) != fmt.Sprint(before) {
				t.Fatalf("workspace changed by a failed commit:\n got %v\nwant %v", got, before)
			}
		})
	}
}

// Staging fails before anything is replaced: a path whose parent is a file.
func TestCommitStagingFailureChangesNothing(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.txt": "A\n", "f": "a file\n"})
	before := tree(t, dir)
	plan := []write{
		{change: Change{Path: "a.txt", Hash: "x"}, data: []byte("changed\n")},
		{change: Change{Path: "f/under-a-file.txt", Hash: "y"}, data: []byte("x\n")},
	}
	root := openRoot(t, dir)
	if _, err := commit(root, plan, root.Rename); err == nil {
		t.Fatal("commit under a file succeeded")
	}
	if got := tree(t, dir); fmt.Sprint(got) != fmt.Sprint(before) {
		t.Fatalf("workspace changed:\n got %v\nwant %v", got, before)
	}
}

func openRoot(t *testing.T, dir string) *os.Root {
	t.Helper()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return root
}
