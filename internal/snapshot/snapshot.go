// Package snapshot moves a workspace between machines through a
// content-addressed object store: Build lists the workspace (in a git
// repository the tracked files plus the untracked ones git does not ignore;
// otherwise every file outside .git), stores each file once under the hash
// of its content, and stores a manifest naming them; Materialise writes a
// manifest's tree into a directory, fetching only the blobs its cache lacks;
// Diff turns what an agent changed into a changeset of new blobs; Apply
// merges a changeset into the original workspace three ways (base, ours,
// theirs) and writes nothing when any file conflicts.
//
// Concurrency: a Lister and a Cache are safe for concurrent use (each
// guards its own state); the functions keep no state.
package snapshot

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"troupe/internal/fileread"
)

// Store is where blobs and manifests live (the JetStream object store on
// the bus; a map in tests).
type Store interface {
	Has(ctx context.Context, name string) (bool, error)
	Put(ctx context.Context, name string, data []byte) error
	Get(ctx context.Context, name string) ([]byte, error)
}

// Entry is one file of a snapshot.
type Entry struct {
	Path string `json:"path"` // slash-separated, relative
	Hash string `json:"hash"` // sha256 of the content (of the target, for a link)
	Size int64  `json:"size"`
	Exec bool   `json:"exec,omitempty"`
	Link bool   `json:"link,omitempty"` // a symlink; the blob is its target
}

// Manifest is a workspace's file list.
type Manifest struct {
	Files []Entry `json:"files"`
}

// Stats says what a Build or Materialise moved.
type Stats struct {
	Files      int   // files in the snapshot
	Bytes      int64 // their total size
	Moved      int   // blobs uploaded or downloaded
	MovedBytes int64 // their size
	Left       int   // files left out: secrets, symlinks pointing outside (Build)
}

func blobName(hash string) string { return "blob-" + hash }

func hashOf(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// List returns the workspace's files, relative and slash-separated,
// sorted: git's tracked and untracked-not-ignored files in a repository;
// otherwise every file git would not ignore (the tree's .gitignore files
// and the user's global excludes, read by git through an empty repository
// of its own), and every file when there is no git at all.
func List(ctx context.Context, dir string) ([]string, error) {
	if isRepo(dir) {
		return gitFiles(ctx, dir, "-C", dir, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	}
	if _, err := exec.LookPath("git"); err == nil {
		empty, err := emptyRepo(ctx)
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(empty)
		return gitFiles(ctx, dir, "--git-dir="+empty, "--work-tree="+dir, "ls-files", "-z", "--others", "--exclude-standard")
	}
	return walk(dir)
}

// isRepo reports whether dir is a git work tree (has .git).
func isRepo(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, ".git"))
	return err == nil
}

// walk lists every file under dir outside .git directories, sorted: the
// workspace's files when there is no git at all.
func walk(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		files = append(files, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("snapshot: walk: %w", err)
	}
	sort.Strings(files)
	return files, nil
}

// gitFiles runs a git ls-files of dir and returns the files it names that
// exist (not a deleted tracked file, not a submodule), sorted.
func gitFiles(ctx context.Context, dir string, args ...string) ([]string, error) {
	out, err := exec.CommandContext(ctx, "git", args...).Output()
	if err != nil {
		return nil, fmt.Errorf("snapshot: git ls-files: %w", err)
	}
	var files []string
	seen := map[string]bool{}
	for _, p := range strings.Split(string(out), "\x00") {
		if p == "" || seen[p] {
			continue
		}
		seen[p] = true
		fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(p)))
		if err != nil || fi.IsDir() {
			continue
		}
		files = append(files, p)
	}
	sort.Strings(files)
	return files, nil
}

// read returns a file's entry and content.
func read(dir, rel string) (Entry, []byte, error) {
	p := filepath.Join(dir, filepath.FromSlash(rel))
	fi, err := os.Lstat(p)
	if err != nil {
		return Entry{}, nil, fmt.Errorf("snapshot: %w", err)
	}
	var data []byte
	e := Entry{Path: rel}
	if fi.Mode()&fs.ModeSymlink != 0 {
		t, err := os.Readlink(p)
		if err != nil {
			return Entry{}, nil, fmt.Errorf("snapshot: %w", err)
		}
		data, e.Link = []byte(t), true
	} else {
		if data, err = readRegular(p); err != nil {
			return Entry{}, nil, err
		}
		e.Exec = fi.Mode()&0o111 != 0
	}
	e.Hash, e.Size = hashOf(data), int64(len(data))
	return e, data, nil
}

// errNotRegular: a listed path that is not a regular file or a symlink (a
// named pipe, a socket, a device): it has no content to move.
var errNotRegular = errors.New("snapshot: not a regular file")

