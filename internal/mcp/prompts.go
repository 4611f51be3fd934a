package mcp

import (
	"context"
	"fmt"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Prompt renders the prompt named name (as listed, or as in
// mcp__<server>__<name> with unsafe characters replaced) of server with
// args: positional words, given to the prompt's arguments in the order it
// lists them, the last taking the rest. It starts the server if needed.
// The result is the text of the prompt's messages.
func (m *Manager) Prompt(ctx context.Context, server, name string, args []string) (string, error) {
	sess, err := m.session(ctx, server)
	if err != nil {
		return "", err
	}
	var found *sdk.Prompt
	var names []string
	for p, err := range sess.Prompts(ctx, nil) {
		if err != nil {
			return "", fmt.Errorf("MCP server %s: list prompts: %w", server, err)
		}
		names = append(names, unsafeChars.Get().ReplaceAllString(p.Name, "_"))
		if p.Name == name || unsafeChars.Get().ReplaceAllString(p.Name, "_") == name {
			found = p
		}
	}
	if found == nil {
		return "", fmt.Errorf("MCP server %s has no prompt %q (it has: %s)", server, name, strings.Join(names, ", "))
	}
	params := &sdk.GetPromptParams{Name: found.Name, Arguments: map[string]string{}}
	for i, a := range found.Arguments {
		switch {
		case i >= len(args):
			if a.Required {
				return "", fmt.Errorf("prompt %s needs the argument %s (%s)", found.Name, a.Name, a.Description)
			}
		case i == len(found.Arguments)-1:
			params.Arguments[a.Name] = strings.Join(args[i:], " ")
		default:
			params.Arguments[a.Name] = args[i]
		}
	}
	res, err := sess.GetPrompt(ctx, params)
	if err != nil {
		return "", fmt.Errorf("MCP server %s: prompt %s: %w", server, found.Name, err)
	}
	var parts []string
	for _, msg := range res.Messages {
		switch c := msg.Content.(type) {
		case *sdk.TextContent:
			parts = append(parts, c.Text)
		case *sdk.EmbeddedResource:
			if c.Resource != nil && c.Resource.Text != "" {
				parts = append(parts, c.Resource.Text)
			}
		default:
			parts = append(parts, fmt.Sprintf("[%T content left out]", c))
		}
	}
	return strings.Join(parts, "\n\n"), nil
}

// SplitPromptName splits mcp__<server>__<prompt> into its server and
// prompt.
func SplitPromptName(full string) (server, prompt string, ok bool) {
	rest, ok := strings.CutPrefix(full, Prefix)
	if !ok {
		return "", "", false
	}
	server, prompt, ok = strings.Cut(rest, "__")
	return server, prompt, ok && server != "" && prompt != ""
}

// listPrompts lists a new session's prompts; a server without them (or
// failing to list them) has none.
func listPrompts(ctx context.Context, sess *sdk.ClientSession) []*sdk.Prompt {
	if ir := sess.InitializeResult(); ir == nil || ir.Capabilities == nil || ir.Capabilities.Prompts == nil {
		return nil
	}
	var out []*sdk.Prompt
	for p, err := range sess.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		out = append(out, p)
	}
	return out
}

// PromptInfo is one prompt of a started server, for /help.
type PromptInfo struct {
	Command     string // mcp__<server>__<prompt>
	Args        string // e.g. "FILE [FOCUS]"
	Description string
}

// Prompts lists the prompts of the servers that have started, and names
// those not started yet (their prompts are not known until they are).
func (m *Manager) Prompts() (prompts []PromptInfo, notStarted []string) {
	for _, n := range m.names {
		s := m.servers[n]
		s.mu.Lock()
		ps, state := s.prompts, s.state
		s.mu.Unlock()
		if state != StateReady {
			notStarted = append(notStarted, n)
			continue
		}
		for _, p := range ps {
			var args []string
			for _, a := range p.Arguments {
				w := strings.ToUpper(a.Name)
				if !a.Required {
					w = "[" + w + "]"
				}
				args = append(args, w)
			}
			desc := p.Description
			if desc == "" {
				desc = p.Title
			}
			prompts = append(prompts, PromptInfo{Command: Prefix + n + "__" + unsafeChars.Get().ReplaceAllString(p.Name, "_"),
				Args: strings.Join(args, " "), Description: desc})
		}
	}
	return prompts, notStarted
}
