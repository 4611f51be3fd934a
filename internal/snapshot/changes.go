package snapshot

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"troupe/internal/fileread"
)

// Change is one file an agent added, modified or deleted.
type Change struct {
	Path    string `json:"path"`
	Base    string `json:"base,omitempty"` // hash in the snapshot; "" for a new file
	Hash    string `json:"hash,omitempty"` // new content; "" when deleted
	Exec    bool   `json:"exec,omitempty"`
	Link    bool   `json:"link,omitempty"`
	Deleted bool   `json:"deleted,omitempty"`
}

// Changeset is what a task changed in its workspace.
type Changeset struct {
	Changes []Change `json:"changes"`
}

// Diff compares dir with the manifest it was materialised from, stores the
// new blobs in st and returns the changeset's name ("" when nothing
// changed) and the changeset.
func Diff(ctx context.Context, st Store, base Manifest, dir string) (string, Changeset, error) {
	var cs Changeset
	files, err := List(ctx, dir)
	if err != nil {
		return "", cs, err
	}
	old := map[string]Entry{}
	for _, e := range base.Files {
		old[e.Path] = e
	}
	for _, rel := range files {
		e, data, err := read(dir, rel)
		if errors.Is(err, errNotRegular) {
			delete(old, rel) // a pipe or socket where a file was: left as it was, neither changed nor deleted
			continue
		}
		if err != nil {
			return "", cs, err
		}
		o, had := old[rel]
		delete(old, rel)
		if had && o.Hash == e.Hash && o.Exec == e.Exec && o.Link == e.Link {
			continue
		}
		if _, err := putBlob(ctx, st, e.Hash, data); err != nil {
			return "", cs, err
		}
		cs.Changes = append(cs.Changes, Change{Path: rel, Base: o.Hash, Hash: e.Hash, Exec: e.Exec, Link: e.Link})
	}
	for _, e := range base.Files {
		if _, gone := old[e.Path]; gone && !special(dir, e.Path) {
			cs.Changes = append(cs.Changes, Change{Path: e.Path, Base: e.Hash, Deleted: true})
		}
	}
	if len(cs.Changes) == 0 {
		return "", cs, nil
	}
	name, err := putJSON(ctx, st, "changes-", cs)
	return name, cs, err
}

// special reports whether rel in dir is there but is no file, symlink or
// directory (a named pipe, a socket): git's listing of untracked files
// leaves such paths out, and Diff leaves them as they were rather than
// deleting the file they replaced.
func special(dir, rel string) bool {
	fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil && fi.Mode().Type()&(fs.ModeSymlink|fs.ModeDir) == 0 && !fi.Mode().IsRegular()
}

// LoadChangeset reads a changeset from st, verified: its content has the
// hash its name says, and Check passes.
func LoadChangeset(ctx context.Context, st Store, name string) (Changeset, error) {
	cs, err := loadJSON[Changeset](ctx, st, "changeset", name)
	if err == nil {
		err = Check(cs)
	}
	return cs, err
}

// ConflictError lists the files a changeset could not be merged into, with
// their conflicting hunks. Nothing was written.
type ConflictError struct {
	Files []FileConflict
}

// FileConflict is one file's conflict.
type FileConflict struct {
	Path  string
	Hunks string // the conflicting regions, with <<<<<<< ======= >>>>>>> markers
}

func (e *ConflictError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "the subagent's changes conflict with the workspace in %d file(s); nothing was applied", len(e.Files))
	for _, f := range e.Files {
		fmt.Fprintf(&b, "\n\n--- %s\n%s", f.Path, f.Hunks)
	}
	return b.String()
}

// write is one planned write of Apply.
type write struct {
	change Change
	data   []byte
}

// Protected says whether a workspace-relative path is one whose change
// must be approved by a person (git hooks, CI, settings: see
// safety.ProtectedPath), and what it is. Nil: none is.
type Protected func(rel string) (bool, string)

// ProtectedError lists the protected paths a changeset touches; nothing was
// written.
type ProtectedError struct {
	Paths []string
	What  []string
}

func (e *ProtectedError) Error() string {
	var b strings.Builder
	b.WriteString("the subagent's changes touch protected paths; nothing was applied:")
	for i, p := range e.Paths {
		fmt.Fprintf(&b, "\n  %s (%s)", p, e.What[i])
	}
	return b.String()
}

// ProtectedPaths returns the protected paths of a changeset (nil when
// prot is nil or none is).
func ProtectedPaths(cs Changeset, prot Protected) *ProtectedError {
	if prot == nil {
		return nil
	}
	var e ProtectedError
	for _, c := range cs.Changes {
		if ok, what := prot(c.Path); ok {
			e.Paths, e.What = append(e.Paths, c.Path), append(e.What, what)
		}
	}
	if len(e.Paths) == 0 {
		return nil
	}
	return &e
}

