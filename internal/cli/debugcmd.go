package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"troupe/internal/faults"
)

func newDebugCmd(stdio *IO) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "debug",
		Short: "Tools for diagnosing troupe itself",
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "faults",
		Short: "List the fault points TROUPE_FAULTS can trigger",
		Long: `List the fault points, one per line: the point's name, then what it does.

TROUPE_FAULTS=POINT[:N],… makes each named point fail the N-th time it is
reached (default 1), in a normal build; unset, it costs nothing. The session
must survive every one of them.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			for _, p := range faults.Points() {
				fmt.Fprintf(stdio.Out, "%-26s %s\n", p.Name, p.Doc)
			}
			return nil
		},
	})
	return cmd
}
