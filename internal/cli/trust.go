package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"

	"troupe/internal/trust"
	"troupe/internal/tui"
)

func newTrustCmd(stdio *IO, g *globals) *cobra.Command {
	var list, revoke, refuse bool
	cmd := &cobra.Command{
		Use:   "trust [DIR]",
		Short: "Trust a directory's own config: its .mcp.json, hooks, settings, .troupe/ config and permission rules",
		Long: `A repository brings files that run commands or change what troupe may do:
.mcp.json (MCP servers), .claude/settings.json and .claude/settings.local.json
(hooks), .troupe/config.yaml, .troupe/settings.json (hooks) and
.troupe/permissions.yaml (allow rules). troupe loads none of them until you
trust the directory: the TUI asks the first time; troupe run, -p and other
runs without a person leave them out and say so, unless --trust is given.

The decision is stored in troupe's data directory with each file's SHA-256;
a file that changes or appears asks again. A repository's config never
loosens sandbox, bus, approval or provider settings, trusted or not.

  troupe trust [DIR]          trust DIR (default: the workspace) as it is now
  troupe trust --refuse DIR   record that DIR is not trusted (no more asking)
  troupe trust --revoke DIR   forget the decision (ask again)
  troupe trust --list         the recorded decisions`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, err := g.data(stdio)
			if err != nil {
				return err
			}
			if list {
				return listTrust(stdio.Out, data)
			}
			dir, err := g.workspaceDir()
			if err != nil {
				return err
			}
			if len(args) == 1 {
				dir = args[0]
			}
			if revoke {
				had, err := trust.Revoke(data, dir)
				if err != nil {
					return err
				}
				if !had {
					fmt.Fprintf(stdio.Out, "no decision recorded for %s\n", dir)
					return nil
				}
				fmt.Fprintf(stdio.Out, "forgot the decision for %s: troupe will ask again\n", dir)
				return nil
			}
			st, err := trust.Check(data, dir)
			if err != nil {
				return err
			}
			d := trust.Trusted
			if refuse {
				d = trust.Refused
			}
			if err := trust.Record(data, st, d); err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "%s %s\n", d, st.Dir)
			for _, n := range st.Names() {
				fmt.Fprintf(stdio.Out, "  %s\n", n)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&list, "list", false, "list the recorded decisions")
	f.BoolVar(&revoke, "revoke", false, "forget the decision for DIR")
	f.BoolVar(&refuse, "refuse", false, "record that DIR is not trusted")
	cmd.MarkFlagsMutuallyExclusive("list", "revoke", "refuse")
	return cmd
}

func listTrust(w io.Writer, data string) error {
	es, err := trust.List(data)
	if err != nil {
		return err
	}
	if len(es) == 0 {
		fmt.Fprintln(w, "no decisions recorded")
	}
	for _, e := range es {
		fmt.Fprintf(w, "%-8s %s  %s  %s\n", e.Decision, e.At.Local().Format("2006-01-02 15:04"), e.Dir, strings.Join(e.Files, ", "))
	}
	return nil
}

// projectTrust checks the workspace's files against the recorded
// decisions; with --trust an undecided or changed directory is trusted
// (and recorded). It reports whether the project's files take effect, and
// remembers what to tell a run without a person (trustNote).
func (g *globals) projectTrust(stdio *IO, ws string) (bool, error) {
	g.trustNote = ""
	if ws == "" {
		return false, nil
	}
	data, err := g.data(stdio)
	if err != nil {
		// Nowhere to keep decisions (no $TROUPE_HOME or $HOME): nothing
		// the workspace brings is trusted, and the commands that need
		// the data directory say so themselves.
		return false, nil
	}
	st, err := trust.Check(data, ws)
	if err != nil {
		return false, err
	}
	if st.Trusted() {
		return true, nil
	}
	if g.trust {
		return true, trust.Record(data, st, trust.Trusted)
	}
	why := "this directory is not trusted"
	switch {
	case st.Decision == trust.Refused && len(st.Changed) == 0:
		why = "you chose not to trust this directory"
	case len(st.Changed) > 0 && st.Decision != trust.Undecided:
		why = "changed since you decided: " + strings.Join(st.Changed, ", ")
	}
	g.trustNote = fmt.Sprintf("troupe: not loaded: %s (%s); to trust it: troupe trust %s (or pass --trust)",
		strings.Join(st.Names(), ", "), why, shellQuote(st.Dir))
	return false, nil
}

