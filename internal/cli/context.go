package cli

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"troupe/actors/agent"
	"troupe/internal/config"
	"troupe/internal/store"
	"troupe/internal/tokens"
	"troupe/internal/window"
	"troupe/messages"
)

func newContextCmd(stdio *IO, g *globals) *cobra.Command {
	var agentID string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "context [SESSION]",
		Short: "Show where the tokens of a session's context window go",
		Long: `Print the breakdown of an agent's context window as its next model request
would carry it: system prompt, tool schemas, user and assistant messages,
tool outputs (live, masked, pruned), summaries, what is free, the compaction
stage it has reached and how far the token estimate was from the provider's
counts. The window is rebuilt from the session log alone — no model is
called. SESSION defaults to the newest session.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := g.store(stdio)
			if err != nil {
				return err
			}
			id := ""
			if len(args) == 1 {
				if id = args[0]; !messages.ValidID(id) {
					return usageError("invalid session id %q", id)
				}
			} else if id, err = newestSession(st); err != nil {
				return err
			}
			loaded, err := st.Load(id)
			if err != nil {
				return err
			}
			cfg, err := config.Load(config.Paths(stdio.Getenv, loaded.Meta.Workspace)...)
			if err != nil {
				cfg = config.Default() // the session's workspace may be gone
			}
			w, saved, err := agent.RestoreWindow(loaded.Events, agentID, tokens.NewCounter(), cfg.Context.Compaction)
			if errors.Is(err, agent.ErrNoWindow) {
				return fmt.Errorf("session %s: agent %s made no model call with a managed context window", id, agentID)
			}
			if err != nil {
				return fmt.Errorf("session %s: %w", id, err)
			}
			b := w.Breakdown()
			if asJSON {
				return json.NewEncoder(stdio.Out).Encode(contextReport{Session: id, Agent: agentID,
					Model: saved.Window.Model, Encoding: saved.Window.Encoding, Records: len(saved.Records), Breakdown: b})
			}
			fmt.Fprintf(stdio.Out, "session %s · agent %s · %s (%s) · %d compaction records\n",
				id, agentID, saved.Window.Model, saved.Window.Encoding, len(saved.Records))
			return b.Format(stdio.Out)
		},
	}
	cmd.Flags().StringVar(&agentID, "agent", agent.Main, "agent `ID` whose window to show (a subagent's id from the session log)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}

// contextReport is the --json output of troupe context.
type contextReport struct {
	Session  string `json:"session"`
	Agent    string `json:"agent"`
	Model    string `json:"model"`
	Encoding string `json:"encoding"`
	Records  int    `json:"compactions"`
	window.Breakdown
}

// newestSession returns the id of the most recently created session.
func newestSession(st *store.Store) (string, error) {
	sums, err := st.List()
	if err != nil {
		return "", err
	}
	if len(sums) == 0 {
		return "", fmt.Errorf("no sessions in %s", st.Root())
	}
	return sums[0].ID, nil
}
