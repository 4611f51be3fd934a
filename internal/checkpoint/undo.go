package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Undone is what Undo did.
type Undone struct {
	Turn     string   // the turn undone
	Restored []string // files written back to their state before the turn
	Removed  []string // files the turn created, deleted again
	Backup   string   // snapshot of the workspace just before the undo
}

// Undo restores the files turn changed to their state before it; turn ""
// is the latest turn with a checkpoint not undone yet. What the turn
// changed is the difference between its checkpoint and the next snapshot
// that ends it (the next turn's checkpoint, the snapshot before a later
// undo, or the workspace now), so later turns' changes to other files
// stay. The workspace is snapshotted first, so an undo can itself be
// undone by hand from the Backup commit. An undone turn is not listed
// again.
func (s *Store) Undo(ctx context.Context, turn string) (Undone, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cps, err := s.turnsLocked(ctx)
	if err != nil {
		return Undone{}, err
	}
	if len(cps) == 0 {
		return Undone{}, ErrNoCheckpoint
	}
	i := len(cps) - 1
	if turn != "" {
		for i = len(cps) - 1; i >= 0 && cps[i].Turn != turn; i-- {
		}
		if i < 0 {
			return Undone{}, fmt.Errorf("%w for turn %s (turns with changes: %s)", ErrNoCheckpoint, turn, turnList(cps))
		}
	}
	backup, err := s.snapshotLocked(ctx, labelUndo+cps[i].Turn)
	var partial *Partial
	if err != nil && !errors.As(err, &partial) { // files left out of the backup are not the turn's
		return Undone{}, err
	}
	after, err := s.endOfLocked(ctx, cps[i].Commit, backup)
	if err != nil {
		return Undone{}, err
	}
	u := Undone{Turn: cps[i].Turn, Backup: backup}
	out, err := s.git(ctx, nil, "diff", "--name-status", "--no-renames", "-z", cps[i].Commit, after)
	if err != nil {
		return Undone{}, err
	}
	f := strings.Split(strings.TrimSuffix(out, "\x00"), "\x00")
	for k := 0; k+1 < len(f); k += 2 {
		status, name := f[k], f[k+1]
		if status == "A" { // created by the turn
			if err := os.Remove(filepath.Join(s.workTree, name)); err != nil && !os.IsNotExist(err) {
				return u, fmt.Errorf("checkpoint: remove %s: %w", name, err)
			}
			u.Removed = append(u.Removed, name)
			continue
		}
		if err := s.restoreLocked(ctx, cps[i].Commit, name); err != nil {
			return u, err
		}
		u.Restored = append(u.Restored, name)
	}
	ref := s.turnPrefix() + cps[i].Turn
	if _, err := s.git(ctx, nil, "update-ref", s.undonePrefix()+cps[i].Turn, cps[i].Commit); err != nil {
		return u, err
	}
	if _, err := s.git(ctx, nil, "update-ref", "-d", ref); err != nil {
		return u, err
	}
	return u, nil
}

// endOfLocked returns the snapshot that ends the turn whose checkpoint is
// start: the first later snapshot in the chain taken before a turn or an
// undo (snapshots taken before a destructive command are inside a turn);
// now when there is none.
func (s *Store) endOfLocked(ctx context.Context, start, now string) (string, error) {
	out, err := s.git(ctx, nil, "log", "--reverse", "--format=%H %s", start+".."+s.headRef())
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		hash, subject, _ := strings.Cut(line, " ")
		if strings.HasPrefix(subject, labelTurn) || strings.HasPrefix(subject, labelUndo) {
			return hash, nil
		}
	}
	return now, nil
}

// restoreLocked writes name as it was in commit, with its mode.
func (s *Store) restoreLocked(ctx context.Context, commit, name string) error {
	ls, err := s.git(ctx, nil, "ls-tree", "-z", commit, "--", name)
	if err != nil {
		return err
	}
	meta, _, _ := strings.Cut(ls, "\t")
	fields := strings.Fields(meta)
	if len(fields) != 3 {
		return fmt.Errorf("checkpoint: %s is not in checkpoint %s", name, commit[:min(12, len(commit))])
	}
	data, err := s.git(ctx, nil, "cat-file", "blob", fields[2])
	if err != nil {
		return err
	}
	path := filepath.Join(s.workTree, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	if fields[0] == "120000" { // a symlink
		_ = os.Remove(path)
		if err := os.Symlink(data, path); err != nil {
			return fmt.Errorf("checkpoint: restore %s: %w", name, err)
		}
		return nil
	}
	perm := os.FileMode(0o644)
	if fields[0] == "100755" {
		perm = 0o755
	}
	if err := os.WriteFile(path, []byte(data), perm); err != nil {
		return fmt.Errorf("checkpoint: restore %s: %w", name, err)
	}
	return os.Chmod(path, perm)
}

func turnList(cps []Checkpoint) string {
	ids := make([]string, len(cps))
	for i, c := range cps {
		ids[i] = c.Turn
	}
	return strings.Join(ids, ", ")
}
