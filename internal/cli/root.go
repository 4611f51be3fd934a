// Package cli is troupe's command line: a cobra tree built per call (no
// package-level commands) that parses flags into config, starts or connects
// to a supervisor, and renders what happens. It holds no agent logic.
//
// Execute is safe to call from tests in parallel with different IO values;
// each call builds its own command tree.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/slash"
)

// IO is the process's standard streams and its signal channel.
type IO struct {
	In      io.Reader
	Out     io.Writer
	Err     io.Writer
	Signals <-chan os.Signal // SIGINT/SIGTERM; nil in tests that send none
	Getenv  func(string) string
}

// Exit codes.
const (
	ExitOK        = 0
	ExitError     = 1
	ExitUsage     = 2
	ExitCancelled = 130
)

// exitError carries an exit code through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageError marks a command-line mistake (exit 2).
func usageError(format string, args ...any) error {
	return &exitError{code: ExitUsage, err: fmt.Errorf(format, args...)}
}

// Execute runs the troupe command line and returns the exit code.
func Execute(ctx context.Context, args []string, stdio IO) int {
	if stdio.Getenv == nil {
		stdio.Getenv = os.Getenv
	}
	if path := profilePath(args, stdio.Getenv); path != "" {
		stop, err := startCPUProfile(path, &stdio)
		if err != nil {
			fmt.Fprintf(stdio.Err, "troupe: %v\n", err)
			return ExitError
		}
		defer stop() // on every return, error exits included
	}
	if len(args) == 1 && (args[0] == "--version" || args[0] == "version") {
		// What cobra would print, without building the command tree
		// (~50 commands and their flags: a tenth of --version's cost).
		fmt.Fprintf(stdio.Out, "troupe %s\n", version())
		return ExitOK
	}
	root := newRoot(&stdio)
	root.SetArgs(args)
	root.SetIn(stdio.In)
	root.SetOut(stdio.Out)
	root.SetErr(stdio.Err)
	// cobra adds help and completion only when it executes, too late for
	// unknownCommand, which would reject them. Completion takes its output
	// stream when it is added, so after SetOut.
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			usageArgs(c)
		}
	}
	if err := unknownCommand(root, args); err != nil {
		fmt.Fprintf(stdio.Err, "troupe: %v\nRun 'troupe --help' for usage.\n", err)
		return ExitUsage
	}
	c, err := root.ExecuteContextC(ctx)
	if err == nil {
		return ExitOK
	}
	hint := "Run 'troupe --help' for usage."
	if c != nil && c != root {
		hint = "Run '" + c.CommandPath() + " --help' for usage."
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintf(stdio.Err, "troupe: %v\n", ee.err)
		}
		if ee.code == ExitUsage {
			fmt.Fprintln(stdio.Err, hint)
		}
		return ee.code
	}
	fmt.Fprintf(stdio.Err, "troupe: %v\n", err)
	if isUsage(err) {
		fmt.Fprintln(stdio.Err, hint)
		return ExitUsage
	}
	return ExitError
}

// flagErr marks errors cobra returns for bad flags and arguments.
type flagErr struct{ error }

func isUsage(err error) bool {
	var f flagErr
	return errors.As(err, &f)
}

// unknownCommand reports a first argument that names no command, even with
// --help (which cobra would answer with the root's help and success).
func unknownCommand(root *cobra.Command, args []string) error {
	c, rest, err := root.Find(args)
	if err != nil || c != root {
		return nil
	}
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" || a == "-p" || a == "--print" {
			return nil // print mode: the rest is the prompt
		}
		if strings.HasPrefix(a, "-") {
			// Skip a flag's separate value.
			name := strings.TrimLeft(a, "-")
			if f := root.Flags().Lookup(name); f != nil && !strings.Contains(a, "=") && f.Value.Type() != "bool" {
				i++
			} else if len(name) == 1 {
				if f := root.Flags().ShorthandLookup(name); f != nil && f.Value.Type() != "bool" {
					i++
				}
			}
			continue
		}
		msg := fmt.Sprintf("unknown command %q for \"troupe\"", a)
		if s := nearestCommand(root, a); s != "" {
			return fmt.Errorf("%s; did you mean %q?", msg, s)
		}
		return fmt.Errorf("%s (to run a prompt: troupe run %q)", msg, a)
	}
	return nil
}

