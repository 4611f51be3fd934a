package bus

import (
	"errors"
	"fmt"
	"os"
)

// AdminRotateSubject is where an admin asks the coordinator to replace
// the workers' enrolment key (`troupe workers rotate-enrolment`); the
// reply is a RotateReply.
const AdminRotateSubject = "troupe.admin.workers.rotate-enrolment"

// RotateReply answers a rotation: the new key's public half, or why not.
type RotateReply struct {
	Public string `json:"public,omitempty"`
	Files  int    `json:"files,omitempty"` // seed files rewritten
	Error  string `json:"error,omitempty"`
}

// noteEnrolFile remembers a file WriteAccess wrote the enrolment seed to.
func (a *authenticator) noteEnrolFile(path string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.enrolFiles == nil {
		a.enrolFiles = map[string]bool{}
	}
	a.enrolFiles[path] = true
}

// RotateEnrolment replaces the workers' enrolment key: the old one stops
// working at once (no new connection is accepted with it and those open
// are closed), a new one is made and written over every seed file
// WriteAccess wrote the old one to (a session whose files are gone is
// skipped). Workers already enrolled keep their own keys. It returns
// the new key's public half and how many files it rewrote.
func (b *Bus) RotateEnrolment() (string, int, error) {
	if b.auth == nil {
		return "", 0, ErrNoAuth
	}
	old := b.auth.revoke(string(Worker) + "/")
	id, err := b.auth.grant(Worker, "")
	if err != nil {
		b.disconnect(old)
		return "", 0, fmt.Errorf("bus: rotate the enrolment key: %w", err)
	}
	b.auth.mu.Lock()
	var files []string
	for f := range b.auth.enrolFiles {
		files = append(files, f)
	}
	b.auth.mu.Unlock()
	var errs []error
	n := 0
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			b.auth.mu.Lock()
			delete(b.auth.enrolFiles, f) // that session's access was removed
			b.auth.mu.Unlock()
			continue
		}
		if err := writePrivate(f, append(append([]byte(nil), id.Seed...), '\n')); err != nil {
			errs = append(errs, err)
			continue
		}
		n++
	}
	b.disconnect(old)
	return id.Public, n, errors.Join(errs...)
}
