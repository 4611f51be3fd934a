package bus

import (
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"
)

// internalInbox prefixes the reply subjects of in-process connections, so
// that no external role (which may subscribe to _INBOX.>) sees them.
const internalInbox = "_TROUPE_INTERNAL"

// ErrNoAuth is returned by Grant when the bus authenticates nobody: nothing
// listens, or it listens with Insecure.
var ErrNoAuth = errors.New("bus: no authentication (not listening, or insecure)")

// authenticator holds the identities the Bus generated, each mapped to its
// role's permissions, and answers the server's auth callout with them
// (callout.go). Identities can be added while the server runs (Grant),
// which a static user list would need a configuration reload for.
type authenticator struct {
	// system returns the server's system account, where the operator
	// identity lives; set once the server exists, before it accepts
	// clients.
	system     func() *server.Account
	issuer     nkeys.KeyPair // signs the callout's answers; in memory only
	issuerPub  string
	limits     Limits // with the defaults filled in
	mu         sync.Mutex
	users      map[string]authUser  // by public key
	byKey      map[string]Identity  // by role/session
	enrolFiles map[string]bool      // where the enrolment seed was written (RotateEnrolment rewrites them)
	cooling    map[string]time.Time // public key -> refused until then (cut off for its rate)
}

type authUser struct {
	id    Identity
	perms *server.Permissions
}

func newAuthenticator(l Limits) (*authenticator, error) {
	kp, pub, err := newIssuer()
	if err != nil {
		return nil, err
	}
	return &authenticator{issuer: kp, issuerPub: pub, limits: l.withDefaults(),
		users: map[string]authUser{}, byKey: map[string]Identity{}}, nil
}

// cool refuses new connections of pub until until.
func (a *authenticator) cool(pub string, until time.Time) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.cooling == nil {
		a.cooling = map[string]time.Time{}
	}
	a.cooling[pub] = until
}

// cooled reports whether pub is refused for now.
func (a *authenticator) cooled(pub string, now time.Time) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	until, ok := a.cooling[pub]
	if ok && !now.Before(until) {
		delete(a.cooling, pub)
		return false
	}
	return ok
}

// identity returns the identity the Bus made with public key pub.
func (a *authenticator) identity(pub string) (Identity, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	u, ok := a.users[pub]
	return u.id, ok
}

// grant returns the identity of (role, session), generating it once.
func (a *authenticator) grant(role Role, session string) (Identity, error) {
	key := string(role) + "/" + session
	a.mu.Lock()
	defer a.mu.Unlock()
	if id, ok := a.byKey[key]; ok {
		return id, nil
	}
	perms, err := Permissions(role, session)
	if err != nil {
		return Identity{}, err
	}
	id, err := newIdentity(role, session)
	if err != nil {
		return Identity{}, err
	}
	a.users[id.Public] = authUser{id: id, perms: perms}
	a.byKey[key] = id
	return id, nil
}

// ErrEnrolled is returned when a worker name is taken by another key.
var ErrEnrolled = errors.New("bus: worker name enrolled with another key")

// maxWorkers bounds the enrolled workers of one bus.
const maxWorkers = 256

// enrol registers worker name's public key with its own permissions.
func (a *authenticator) enrol(name, pub string) error {
	perms, err := WorkerPermissions(name)
	if err != nil {
		return err
	}
	if _, err := nkeys.FromPublicKey(pub); err != nil || !nkeys.IsValidPublicUserKey(pub) {
		return fmt.Errorf("bus: enrol %s: not an NKey user public key", name)
	}
	key := string(Worker) + ":" + name
	a.mu.Lock()
	defer a.mu.Unlock()
	if old, ok := a.byKey[key]; ok {
		if old.Public == pub {
			return nil
		}
		return fmt.Errorf("%w: %s", ErrEnrolled, name)
	}
	n := 0
	for k := range a.byKey {
		if strings.HasPrefix(k, string(Worker)+":") {
			n++
		}
	}
	if n >= maxWorkers {
		return fmt.Errorf("bus: enrol %s: %d workers enrolled already", name, n)
	}
	id := Identity{Role: Worker, Name: name, Public: pub}
	a.users[pub] = authUser{id: id, perms: perms}
	a.byKey[key] = id
	return nil
}

