package bus

import (
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"
)

// internalInbox prefixes the reply subjects of in-process connections, so
// that no external role (which may subscribe to _INBOX.>) sees them.
const internalInbox = "_TROUPE_INTERNAL"

// ErrNoAuth is returned by Grant when the bus authenticates nobody: nothing
// listens, or it listens with Insecure.
var ErrNoAuth = errors.New("bus: no authentication (not listening, or insecure)")

// authenticator is the server's client authentication: an NKey challenge
// against the identities the Bus generated, each mapped to its role's
// permissions. Identities can be added while the server runs (Grant), which
// a static user list would need a configuration reload for.
type authenticator struct {
	// system returns the server's system account, where the operator
	// identity lives; set once the server exists, before it accepts
	// clients.
	system     func() *server.Account
	mu         sync.Mutex
	users      map[string]authUser // by public key
	byKey      map[string]Identity // by role/session
	enrolFiles map[string]bool     // where the enrolment seed was written (RotateEnrolment rewrites them)
}

type authUser struct {
	id    Identity
	perms *server.Permissions
}

func newAuthenticator() *authenticator {
	return &authenticator{users: map[string]authUser{}, byKey: map[string]Identity{}}
}

// Check implements server.Authentication. It runs on the server's
// goroutines.
func (a *authenticator) Check(c server.ClientAuthentication) bool {
	o := c.GetOpts()
	if o == nil || o.Nkey == "" || o.Sig == "" {
		return false
	}
	a.mu.Lock()
	u, ok := a.users[o.Nkey]
	a.mu.Unlock()
	if !ok {
		return false
	}
	sig, err := base64.RawURLEncoding.DecodeString(o.Sig)
	if err != nil {
		if sig, err = base64.StdEncoding.DecodeString(o.Sig); err != nil {
			return false
		}
	}
	pub, err := nkeys.FromPublicKey(o.Nkey)
	if err != nil || pub.Verify(c.GetNonce(), sig) != nil {
		return false
	}
	user := &server.User{Username: u.id.userName(), Permissions: u.perms}
	if u.id.Role == Operator {
		if a.system == nil || a.system() == nil {
			return false
		}
		user.Account = a.system()
	}
	c.RegisterUser(user)
	return true
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
	b.auth = newAuthenticator()
	sopts.CustomClientAuthentication = b.auth
	sopts.AlwaysEnableNonce = true
	id, err := newIdentity(Internal, "")
	if err != nil {
		return err
	}
	b.auth.users[id.Public] = authUser{id: id} // nil permissions: everything
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
