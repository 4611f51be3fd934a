package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"syscall"

	"github.com/muesli/cancelreader"
	"github.com/spf13/cobra"

	"troupe/internal/memory"
	"troupe/internal/slash"
	"troupe/internal/store"
	"troupe/messages"
)

// Bracketed paste: a terminal told so wraps pasted text in these markers.
const (
	pasteOn    = "\x1b[?2004h"
	pasteOff   = "\x1b[?2004l"
	pasteStart = "\x1b[200~"
	pasteEnd   = "\x1b[201~"
)

// interactive runs a session for a person: the full-screen TUI when stdin
// and stdout are terminals (and --no-tui is not given), else the line mode.
func interactive(ctx context.Context, stdio *IO, g *globals, id string) error {
	g.output = "text"
	ws, err := g.workspaceDir()
	if err != nil {
		return err
	}
	if !g.noTUI && isTerminal(stdio.In) && isTerminal(stdio.Out) {
		if err := g.askTrust(stdio, ws, trustDialog(ctx, stdio)); err != nil {
			return err
		}
		return fullScreen(ctx, stdio, g, id)
	}
	if isTerminal(stdio.In) {
		if err := g.askTrust(stdio, ws, trustQuestion(stdio)); err != nil {
			return err
		}
	}
	return lineMode(ctx, stdio, g, id)
}

// lineMode runs a line-oriented session. Each line is a prompt, run in the
// order typed: lines typed during a turn are queued and shown as queued.
// Text pasted into a terminal is one prompt (bracketed paste). Slash
// commands come from the registry; an unknown one is an error, never a
// prompt. Ctrl-C cancels a running turn; at the prompt, or twice in a turn,
// it exits. /exit or end of input ends the session.
func lineMode(ctx context.Context, stdio *IO, g *globals, id string) error {
	r := newRenderer(stdio.Out, "text")
	r.showLive(isTerminal(stdio.Out))
	ask := newAsker(nil)
	r.setAsker(ask)
	h := newSessionHost(ctx, stdio, g, r.observe)
	if err := h.open(ctx, id); err != nil {
		return err
	}
	defer h.Close()
	sup, sess := h.current()
	ask.previews = sup.Tools()
	announce(stdio, sup, sess)
	if id != "" {
		printHistory(stdio, sess.Loaded().Events)
	}
	term := isTerminal(stdio.In)
	fmt.Fprintf(stdio.Out, "troupe · session %s · %s · /help lists commands\n", sess.ID(), sup.ModelName())
	if term && isTerminal(stdio.Out) {
		fmt.Fprint(stdio.Out, pasteOn)
		defer fmt.Fprint(stdio.Out, pasteOff)
	}

	in, err := cancelreader.NewReader(stdio.In)
	if err != nil {
		// A regular file or /dev/null cannot be polled; it ends on its own
		// (EOF), so reading it needs no cancel.
		in = plainReader{stdio.In}
	}
	inputs := make(chan string)
	readCtx, stopReading := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer in.Cancel()
	defer stopReading()
	wg.Go(func() {
		defer close(inputs)
		readInputs(readCtx, in, inputs)
	})
	return (&lineSession{ctx: ctx, stdio: stdio, h: h, reg: commandRegistry(sup), term: term, ask: ask, r: r}).run(inputs)
}

// readInputs sends one item per line, or one per bracketed paste, in order.
func readInputs(ctx context.Context, r io.Reader, out chan<- string) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	var paste []string
	inPaste := false
	for sc.Scan() {
		line := sc.Text()
		if i := strings.Index(line, pasteStart); i >= 0 && !inPaste {
			inPaste = true
			paste = paste[:0]
			line = line[:i] + line[i+len(pasteStart):]
		}
		if inPaste {
			before, _, end := strings.Cut(line, pasteEnd)
			paste = append(paste, before)
			if !end {
				continue
			}
			inPaste = false
			line = strings.Join(paste, "\n")
			// Text typed after the paste on the same line joins it.
			if rest := strings.SplitN(sc.Text(), pasteEnd, 2); len(rest) == 2 {
				line += rest[1]
			}
		}
		select {
		case out <- line:
		case <-ctx.Done():
			return
		}
	}
	if inPaste && len(paste) > 0 {
		select {
		case out <- strings.Join(paste, "\n"):
		case <-ctx.Done():
		}
	}
}

// lineSession is the state of the line mode's loop; it lives on one goroutine.
type lineSession struct {
	ctx     context.Context
	stdio   *IO
	h       *sessionHost
	reg     *slash.Registry
	term    bool
	ask     *asker
	r       *renderer // prints the session's traffic
	queue   []string
	busy    bool
	done    chan turnOutcome
	pending *approval // the approval request being asked
	sigs    int
	wg      sync.WaitGroup
}

