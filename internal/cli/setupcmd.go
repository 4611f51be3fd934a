package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/config"
	"troupe/internal/hooks"
	"troupe/supervisor"
)

func newSetupCmd(stdio *IO, g *globals) *cobra.Command {
	var maintenance bool
	cmd := &cobra.Command{
		Use:   "setup",
		Short: "Run the project's Setup hooks (Claude Code's --init and --maintenance)",
		Long: `Run the Setup hooks of the Claude Code settings files (the user's, and the
project's if it is trusted): with trigger "init", or "maintenance" with
--maintenance, as Claude Code's --init-only and --maintenance do. Use it
for one-time preparation in CI or scripts. What the hooks add as context
is printed; a hook that blocks (exit code 2) makes the command fail.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			trusted, err := g.projectTrust(stdio, ws)
			if err != nil {
				return err
			}
			if g.trustNote != "" {
				fmt.Fprintln(stdio.Err, g.trustNote)
			}
			cfg, err := config.LoadFor(trusted, config.Paths(stdio.Getenv, ws)...)
			if err != nil {
				return err
			}
			data, err := g.data(stdio)
			if err != nil {
				return err
			}
			settings, err := hooks.Load(supervisor.HookPaths(stdio.Getenv("HOME"), ws, trusted)...)
			if err != nil {
				return err
			}
			trigger := "init"
			if maintenance {
				trigger = "maintenance"
			}
			r := &hooks.Runner{Settings: settings, Dir: ws, Session: "setup", Mode: cfg.Approval, Shell: supervisor.ShellOptions(cfg, data, nil)}
			if !r.Has(hooks.Setup) {
				fmt.Fprintf(stdio.Out, "No Setup hooks to run (trigger %s).\n", trigger)
				return nil
			}
			o := r.SetupRun(cmd.Context(), "main", trigger)
			for _, m := range o.Messages {
				fmt.Fprintln(stdio.Err, "hook: "+m)
			}
			if o.Context != "" {
				fmt.Fprintln(stdio.Out, strings.TrimSpace(o.Context))
			}
			if o.Block || o.Stop {
				return errors.New("a Setup hook stopped: " + firstOf(o.Reason, o.StopReason, "no reason given"))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&maintenance, "maintenance", false, `run with trigger "maintenance" instead of "init"`)
	return cmd
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
