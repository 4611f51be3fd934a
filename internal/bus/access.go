package bus

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// File names written beside EndpointFile.
const (
	CAFileName = "bus-ca.pem"
)

// NKeyFileName is the file holding role's seed in a session directory.
func NKeyFileName(role Role) string { return "bus-" + string(role) + ".nk" }

// Access is what WriteAccess publishes about a listening bus for one session.
type Access struct {
	Dir       string // the session's directory
	Session   string
	Roles     []Role // external roles to write credentials for; observer, operator and admin are always written
	Stream    string // replay stream, "" if none
	Heartbeat time.Duration
}

// WriteAccess grants the roles of a, writes their seeds (0600) and the
// listener's certificate into a.Dir, then EndpointFile (last, so that a
// reader who sees it finds the rest). It returns what it wrote.
func (b *Bus) WriteAccess(a Access) (Endpoint, error) {
	e := Endpoint{URL: b.ClientURL(), Session: a.Session, Stream: a.Stream, Heartbeat: a.Heartbeat,
		PID: os.Getpid(), Started: time.Now(), Monitor: b.MonitorURL()}
	if e.URL == "" {
		return e, errors.New("bus: not listening")
	}
	if t := b.TLS(); t != nil {
		e.Fingerprint, e.CAFile = t.Fingerprint, filepath.Join(a.Dir, CAFileName)
		if err := writePrivate(e.CAFile, t.CertPEM); err != nil {
			return e, err
		}
	}
	if !b.Authenticated() {
		e.Insecure = true
		return e, WriteEndpoint(filepath.Join(a.Dir, EndpointFile), e)
	}
	roles := append([]Role{Observer, Operator, Admin}, a.Roles...)
	e.NKeyFiles = map[Role]string{}
	for _, r := range roles {
		id, err := b.Grant(r, a.Session)
		if err != nil {
			return e, err
		}
		path := filepath.Join(a.Dir, NKeyFileName(r))
		if err := writePrivate(path, append(id.Seed, '\n')); err != nil {
			return e, err
		}
		e.NKeyFiles[r] = path
		if r == Worker {
			b.auth.noteEnrolFile(path)
		}
		if r == Observer {
			e.Seed = string(id.Seed)
		}
	}
	return e, WriteEndpoint(filepath.Join(a.Dir, EndpointFile), e)
}

// RemoveAccess removes what WriteAccess wrote in dir. Missing files are fine.
func RemoveAccess(dir string) error {
	names := []string{EndpointFile, CAFileName}
	for _, r := range []Role{Observer, Controller, Worker, Operator, Admin} {
		names = append(names, NKeyFileName(r))
	}
	var errs []error
	for _, n := range names {
		if err := os.Remove(filepath.Join(dir, n)); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("bus: remove %s: %w", n, err))
		}
	}
	return errors.Join(errs...)
}

// InsecureAllowed decides whether a listener on listen may accept clients
// without authentication: on loopback the --insecure flag or insecure: true
// in config is enough; off loopback it takes both. It returns an error when
// the flag asks for it off loopback without the config.
func InsecureAllowed(listen string, flag, config bool) (bool, error) {
	if listen == "" || (!flag && !config) {
		return false, nil
	}
	host, _, err := splitListen(listen)
	if err != nil {
		return false, err
	}
	if Loopback(host) {
		return true, nil
	}
	if flag && config {
		return true, nil
	}
	return false, fmt.Errorf("bus: --insecure off loopback (%s) also needs bus.insecure: true in a config file", listen)
}