// userName is the name the server knows an identity's connections by.
func (id Identity) userName() string {
	name := string(id.Role)
	if id.Session != "" {
		name += "@" + id.Session
	}
	if id.Name != "" {
		name += ":" + id.Name
	}
	return name
}

// revoke forgets the identity of key (role/session or worker:name) and
// returns its public key ("" if none).
func (a *authenticator) revoke(key string) string {
	a.mu.Lock()
	defer a.mu.Unlock()
	id, ok := a.byKey[key]
	if !ok {
		return ""
	}
	delete(a.byKey, key)
	delete(a.users, id.Public)
	return id.Public
}

// EnrolWorker lets worker name connect with its own NKey (pub), with
// WorkerPermissions(name). A name is enrolled with one key until revoked;
// enrolling it again with the same key is a no-op. On a bus without
// authentication (nothing listens, --insecure, an external deployment)
// there is no server identity to make: it returns ErrNoAuth, and the
// coordinator still checks the worker's signatures (the key it announced).
func (b *Bus) EnrolWorker(name, pub string) error {
	if b.auth == nil {
		return ErrNoAuth
	}
	return b.auth.enrol(name, pub)
}

// RevokeWorker forgets worker name's key and closes its connections.
func (b *Bus) RevokeWorker(name string) {
	if b.auth == nil {
		return
	}
	b.disconnect(b.auth.revoke(string(Worker) + ":" + name))
}

// Revoke forgets the identity of (role, session) and closes its
// connections: what a session's end does to its observer and controller
// keys.
func (b *Bus) Revoke(role Role, session string) {
	if b.auth == nil || role == Internal {
		return
	}
	if role == Worker {
		session = ""
	}
	b.disconnect(b.auth.revoke(string(role) + "/" + session))
}

// Forget forgets the identity of (role, session) so no new connection is
// accepted with it, leaving the connections already open: a tap replaying
// a finished session reads on to its "session ended" and stops by itself.
func (b *Bus) Forget(role Role, session string) {
	if b.auth == nil || role == Internal || role == Worker {
		return
	}
	b.auth.revoke(string(role) + "/" + session)
}

// disconnect closes every client connection authenticated with pub.
func (b *Bus) disconnect(pub string) {
	if pub == "" || b.ns == nil {
		return
	}
	cz, err := b.ns.Connz(&server.ConnzOptions{Limit: 1 << 16, Username: true})
	if err != nil {
		return
	}
	for _, c := range cz.Conns {
		if c.AuthorizedUser == pub {
			_ = b.ns.DisconnectClientByID(c.Cid)
		}
	}
}

// Grant returns the NKey identity of role for session (for a worker, session
// is ignored), generating it on first use. The server accepts it at once.
// Grant(Internal, …) is refused: that identity never leaves the Bus.
func (b *Bus) Grant(role Role, session string) (Identity, error) {
	if role == Internal {
		return Identity{}, fmt.Errorf("%w: %s", ErrRole, role)
	}
	if b.auth == nil {
		return Identity{}, ErrNoAuth
	}
	if role == Worker || role == Operator || role == Admin {
		session = ""
	}
	return b.auth.grant(role, session)
}

// Authenticated reports whether clients must authenticate.
func (b *Bus) Authenticated() bool { return b.auth != nil }

// secure sets up authentication and, off loopback, TLS for a listening
// server. Nothing is needed when nothing listens.
func (b *Bus) secure(sopts *server.Options) error {
	o := b.opts
	if o.Listen == "" {
		return nil
	}
	host := sopts.Host
	if !Loopback(host) {
		info, cfg, err := serverTLS(host, o.TLS)
		if err != nil {
			return err
		}
		sopts.TLSConfig, sopts.TLSTimeout, b.tls = cfg, 2, info
	}
	if o.Insecure {
		return nil
	}
	auth, err := newAuthenticator(o.Limits)
	if err != nil {
		return err
	}
	b.auth = auth
	sopts.AlwaysEnableNonce = true
	id, err := newIdentity(Internal, "")
	if err != nil {
		return err
	}
	auth.calloutOptions(sopts, id.Public)
	b.internal = &id
	return nil
}

// Loopback reports whether host (an IP or "localhost") only reaches this
// machine. The empty host means every interface: not loopback.
func Loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
