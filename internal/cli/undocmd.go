package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/checkpoint"
	"troupe/internal/store"
	"troupe/messages"
)

func newUndoCmd(stdio *IO, g *globals) *cobra.Command {
	var turn int
	var session string
	var list bool
	cmd := &cobra.Command{
		Use:   "undo [--turn N] [--session ID]",
		Short: "Restore the files a turn changed to their state before it",
		Long: `Before a turn's first change troupe records the workspace in a shadow git
repository inside the session directory (never your .git). undo restores the
files that turn changed — by a file tool or by a command — to their state
before it, deletes the files it created, and leaves other turns' changes to
other files alone. Without --turn it undoes the latest turn not undone yet.

The session is --session, else the newest session of this workspace (-C).
--list prints the turns that have checkpoints. The workspace is snapshotted
before an undo, so an undo can itself be reverted from the commit it prints.`,
		Example: `  troupe undo
  troupe undo --turn 3
  troupe undo --list`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cmd.Flags().Changed("turn") && turn < 1 {
				return usageError("--turn must be a turn number (1, 2, …), not %d", turn)
			}
			if session != "" && !messages.ValidID(session) {
				return usageError("invalid session id %q", session)
			}
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			if session == "" {
				if session, err = latestSession(st, ws); err != nil {
					return err
				}
			}
			cps := checkpoint.Open(st.Root(), st.Dir(session), ws)
			if list {
				return listCheckpoints(cmd.Context(), stdio.Out, cps, session)
			}
			id := ""
			if turn > 0 {
				id = "t" + strconv.Itoa(turn)
			}
			return Undo(cmd.Context(), stdio.Out, cps, id)
		},
	}
	cmd.Flags().IntVar(&turn, "turn", 0, "undo turn `N` (default: the latest turn not undone)")
	cmd.Flags().StringVar(&session, "session", "", "the session `ID` (default: the newest of this workspace)")
	cmd.Flags().BoolVar(&list, "list", false, "list the turns with checkpoints instead")
	return cmd
}

// Undo undoes turn ("" for the latest) with cps and reports what it did
// on w. The interactive session's /undo calls it too.
func Undo(ctx context.Context, w io.Writer, cps *checkpoint.Store, turn string) error {
	u, err := cps.Undo(ctx, turn)
	if errors.Is(err, checkpoint.ErrNoCheckpoint) {
		// Said without the package's prefix ("checkpoint: …").
		msg := strings.TrimPrefix(err.Error(), checkpoint.ErrNoCheckpoint.Error())
		return fmt.Errorf("nothing to undo: no checkpoint to undo%s", msg)
	}
	if err != nil && !errors.Is(err, checkpoint.ErrRefused) {
		return err
	}
	fmt.Fprintf(w, "undid turn %s: %d file(s) restored, %d removed\n", strings.TrimPrefix(u.Turn, "t"), len(u.Restored), len(u.Removed))
	for _, f := range u.Restored {
		fmt.Fprintf(w, "  restored %s\n", f)
	}
	for _, f := range u.Removed {
		fmt.Fprintf(w, "  removed  %s\n", f)
	}
	fmt.Fprintf(w, "the workspace before this undo is checkpoint %s\n", u.Backup[:min(12, len(u.Backup))])
	return err // ErrRefused names the files left alone
}

func listCheckpoints(ctx context.Context, w io.Writer, cps *checkpoint.Store, session string) error {
	turns, err := cps.Turns(ctx)
	if err != nil {
		return err
	}
	if len(turns) == 0 {
		fmt.Fprintf(w, "session %s has no turn left to undo\n", session)
		return nil
	}
	fmt.Fprintf(w, "session %s\n", session)
	for _, c := range turns {
		fmt.Fprintf(w, "  turn %-4s %s  %s\n", strings.TrimPrefix(c.Turn, "t"), c.Time.Local().Format("2006-01-02 15:04:05"), c.Commit[:12])
	}
	return nil
}

// latestSession is the newest session whose workspace is ws.
func latestSession(st *store.Store, ws string) (string, error) {
	sums, err := st.List()
	if err != nil {
		return "", err
	}
	for _, s := range sums {
		if filepath.Clean(s.Workspace) == filepath.Clean(ws) {
			return s.ID, nil
		}
	}
	return "", fmt.Errorf("no session of the workspace %s in %s (give --session ID)", ws, st.Root())
}

// undoInSession is the interactive session's /undo [N]: it undoes turn N,
// or the latest, of the session whose directory is dir (under troupe's
// data root root), and reports on w.
func undoInSession(ctx context.Context, w io.Writer, root, dir, ws, arg string) {
	turn := ""
	if arg != "" {
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 {
			fmt.Fprintf(w, "! /undo takes a turn number, not %q\n", arg)
			return
		}
		turn = "t" + strconv.Itoa(n)
	}
	if err := Undo(ctx, w, checkpoint.Open(root, dir, ws), turn); err != nil {
		fmt.Fprintf(w, "! %v\n", err)
	}
}
