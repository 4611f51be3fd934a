package snapshot

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// putChangeset stores blobs and a changeset as a hostile worker would:
// through the store, named as the protocol names them.
func putChangeset(t *testing.T, st *memStore, blobs map[string]string, cs Changeset) string {
	t.Helper()
	for _, b := range blobs {
		st.m[blobName(hashOf([]byte(b)))] = []byte(b)
	}
	name, err := putJSON(context.Background(), st, "changes-", cs)
	if err != nil {
		t.Fatal(err)
	}
	return name
}

func h(s string) string { return hashOf([]byte(s)) }

// Changesets a hostile worker sends: none writes anything, inside or
// outside the workspace, and each is refused with ErrOutside or
// ErrTampered.
func TestApplyRefusesChangesetsThatLeadOutside(t *testing.T) {
	tests := []struct {
		name    string
		blobs   map[string]string
		cs      Changeset
		plant   func(t *testing.T, ws, outside string) // the workspace before
		wantErr error
	}{
		{name: "symlink to outside then a file through it",
			blobs: map[string]string{"l": "OUTSIDE", "f": "pwned\n"},
			cs: Changeset{Changes: []Change{{Path: "escape", Hash: h("OUTSIDE"), Link: true},
				{Path: "escape/file", Hash: h("pwned\n")}}},
			wantErr: ErrOutside},
		{name: "symlink inside then a file through it",
			blobs: map[string]string{"l": "sub", "f": "x\n"},
			cs: Changeset{Changes: []Change{{Path: "escape", Hash: h("sub"), Link: true},
				{Path: "escape/file", Hash: h("x\n")}}},
			wantErr: ErrOutside},
		{name: "relative symlink climbing out",
			blobs:   map[string]string{"l": "../../../../etc/passwd"},
			cs:      Changeset{Changes: []Change{{Path: "a/link", Hash: h("../../../../etc/passwd"), Link: true}}},
			wantErr: ErrOutside},
		{name: "dot-dot path", blobs: map[string]string{"f": "x\n"},
			cs: Changeset{Changes: []Change{{Path: "../outside/file", Hash: h("x\n")}}}, wantErr: ErrOutside},
		{name: "unclean path", blobs: map[string]string{"f": "x\n"},
			cs: Changeset{Changes: []Change{{Path: "a/../../outside/file", Hash: h("x\n")}}}, wantErr: ErrOutside},
		{name: "absolute path", blobs: map[string]string{"f": "x\n"},
			cs: Changeset{Changes: []Change{{Path: "/tmp/file", Hash: h("x\n")}}}, wantErr: ErrOutside},
		{name: "git hook", blobs: map[string]string{"f": "#!/bin/sh\necho pwned\n"},
			cs:      Changeset{Changes: []Change{{Path: ".git/hooks/post-checkout", Hash: h("#!/bin/sh\necho pwned\n"), Exec: true}}},
			wantErr: ErrOutside},
		{name: "nested git config", blobs: map[string]string{"f": "[core]\n"},
			cs: Changeset{Changes: []Change{{Path: "vendor/x/.git/config", Hash: h("[core]\n")}}}, wantErr: ErrOutside},
		{name: "blob that is not its hash",
			blobs:   map[string]string{},
			cs:      Changeset{Changes: []Change{{Path: "f.txt", Hash: h("promised")}}},
			plant:   nil,
			wantErr: ErrTampered},
		{name: "workspace symlink to outside, file through it",
			blobs: map[string]string{"f": "pwned\n"},
			cs:    Changeset{Changes: []Change{{Path: "planted/file", Hash: h("pwned\n")}}},
			plant: func(t *testing.T, ws, outside string) {
				if err := os.Symlink(outside, filepath.Join(ws, "planted")); err != nil {
					t.Fatal(err)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			st := newMem()
			top := t.TempDir()
			ws, outside := filepath.Join(top, "ws"), filepath.Join(top, "outside")
			writeFiles(t, ws, map[string]string{"keep.txt": "keep\n", "sub/x": "x\n"})
			writeFiles(t, outside, map[string]string{"victim": "victim\n"})
			if tt.plant != nil {
				tt.plant(t, ws, outside)
			}
			if tt.name == "symlink to outside then a file through it" {
				tt.blobs["l"] = outside
				tt.cs.Changes[0].Hash = h(outside)
			}
			if tt.name == "blob that is not its hash" {
				st.m[blobName(h("promised"))] = []byte("something else\n")
			}
			name := putChangeset(t, st, tt.blobs, tt.cs)
			beforeWS, beforeOut := tree(t, ws), tree(t, outside)
			cs, err := LoadChangeset(ctx, st, name)
			if err == nil {
				_, err = Apply(ctx, st, ws, cs)
			}
			if err == nil {
				t.Fatal("applied")
			}
			if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Fatalf("error %v, want %v", err, tt.wantErr)
			}
			// Apply on its own (a caller that skipped LoadChangeset) refuses too.
			if _, err := Apply(ctx, st, ws, tt.cs); err == nil {
				t.Fatal("Apply without LoadChangeset applied")
			}
			if got := tree(t, outside); !mapsEqual(got, beforeOut) {
				t.Fatalf("outside changed: %v", got)
			}
			if got := tree(t, ws); !mapsEqual(got, beforeWS) {
				t.Fatalf("workspace changed: %v", got)
			}
		})
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// A changeset object rewritten in the store after the worker named it is
// refused: its name is the hash of its content.
func TestLoadChangesetRefusesARewrittenObject(t *testing.T) {
	st := newMem()
	name := putChangeset(t, st, map[string]string{"f": "x\n"}, Changeset{Changes: []Change{{Path: "f.txt", Hash: h("x\n")}}})
	forged, _ := json.Marshal(Changeset{Changes: []Change{{Path: "g.txt", Hash: h("x\n")}}})
	st.m[name] = forged
	if _, err := LoadChangeset(context.Background(), st, name); !errors.Is(err, ErrTampered) {
		t.Fatalf("want ErrTampered, got %v", err)
	}
}

// A snapshot manifest overwritten in the shared store (escape ->
// outside, then escape/file) is refused by an honest worker before it
// writes anything; a manifest that points a link outside is refused too.
func TestMaterialiseRefusesATamperedManifest(t *testing.T) {
	ctx := context.Background()
	top := t.TempDir()
	outside := filepath.Join(top, "outside")
	writeFiles(t, outside, map[string]string{"victim": "victim\n"})
	st := newMem()
	coord := filepath.Join(top, "coord")
	writeFiles(t, coord, map[string]string{"a.txt": "a\n"})
	name, _, err := Build(ctx, st, coord)
	if err != nil {
		t.Fatal(err)
	}
	st.m[blobName(h(outside))] = []byte(outside)
	st.m[blobName(h("pwned\n"))] = []byte("pwned\n")
	evil := Manifest{Files: []Entry{{Path: "escape", Hash: h(outside), Link: true}, {Path: "escape/victim", Hash: h("pwned\n")}}}
	data, _ := json.Marshal(evil)
	for _, tc := range []struct {
		name string
		put  func() string
		want error
	}{
		{"overwritten under its name", func() string { st.m[name] = data; return name }, ErrTampered},
		{"stored under its own hash", func() string { n := "snap-" + hashOf(data); st.m[n] = data; return n }, ErrOutside},
		{"link only", func() string {
			d, _ := json.Marshal(Manifest{Files: []Entry{{Path: "escape", Hash: h(outside), Link: true}}})
			n := "snap-" + hashOf(d)
			st.m[n] = d
			return n
		}, ErrOutside},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dest := filepath.Join(top, "w-"+tc.name)
			_, _, err := Cache{Dir: filepath.Join(top, "cache")}.Materialise(ctx, st, tc.put(), dest)
			if !errors.Is(err, tc.want) {
				t.Fatalf("want %v, got %v", tc.want, err)
			}
			if got := tree(t, outside); got["victim"] != "victim\n" || len(got) != 1 {
				t.Fatalf("outside changed: %v", got)
			}
			if _, err := os.Lstat(filepath.Join(dest, "escape")); err == nil {
				t.Fatal("the link was created")
			}
		})
	}
}

// Build leaves secrets and symlinks pointing outside out of a snapshot:
// no worker receives them.
func TestBuildLeavesOutSecretsAndOutsideLinks(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"main.go": "package main\n", ".env": "STRIPE_SECRET_KEY=sk_live\n",
		".claude/settings.local.json": "{}\n", "deploy/id_ed25519": "KEY\n", "config/.env.production": "X=1\n",
		".env.example": "X=\n"})
	if err := os.Symlink("/etc/passwd", filepath.Join(dir, "passwd")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("main.go", filepath.Join(dir, "inside")); err != nil {
		t.Fatal(err)
	}
	st := newMem()
	name, stats, err := Build(ctx, st, dir)
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadManifest(ctx, st, name)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range m.Files {
		got = append(got, e.Path)
	}
	if want := []string{".env.example", "inside", "main.go"}; !slices.Equal(got, want) {
		t.Fatalf("snapshot holds %v, want %v", got, want)
	}
	if stats.Left != 5 {
		t.Fatalf("Left = %d, want 5", stats.Left)
	}
	for n, d := range st.m {
		if string(d) == "STRIPE_SECRET_KEY=sk_live\n" || string(d) == "KEY\n" {
			t.Fatalf("secret stored as %s", n)
		}
	}
}
