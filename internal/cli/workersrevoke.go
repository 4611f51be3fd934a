package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"troupe/actors/remote"
	"troupe/internal/bus"
)

func newWorkersRevokeCmd(stdio *IO, g *globals) *cobra.Command {
	var session string
	cmd := &cobra.Command{
		Use:   "revoke WORKER",
		Short: "Stop trusting a worker at once",
		Long: `Revoke a worker enrolled with the newest listening troupe (or the one of
--session): its key stops working at once (its connections are closed and
cannot come back), its name cannot enrol again while that troupe runs, and the
attempts it holds are handed back to the queue for another worker; nothing it
still sends is taken. Needs the admin key the coordinator wrote beside its
bus.json (only the user who runs it can read it). Not available on an
external NATS deployment (--bus): remove the worker's credentials there.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var r remote.RevokeReply
			if err := adminRequest(stdio, g, session, "revoke "+args[0], bus.AdminRevokeSubject, []byte(args[0]), &r); err != nil {
				return err
			}
			if r.Error != "" {
				return fmt.Errorf("revoke %s: %s", args[0], r.Error)
			}
			fmt.Fprintf(stdio.Out, "worker %s revoked: its key no longer works\n", r.Worker)
			for _, h := range r.HandedBack {
				fmt.Fprintf(stdio.Out, "handed back to the queue: %s\n", h)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&session, "session", "", "the listening session whose coordinator enrolled the worker (default: the newest)")
	return cmd
}
