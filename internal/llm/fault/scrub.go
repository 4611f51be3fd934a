package fault

import (
	"errors"
	"strings"
)

// minSecret is the shortest secret Scrub removes: shorter values (a dummy
// key such as "ollama") are no secret, and removing them would mangle
// ordinary words in the text.
const minSecret = 8

// Scrub returns err with every occurrence of secret in its text replaced by
// "[redacted]". The returned error still matches, with errors.Is, whatever
// err matched, but no longer unwraps to err, so no printing of the chain can
// bring the secret back. It returns err itself when the text holds no secret.
func Scrub(err error, secret string) error {
	if err == nil || len(secret) < minSecret {
		return err
	}
	msg := err.Error()
	if !strings.Contains(msg, secret) {
		return err
	}
	return &scrubbed{msg: strings.ReplaceAll(msg, secret, "[redacted]"), err: err}
}

type scrubbed struct {
	msg string
	err error
}

func (s *scrubbed) Error() string { return s.msg }

// Is matches what the original error matched.
func (s *scrubbed) Is(target error) bool { return errors.Is(s.err, target) }