type turnOutcome struct {
	res messages.TurnResult
	err error
}

func (l *lineSession) prompt() {
	if l.term && !l.busy && l.pending == nil {
		l.r.showPrompt("> ")
	}
}

func (l *lineSession) run(inputs <-chan string) error {
	defer l.wg.Wait()
	l.done = make(chan turnOutcome, 1)
	l.prompt()
	eof := false
	for {
		// Piped input is a script: its next line is read only when the
		// session is ready for it (an answer, or the next prompt). At a
		// terminal, lines typed ahead are queued.
		in := inputs
		if eof || (!l.term && l.busy && l.pending == nil) {
			in = nil
		}
		select {
		case <-l.ctx.Done():
			return nil
		case s := <-l.stdio.Signals:
			if l.busy && l.sigs == 0 && s != syscall.SIGTERM {
				l.sigs++
				fmt.Fprintln(l.stdio.Err, "\n^C cancelling the turn — press Ctrl-C again to exit")
				l.h.Cancel("interrupted by the user")
				continue
			}
			if l.busy {
				l.h.Cancel("the user exited")
				o := <-l.done
				_ = o
			}
			fmt.Fprintln(l.stdio.Out)
			return nil
		case q := <-l.ask.requests:
			l.ask.pending = append(l.ask.pending, q)
			l.nextQuestion()
		case o := <-l.done:
			l.busy, l.sigs = false, 0
			if o.err != nil {
				return &exitError{code: ExitCancelled, err: o.err}
			}
			if o.res.Err != nil {
				fmt.Fprintf(l.stdio.Out, "! turn %s: %s\n", o.res.Err.Kind, o.res.Err.Msg)
			}
			if exit, err := l.next(); exit || err != nil {
				return err
			}
			l.prompt()
		case line, ok := <-in:
			if !ok {
				eof = true // end of input: let the running and queued work finish
				break
			}
			l.r.promptGone()
			if l.pending != nil {
				l.answer(line)
				continue
			}
			if strings.ContainsRune(line, '\x1b') && !strings.Contains(line, "\n") {
				fmt.Fprintln(l.stdio.Out, "! that line holds terminal key codes (arrow keys?); line mode has no editing — run troupe in a terminal for the full-screen editor with history")
				l.prompt()
				continue
			}
			if strings.TrimSpace(line) == "" {
				l.prompt()
				continue
			}
			l.queue = append(l.queue, line)
			if l.busy {
				fmt.Fprintf(l.stdio.Out, "(queued: %s)\n", clipRunes(firstLineText(line), 60))
				continue
			}
			if exit, err := l.next(); exit || err != nil {
				return err
			}
			if !l.busy {
				l.prompt()
			}
		}
		if eof && !l.busy && len(l.queue) == 0 {
			return nil
		}
	}
}

// next runs queued items until a turn starts or the queue is empty.
func (l *lineSession) next() (exit bool, err error) {
	for !l.busy && len(l.queue) > 0 {
		line := strings.TrimSpace(l.queue[0])
		l.queue = l.queue[1:]
		if text, ok := memory.Line(line); ok {
			if file, err := l.h.Session().Remember(rememberScope, text); err != nil {
				fmt.Fprintf(l.stdio.Out, "! %v\n", err)
			} else {
				fmt.Fprintf(l.stdio.Out, "remembered in the %s memory (%s)\n", rememberScope, file)
			}
			continue
		}
		if !slash.IsCommand(line) {
			l.start(line)
			return false, nil
		}
		res, err := l.reg.Run(l.ctx, l.h, line)
		if err != nil {
			fmt.Fprintf(l.stdio.Out, "! %v\n", err)
			continue
		}
		if res.Text != "" {
			fmt.Fprintln(l.stdio.Out, res.Text)
		}
		if len(res.Edit) > 0 {
			fmt.Fprintln(l.stdio.Out, "(line mode does not start an editor while it reads your input: edit those files in another terminal)")
		}
		if res.Toggle != "" {
			fmt.Fprintf(l.stdio.Out, "/%s needs the full-screen mode; in line mode use 'troupe bus tap --session %s' in another terminal\n", res.Toggle, l.h.Session().ID())
		}
		if res.Exit {
			return true, nil
		}
		if res.Prompt != "" {
			l.startTurn(res.Prompt, res.Turn)
		}
	}
	return false, nil
}

func (l *lineSession) start(text string) { l.startTurn(text, slash.Turn{}) }

