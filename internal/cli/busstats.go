package cli

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"troupe/internal/debugview"
	"troupe/messages"
)

func newBusStatsCmd(stdio *IO, g *globals) *cobra.Command {
	var session string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "stats --session S",
		Short: "Per-agent tokens, cost and messages, and per-hop latency percentiles of a session",
		Long: `Read everything a session's replay stream kept (the session running, or finished:
then from the store its process kept) and print, per agent, its messages and bytes,
model calls, tokens in/cached/out, cost, tool calls, errors and compactions; and per
hop, the latency percentiles (p50, p90, p99, max) between a request and its answer,
measured from the publication times the messages carry:

  prompt → turn_result                 an agent's whole turn
  subagent_spawned → turn_result       a subagent's task, seen from its parent
  workflow job → outcome               one cognitive job (act, think, check, summarize, ...)
  model_request → model_result         one model call, as the model client saw it
  tool_request → tool_result           one tool call
  publish → stored (bus)               each message's way into the stream

Requests never answered in what was kept are counted as unanswered.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if session == "" {
				return usageError("--session is required")
			}
			if !messages.ValidID(session) {
				return usageError("invalid id %q", session)
			}
			ctx, stop := signalContext(cmd.Context(), stdio)
			defer stop()
			recs, live, err := sessionRecords(ctx, stdio, g, session)
			if err != nil {
				return quiet(ctx, err)
			}
			r := debugview.Stats(recs)
			if asJSON {
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(struct {
					Session string `json:"session"`
					Live    bool   `json:"live"`
					debugview.Report
				}{session, live, r})
			}
			state := "finished"
			if live {
				state = "running; what was kept so far"
			}
			fmt.Fprintf(stdio.Out, "session %s (%s): ", session, state)
			return debugview.WriteStats(stdio.Out, r)
		},
	}
	cmd.Flags().StringVar(&session, "session", "", "the session")
	cmd.Flags().BoolVar(&asJSON, "json", false, "one JSON object")
	return cmd
}