// Apply merges a changeset into dir: a file the workspace did not change
// since the snapshot takes the new content; one both changed is merged
// with git merge-file (text only). If any file conflicts, Apply writes
// nothing and returns a *ConflictError. Writing is all or nothing too: a
// disk error part of the way puts back what was already replaced. It
// returns the paths it changed.
//
// A changeset comes from a worker and is not trusted: Check refuses paths
// outside dir or in .git, symlinks pointing outside and writes through
// them; every blob is verified against its hash; every name is resolved
// beneath dir by the kernel (os.Root), so a symlink in the workspace
// cannot lead a write out either.
func Apply(ctx context.Context, st Store, dir string, cs Changeset) ([]string, error) {
	if err := Check(cs); err != nil {
		return nil, err
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	defer root.Close()
	var plan []write
	var conflicts []FileConflict
	for _, c := range cs.Changes {
		ours, oursHash, err := current(root, c.Path)
		if err != nil {
			return nil, err
		}
		var theirs []byte
		if !c.Deleted {
			if theirs, err = getBlob(ctx, st, c.Hash); err != nil {
				return nil, fmt.Errorf("snapshot: blob of %s: %w", c.Path, err)
			}
			if c.Link {
				if err := checkLink(c.Path, string(theirs)); err != nil {
					return nil, err
				}
			}
		}
		switch {
		case oursHash == c.Base: // untouched here: take theirs
			plan = append(plan, write{c, theirs})
		case oursHash == c.Hash && !c.Deleted, oursHash == "" && c.Deleted: // same result already
		case c.Deleted:
			conflicts = append(conflicts, FileConflict{c.Path, "deleted by the subagent, changed in the workspace"})
		case c.Link || ours == nil || c.Base == "":
			conflicts = append(conflicts, FileConflict{c.Path, "added or changed on both sides"})
		default:
			base, err := getBlob(ctx, st, c.Base)
			if err != nil {
				return nil, fmt.Errorf("snapshot: base of %s: %w", c.Path, err)
			}
			merged, hunks, err := merge3(ctx, ours, base, theirs)
			if err != nil {
				return nil, fmt.Errorf("snapshot: merge %s: %w", c.Path, err)
			}
			if hunks != "" {
				conflicts = append(conflicts, FileConflict{c.Path, hunks})
				continue
			}
			plan = append(plan, write{c, merged})
		}
	}
	if len(conflicts) > 0 {
		return nil, &ConflictError{Files: conflicts}
	}
	return commit(root, plan, root.Rename)
}

// current returns a file's content and hash, or nil and "" if absent. A
// path whose parent is a symlink leading outside is an error (os.Root).
func current(root *os.Root, rel string) ([]byte, string, error) {
	fi, err := root.Lstat(rel)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", fmt.Errorf("snapshot: %w", err)
	}
	var data []byte
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		t, err := root.Readlink(rel)
		if err != nil {
			return nil, "", fmt.Errorf("snapshot: %w", err)
		}
		data = []byte(t)
	case !fi.Mode().IsRegular():
		return nil, "", fmt.Errorf("snapshot: %s is not a regular file", rel)
	default:
		if data, err = fileread.ReadFileIn(root, rel); err != nil {
			return nil, "", fmt.Errorf("snapshot: %w", err)
		}
	}
	return data, hashOf(data), nil
}

// merge3 merges theirs into ours over base with git merge-file. It returns
// the merged content, or the conflicting hunks when there are conflicts.
// Binary content (a NUL byte) that differs on both sides is a conflict.
func merge3(ctx context.Context, ours, base, theirs []byte) ([]byte, string, error) {
	if binary(ours) || binary(base) || binary(theirs) {
		return nil, "binary file changed on both sides", nil
	}
	tmp, err := os.MkdirTemp("", "troupe-merge-")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(tmp)
	names := []string{"workspace", "snapshot", "subagent"}
	for i, data := range [][]byte{ours, base, theirs} {
		if err := os.WriteFile(filepath.Join(tmp, names[i]), data, 0o600); err != nil {
			return nil, "", err
		}
	}
	cmd := exec.CommandContext(ctx, "git", "merge-file", "-p", "-L", "workspace", "-L", "snapshot", "-L", "subagent",
		names[0], names[1], names[2])
	cmd.Dir = tmp
	out, err := cmd.Output()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return out, "", nil
	case errors.As(err, &ee) && ee.ExitCode() > 0 && ee.ExitCode() < 128:
		return nil, hunks(string(out)), nil
	default:
		return nil, "", fmt.Errorf("git merge-file: %w", err)
	}
}

func binary(b []byte) bool { return strings.IndexByte(string(b[:min(len(b), 8000)]), 0) >= 0 }

// hunks keeps the conflict regions of merged text (and a line around each).
func hunks(merged string) string {
	lines := strings.SplitAfter(merged, "\n")
	var b strings.Builder
	in := false
	for i, l := range lines {
		if strings.HasPrefix(l, "<<<<<<< ") {
			in = true
			if i > 0 {
				b.WriteString(lines[i-1])
			}
		}
		if in {
			b.WriteString(l)
		}
		if strings.HasPrefix(l, ">>>>>>> ") {
			in = false
			if i+1 < len(lines) {
				b.WriteString(lines[i+1])
			}
			b.WriteString("...\n")
		}
	}
	return b.String()
}