// nearestCommand is the subcommand of c whose name is nearest to a typo.
func nearestCommand(c *cobra.Command, typed string) string {
	var names []string
	for _, sub := range c.Commands() {
		if !sub.Hidden {
			names = append(names, sub.Name())
		}
	}
	return slash.Nearest(typed, names)
}

// version is the module version and VCS revision the binary was built from.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, at string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += " (" + rev
		if dirty {
			v += ", modified"
		}
		if at != "" {
			v += ", " + at
		}
		v += ")"
	}
	return v + " " + bi.GoVersion
}

func newRoot(stdio *IO) *cobra.Command {
	var g globals
	root := &cobra.Command{
		Use:   "troupe",
		Short: "A terminal coding agent on supervised actors",
		Long: `troupe reads, searches, edits and runs commands in your repository, and
hands pieces of work to subagents that run in parallel. Its runtime is a tree
of supervised actors talking over an embedded NATS bus you can watch live with
'troupe bus tap'.

Without a subcommand troupe opens an interactive session.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 && !g.hl.print {
				if s := nearestCommand(cmd, args[0]); s != "" {
					return usageError("unknown command %q for \"troupe\"; did you mean %q?", args[0], s)
				}
				return usageError("unknown command %q for \"troupe\" (to run a prompt: troupe run %q)", args[0], args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if v, _ := cmd.Flags().GetBool("version"); v {
				_, err := fmt.Fprintf(stdio.Out, "troupe %s\n", version())
				return err
			}
			if g.headlessMode() { // -p, or the Agent SDK (headless.go)
				return runHeadless(cmd.Context(), stdio, &g, args)
			}
			id, err := g.resumed(stdio) // --resume ID or --continue, as claude's
			if err != nil {
				return err
			}
			return interactive(cmd.Context(), stdio, &g, id)
		},
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return flagErr{flagError(c, err)} })
	g.register(root)
	// The interactive session takes the flags that shape a session.
	g.registerModel(root)
	g.registerTurn(root)
	g.registerInteractive(root)
	g.registerHeadless(root, true)
	root.Flags().BoolVarP(&g.cont, "continue", "c", false, "continue this project's newest session")
	root.AddCommand(newRunCmd(stdio, &g), newResumeCmd(stdio, &g), newSessionsCmd(stdio, &g),
		newBusCmd(stdio, &g), newDemoCmd(stdio, &g), newModelsCmd(stdio, &g), newContextCmd(stdio, &g), newVersionCmd(stdio),
		newBenchCmd(stdio, &g), newTokensCmd(stdio), newSafetyCmd(stdio, &g), newToolsCmd(stdio, &g),
		newAgentsCmd(stdio, &g), newMCPCmd(stdio, &g), newDoctorCmd(stdio, &g))
	root.AddCommand(newDebugCmd(stdio, &g), newForkCmd(stdio, &g), newSetupCmd(stdio, &g))
	root.AddCommand(newACPCmd(stdio, &g)) // headless: editors over the Agent Client Protocol
	root.AddCommand(newWorkerCmd(stdio, &g), newWorkersCmd(stdio, &g), newTasksCmd(stdio, &g))
	root.AddCommand(newSandboxCmd(stdio, &g), newUndoCmd(stdio, &g), newTrustCmd(stdio, &g)) // safety: kernel sandbox, checkpoints, trust
	// troupe's own --version, not cobra's: cobra prints "troupe version X",
	// or runs a text/template set with SetVersionTemplate, and a reachable
	// text/template keeps every exported method of every type in the
	// binary (internal/template says why).
	root.Flags().Bool("version", false, "version for troupe")
	usageArgs(root)
	return root
}

// usageArgs makes every command's argument-count errors usage errors (exit 2),
// and a group of commands (sessions, bus…) answer an unknown subcommand
// with a usage error naming the nearest one.
func usageArgs(cmd *cobra.Command) {
	if !cmd.Runnable() && cmd.HasSubCommands() {
		groupArgs(cmd)
	}
	if v := cmd.Args; v != nil {
		cmd.Args = func(c *cobra.Command, args []string) error {
			if err := v(c, args); err != nil {
				var ee *exitError
				if errors.As(err, &ee) {
					return err
				}
				return &exitError{code: ExitUsage, err: plainArgsError(c, err)}
			}
			return nil
		}
	}
	for _, sub := range cmd.Commands() {
		usageArgs(sub)
	}
}

func newVersionCmd(stdio *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fmt.Fprintf(stdio.Out, "troupe %s\n", version())
			return nil
		},
	}
}
