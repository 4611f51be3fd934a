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

	"troupe/messages"
	"troupe/supervisor"
)

func newRunCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "run PROMPT...",
		Short: "Run one prompt non-interactively and print the outcome",
		Long: `Run one prompt in a new session and exit. The prompt is the arguments, or
standard input when the only argument is "-".

Ctrl-C cancels the running turn; a second Ctrl-C exits at once.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			prompt, err := promptText(stdio.In, args)
			if err != nil {
				return err
			}
			return runOnce(cmd.Context(), stdio, g, "", prompt)
		},
	}
	g.registerModel(cmd)
	g.registerTurn(cmd)
	g.registerOutput(cmd)
	return cmd
}

func promptText(in io.Reader, args []string) (string, error) {
	if len(args) == 1 && args[0] == "-" {
		data, err := io.ReadAll(in)
		if err != nil {
			return "", err
		}
		args = []string{string(data)}
	}
	p := strings.TrimSpace(strings.Join(args, " "))
	if p == "" {
		return "", usageError("empty prompt")
	}
	return p, nil
}

// runOnce opens (or resumes) a session, runs one turn and prints it.
func runOnce(ctx context.Context, stdio *IO, g *globals, id, prompt string) error {
	sup, err := g.start(ctx, stdio, false)
	if err != nil {
		return err
	}
	r := newRenderer(stdio.Out, g.output)
	sess, err := sup.OpenSession(ctx, id, r.observe)
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	announce(stdio, sup, sess)
	sess.SetPlan(g.plan)
	mode := g.approval
	if mode == "" {
		mode = "auto"
	}
	r.start(sess.ID(), sup.Workspace(), sup.ModelName(), mode)
	res, err := turn(ctx, stdio, sess, prompt)
	closeErr := sup.Close()
	if err != nil {
		return &exitError{code: ExitCancelled, err: err}
	}
	if err := report(stdio.Out, g.output, sess.ID(), res, r); err != nil {
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

// report prints the outcome of a turn.
func report(w io.Writer, format, session string, res messages.TurnResult, r *renderer) error {
	switch format {
	case "json":
		out := map[string]any{"session": session, "turn": res.Turn, "final": res.Final, "iterations": res.Iterations,
			"calls": res.Calls, "usage": res.Usage, "cost_usd": res.CostUSD, "todos": res.Todos, "failed_subagents": res.Failed, "error": res.Err}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	case "stream-json":
		r.result(res)
		return nil
	}
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
