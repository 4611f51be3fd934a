package cli

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"troupe/internal/store"
)

func newSessionsRepairCmd(stdio *IO, g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "repair ID",
		Short: "Salvage a session log with corrupt lines",
		Long: `Salvage a session log that no longer loads because of corrupt lines (a
crash, a full disk, two processes writing at once). Every line that still
decodes as an event is kept, in order, renumbered as the loader expects;
every other line is dropped and listed with its line number and size. The
original log is kept beside the repaired one as log.jsonl.orig-<unix>.
A log that loads cleanly is left untouched. The session must not be in use.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			rep, err := st.Repair(args[0])
			if err != nil {
				return err
			}
			printRepair(stdio, st.Root(), rep)
			return nil
		},
	}
}

func printRepair(stdio *IO, root string, rep store.RepairReport) {
	log := filepath.Join(root, rep.Log)
	if !rep.Changed() {
		fmt.Fprintf(stdio.Out, "%s: nothing to repair (%d events, all good)\n", log, rep.Kept)
		return
	}
	var bytes int
	for _, d := range rep.Dropped {
		bytes += d.Bytes
	}
	fmt.Fprintf(stdio.Out, "repaired %s: kept %s of %s, dropped %s (%d bytes), renumbered %s\n",
		log, plural(rep.Kept, "event"), plural(rep.Lines, "line"), plural(len(rep.Dropped), "line"), bytes, plural(rep.Renumbered, "event"))
	for _, d := range rep.Dropped {
		fmt.Fprintf(stdio.Out, "  dropped line %d (%d bytes at offset %d): %s\n", d.Line, d.Bytes, d.Offset, d.Reason)
	}
	fmt.Fprintf(stdio.Out, "original kept as %s\n", filepath.Join(root, rep.Original))
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