// askTrust asks the person, before the session starts, whether an
// undecided directory's files may take effect, and records the answer.
// ask returns the answer; quit (Ctrl-C) ends troupe.
func (g *globals) askTrust(stdio *IO, ws string, ask func(trust.Status) (tui.TrustAnswer, error)) error {
	if g.trust {
		return nil // projectTrust records it
	}
	data, err := g.data(stdio)
	if err != nil {
		return err
	}
	st, err := trust.Check(data, ws)
	if err != nil || !st.Undecided() {
		return err
	}
	a, err := ask(st)
	if err != nil {
		return err
	}
	switch a {
	case tui.TrustYes:
		return trust.Record(data, st, trust.Trusted)
	case tui.TrustNo:
		return trust.Record(data, st, trust.Refused)
	}
	return errQuit
}

// errQuit is the person leaving at the trust question.
var errQuit = errors.New("not started: quit at the trust question")

// trustDialog asks in a full-screen dialog of its own.
func trustDialog(ctx context.Context, stdio *IO) func(trust.Status) (tui.TrustAnswer, error) {
	return func(st trust.Status) (tui.TrustAnswer, error) {
		d := &tui.TrustDialog{Dir: st.Dir, Files: st.Names(), Changed: st.Decision != trust.Undecided}
		p := tea.NewProgram(d, tea.WithContext(ctx), tea.WithInput(stdio.In), tea.WithOutput(stdio.Out))
		if _, err := p.Run(); err != nil {
			return tui.TrustQuit, fmt.Errorf("trust dialog: %w", err)
		}
		return d.Answer(), nil
	}
}

// trustQuestion asks on a line: y trusts, anything else does not.
func trustQuestion(stdio *IO) func(trust.Status) (tui.TrustAnswer, error) {
	return func(st trust.Status) (tui.TrustAnswer, error) {
		fmt.Fprintf(stdio.Out, "%s brings configuration that runs commands or changes what troupe may do:\n", st.Dir)
		for _, n := range st.Names() {
			fmt.Fprintf(stdio.Out, "  %s\n", n)
		}
		fmt.Fprint(stdio.Out, "Trust this folder and load them? [y/N] ")
		line, err := readLine(stdio.In)
		if err != nil && line == "" {
			return tui.TrustQuit, nil
		}
		if a := strings.ToLower(strings.TrimSpace(line)); a == "y" || a == "yes" {
			return tui.TrustYes, nil
		}
		return tui.TrustNo, nil
	}
}

// readLine reads up to a newline one byte at a time, so nothing after it
// is taken from r.
func readLine(r io.Reader) (string, error) {
	var b strings.Builder
	buf := make([]byte, 1)
	for {
		n, err := r.Read(buf)
		if n == 1 {
			if buf[0] == '\n' {
				return b.String(), nil
			}
			b.WriteByte(buf[0])
		}
		if err != nil {
			return b.String(), err
		}
	}
}

// keepTrust runs write, a change the person makes through troupe to the
// workspace's own files (troupe mcp add): a directory that was trusted (or
// brought nothing) stays trusted with the new content.
func (g *globals) keepTrust(stdio *IO, write func() error) error {
	ws, err := g.workspaceDir()
	if err != nil {
		return err
	}
	data, err := g.data(stdio)
	if err != nil {
		return err
	}
	before, err := trust.Check(data, ws)
	if err != nil {
		return err
	}
	if err := write(); err != nil {
		return err
	}
	if !before.Trusted() {
		return nil
	}
	after, err := trust.Check(data, ws)
	if err != nil {
		return err
	}
	return trust.Record(data, after, trust.Trusted)
}
