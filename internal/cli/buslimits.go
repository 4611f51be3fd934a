package cli

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/bus"
)

func newBusLimitsCmd(stdio *IO, g *globals) *cobra.Command {
	var session string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "limits",
		Short: "Print what each external identity of a listening troupe may do, and whom it cut off",
		Long: `Ask the newest listening troupe (or the one of --session) for the limits its bus
holds each external identity to (bus.limits in your config) and the identities it
cut off since it started. The server itself refuses a message over max_payload and
a subscription over max_subscriptions; troupe closes the connection that makes one
consumer over max_consumers (and deletes what it made), and cuts off an identity
publishing over max_msgs_per_sec or max_bytes_per_sec (an enrolled worker is
revoked, its attempts handed back). Needs the admin key the coordinator wrote
beside its bus.json.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var r bus.LimitsReply
			if err := adminRequest(stdio, g, session, "ask for the bus limits", bus.AdminLimitsSubject, nil, &r); err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(r)
			}
			row := func(name string, c bus.ClassLimits) {
				n := func(v int64) string {
					if v < 0 {
						return "none"
					}
					return fmt.Sprint(v)
				}
				fmt.Fprintf(stdio.Out, "%-9s %-12s %-14s %-10s %-13s %s\n", name, n(c.MaxPayload), n(c.MaxSubs), n(int64(c.MaxConsumers)), n(c.MaxMsgsPerSec), n(c.MaxBytesPerSec))
			}
			fmt.Fprintf(stdio.Out, "%-9s %-12s %-14s %-10s %-13s %s\n", "CLASS", "MAX_PAYLOAD", "SUBSCRIPTIONS", "CONSUMERS", "MSGS_PER_SEC", "BYTES_PER_SEC")
			row("observer", r.Limits.Observer)
			row("worker", r.Limits.Worker)
			if len(r.Cuts) == 0 {
				fmt.Fprintln(stdio.Out, "\nnobody was cut off")
			}
			for _, c := range r.Cuts {
				revoked := ""
				if c.Worker != "" {
					revoked = " (worker revoked)"
				}
				fmt.Fprintf(stdio.Out, "\ncut off %s: %s: %s%s", c.At.Local().Format(time.TimeOnly), c.Who, c.Why, revoked)
			}
			if len(r.Cuts) > 0 {
				fmt.Fprintln(stdio.Out)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&session, "session", "", "the listening session whose troupe to ask (default: the newest)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the limits and cuts as JSON")
	return cmd
}
