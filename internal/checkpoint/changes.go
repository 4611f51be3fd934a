package checkpoint

import (
	"context"
	"strings"
)

// Change is one file that differs between two snapshots.
type Change struct {
	Path   string `json:"path"`   // workspace-relative, slash-separated
	Status string `json:"status"` // added, modified, deleted, type_changed
}

// maxPatch bounds the patch Changes returns; the file list is always whole.
const maxPatch = 256 << 10

// Changes lists the files that differ between the snapshots from and to
// (commits Snapshot returned), whatever changed them — a file tool, a
// command, a subagent's changeset — and returns their unified diff, capped
// at 256 KiB (clipped says it was cut). Renames show as a deletion and an
// addition; binary files as "Binary files … differ".
func (s *Store) Changes(ctx context.Context, from, to string) (changes []Change, patch string, clipped bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out, err := s.git(ctx, nil, "diff", "--no-renames", "--name-status", "-z", from, to)
	if err != nil {
		return nil, "", false, err
	}
	fields := strings.Split(strings.TrimSuffix(out, "\x00"), "\x00")
	for i := 0; i+1 < len(fields); i += 2 {
		changes = append(changes, Change{Path: fields[i+1], Status: statusName(fields[i])})
	}
	if len(changes) == 0 {
		return nil, "", false, nil
	}
	patch, err = s.git(ctx, nil, "diff", "--no-renames", "--no-color", "--no-ext-diff", from, to)
	if err != nil {
		return changes, "", false, err
	}
	if len(patch) > maxPatch {
		cut := strings.LastIndexByte(patch[:maxPatch], '\n') + 1
		patch, clipped = patch[:cut], true
	}
	return changes, patch, clipped, nil
}

func statusName(code string) string {
	switch code {
	case "A":
		return "added"
	case "D":
		return "deleted"
	case "T":
		return "type_changed"
	default:
		return "modified"
	}
}
