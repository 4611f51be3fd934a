//go:build !linux

package sandbox

import "fmt"

func confineAndExec(req request, prog string, argv []string) error {
	return fmt.Errorf("%w (not Linux)", ErrUnavailable)
}
