package cli

import (
	"errors"

	"troupe/actors/agent"
	"troupe/internal/config"
	"troupe/internal/tokens"
	"troupe/internal/window"
	"troupe/messages"
)

// Conversation is the current session's conversation as a front end
// replays it after /resume: the main agent's messages from the session
// log, without the harness's reminders.
func (h *sessionHost) Conversation() []messages.Message {
	sup, sess := h.current()
	if sup == nil || sess == nil {
		return nil
	}
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil {
		return nil
	}
	return userVisible(loaded.Events)
}

// ContextUsed is the main agent's context window use now, as /context
// reports it: the tokens it holds and the window's size; 0, 0 before the
// first model call.
func (h *sessionHost) ContextUsed() (used, window int, err error) {
	b, err := h.breakdown()
	if errors.Is(err, agent.ErrNoWindow) {
		return 0, 0, nil
	}
	return b.Used, b.ContextWindow, err
}

// breakdown restores the main agent's window from the session log.
func (h *sessionHost) breakdown() (window.Breakdown, error) {
	sup, sess := h.current()
	if sup == nil || sess == nil {
		return window.Breakdown{}, errors.New("no session is open")
	}
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil {
		return window.Breakdown{}, err
	}
	cfg, err := config.Load(config.Paths(h.stdio.Getenv, loaded.Meta.Workspace)...)
	if err != nil {
		cfg = config.Default()
	}
	w, _, err := agent.RestoreWindow(loaded.Events, agent.Main, tokens.NewCounter(), cfg.Context.Compaction)
	if err != nil {
		return window.Breakdown{}, err
	}
	return w.Breakdown(), nil
}
