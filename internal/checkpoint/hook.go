package checkpoint

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"troupe/internal/safety"
	"troupe/messages"
)

// Before is called before a tool call that may change files runs: it
// records the workspace before the turn's first change, and again right
// before a command that throws away uncommitted work (git restore,
// git checkout -- f, git stash drop, ...). An error means the call must
// not run: the checkpoint a destructive command needs could not be taken.
// Other failures are returned as warn, for the caller to log; the call
// still runs.
// A nil Store does nothing.
func (s *Store) Before(ctx context.Context, turn string, call messages.ToolCall) (warn, err error) {
	if s == nil {
		return nil, nil
	}
	cmd := bashCommand(call)
	if cmd != "" && safety.ReadOnlyCommand(cmd, safety.CommandContext{Workspace: s.workTree}) {
		return nil, nil // a command that only reads changes nothing to record
	}
	turnErr := s.BeforeTurn(ctx, turn)
	if cmd != "" {
		if discards, why := safety.DiscardsWork(cmd); discards {
			_, err := s.Snapshot(ctx, "before `"+cmd+"` ("+why+")")
			var partial *Partial
			if errors.As(err, &partial) {
				return partial, nil
			}
			if err != nil {
				return nil, fmt.Errorf("no checkpoint could be taken before a command that discards work: %w", err)
			}
		}
	}
	return turnErr, nil
}

// bashCommand returns the command of a bash call, "" for other calls.
func bashCommand(call messages.ToolCall) string {
	if call.Name != "bash" {
		return ""
	}
	var a struct {
		Command string `json:"command"`
	}
	if json.Unmarshal([]byte(call.Arguments), &a) != nil {
		return ""
	}
	return a.Command
}
