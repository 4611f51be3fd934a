package checkpoint

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestChangesBetweenSnapshots(t *testing.T) {
	root, ws := t.TempDir(), t.TempDir()
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(ws, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("keep.txt", "same\n")
	write("edit.txt", "one\n")
	write("gone.txt", "bye\n")
	s := Open(root, filepath.Join(root, "sessions", "S1"), ws)
	ctx := context.Background()
	before, err := s.Snapshot(ctx, "before task")
	if err != nil {
		t.Fatal(err)
	}
	if c, p, _, err := s.Changes(ctx, before, before); err != nil || len(c) != 0 || p != "" {
		t.Fatalf("no change: %v %q %v", c, p, err)
	}
	write("edit.txt", "two\n")
	write("dir/new.txt", "hello\n")
	if err := os.Remove(filepath.Join(ws, "gone.txt")); err != nil {
		t.Fatal(err)
	}
	after, err := s.Snapshot(ctx, "after task")
	if err != nil {
		t.Fatal(err)
	}
	changes, patch, clipped, err := s.Changes(ctx, before, after)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, c.Status+" "+c.Path)
	}
	if want := "added dir/new.txt,modified edit.txt,deleted gone.txt"; strings.Join(got, ",") != want {
		t.Errorf("changes %q, want %q", got, want)
	}
	for _, want := range []string{"-one\n+two\n", "+hello\n", "-bye\n", "--- a/gone.txt"} {
		if !strings.Contains(patch, want) {
			t.Errorf("patch lacks %q:\n%s", want, patch)
		}
	}
	if clipped || strings.Contains(patch, "keep.txt") {
		t.Errorf("clipped %v; patch names an unchanged file:\n%s", clipped, patch)
	}

	// A huge change: the list stays whole, the patch is cut at a line end.
	write("big.txt", strings.Repeat("a line of text\n", 40000))
	big, err := s.Snapshot(ctx, "big")
	if err != nil {
		t.Fatal(err)
	}
	changes, patch, clipped, err = s.Changes(ctx, after, big)
	if err != nil || len(changes) != 1 || !clipped || len(patch) > maxPatch || !strings.HasSuffix(patch, "\n") {
		t.Errorf("big change: %d changes, clipped %v, %d bytes, %v", len(changes), clipped, len(patch), err)
	}
}
