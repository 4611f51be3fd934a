package tui

import (
	"strings"

	"troupe/internal/slash"
)

// mcpStarter is a Host that can start its MCP servers in the background,
// so that their prompts can be listed in the / menu.
type mcpStarter interface{ StartMCP() }

// mcpPrompts are the MCP servers' prompts for the / menu, as commands
// (/mcp__server__prompt ARGS). The first time the menu finds servers not
// started yet it starts them; their prompts join the menu once they are
// ready (an MCPServerState event rebuilds it).
func (m *Model) mcpPrompts() []slash.Command {
	l, ok := m.o.Host.(slash.MCPPromptLister)
	if !ok {
		return nil
	}
	cmds := l.MCPPromptHelp()
	for _, c := range cmds {
		if strings.Contains(c.Name, "<") && !m.mcpStarted {
			if s, ok := m.o.Host.(mcpStarter); ok {
				s.StartMCP()
				m.mcpStarted = true
			}
		}
	}
	return cmds
}

// mcpChanged rebuilds the command menu when an MCP server's state
// changed: its prompts appear (also for a name typed before they were
// known), or go.
func (m *Model) mcpChanged() {
	val := m.input.Value()
	if !strings.HasPrefix(val, "/") || strings.ContainsAny(val, " \n") || m.o.Commands == nil || m.sugClosed == val {
		return
	}
	cursor := 0
	if m.sug != nil && m.sug.kind == suggestCommand {
		cursor = m.sug.cursor
	}
	m.sug = m.commandSuggestions(val)
	if m.sug != nil {
		m.sug.cursor = min(cursor, len(m.sug.items)-1)
	}
	m.layout()
}
