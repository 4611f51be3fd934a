package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"troupe/internal/bus"
)

func newWorkersRotateCmd(stdio *IO, g *globals) *cobra.Command {
	var session string
	cmd := &cobra.Command{
		Use:   "rotate-enrolment",
		Short: "Replace the key workers enrol with",
		Long: `Replace the enrolment key of the newest listening troupe (or the one of
--session): the old key stops working at once (no worker can enrol with it
again, and connections made with it are closed), and the new one is written
over the old seed file beside bus.json (bus-worker.nk, readable only by the
user who runs troupe). Workers already enrolled keep their own keys; start
new workers with the new file. The key also ends with the troupe that made
it. Needs the admin key the coordinator wrote beside its bus.json.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var r bus.RotateReply
			if err := adminRequest(stdio, g, session, "rotate the enrolment key", bus.AdminRotateSubject, nil, &r); err != nil {
				return err
			}
			if r.Error != "" {
				return fmt.Errorf("rotate the enrolment key: %s", r.Error)
			}
			fmt.Fprintf(stdio.Out, "enrolment key rotated: the old key no longer works; the new one is in %d seed file(s) (public %s)\n", r.Files, r.Public)
			return nil
		},
	}
	cmd.Flags().StringVar(&session, "session", "", "the listening session whose coordinator enrols the workers (default: the newest)")
	return cmd
}
