package checkpoint

import (
	"context"
	"errors"
	"fmt"

	"troupe/internal/safety"
)

// Before is called before a tool call that may change files runs: it
// records the workspace before the turn's first change, and again right
// before a command that throws away uncommitted work (git restore,
// git checkout -- f, git stash drop, ...). cmd is the call's command as
// the gate parsed it (safety.Decision.Command), nil for a call that runs
// none. An error means the call must not run: the checkpoint a
// destructive command needs could not be taken. Other failures are
// returned as warn, for the caller to log; the call still runs.
// A nil Store does nothing.
func (s *Store) Before(ctx context.Context, turn string, cmd *safety.Command) (warn, err error) {
	if s == nil {
		return nil, nil
	}
	if cmd != nil && cmd.ReadOnly() {
		return nil, nil // a command that only reads changes nothing to record
	}
	turnErr := s.BeforeTurn(ctx, turn)
	if cmd != nil {
		if discards, why := cmd.DiscardsWork(); discards {
			_, err := s.Snapshot(ctx, "before `"+cmd.Text()+"` ("+why+")")
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
