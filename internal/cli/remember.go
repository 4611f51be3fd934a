package cli

import (
	"errors"
	"fmt"

	"troupe/internal/memory"
	"troupe/messages"
	"troupe/supervisor"
)

// rememberScope is where `#` puts a line when nobody can be asked (troupe
// run, line mode): the project's memory, since what a person tells the
// agent to remember is most often about the project (how its tests run).
// The TUI asks.
const rememberScope = memory.Project

// remember adds a `#` line to memory instead of running a turn, and says
// where it went: a line of text, or (json, stream-json) a result whose
// answer says it, with no model call counted.
func remember(stdio *IO, format string, sup *supervisor.Supervisor, sess *supervisor.Session, line string, r *renderer) error {
	file, err := sess.Remember(rememberScope, line)
	closeErr := sup.Close()
	if err != nil {
		return errors.Join(err, closeErr)
	}
	msg := fmt.Sprintf("remembered in the %s memory (%s); sessions from the next one on see it", rememberScope, file)
	if format == "text" {
		fmt.Fprintln(stdio.Out, msg)
		return closeErr
	}
	return errors.Join(report(stdio, format, sess.ID(), messages.TurnResult{Final: msg}, r), closeErr)
}
