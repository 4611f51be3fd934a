package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"troupe/internal/faults"
)

func newDebugCmd(stdio *IO, g *globals) *cobra.Command {
	var f debugFlags
	cmd := &cobra.Command{
		Use:   "debug [SESSION]",
		Short: "Step through a session's recorded messages, or diagnose troupe itself",
		Long: `troupe debug SESSION steps through what a session put on its bus (its replay
stream: the session running with --listen, or finished): one message a line with its
sequence number, filtered by --agent and --type. On a terminal it is a full-screen
view: enter shows a message (a model request: the agent's whole context window as
its model received it, with the compaction stages before it and the call's tokens),
d diffs a model call against the agent's previous one, l jumps from a tool result
to its call and from a subagent's answer to its task, a and t cycle the agent and
type filters. Elsewhere, or with --json, it prints; --at SEQ prints one message
(and --diff its call's diff). troupe fork SESSION --at SEQ continues from there.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			return runDebug(cmd.Context(), stdio, g, args[0], f)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&f.json, "json", false, "JSON: one object per message, or with --at the message, its call's window and diff")
	fl.StringVar(&f.agent, "agent", "", "only this agent's messages")
	fl.StringSliceVar(&f.types, "type", nil, "only these message `TYPES`")
	fl.Uint64Var(&f.at, "at", 0, "show the message with this sequence number")
	fl.BoolVar(&f.diff, "diff", false, "with --at on a model call: what changed since the agent's previous call")
	fl.BoolVar(&f.follow, "follow", false, "with a running session, go on printing its messages as they come (the full-screen view always follows)")
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
