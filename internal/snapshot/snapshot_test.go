package snapshot

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// memStore is a Store in memory.
type memStore struct {
	mu   sync.Mutex
	m    map[string][]byte
	gets int
}

func newMem() *memStore { return &memStore{m: map[string][]byte{}} }

func (s *memStore) Has(_ context.Context, n string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.m[n]
	return ok, nil
}
func (s *memStore) Put(_ context.Context, n string, d []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[n] = append([]byte(nil), d...)
	return nil
}
func (s *memStore) Get(_ context.Context, n string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, ok := s.m[n]
	if !ok {
		return nil, errors.New("not found: " + n)
	}
	s.gets++
	return d, nil
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for p, c := range files {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.email=t@t", "-c", "user.name=t"}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func TestBuildListsWhatGitWouldKeep(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.go": "package a\n", ".gitignore": "build/\n", "build/out.bin": "junk", "sub/b.txt": "b\n"})
	git(t, dir, "init", "-q")
	git(t, dir, "add", "a.go", ".gitignore")
	git(t, dir, "commit", "-qm", "base")
	writeFiles(t, dir, map[string]string{"a.go": "package a // changed\n", "new.txt": "untracked\n"})

	st := newMem()
	name, stats, err := Build(context.Background(), st, dir)
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadManifest(context.Background(), st, name)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, e := range m.Files {
		paths = append(paths, e.Path)
	}
	if got, want := strings.Join(paths, ","), ".gitignore,a.go,new.txt,sub/b.txt"; got != want {
		t.Fatalf("files %s, want %s", got, want)
	}
	if stats.Moved != 4 {
		t.Fatalf("moved %d blobs, want 4", stats.Moved)
	}
	// A second build after one change moves one blob.
	writeFiles(t, dir, map[string]string{"sub/b.txt": "b2\n"})
	_, stats, err = Build(context.Background(), st, dir)
	if err != nil {
		t.Fatal(err)
	}
	if stats.Moved != 1 || stats.MovedBytes != 3 {
		t.Fatalf("second build moved %d blobs, %d bytes; want 1, 3", stats.Moved, stats.MovedBytes)
	}
}

func TestMaterialiseUsesTheCache(t *testing.T) {
	src := t.TempDir()
	writeFiles(t, src, map[string]string{"x.txt": "x\n", "y/z.bin": "\x00\x01binary"})
	st := newMem()
	ctx := context.Background()
	name, _, err := Build(ctx, st, src)
	if err != nil {
		t.Fatal(err)
	}
	c := Cache{Dir: t.TempDir()}
	for i, wantMoved := range []int{2, 0} {
		dest := t.TempDir()
		_, s, err := c.Materialise(ctx, st, name, dest)
		if err != nil {
			t.Fatal(err)
		}
		if s.Moved != wantMoved {
			t.Fatalf("run %d fetched %d blobs, want %d", i, s.Moved, wantMoved)
		}
		got, _ := os.ReadFile(filepath.Join(dest, "y/z.bin"))
		if string(got) != "\x00\x01binary" {
			t.Fatalf("run %d: z.bin = %q", i, got)
		}
	}
}

func TestApply(t *testing.T) {
	base := "one\ntwo\nthree\nfour\nfive\nsix\nseven\n"
	tests := []struct {
		name      string
		ours      map[string]string // coordinator edits after the snapshot
		theirs    map[string]string // subagent edits
		del       string            // file the subagent deletes
		conflict  bool
		want      map[string]string
		wantGone  string
		unchanged string // with a conflict: a file that must be untouched
	}{
		{name: "clean", theirs: map[string]string{"f.txt": strings.Replace(base, "two", "TWO", 1), "n.bin": "\x00new"},
			want: map[string]string{"f.txt": strings.Replace(base, "two", "TWO", 1), "n.bin": "\x00new"}},
		{name: "three way", ours: map[string]string{"f.txt": strings.Replace(base, "six", "SIX", 1)},
			theirs: map[string]string{"f.txt": strings.Replace(base, "two", "TWO", 1)},
			want:   map[string]string{"f.txt": strings.Replace(strings.Replace(base, "two", "TWO", 1), "six", "SIX", 1)}},
		{name: "conflict writes nothing", ours: map[string]string{"f.txt": strings.Replace(base, "two", "ours", 1)},
			theirs:   map[string]string{"f.txt": strings.Replace(base, "two", "theirs", 1), "g.txt": "g changed\n"},
			conflict: true, unchanged: "g.txt"},
		{name: "delete", del: "g.txt", wantGone: "g.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st := newMem()
			coord := t.TempDir()
			writeFiles(t, coord, map[string]string{"f.txt": base, "g.txt": "g\n"})
			name, _, err := Build(ctx, st, coord)
			if err != nil {
				t.Fatal(err)
			}
			work := t.TempDir()
			m, _, err := Cache{}.Materialise(ctx, st, name, work)
			if err != nil {
				t.Fatal(err)
			}
			writeFiles(t, work, tt.theirs)
			if tt.del != "" {
				os.Remove(filepath.Join(work, tt.del))
			}
			csName, _, err := Diff(ctx, st, m, work)
			if err != nil {
				t.Fatal(err)
			}
			cs, err := LoadChangeset(ctx, st, csName)
			if err != nil {
				t.Fatal(err)
			}
			writeFiles(t, coord, tt.ours)
			_, err = Apply(ctx, st, coord, cs)
			var ce *ConflictError
			if tt.conflict {
				if !errors.As(err, &ce) || !strings.Contains(err.Error(), "<<<<<<< workspace") {
					t.Fatalf("want a conflict showing hunks, got %v", err)
				}
				if got, _ := os.ReadFile(filepath.Join(coord, tt.unchanged)); string(got) != "g\n" {
					t.Fatalf("%s was written despite the conflict: %q", tt.unchanged, got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for p, want := range tt.want {
				if got, _ := os.ReadFile(filepath.Join(coord, p)); string(got) != want {
					t.Errorf("%s = %q, want %q", p, got, want)
				}
			}
			if tt.wantGone != "" {
				if _, err := os.Stat(filepath.Join(coord, tt.wantGone)); !os.IsNotExist(err) {
					t.Errorf("%s still there", tt.wantGone)
				}
			}
		})
	}
}

// Outside a repository the snapshot is the tree minus what the tree's
// .gitignore files ignore, nested ones and negations included.
func TestListOutsideARepositoryHonoursIgnoreFiles(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		".gitignore":          "node_modules/\n*.log\n!keep.log\n",
		"main.go":             "package main\n",
		"debug.log":           "noise",
		"keep.log":            "kept",
		"node_modules/x/i.js": "dep",
		"web/.gitignore":      "dist\n",
		"web/dist/bundle.js":  "built",
		"web/src/app.js":      "app",
	})
	files, err := List(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(files, ","), ".gitignore,keep.log,main.go,web/.gitignore,web/src/app.js"; got != want {
		t.Fatalf("files %s, want %s", got, want)
	}
}
