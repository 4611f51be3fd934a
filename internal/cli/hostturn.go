package cli

import "troupe/internal/slash"

// LendTurn pre-approves a custom command's allowed-tools for the turn
// its prompt starts (slash.TurnLender); revoke ends it.
func (h *sessionHost) LendTurn(t slash.Turn) (revoke func(), notes []string) {
	sess := h.Session()
	if sess == nil {
		return func() {}, nil
	}
	return sess.LendTools(t.AllowedTools)
}
