package hooks

import (
	"context"

	"troupe/internal/lazy"
)

// The rest of the events Claude Code documents. Setup, StopFailure and
// PostCompact are raised: Setup by `troupe setup` (Claude Code's --init
// and --maintenance), StopFailure when a turn ends in an error, and
// PostCompact after a compaction; the last two beside the work, as
// notifications (their hooks cannot change anything, as in Claude Code).
const (
	Setup       = "Setup"
	StopFailure = "StopFailure"
	PostCompact = "PostCompact"
)

// notRaised are the documented events troupe does not raise, each with
// why: a settings file may name them; their hooks are loaded as skipped,
// with the reason, so doctor and the session's start say so once.
var notRaised = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"PermissionDenied":  "troupe has no auto-mode classifier that denies calls; a denied call is reported to PostToolUseFailure hooks",
		"TaskCreated":       "troupe has no TaskCreate tool (task lists of agent teams)",
		"TaskCompleted":     "troupe has no TaskCreate tool (task lists of agent teams)",
		"TeammateIdle":      "troupe has no agent teams",
		"ConfigChange":      "troupe does not watch its settings files during a session",
		"CwdChanged":        "a troupe session's working directory never changes",
		"FileChanged":       "troupe does not watch files for hooks",
		"WorktreeCreate":    "troupe does not create git worktrees for sessions",
		"WorktreeRemove":    "troupe does not create git worktrees for sessions",
		"Elicitation":       "troupe's MCP client does not accept elicitation requests from servers",
		"ElicitationResult": "troupe's MCP client does not accept elicitation requests from servers",
	}
}}

// SetupRun runs the Setup hooks; trigger is init or maintenance (the
// matcher).
func (r *Runner) SetupRun(ctx context.Context, agent, trigger string) Outcome {
	return r.run(ctx, agent, Input{Event: Setup, Trigger: trigger}, trigger)
}

// StopFailed runs the StopFailure hooks when agent's turn ended in an
// error; kind is the error's kind (the matcher), details its message.
func (r *Runner) StopFailed(ctx context.Context, agent, kind, details string) Outcome {
	return r.run(ctx, agent, Input{Event: StopFailure, Error: kind, ErrorDetails: details}, kind)
}

// Compacted runs the PostCompact hooks after a compaction; trigger is
// manual or auto.
func (r *Runner) Compacted(ctx context.Context, agent, trigger string) Outcome {
	return r.run(ctx, agent, Input{Event: PostCompact, Trigger: trigger}, trigger)
}
