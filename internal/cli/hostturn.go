package cli

import (
	"context"
	"fmt"

	"troupe/internal/slash"
)

// LendTurn applies a custom command's front matter to the turn its prompt
// starts (slash.TurnLender): its allowed-tools are pre-approved and its
// model is the turn's model, until revoke.
func (h *sessionHost) LendTurn(t slash.Turn) (revoke func(), notes []string) {
	sess := h.Session()
	if sess == nil {
		return func() {}, nil
	}
	revoke, toolNotes := sess.LendTools(t.AllowedTools)
	for _, n := range toolNotes {
		notes = append(notes, "allowed-tools: "+n)
	}
	if t.Model == "" {
		return revoke, notes
	}
	back, err := sess.LendModel(t.Model)
	if err != nil { // CheckModel refused it before the command ran; the session changed since
		return revoke, append(notes, fmt.Sprintf("model not applied: %v", err))
	}
	tools := revoke
	return func() { back(); tools() }, notes
}

// CheckModel reports whether a custom command's model can run a turn
// (slash.ModelChecker).
func (h *sessionHost) CheckModel(name string) error {
	sess := h.Session()
	if sess == nil {
		return nil
	}
	return sess.CheckModel(name)
}

// Expand runs the session's UserPromptExpansion hooks for a command that
// expanded into prompt (slash.Expander).
func (h *sessionHost) Expand(ctx context.Context, kind, name, args, source, prompt string) (string, error) {
	sess := h.Session()
	if sess == nil {
		return prompt, nil
	}
	out, blocked, reason := sess.Expanded(ctx, kind, name, args, source, prompt)
	if blocked {
		if reason == "" {
			reason = "no reason given"
		}
		return "", fmt.Errorf("/%s was blocked by a UserPromptExpansion hook: %s", name, reason)
	}
	return out, nil
}
