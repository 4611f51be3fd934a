package cli

import (
	"bufio"
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"troupe/actors/agent"
	"troupe/internal/prompt"
	"troupe/internal/store"
	"troupe/internal/transcript"
	"troupe/messages"
)

// interactive runs a line-oriented session: each line is a prompt. Ctrl-C
// cancels a running turn; at the prompt, or twice in a turn, it exits.
// /exit or end of input ends the session.
func interactive(ctx context.Context, stdio *IO, g *globals, id string) error {
	g.output = "text"
	sup, err := g.start(ctx, stdio, true)
	if err != nil {
		return err
	}
	defer sup.Close()
	r := newRenderer(stdio.Out, "text")
	sess, err := sup.OpenSession(ctx, id, r.observe)
	if err != nil {
		return err
	}
	announce(stdio, sup, sess)
	sess.SetPlan(g.plan)
	if id != "" {
		printHistory(stdio, sess.Loaded().Events)
	}
	fmt.Fprintf(stdio.Out, "troupe · session %s · %s · /plan · /approve · /think LEVEL · /exit\n", sess.ID(), sup.ModelName())

	// The reader ends at end of input; when troupe exits first it ends with the process.
	lines := make(chan string)
	ask := newAsker(lines)
	r.setAsker(ask)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdio.In)
		sc.Buffer(make([]byte, 64<<10), 4<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	for {
		if isTerminal(stdio.In) {
			fmt.Fprint(stdio.Out, "> ")
		}
		var line string
		var ok bool
		select {
		case <-ctx.Done():
			return nil
		case <-stdio.Signals:
			fmt.Fprintln(stdio.Out)
			return nil
		case line, ok = <-lines:
		}
		if !ok {
			return nil
		}
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			continue
		case line == "/exit" || line == "/quit":
			return nil
		case line == "/plan":
			sess.SetPlan(true)
			fmt.Fprintln(stdio.Out, "plan mode: read-only tools; the agent presents a plan (/approve to implement it)")
			continue
		case line == "/approve":
			sess.SetPlan(false)
			line = "The plan is approved: implement it."
		case line == "/undo" || strings.HasPrefix(line, "/undo "):
			undoInSession(ctx, stdio.Out, sup.Store().Dir(sess.ID()), sup.Workspace(), strings.TrimSpace(strings.TrimPrefix(line, "/undo")))
			continue
		case strings.HasPrefix(line, "/think"):
			level, err := prompt.ParseLevel(strings.TrimSpace(strings.TrimPrefix(line, "/think")))
			if err != nil {
				fmt.Fprintf(stdio.Out, "! %v\n", err)
				continue
			}
			sess.SetThink(string(level))
			fmt.Fprintf(stdio.Out, "thinking: %s\n", level)
			continue
		}
		res, err := turn(ctx, stdio, sess, line, ask)
		if err != nil {
			return &exitError{code: ExitCancelled, err: err}
		}
		if res.Err != nil {
			fmt.Fprintf(stdio.Out, "! turn %s: %s\n", res.Err.Kind, res.Err.Msg)
		}
	}
}

// printHistory shows a resumed session's conversation of the main agent.
func printHistory(stdio *IO, events []store.Event) {
	msgs, err := transcript.Rebuild(events, agent.Main)
	if err != nil {
		fmt.Fprintf(stdio.Err, "troupe: %v\n", err)
		return
	}
	for _, m := range msgs {
		switch m.Role {
		case messages.RoleUser:
			fmt.Fprintf(stdio.Out, "> %s\n", m.Content)
		case messages.RoleAssistant:
			if m.Content != "" {
				fmt.Fprintln(stdio.Out, m.Content)
			}
			for _, c := range m.ToolCalls {
				fmt.Fprintf(stdio.Out, "● %s(%s)\n", c.Name, argSummary(c.Arguments))
			}
		}
	}
}

func newResumeCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "resume ID [PROMPT...]",
		Short: "Continue a stored session: run PROMPT, or open it interactively",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id := args[0]
			if !messages.ValidID(id) {
				return usageError("invalid session id %q", id)
			}
			if len(args) == 1 {
				return interactive(cmd.Context(), stdio, g, id)
			}
			prompt, err := promptText(stdio.In, args[1:])
			if err != nil {
				return err
			}
			return runOnce(cmd.Context(), stdio, g, id, prompt)
		},
	}
	g.registerRun(cmd)
	return cmd
}
