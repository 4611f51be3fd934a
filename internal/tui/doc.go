// Package tui is troupe's full-screen interactive session on the Charm stack
// (bubbletea, bubbles, lipgloss, glamour): a streaming transcript with
// Markdown and coloured diffs, a multi-line input with per-project history,
// a queue of prompts typed during a turn, approval and plan dialogs, a
// status line, and a live tree of the session's agents fed from bus events.
//
// The Model is a plain bubbletea model: Update and View touch no terminal,
// so tests drive Update with key, paste and Event messages and compare View
// with golden screens. Everything the model does to the session goes through
// the Backend and slash.Host interfaces its caller implements.
//
// Concurrency: a Model is owned by the bubbletea Program's event loop and is
// never shared. Bus observers hand events to it with Program.Send(Event{…});
// blocking Backend calls (Submit, Shell, slash commands) run as tea.Cmds on
// goroutines owned by the Program, and they return promptly once the
// context the Backend was built with is cancelled.
package tui
