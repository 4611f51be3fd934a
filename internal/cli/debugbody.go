package cli

import (
	"context"
	"errors"
	"fmt"

	"troupe/internal/debugview"
	"troupe/internal/llm"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/supervisor"
)

// errNoBody says a call's provider body cannot be shown.
var errNoBody = errors.New("no provider request body")

// requestBody returns the HTTP body the provider client of c's model sends
// for c's window, byte for byte: the client is built as a session builds
// it, from today's configuration (its provider settings: base URL, max
// tokens, thinking), and encodes the request without sending it. Only a
// call whose whole window the log or stream kept has one, and only for a
// provider model (not a script). The window's images are sent by
// reference: a call that carried image bytes differs in those.
func requestBody(ctx context.Context, stdio *IO, g *globals, c debugview.Call) (string, error) {
	if !c.Whole || c.Model == "" {
		return "", fmt.Errorf("%w: the window is not whole or names no model", errNoBody)
	}
	ws, err := g.workspaceDir()
	if err != nil {
		return "", err
	}
	cfg, err := g.config(stdio, ws)
	if err != nil {
		return "", err
	}
	cat, err := models.Load()
	if err != nil {
		return "", err
	}
	cfg.Model, cfg.Models = c.Model, nil
	binds, err := cat.Resolve(cfg)
	if err != nil {
		return "", err
	}
	b := binds[models.Action]
	if b.Provider == models.ScriptProvider {
		return "", fmt.Errorf("%w: %s is a script", errNoBody, c.Model)
	}
	key := b.Conn.APIKeyEnv
	getenv := func(k string) string {
		if k == key {
			return "unused" // the key goes in a header, never in the body
		}
		return stdio.Getenv(k)
	}
	client, err := supervisor.ProviderClient(b, getenv, prompt.Off)
	if err != nil {
		return "", err
	}
	enc, ok := client.(interface {
		Body(context.Context, llm.Request) ([]byte, error)
	})
	if !ok {
		return "", fmt.Errorf("%w: the %s client does not tell", errNoBody, b.Provider)
	}
	body, err := enc.Body(ctx, llm.Request{Agent: c.Agent, AgentType: c.AgentType, Workflow: c.Workflow,
		System: c.Window.System, Messages: c.Window.Messages, Tools: c.Window.Tools})
	if err != nil {
		return "", err
	}
	return string(body), nil
}
