package cli

import (
	"context"
	"errors"
	"strings"

	"troupe/internal/diag"
	"troupe/internal/slash"
	"troupe/supervisor"
)

// runCommand expands a prompt that names a custom command or an MCP
// prompt (`troupe run "/review main.go"`), as `claude -p "/review …"`
// does: the command's text with its arguments, its UserPromptExpansion
// hooks, and what its front matter asks of the turn (allowed-tools,
// model). ok is false when the prompt names no such command; it is then
// sent as written (a path such as "/etc/hosts …" stays a prompt).
// Built-in commands (/clear, /model, …) belong to an interactive session
// and are not run here.
func runCommand(ctx context.Context, stdio *IO, g *globals, sup *supervisor.Supervisor, sess *supervisor.Session, prompt string) (text string, revoke func(), ok bool, err error) {
	if !strings.HasPrefix(prompt, "/") {
		return "", nil, false, nil
	}
	empty, err := slash.New()
	if err != nil {
		return "", nil, false, err
	}
	var rep diag.Report
	reg := slash.WithCustom(empty, sup.Commands(), &rep)
	cmd, args, err := reg.Lookup(prompt)
	if errors.Is(err, slash.ErrUnknown) {
		return "", nil, false, nil
	} else if err != nil {
		return "", nil, false, err
	}
	h := newSessionHost(ctx, stdio, g, nil)
	h.sup, h.sess = sup, sess
	res, err := cmd.Run(ctx, h, args)
	if err != nil {
		return "", nil, true, err
	}
	if res.Prompt == "" {
		return "", nil, true, errors.New("/" + cmd.Name + " gave no prompt to run")
	}
	revoke, notes := h.LendTurn(res.Turn)
	for _, n := range notes {
		stdio.Err.Write([]byte("troupe: " + n + "\n"))
	}
	return res.Prompt, revoke, true, nil
}
