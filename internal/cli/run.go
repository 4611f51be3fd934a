package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"syscall"

	"github.com/spf13/cobra"

	"troupe/internal/memory"
	"troupe/messages"
	"troupe/supervisor"
)

// ExitCapped is the exit code of a run whose turn hit its iteration cap
// (--max-turns): it answered with a summary, but the work may be unfinished.
const ExitCapped = 3

func newRunCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "run PROMPT...",
		Short: "Run one prompt non-interactively and print the outcome",
		Long: `Run one prompt in a new session (or --resume ID, --continue) and exit. The
prompt is the arguments; piped standard input is added after it (with "-"
as the only argument, standard input is the prompt). Text output writes only
the answer to stdout, the trace to stderr.

Claude Code's print-mode flags work here as in 'claude -p' (see the README's
"Scripting" section): --output-format json|stream-json, --input-format
stream-json (the Agent SDK's protocol), --permission-mode, --allowedTools,
--disallowedTools, --system-prompt, --append-system-prompt, --mcp-config,
--settings. Exit codes: 0 success, 1 failed, 2 usage, 3 stopped at
--max-turns, 130 cancelled.

Ctrl-C cancels the running turn; a second Ctrl-C exits at once.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if g.hl.inputFormat == "stream-json" || stdinPiped(stdio.In) {
				return nil
			}
			return cobra.MinimumNArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runHeadless(cmd.Context(), stdio, g, args)
		},
	}
	g.registerModel(cmd)
	g.registerTurn(cmd)
	g.registerOutput(cmd)
	g.registerHeadless(cmd, false)
	return cmd
}

// resumed is the session --resume ID or --continue names ("" for a new
// one), restored in its workspace and with its models.
func (g *globals) resumed(stdio *IO) (string, error) {
	if g.hl.resume == "" && !g.cont {
		return "", nil
	}
	if g.hl.resume != "" && !messages.ValidID(g.hl.resume) {
		return "", usageError("invalid session id %q", g.hl.resume)
	}
	return g.restore(stdio, g.hl.resume)
}

// runHeadless runs troupe run, troupe -p, or the Agent SDK's stream-json
// session: it finds the session to resume and the prompt.
func runHeadless(ctx context.Context, stdio *IO, g *globals, args []string) error {
	id, err := g.resumed(stdio)
	if err != nil {
		return err
	}
	if g.hl.inputFormat == "stream-json" {
		return runSDK(ctx, stdio, g, id)
	}
	prompt, err := promptText(stdio.In, args)
	if err != nil {
		return err
	}
	return runOnce(ctx, stdio, g, id, prompt)
}

// stdinPiped reports whether in is a pipe or a file (not a terminal, not
// /dev/null): what `git diff | troupe run "review"` gives.
func stdinPiped(in io.Reader) bool {
	f, ok := in.(*os.File)
	if !ok || f == nil {
		return false
	}
	st, err := f.Stat()
	if err != nil {
		return false
	}
	return st.Mode()&os.ModeNamedPipe != 0 || st.Mode().IsRegular()
}

// promptText is the prompt of the arguments, with piped standard input
// after it; "-" alone reads the prompt from standard input.
func promptText(in io.Reader, args []string) (string, error) {
	if len(args) == 1 && args[0] == "-" {
		data, err := io.ReadAll(in)
		if err != nil {
			return "", err
		}
		args = []string{string(data)}
	} else if stdinPiped(in) {
		data, err := io.ReadAll(in)
		if err != nil {
			return "", fmt.Errorf("read standard input: %w", err)
		}
		if s := strings.TrimSpace(string(data)); s != "" {
			args = append(args, "\n\n"+s)
		}
	}
	p := strings.TrimSpace(strings.Join(args, " "))
	if p == "" {
		return "", usageError("empty prompt")
	}
	return p, nil
}

// runOnce opens (or resumes) a session, runs one turn and prints it: in text
// mode the answer on stdout and the trace on stderr.
func runOnce(ctx context.Context, stdio *IO, g *globals, id, prompt string) error {
	var w warmer
	defer w.wait()
	w.run(warmStart)
	sup, err := g.start(ctx, stdio, false)
	if err != nil {
		return err
	}
	w.run(warmModel(sup.ModelName()))
	trace := stdio.Out
	if g.output == "text" {
		trace = stdio.Err
	}
	r := newRenderer(trace, g.output)
	r.sj.partial = g.hl.partial
	sess, err := sup.OpenSession(ctx, id, r.observe)
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	announce(stdio, sup, sess)
	sess.SetPlan(g.plan)
	r.start(initInfo{session: sess.ID(), cwd: sup.Workspace(), model: sup.ModelName(), mode: claudeMode(sup.Approval(), g.plan), tools: sup.ToolNames()})
	if line, ok := memory.Line(prompt); ok {
		return remember(stdio, g.output, sup, sess, line, r)
	}
	revoke := func() {}
	if text, back, ok, err := runCommand(ctx, stdio, g, sup, sess, prompt); err != nil {
		return errors.Join(&exitError{code: ExitError, err: err}, sup.Close())
	} else if ok {
		prompt, revoke = text, back
	}
	res, err := turn(ctx, stdio, sess, prompt)
	revoke()
	closeErr := sup.Close()
	if err != nil {
		return &exitError{code: ExitCancelled, err: err}
	}
	if err := report(stdio, g.output, sess.ID(), res, r); err != nil {
		return err
	}
	if closeErr != nil {
		return closeErr
	}
	return turnError(res)
}

// announce tells where the bus can be tapped, when it listens.
func announce(stdio *IO, sup *supervisor.Supervisor, sess *supervisor.Session) {
	if url := sup.Bus().ClientURL(); url != "" {
		fmt.Fprintf(stdio.Err, "bus listening on %s (observer credentials: %s); watch with: troupe bus tap --session %s, or eval \"$(troupe bus env --session %s)\" for the nats CLI\n",
			url, sup.EndpointPath(sess.ID()), sess.ID(), sess.ID())
	}
	if url := sup.Bus().MonitorURL(); url != "" {
		fmt.Fprintf(stdio.Err, "NATS monitoring on %s (/varz, /connz, /jsz; no authentication)\n", url)
	}
}

// turn submits one prompt. The first SIGINT cancels the turn, a second one
// (or SIGTERM) abandons it; the caller then shuts everything down.
func turn(ctx context.Context, stdio *IO, sess *supervisor.Session, prompt string) (messages.TurnResult, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type outcome struct {
		res messages.TurnResult
		err error
	}
	done := make(chan outcome, 1)
	var wg sync.WaitGroup
	defer wg.Wait()
	wg.Go(func() {
		res, err := sess.Submit(ctx, prompt, 0)
		done <- outcome{res, err}
	})
	n := 0
	for {
		select {
		case o := <-done:
			return o.res, o.err
		case s := <-stdio.Signals:
			n++
			if n == 1 && s != syscall.SIGTERM {
				fmt.Fprintln(stdio.Err, "\n^C cancelling the turn — press Ctrl-C again to exit")
				sess.Cancel("interrupted by the user")
				continue
			}
			cancel()
			o := <-done
			return o.res, o.err
		}
	}
}

func turnError(res messages.TurnResult) error {
	if res.Err == nil && res.Capped {
		return &exitError{code: ExitCapped, err: errors.New("the turn reached its iteration cap (--max-turns); its answer is a summary and the work may be unfinished")}
	}
	if res.Err == nil && res.Failed > 0 {
		// The turn answered, but some of its work was not done.
		return &exitError{code: ExitError, err: fmt.Errorf("%d subagent(s) failed; their part of the work is not done", res.Failed)}
	}
	if res.Err == nil {
		return nil
	}
	if res.Err.Kind == messages.KindCanceled {
		return &exitError{code: ExitCancelled, err: fmt.Errorf("turn cancelled: %s", res.Err.Msg)}
	}
	return &exitError{code: ExitError, err: fmt.Errorf("turn failed (%s): %s", res.Err.Kind, res.Err.Msg)}
}

// report prints the outcome of a turn: json, the result message; text, the
// answer on stdout and a summary line on stderr.
func report(stdio *IO, format, session string, res messages.TurnResult, r *renderer) error {
	switch format {
	case "json":
		out := r.result(res)
		enc := json.NewEncoder(stdio.Out)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	case "stream-json":
		r.result(res)
		return nil
	}
	if res.Final != "" {
		fmt.Fprintln(stdio.Out, strings.TrimRight(res.Final, "\n"))
	}
	return printSummary(stdio.Err, session, res, r)
}

// printSummary writes the todo list and the one-line summary of a turn.
func printSummary(w io.Writer, session string, res messages.TurnResult, r *renderer) error {
	if res.Todos != "" {
		fmt.Fprintf(w, "todos:\n%s\n", strings.TrimRight(res.Todos, "\n"))
	}
	fmt.Fprintf(w, "── %s · %d model calls · %d tool calls · tokens in %d (cached %d) / out %d · $%.4f · session %s\n",
		res.Turn, res.Calls, r.tools, res.Usage.PromptTokens, res.Usage.CachedTokens, res.Usage.CompletionTokens, res.CostUSD, session)
	return nil
}

// isTerminal reports whether f is a character device.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
