package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/bus"
	"troupe/messages"
)

func newBusEnvCmd(stdio *IO, g *globals) *cobra.Command {
	var session, role string
	cmd := &cobra.Command{
		Use:   "env",
		Short: "Print export lines that point the stock nats CLI at a running session",
		Long: `Print shell export lines (NATS_URL, NATS_NKEY, NATS_CA) for the stock nats CLI:
eval "$(troupe bus env --session S)" then nats sub 'troupe.*.S.>'. Credentials go by
file (a seed file the running troupe wrote, mode 0600), never in argv. --role picks
observer (default: subscribe and replay only), controller (started with
--listen-control: also prompts, approvals, cancels, and nats trace), worker, or
operator (the server's system account, read only: nats server info, list, ping,
report connections, nats event).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if session != "" && !messages.ValidID(session) {
				return usageError("invalid id %q", session)
			}
			r, err := bus.ParseRole(role)
			if err != nil {
				return usageError("--role: %v", err)
			}
			ep, err := findEndpoint(stdio, g, session, "")
			if err != nil {
				return err
			}
			var b strings.Builder
			fmt.Fprintf(&b, "# troupe session %s (pid %d), role %s\n", ep.Session, ep.PID, r)
			fmt.Fprintf(&b, "export NATS_URL=%s\n", shellQuote(ep.URL))
			switch {
			case ep.Insecure:
				b.WriteString("# the bus listens without authentication (--insecure)\n")
			case ep.NKeyFiles[r] == "":
				return fmt.Errorf("session %s has no %s credentials (controller needs --listen-control)", ep.Session, r)
			default:
				fmt.Fprintf(&b, "export NATS_NKEY=%s\n", shellQuote(ep.NKeyFiles[r]))
			}
			if !ep.Insecure {
				fmt.Fprintf(&b, "# replies only on this identity's own prefix: nats --inbox-prefix %s ...\n", bus.InboxPrefix(r, ep.Session))
			}
			if ep.CAFile != "" {
				fmt.Fprintf(&b, "export NATS_CA=%s\n", shellQuote(ep.CAFile))
			}
			if r == bus.Operator {
				fmt.Fprintf(&b, "# server views: nats --inbox-prefix %s server report connections | server list | server ping | server info\n", bus.InboxPrefix(r, ep.Session))
			}
			if ep.Monitor != "" {
				fmt.Fprintf(&b, "# monitoring endpoint: %s/varz (no authentication)\n", ep.Monitor)
			}
			if ep.Stream != "" && r != bus.Worker && r != bus.Operator {
				fmt.Fprintf(&b, "# replay: nats sub --stream %s --all 'troupe.*.%s.>'\n", ep.Stream, ep.Session)
			}
			_, err = fmt.Fprint(stdio.Out, b.String())
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&session, "session", "", "the session (default: the newest listening one)")
	f.StringVar(&role, "role", string(bus.Observer), "observer, controller, worker or operator")
	return cmd
}

// shellQuote quotes s for a POSIX shell.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
