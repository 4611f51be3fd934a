package cli

// StartMCP starts the session's MCP servers not started yet, in the
// background, so the TUI's / menu can list their prompts.
func (h *sessionHost) StartMCP() {
	if sess := h.Session(); sess != nil {
		sess.StartMCP()
	}
}
