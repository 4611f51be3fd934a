package cli

import (
	"errors"
	"fmt"

	"troupe/internal/memory"
	"troupe/supervisor"
)

// rememberScope is where `#` puts a line when nobody can be asked (troupe
// run, line mode): the project's memory, since what a person tells the
// agent to remember is most often about the project (how its tests run).
// The TUI asks.
const rememberScope = memory.Project

// remember adds a `#` line to memory instead of running a turn, and says
// where it went.
func remember(stdio *IO, sup *supervisor.Supervisor, sess *supervisor.Session, line string) error {
	file, err := sess.Remember(rememberScope, line)
	closeErr := sup.Close()
	if err != nil {
		return errors.Join(err, closeErr)
	}
	fmt.Fprintf(stdio.Out, "remembered in the %s memory (%s); sessions from the next one on see it\n", rememberScope, file)
	return closeErr
}
