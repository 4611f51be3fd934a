package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

func newSessionsCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "Manage stored sessions",
		Args:  cobra.NoArgs,
	}
	list := &cobra.Command{
		Use:   "list",
		Short: "List stored sessions, newest first",
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
			if len(sums) == 0 {
				fmt.Fprintf(stdio.Out, "no sessions in %s\n", st.Root())
				return nil
			}
			tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tUPDATED\tTURNS\tWORKSPACE\tTITLE")
			for _, s := range sums {
				title := s.Title
				if s.Problem != "" {
					title += "  [" + s.Problem + "]"
				}
				fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", s.ID, s.Updated.Local().Format("2006-01-02 15:04"), s.Turns, s.Workspace, title)
			}
			return tw.Flush()
		},
	}
	cmd.AddCommand(list, newSessionsRepairCmd(stdio, g))
	return cmd
}
