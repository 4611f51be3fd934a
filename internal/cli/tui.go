package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"sync"

	tea "charm.land/bubbletea/v2"

	"troupe/actors/agent"
	"troupe/internal/models"
	"troupe/internal/reminder"
	"troupe/internal/slash"
	"troupe/internal/store"
	"troupe/internal/transcript"
	"troupe/internal/tui"
	"troupe/messages"
)

// eventSink hands bus messages to the TUI program. Messages that arrive
// before the program exists are kept and delivered first.
type eventSink struct {
	mu      sync.Mutex
	p       *tea.Program
	pending tui.Events
}

func (s *eventSink) observe(subject string, m messages.Meta, b messages.Body) {
	e := tui.Event{Subject: subject, Meta: m, Body: b}
	s.mu.Lock()
	p := s.p
	if p == nil {
		s.pending = append(s.pending, e)
	}
	s.mu.Unlock()
	if p != nil {
		p.Send(e) // returns once the program has it, or has ended
	}
}

// attach routes later messages to p and returns those that came before.
func (s *eventSink) attach(p *tea.Program) tui.Events {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.p = p
	out := s.pending
	s.pending = nil
	return out
}

// fullScreen runs the interactive session in the TUI.
func fullScreen(ctx context.Context, stdio *IO, g *globals, id string) error {
	sink := &eventSink{}
	h := newSessionHost(ctx, stdio, g, sink.observe)
	if err := h.open(ctx, id); err != nil {
		return err
	}
	defer h.Close()
	sup, sess := h.current()
	dir, err := g.data(stdio)
	if err != nil {
		return err
	}
	hist, err := tui.LoadHistory(historyPath(dir, sup.Workspace()))
	if err != nil {
		fmt.Fprintf(stdio.Err, "troupe: %v\n", err)
	}
	window, err := actionWindow(stdio, g, sup.Workspace())
	if err != nil {
		fmt.Fprintf(stdio.Err, "troupe: %v\n", err)
	}
	m := tui.New(tui.Options{Backend: h, Host: h, Commands: slash.Builtin(), Session: sess.ID(), Model: sup.ModelName(),
		Approval: g.approval, Plan: g.plan, Window: window, Workspace: sup.Workspace(), History: hist, Context: ctx, Previews: sup.Tools()})
	if id != "" {
		m.Resumed(userVisible(sess.Loaded().Events))
	}
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(stdio.In), tea.WithOutput(stdio.Out))
	if pending := sink.attach(p); len(pending) > 0 {
		m.Update(pending)
	}
	_, err = p.Run()
	// The full-screen view leaves the alternate screen empty-handed: the
	// conversation goes to the terminal's scrollback, with how to go on.
	if t := m.Transcript(); t != "" {
		fmt.Fprintln(stdio.Out, t)
	}
	if sid := m.SessionID(); sid != "" {
		fmt.Fprintf(stdio.Out, "\nResume this session with: troupe resume %s\n", sid)
	}
	if err != nil && ctx.Err() == nil {
		return fmt.Errorf("tui: %w", err)
	}
	return nil
}

// actionWindow returns the action model's context window.
func actionWindow(stdio *IO, g *globals, ws string) (int, error) {
	cfg, err := g.config(stdio, ws)
	if err != nil {
		return 0, err
	}
	cat, err := models.Load()
	if err != nil {
		return 0, err
	}
	binds, err := cat.Resolve(cfg)
	if err != nil {
		return 0, err
	}
	return binds[models.Action].ContextWindow(), nil
}

// userVisible is the main agent's conversation from a session log, without
// the reminders the harness injected in the user role.
func userVisible(events []store.Event) []messages.Message {
	msgs, err := transcript.Rebuild(events, agent.Main)
	if err != nil {
		return nil
	}
	out := msgs[:0]
	for _, m := range msgs {
		if m.Role == messages.RoleUser && reminder.IsReminder(m) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// historyPath is where a project's input history is kept.
func historyPath(dataDir, workspace string) string {
	sum := sha256.Sum256([]byte(workspace))
	return filepath.Join(dataDir, "history", hex.EncodeToString(sum[:8])+".jsonl")
}
