package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/bus"
	"troupe/internal/checkpoint"
	"troupe/internal/store"
	"troupe/messages"
)

func newSessionsCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "List and remove stored sessions",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newSessionsListCmd(stdio, g), newSessionsRmCmd(stdio, g), newSessionsPruneCmd(stdio, g), newSessionsRepairCmd(stdio, g), newSessionsSearchCmd(stdio, g))
	return cmd
}

// sessionJSON is one session in `sessions list --json`.
type sessionJSON struct {
	ID        string            `json:"id"`
	Workspace string            `json:"workspace"`
	Model     string            `json:"model"`
	Models    map[string]string `json:"models,omitempty"`
	Title     string            `json:"title"`
	Created   time.Time         `json:"created"`
	Updated   time.Time         `json:"updated"`
	Turns     int               `json:"turns"`
	Events    int               `json:"events"`
	Problem   string            `json:"problem,omitempty"`
	InUse     *store.Holder     `json:"in_use,omitempty"` // the process that has it open now
}

func newSessionsListCmd(stdio *IO, g *globals) *cobra.Command {
	var all, asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List this project's sessions, newest first (--all: every project's)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			sums, err := st.List()
			if err != nil {
				return err
			}
			scope := "any project"
			if !all {
				ws, err := g.workspaceDir()
				if err != nil {
					return err
				}
				scope = ws
				sums = filterWorkspace(sums, ws)
			}
			if asJSON {
				out := make([]sessionJSON, 0, len(sums))
				for _, s := range sums {
					j := sessionJSON{ID: s.ID, Workspace: s.Workspace, Model: s.Model, Title: s.Title, Created: s.Created,
						Updated: s.Updated, Turns: s.Turns, Events: s.Events, Problem: s.Problem, InUse: s.InUse}
					if l, err := st.Load(s.ID); err == nil {
						j.Models = l.Meta.Models.Map()
					}
					out = append(out, j)
				}
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			if len(sums) == 0 {
				fmt.Fprintf(stdio.Out, "no sessions of %s in %s\n", scope, st.Root())
				return nil
			}
			tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tUPDATED\tTURNS\tMODEL\tWORKSPACE\tTITLE")
			for _, s := range sums {
				title := s.Title
				if s.InUse != nil {
					title += "  [in use by " + s.InUse.String() + "]"
				}
				if s.Problem != "" {
					title += "  [" + s.Problem + "]"
				}
				fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", s.ID, s.Updated.Local().Format("2006-01-02 15:04"), s.Turns, s.Model, s.Workspace, title)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "list the sessions of every project")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array")
	return cmd
}

func filterWorkspace(sums []store.Summary, ws string) []store.Summary {
	var out []store.Summary
	for _, s := range sums {
		if s.Workspace == ws {
			out = append(out, s)
		}
	}
	return out
}

func newSessionsRmCmd(stdio *IO, g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "rm ID...",
		Short: "Delete sessions: their log, scratch files and archives",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			for _, id := range args {
				if !messages.ValidID(id) {
					return usageError("invalid session id %q", id)
				}
			}
			var errs []error
			for _, id := range args {
				if err := removeSession(st, id); err != nil {
					errs = append(errs, err)
					continue
				}
				fmt.Fprintf(stdio.Out, "removed %s\n", id)
			}
			return errors.Join(errs...)
		},
	}
}

// removeSession deletes one session's directory. A session whose bus is
// listening (a running troupe) is refused.
func removeSession(st *store.Store, id string) error {
	dir := st.Dir(id)
	if _, err := os.Stat(dir); err != nil {
		return fmt.Errorf("no session %s", id)
	}
	if _, err := os.Stat(filepath.Join(dir, bus.EndpointFile)); err == nil {
		return fmt.Errorf("session %s is running (its bus is listening); stop it first", id)
	}
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("remove session %s: %w", id, err)
	}
	// Its checkpoints live in the workspace's shared shadow repository.
	if err := checkpoint.ForgetSession(context.Background(), st.Root(), id); err != nil {
		return fmt.Errorf("remove session %s's checkpoints: %w", id, err)
	}
	return nil
}

func newSessionsPruneCmd(stdio *IO, g *globals) *cobra.Command {
	var olderThan string
	var all, dryRun bool
	cmd := &cobra.Command{
		Use:   "prune --older-than D",
		Short: "Delete this project's sessions not updated for D (e.g. 30d, 12h; --all: every project's)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if olderThan == "" {
				return usageError("sessions prune needs --older-than (e.g. --older-than 30d)")
			}
			age, err := parseAge(olderThan)
			if err != nil {
				return usageError("--older-than: %v", err)
			}
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			sums, err := st.List()
			if err != nil {
				return err
			}
			if !all {
				ws, err := g.workspaceDir()
				if err != nil {
					return err
				}
				sums = filterWorkspace(sums, ws)
			}
			cutoff := time.Now().Add(-age)
			n := 0
			var errs []error
			for _, s := range sums {
				if !s.Updated.Before(cutoff) {
					continue
				}
				if dryRun {
					fmt.Fprintf(stdio.Out, "would remove %s (updated %s)\n", s.ID, s.Updated.Local().Format("2006-01-02 15:04"))
					n++
					continue
				}
				if err := removeSession(st, s.ID); err != nil {
					errs = append(errs, err)
					continue
				}
				fmt.Fprintf(stdio.Out, "removed %s (updated %s)\n", s.ID, s.Updated.Local().Format("2006-01-02 15:04"))
				n++
			}
			if dryRun {
				fmt.Fprintf(stdio.Out, "%d sessions would be pruned (dry run: nothing removed)\n", n)
			} else {
				fmt.Fprintf(stdio.Out, "%d sessions pruned\n", n)
			}
			return errors.Join(errs...)
		},
	}
	cmd.Flags().StringVar(&olderThan, "older-than", "", "age `D`: a Go duration (12h, 90m) or days (30d)")
	cmd.Flags().BoolVar(&all, "all", false, "prune the sessions of every project")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "only list what would be removed")
	return cmd
}

// parseAge reads a Go duration or a number of days ("30d").
func parseAge(s string) (time.Duration, error) {
	if d, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(d)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("want a number of days like 30d, got %q", s)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("want a duration like 30d or 12h, got %q", s)
	}
	return d, nil
}
