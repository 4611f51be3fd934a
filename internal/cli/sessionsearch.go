package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/store"
)

// searchHitJSON is one session in `sessions search --json`.
type searchHitJSON struct {
	ID        string        `json:"id"`
	Workspace string        `json:"workspace"`
	Title     string        `json:"title"`
	Created   time.Time     `json:"created"`
	Updated   time.Time     `json:"updated"`
	Count     int           `json:"count"` // messages that matched
	Matches   []store.Match `json:"matches"`
}

func newSessionsSearchCmd(stdio *IO, g *globals) *cobra.Command {
	var all, asJSON bool
	var per int
	cmd := &cobra.Command{
		Use:   "search TEXT...",
		Short: "Find past sessions of this project by what was said in them (--all: every project's)",
		Long: `Search the session logs for messages holding every word of TEXT (case aside):
prompts, answers, tool calls and tool results. Each session found is listed,
newest first, with its id and date and a snippet of its first matches;
resume one with troupe resume ID.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			q := store.Query{Text: strings.Join(args, " "), PerSession: per}
			if !all {
				if q.Workspace, err = g.workspaceDir(); err != nil {
					return err
				}
			}
			hits, err := st.Search(q)
			if err != nil {
				return usageError("%v", err)
			}
			if asJSON {
				out := make([]searchHitJSON, 0, len(hits))
				for _, h := range hits {
					out = append(out, searchHitJSON{ID: h.ID, Workspace: h.Workspace, Title: h.Title, Created: h.Created,
						Updated: h.Updated, Count: h.Count, Matches: h.Matches})
				}
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			if len(hits) == 0 {
				where := "this project's sessions"
				if all {
					where = "any session"
				}
				fmt.Fprintf(stdio.Out, "%q is in none of %s\n", q.Text, where)
				return nil
			}
			for i, h := range hits {
				if i > 0 {
					fmt.Fprintln(stdio.Out)
				}
				n := "1 message"
				if h.Count != 1 {
					n = fmt.Sprintf("%d messages", h.Count)
				}
				fmt.Fprintf(stdio.Out, "%s  %s  %s  %s\n", h.ID, h.Updated.Local().Format("2006-01-02 15:04"), n, h.Title)
				if all {
					fmt.Fprintf(stdio.Out, "  in %s\n", h.Workspace)
				}
				for _, m := range h.Matches {
					kind := m.Kind
					if m.Tool != "" {
						kind += " " + m.Tool
					}
					if m.Agent != "" && m.Agent != "main" {
						kind = m.Agent + " " + kind
					}
					fmt.Fprintf(stdio.Out, "  %-18s %s\n", kind+":", m.Snippet)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "search the sessions of every project")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array")
	cmd.Flags().IntVar(&per, "matches", 3, "matches shown per session")
	return cmd
}