// readRegular reads the regular file at p without blocking on a named
// pipe put where a tracked file was (or swapped in after the Lstat), and
// without following a symlink swapped in then.
func readRegular(p string) ([]byte, error) {
	data, err := fileread.ReadFileNoFollow(p)
	switch {
	case errors.Is(err, fileread.ErrNotRegular):
		return nil, fmt.Errorf("%w: %w", errNotRegular, err)
	case errors.Is(err, syscall.ELOOP):
		return nil, fmt.Errorf("%w: %s became a symlink", errNotRegular, p)
	case err != nil:
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	return data, nil
}

// Build stores the workspace in st and returns the manifest's name. Blobs
// the store already has are not uploaded again.
func Build(ctx context.Context, st Store, dir string) (string, Stats, error) {
	files, err := List(ctx, dir)
	if err != nil {
		return "", Stats{}, err
	}
	return build(ctx, st, dir, files)
}

// build stores files, dir's listed files, in st (Build).
func build(ctx context.Context, st Store, dir string, files []string) (string, Stats, error) {
	var s Stats
	var m Manifest
	for _, rel := range files {
		if Secret(rel) {
			s.Left++
			continue
		}
		e, data, err := read(dir, rel)
		if errors.Is(err, errNotRegular) {
			s.Left++ // nothing a worker could be given
			continue
		}
		if err != nil {
			return "", s, err
		}
		if e.Link && checkLink(rel, string(data)) != nil {
			s.Left++ // a worker gets nothing that points outside its workspace
			continue
		}
		m.Files = append(m.Files, e)
		s.Files++
		s.Bytes += e.Size
		moved, err := putBlob(ctx, st, e.Hash, data)
		if err != nil {
			return "", s, err
		}
		if moved {
			s.Moved++
			s.MovedBytes += e.Size
		}
	}
	name, err := putJSON(ctx, st, "snap-", m)
	return name, s, err
}

func putBlob(ctx context.Context, st Store, hash string, data []byte) (bool, error) {
	ok, err := st.Has(ctx, blobName(hash))
	if err != nil || ok {
		return false, err
	}
	if err := st.Put(ctx, blobName(hash), data); err != nil {
		return false, fmt.Errorf("snapshot: put blob: %w", err)
	}
	return true, nil
}

func putJSON(ctx context.Context, st Store, prefix string, v any) (string, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("snapshot: encode: %w", err)
	}
	name := prefix + hashOf(data)
	if ok, err := st.Has(ctx, name); err != nil || ok {
		return name, err
	}
	if err := st.Put(ctx, name, data); err != nil {
		return "", fmt.Errorf("snapshot: put %s: %w", name, err)
	}
	return name, nil
}

// LoadManifest reads a manifest from st, verified: its content has the
// hash its name says, and it names no path outside the workspace.
func LoadManifest(ctx context.Context, st Store, name string) (Manifest, error) {
	m, err := loadJSON[Manifest](ctx, st, "manifest", name)
	if err == nil {
		err = checkManifest(m)
	}
	return m, err
}

// loadJSON reads the JSON object name (a kind of record) from st.
func loadJSON[T any](ctx context.Context, st Store, kind, name string) (T, error) {
	var v T
	data, err := st.Get(ctx, name)
	if err != nil {
		return v, fmt.Errorf("snapshot: %s %s: %w", kind, name, err)
	}
	if err := verifyName(name, data); err != nil {
		return v, fmt.Errorf("snapshot: %s: %w", kind, err)
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return v, fmt.Errorf("snapshot: %s %s: %w", kind, name, err)
	}
	return v, nil
}

// Cache keeps blobs on a worker's disk, so a second task on the same base
// fetches only what changed.
type Cache struct {
	Dir string
}

// blob returns a blob's content from the cache or st, and whether it was
// fetched from st.
func (c Cache) blob(ctx context.Context, st Store, hash string) ([]byte, bool, error) {
	p := filepath.Join(c.Dir, "blobs", hash)
	if data, err := os.ReadFile(p); err == nil && hashOf(data) == hash {
		return data, false, nil
	}
	data, err := st.Get(ctx, blobName(hash))
	if err != nil {
		return nil, false, fmt.Errorf("snapshot: blob %s: %w", hash, err)
	}
	if hashOf(data) != hash {
		return nil, false, fmt.Errorf("snapshot: blob %s: content does not match its hash", hash)
	}
	if c.Dir != "" {
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			return nil, false, fmt.Errorf("snapshot: cache: %w", err)
		}
		tmp := p + ".tmp" + hashOf([]byte(fmt.Sprint(os.Getpid())))[:8]
		if err := os.WriteFile(tmp, data, 0o600); err == nil {
			_ = os.Rename(tmp, p) // a failed cache write costs a later fetch, nothing else
		}
	}
	return data, true, nil
}

// Materialise writes the snapshot named name into dest (which should be
// empty) and returns it.
func (c Cache) Materialise(ctx context.Context, st Store, name, dest string) (Manifest, Stats, error) {
	var s Stats
	m, err := LoadManifest(ctx, st, name)
	if err != nil {
		return m, s, err
	}
	if err := os.MkdirAll(dest, 0o755); err != nil {
		return m, s, fmt.Errorf("snapshot: %w", err)
	}
	root, err := os.OpenRoot(dest)
	if err != nil {
		return m, s, fmt.Errorf("snapshot: %w", err)
	}
	defer root.Close()
	for _, e := range m.Files {
		data, fetched, err := c.blob(ctx, st, e.Hash)
		if err != nil {
			return m, s, err
		}
		s.Files++
		s.Bytes += e.Size
		if fetched {
			s.Moved++
			s.MovedBytes += e.Size
		}
		if err := writeEntry(root, e, data); err != nil {
			return m, s, err
		}
	}
	return m, s, nil
}

// writeEntry writes one file of a snapshot beneath root.
func writeEntry(root *os.Root, e Entry, data []byte) error {
	if e.Link {
		if err := checkLink(e.Path, string(data)); err != nil {
			return err
		}
	}
	if err := root.MkdirAll(path.Dir(e.Path), 0o755); err != nil {
		return fmt.Errorf("snapshot: %w", err)
	}
	if err := root.Remove(e.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("snapshot: %w", err)
	}
	if e.Link {
		if err := root.Symlink(string(data), e.Path); err != nil {
			return fmt.Errorf("snapshot: %w", err)
		}
		return nil
	}
	mode := fs.FileMode(0o644)
	if e.Exec {
		mode = 0o755
	}
	if err := root.WriteFile(e.Path, data, mode); err != nil {
		return fmt.Errorf("snapshot: %w", err)
	}
	return nil
}
