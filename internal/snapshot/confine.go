package snapshot

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"
)

// ErrOutside is returned for a manifest or changeset that names a path
// outside the workspace, writes through a symlink, or adds a symlink whose
// target is outside: nothing of it is written.
var ErrOutside = errors.New("snapshot: leads outside the workspace")

// ErrTampered is returned when an object's content does not match the
// hash its name or its entry gives: the store was written by someone else.
var ErrTampered = errors.New("snapshot: content does not match its hash")

// checkPath refuses a path that is not a clean, relative, slash-separated
// path below the workspace, or that names anything inside a .git directory.
func checkPath(rel string) error {
	switch {
	case rel == "" || rel == "." || strings.ContainsRune(rel, 0):
		return fmt.Errorf("%w: empty path", ErrOutside)
	case path.IsAbs(rel) || path.Clean(rel) != rel || rel == ".." || strings.HasPrefix(rel, "../"):
		return fmt.Errorf("%w: %q", ErrOutside, rel)
	}
	for _, el := range strings.Split(rel, "/") {
		if el == ".git" {
			return fmt.Errorf("%w: %q is inside a .git directory", ErrOutside, rel)
		}
	}
	return nil
}

// checkLink refuses a symlink at rel whose target is absolute or leaves
// the workspace once resolved against the link's directory.
func checkLink(rel, target string) error {
	if target == "" || path.IsAbs(target) || strings.ContainsRune(target, 0) {
		return fmt.Errorf("%w: symlink %s -> %q", ErrOutside, rel, target)
	}
	t := path.Join(path.Dir(rel), target)
	if t == ".." || strings.HasPrefix(t, "../") {
		return fmt.Errorf("%w: symlink %s -> %q", ErrOutside, rel, target)
	}
	return nil
}

// checkTree refuses a set of paths where one is written below another
// that is a symlink of the same set (escape -> /outside, then
// escape/file): the second write would go wherever the first points.
func checkTree(paths map[string]bool, links map[string]bool) error {
	for p := range paths {
		for d := path.Dir(p); d != "."; d = path.Dir(d) {
			if links[d] {
				return fmt.Errorf("%w: %s is written through the symlink %s", ErrOutside, p, d)
			}
		}
	}
	return nil
}

// Check refuses a changeset that names a path outside the workspace or in
// a .git directory, adds a symlink pointing outside, writes through a
// symlink it adds, or names a path twice. Apply checks it first.
func Check(cs Changeset) error {
	paths, links := map[string]bool{}, map[string]bool{}
	for _, c := range cs.Changes {
		if err := checkPath(c.Path); err != nil {
			return err
		}
		if paths[c.Path] {
			return fmt.Errorf("%w: %s named twice", ErrOutside, c.Path)
		}
		paths[c.Path] = true
		if c.Link && !c.Deleted {
			links[c.Path] = true
		}
		if !c.Deleted && !validHash(c.Hash) || c.Base != "" && !validHash(c.Base) {
			return fmt.Errorf("%w: %s has no valid hash", ErrTampered, c.Path)
		}
	}
	return checkTree(paths, links)
}

// checkManifest is Check for a snapshot's file list (link targets are
// checked as their blobs are read).
func checkManifest(m Manifest) error {
	paths, links := map[string]bool{}, map[string]bool{}
	for _, e := range m.Files {
		if err := checkPath(e.Path); err != nil {
			return err
		}
		if paths[e.Path] {
			return fmt.Errorf("%w: %s named twice", ErrOutside, e.Path)
		}
		paths[e.Path] = true
		if e.Link {
			links[e.Path] = true
		}
		if !validHash(e.Hash) {
			return fmt.Errorf("%w: %s has no valid hash", ErrTampered, e.Path)
		}
	}
	return checkTree(paths, links)
}

func validHash(h string) bool {
	if len(h) != 64 {
		return false
	}
	for _, c := range h {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// getBlob reads a blob and verifies its content against its hash.
func getBlob(ctx context.Context, st Store, hash string) ([]byte, error) {
	data, err := st.Get(ctx, blobName(hash))
	if err != nil {
		return nil, err
	}
	if hashOf(data) != hash {
		return nil, fmt.Errorf("%w: blob %s", ErrTampered, hash)
	}
	return data, nil
}

// verifyName checks that an object named prefix+hash holds content of that
// hash (manifests and changesets are named by the hash of their JSON).
func verifyName(name string, data []byte) error {
	i := strings.LastIndexByte(name, '-')
	if i < 0 || !validHash(name[i+1:]) || hashOf(data) != name[i+1:] {
		return fmt.Errorf("%w: %s", ErrTampered, name)
	}
	return nil
}
