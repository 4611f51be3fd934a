package bus

import (
	"encoding/base64"
	"errors"
	"fmt"
	"net"
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
	mu    sync.Mutex
	users map[string]authUser // by public key
	byKey map[string]Identity // by role/session
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
	name := string(u.id.Role)
	if u.id.Session != "" {
		name += "@" + u.id.Session
	}
	c.RegisterUser(&server.User{Username: name, Permissions: u.perms})
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
	if role == Worker {
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
