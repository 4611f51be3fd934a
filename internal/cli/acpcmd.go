package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"troupe/actors/agent"
	"troupe/internal/acp"
	"troupe/internal/safety"
	"troupe/internal/slash"
	"troupe/internal/tool"
	"troupe/internal/transcript"
	"troupe/messages"
)

func newACPCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "acp",
		Short: "Serve the Agent Client Protocol on stdin and stdout, for editors",
		Long: `Run troupe as an Agent Client Protocol (ACP) agent: an editor (Zed,
JetBrains IDEs, Neovim plugins) or any ACP client starts 'troupe acp' and
talks JSON-RPC on its standard input and output. Logs go to standard error.

Each ACP session is a troupe session in the directory the client names
(session/load resumes a stored one by its id). Prompts stream the answer and
the model's thinking; tool calls arrive with their kind, the files they touch
and the diffs of edits; a call the approval gate would ask about becomes a
permission request (allow once, always allow in this session, reject);
session/cancel stops the turn; the todo list is the plan. Modes: manual,
auto-edit (the default, or --approval), auto, plan (--plan). Slash commands
(/compact, /context, /undo, …) are offered to the client.

In Zed's settings.json:
  "agent_servers": {"troupe": {"command": "troupe", "args": ["acp"]}}`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runACP(cmd.Context(), stdio, g)
		},
	}
	g.registerModel(cmd)
	g.registerTurn(cmd)
	cmd.Flags().StringVar(&g.onAsk, "on-ask", "", "answer to asks when the client cannot be asked: deny (default) or allow")
	return cmd
}

// runACP serves ACP until the client closes stdin or a signal comes.
func runACP(ctx context.Context, stdio *IO, g *globals) error {
	mode := "auto-edit"
	if g.approval != "" {
		m, err := safety.ParseMode(g.approval)
		if err != nil {
			return usageError("--approval: %v", err)
		}
		mode = string(m)
	}
	if g.plan {
		mode = "plan"
	}
	var cmds []acp.Command
	for _, c := range slash.Builtin().Commands() {
		if acpSlashSkip(c.Name) {
			continue
		}
		cmds = append(cmds, acp.Command{Name: c.Name, Description: c.Help, Hint: c.Args})
	}
	// Nothing but the protocol may reach stdout.
	errIO := &IO{Out: stdio.Err, Err: stdio.Err, Getenv: stdio.Getenv}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-stdio.Signals:
			cancel()
		case <-ctx.Done():
		}
	}()
	return acp.Serve(ctx, stdio.In, stdio.Out, acp.Options{
		Open: func(ctx context.Context, r acp.OpenRequest) (acp.Backend, error) {
			return openACPBackend(ctx, errIO, g, r)
		},
		List: func(_ context.Context, cwd string) ([]acp.SessionSummary, error) {
			return acpSessions(errIO, g, cwd)
		},
		Commands: cmds, Mode: mode, Version: version(), Logger: g.logger(stdio.Err)})
}

// acpSlashSkip are the slash commands of the terminal front end that mean
// nothing to an editor (panels, quitting, switching sessions under it).
func acpSlashSkip(name string) bool {
	switch name {
	case "exit", "quit", "agents", "tap", "clear", "resume":
		return true
	}
	return false
}

// acpBackend is a troupe session behind an ACP session: the interactive
// front end's session host, with the client's approver and observer.
type acpBackend struct {
	h *sessionHost
}

func openACPBackend(ctx context.Context, stdio *IO, g *globals, r acp.OpenRequest) (acp.Backend, error) {
	gc := *g
	gc.workspace = r.Cwd
	gc.approvers = r.Hooks.Approver
	gc.editor = r.Editor
	gc.plan = r.Mode == "plan"
	if r.Mode != "plan" {
		gc.approval = r.Mode
	}
	if r.Resume != "" && !messages.ValidID(r.Resume) {
		return nil, fmt.Errorf("invalid session id %q", r.Resume)
	}
	h := newSessionHost(context.WithoutCancel(ctx), stdio, &gc, r.Hooks.Observe)
	if err := h.open(ctx, r.Resume); err != nil {
		return nil, err
	}
	return &acpBackend{h: h}, nil
}

func (b *acpBackend) ID() string { return b.h.Session().ID() }

func (b *acpBackend) Submit(ctx context.Context, text string, images []acp.Image) (messages.TurnResult, error) {
	sess := b.h.Session()
	if sess == nil {
		return messages.TurnResult{}, errors.New("the session is closed")
	}
	var imgs []messages.Image
	for i, im := range images {
		img, err := sess.PutImage(im.Data, fmt.Sprintf("image %d", i+1))
		if err != nil {
			return messages.TurnResult{Err: &messages.Error{Kind: messages.KindInvalidInput, Op: "prompt", Msg: err.Error()}}, nil
		}
		imgs = append(imgs, img)
	}
	return sess.SubmitImages(ctx, text, imgs, 0)
}

// acpSessions lists the stored sessions for session/list: those of cwd
// (every one when cwd is ""), newest first.
func acpSessions(stdio *IO, g *globals, cwd string) ([]acp.SessionSummary, error) {
	st, err := g.store(stdio)
	if err != nil {
		return nil, err
	}
	all, err := st.List()
	if err != nil {
		return nil, err
	}
	var out []acp.SessionSummary
	for _, s := range all {
		if cwd == "" || s.Workspace == cwd {
			out = append(out, acp.SessionSummary{ID: s.ID, Cwd: s.Workspace, Title: s.Title, Updated: s.Updated})
		}
	}
	return out, nil
}

func (b *acpBackend) Cancel(reason string) { b.h.Cancel(reason) }

func (b *acpBackend) SetMode(ctx context.Context, mode string) error {
	if mode == "plan" {
		b.h.Plan(true)
		return nil
	}
	b.h.Plan(false)
	b.h.mu.Lock()
	cur := b.h.g.approval
	b.h.mu.Unlock()
	if cur == mode {
		return nil
	}
	_, err := b.h.Approval(ctx, mode)
	return err
}

func (b *acpBackend) Slash(ctx context.Context, line string) (string, string, error) {
	res, err := slash.Builtin().Run(ctx, b.h, line)
	if err != nil {
		return "", "", err
	}
	text := res.Text
	for _, c := range res.Pick {
		text += "\n" + c.Label
	}
	if res.Exit || res.Toggle != "" {
		text = strings.TrimSpace(text + "\n(that command belongs to troupe's terminal interface)")
	}
	return strings.TrimSpace(text), res.Prompt, nil
}

func (b *acpBackend) History() []messages.Message {
	sess := b.h.Session()
	if sess == nil {
		return nil
	}
	h, err := transcript.Rebuild(sess.Loaded().Events, agent.Main)
	if err != nil {
		return nil
	}
	return h
}

// ToolKind is the kind the session's tools declare for name (tool.Facts).
func (b *acpBackend) ToolKind(name string) string {
	var reg *tool.Registry
	if sup, _ := b.h.current(); sup != nil {
		reg = sup.Tools()
	}
	return string(agent.ToolKind(reg, name))
}

func (b *acpBackend) Close() error { return b.h.Close() }
