package supervisor

import "troupe/internal/mcp"

// StartMCP starts, in the background, this session's MCP servers not
// started yet, so their prompts can be listed (the terminal's / menu asks
// when it opens, as Claude Code lists every server's prompts). It returns
// at once; each server's state comes as an MCPServerState event.
func (x *Session) StartMCP() {
	if x.ext == nil || x.ext.mcp == nil {
		return
	}
	_, idle := x.ext.mcp.Prompts()
	names := make([]string, 0, len(idle))
	for _, s := range idle {
		names = append(names, mcp.Prefix+s+"__prompts")
	}
	x.ext.mcp.Prepare(names)
}
