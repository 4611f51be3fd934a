package cli

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"troupe/internal/config"
)

func newAgentsCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "agents",
		Short: "Subagent types the task tool can start",
		Args:  cobra.NoArgs,
	}
	var asJSON bool
	list := &cobra.Command{
		Use:   "list",
		Short: "List subagent types and the file each came from",
		Long: `List every subagent type: its name, tools, iteration cap and the file it
was read from. Types are Markdown files with front matter in configs/agents/
(built in), the user's config directory (agents/), .claude/agents/ and
.troupe/agents/; a later one of the same name replaces an earlier one.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			cfg, err := config.Load(config.Paths(stdio.Getenv, ws)...)
			if err != nil {
				return err
			}
			rows := agentRows(cfg, ws)
			if asJSON {
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			}
			tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tTOOLS\tMAX TURNS\tSOURCE\tDESCRIPTION")
			for _, r := range rows {
				tools := strings.Join(r.Tools, ",")
				if r.Inherit {
					tools = "(inherited)"
				}
				fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", r.Name, tools, r.MaxTurns, r.Source, shortLine(r.Description, 60))
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			for _, l := range cfg.Diag.Lines() { // what was skipped or ignored, file by file
				fmt.Fprintf(stdio.Err, "note: %s\n", l)
			}
			return nil
		},
	}
	list.Flags().BoolVar(&asJSON, "json", false, "print the types as JSON")
	cmd.AddCommand(list)
	return cmd
}

// agentRow is one subagent type as `agents list` shows it.
type agentRow struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Tools       []string `json:"tools"`
	Inherit     bool     `json:"inherit_tools,omitempty"`
	MaxTurns    int      `json:"max_turns"`
	Placement   string   `json:"placement,omitempty"`
	Source      string   `json:"source"`
	Ignored     []string `json:"ignored_tools,omitempty"`
}

func agentRows(cfg config.Config, ws string) []agentRow {
	var rows []agentRow
	for name, t := range cfg.Subagents.Types {
		src := t.Source
		if src == "" {
			src = "config (subagents.types)"
		} else if rel, ok := strings.CutPrefix(src, ws+"/"); ok {
			src = rel
		}
		rows = append(rows, agentRow{Name: name, Description: t.Description, Tools: t.Tools, Inherit: t.Inherit,
			MaxTurns: t.MaxTurns, Placement: t.Placement, Source: src, Ignored: t.Ignored})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Name < rows[j].Name })
	return rows
}

// shortLine is s's first line, cut to n characters.
func shortLine(s string, n int) string {
	s, _, _ = strings.Cut(s, "\n")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
