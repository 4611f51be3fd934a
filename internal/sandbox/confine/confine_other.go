//go:build !linux

package confine

import (
	"fmt"
	"os"
)

func confineAndExec(req Request, prog string, argv []string) error {
	return fmt.Errorf("%w (not Linux)", ErrUnavailable)
}

func waitAndRun([]string) error {
	return fmt.Errorf("%w (not Linux)", ErrUnavailable)
}

// ProbeArg: see the Linux build.
const ProbeArg = "__troupe-sandbox-probe"

func runProbe([]string) { os.Exit(3) }
