//go:build !linux

package confine

import "fmt"

func confineAndExec(req Request, prog string, argv []string) error {
	return fmt.Errorf("%w (not Linux)", ErrUnavailable)
}

func waitAndRun([]string) error {
	return fmt.Errorf("%w (not Linux)", ErrUnavailable)
}