// startTurn starts a turn with what a command asked of it (allowed-tools),
// for that turn only.
func (l *lineSession) startTurn(text string, t slash.Turn) {
	l.busy = true
	sess := l.h.Session()
	revoke, notes := l.h.LendTurn(t)
	for _, n := range notes {
		fmt.Fprintln(l.stdio.Out, "! "+n)
	}
	l.wg.Go(func() {
		defer revoke()
		res, err := sess.Submit(l.ctx, text, 0)
		l.done <- turnOutcome{res, err}
	})
}

// nextQuestion asks the first pending approval, if none is being asked.
func (l *lineSession) nextQuestion() {
	if l.pending != nil || len(l.ask.pending) == 0 {
		return
	}
	q := l.ask.pending[0]
	l.ask.pending = l.ask.pending[1:]
	l.pending = &q
	l.ask.show(l.stdio.Out, q)
}

// answer takes a line as the answer to the pending approval; anything but
// an answer asks again.
func (l *lineSession) answer(line string) {
	q := *l.pending
	ans, ok := parseAnswer(q.req.ID, line)
	if !ok {
		fmt.Fprint(l.stdio.Out, "  please answer y, a, or n (n <reason> tells the model why)\n> ")
		return
	}
	l.pending = nil
	if err := l.h.Answer(q.agent, ans); err != nil {
		fmt.Fprintf(l.stdio.Err, "troupe: %v\n", err)
	}
	l.nextQuestion()
}

// printHistory shows a resumed session's conversation of the main agent,
// without the reminders the harness injected.
func printHistory(stdio *IO, events []store.Event) {
	for _, m := range userVisible(events) {
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
		Use:   "resume [ID [PROMPT...]]",
		Short: "Continue a stored session: run PROMPT, or open it interactively",
		Long: `Continue a stored session with the models and in the workspace it recorded
(--model and --workspace override them). Without an ID, the newest session
of this project (the current directory, or --workspace) is resumed.`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			id := ""
			if len(args) > 0 {
				if id = args[0]; !messages.ValidID(id) {
					return usageError("invalid session id %q", id)
				}
			}
			id, err := g.restore(stdio, id)
			if err != nil {
				return err
			}
			if len(args) <= 1 {
				return interactive(cmd.Context(), stdio, g, id)
			}
			prompt, err := promptText(stdio.In, args[1:])
			if err != nil {
				return err
			}
			return runOnce(cmd.Context(), stdio, g, id, prompt)
		},
	}
	g.registerModel(cmd)
	g.registerTurn(cmd)
	g.registerOutput(cmd)
	g.registerInteractive(cmd)
	return cmd
}

// restore finds the session to resume (id, or this project's newest) and
// applies its recorded workspace and models unless flags override them.
func (g *globals) restore(stdio *IO, id string) (string, error) {
	st, err := g.store(stdio)
	if err != nil {
		return "", err
	}
	if id == "" {
		ws, err := g.workspaceDir()
		if err != nil {
			return "", err
		}
		sums, err := projectSessions(st, ws)
		if err != nil {
			return "", err
		}
		if len(sums) == 0 {
			return "", fmt.Errorf("no session of %s to continue (troupe sessions list --all shows every project's)", ws)
		}
		id = sums[0].ID
	}
	loaded, err := st.Load(id)
	if errors.Is(err, store.ErrNotFound) {
		return "", fmt.Errorf("no session %s in %s", id, st.Root())
	}
	if err != nil {
		return "", err
	}
	meta := loaded.Meta
	if g.workspace == "" && meta.Workspace != "" {
		g.workspace = meta.Workspace
	}
	if len(g.models) == 0 {
		recorded := meta.Models.Map()
		if len(recorded) == 0 && meta.Model != "" {
			recorded = map[string]string{"action": meta.Model}
		}
		for slot, spec := range recorded {
			if slot == "action" {
				g.models = append([]string{spec}, g.models...)
				continue
			}
			g.models = append(g.models, slot+"="+spec)
		}
		// The recorded models' windows, where the catalog lacks them and
		// no flag names one.
		for slot, w := range meta.Windows.Map() {
			if slot == "action" && g.window > 0 {
				continue
			}
			if g.windows == nil {
				g.windows = map[string]int{}
			}
			g.windows[slot] = w
		}
	}
	return id, nil
}

// plainReader is a cancelreader.CancelReader over input that cannot be
// polled and always ends: Cancel has nothing to interrupt.
type plainReader struct{ io.Reader }

func (plainReader) Cancel() bool { return false }
func (plainReader) Close() error { return nil }
