package bus

import (
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// The server authenticates every external client through NATS auth
// callout: the internal identity is the one static user (and the callout's
// auth user); for any other client the server sends an authorization
// request on server.AuthCalloutSubject, which the Bus answers on its shared
// connection. The Bus checks the client's NKey signature of the server's
// nonce against the identities it generated and answers with a user JWT
// signed by an account key that lives only in this process. The JWT
// carries the identity's permissions and its class's payload and
// subscription limits (Limits), which the server then enforces on the
// connection: a static user list cannot carry limits, and identities are
// added and revoked while the server runs.

// globalAccount is the server's application account (where troupe's
// subjects and streams live).
const globalAccount = "$G"

// calloutOptions sets the server up to ask the Bus about every client but
// the internal identity.
func (a *authenticator) calloutOptions(sopts *server.Options, internal string) {
	sopts.Nkeys = []*server.NkeyUser{{Nkey: internal}} // nil permissions: everything
	sopts.AuthCallout = &server.AuthCallout{Issuer: a.issuerPub, Account: globalAccount, AuthUsers: []string{internal}}
	// The callout is answered in this process; under load it can take
	// longer than the default 2 s.
	sopts.AuthTimeout = 10
}

// newIssuer makes the account key that signs the Bus's answers.
func newIssuer() (nkeys.KeyPair, string, error) {
	kp, err := nkeys.CreateAccount()
	if err != nil {
		return nil, "", fmt.Errorf("bus: callout issuer: %w", err)
	}
	pub, err := kp.PublicKey()
	if err != nil {
		return nil, "", fmt.Errorf("bus: callout issuer: %w", err)
	}
	return kp, pub, nil
}

// errUnknownKey is the answer for a client whose key the Bus did not make.
var errUnknownKey = errors.New("unknown key")

// authorize checks req's client against the identities and returns its
// user claims: permissions, limits and the account it goes in.
func (a *authenticator) authorize(req *jwt.AuthorizationRequest) (*jwt.UserClaims, error) {
	o := req.ConnectOptions
	if o.Nkey == "" || o.SignedNonce == "" || req.ClientInformation.Nonce == "" {
		return nil, errors.New("an NKey is required")
	}
	a.mu.Lock()
	u, ok := a.users[o.Nkey]
	a.mu.Unlock()
	if !ok || u.id.Role == Internal {
		return nil, errUnknownKey
	}
	if a.cooled(o.Nkey, time.Now()) {
		return nil, errors.New("cut off for its publish rate; try again later")
	}
	sig, err := base64.RawURLEncoding.DecodeString(o.SignedNonce)
	if err != nil {
		if sig, err = base64.StdEncoding.DecodeString(o.SignedNonce); err != nil {
			return nil, errors.New("bad signature")
		}
	}
	pub, err := nkeys.FromPublicKey(o.Nkey)
	if err != nil || pub.Verify([]byte(req.ClientInformation.Nonce), sig) != nil {
		return nil, errors.New("bad signature")
	}
	uc := jwt.NewUserClaims(req.UserNkey)
	uc.Audience = globalAccount
	if u.id.Role == Operator {
		sys := a.system()
		if sys == nil {
			return nil, errors.New("no system account")
		}
		uc.Audience = sys.Name
	}
	uc.Permissions = jwtPermissions(u.perms)
	lim := a.limits.of(u.id.Role)
	uc.Limits.Payload, uc.Limits.Subs = noLimit(lim.MaxPayload), noLimit(lim.MaxSubs)
	return uc, nil
}

// noLimit maps troupe's "negative: no limit" to the JWT's.
func noLimit(n int64) int64 {
	if n < 0 {
		return jwt.NoLimit
	}
	return n
}

// jwtPermissions converts the server's permissions of an identity to a
// user JWT's. An empty allow list would allow everything in a JWT: it is
// a deny of everything instead.
func jwtPermissions(p *server.Permissions) jwt.Permissions {
	var jp jwt.Permissions
	side := func(sp *server.SubjectPermission, out *jwt.Permission) {
		if sp != nil {
			out.Allow, out.Deny = jwt.StringList(sp.Allow), jwt.StringList(sp.Deny)
		}
		if len(out.Allow) == 0 {
			out.Deny.Add(">")
		}
	}
	if p == nil {
		p = &server.Permissions{}
	}
	side(p.Publish, &jp.Pub)
	side(p.Subscribe, &jp.Sub)
	if p.Response != nil {
		jp.Resp = &jwt.ResponsePermission{MaxMsgs: p.Response.MaxMsgs, Expires: p.Response.Expires}
	}
	return jp
}

// serveCallout answers the server's authorization requests on the shared
// connection; the subscription ends when Close drains it.
func (b *Bus) serveCallout() error {
	if _, err := b.nc.Subscribe(server.AuthCalloutSubject, b.answerCallout); err != nil {
		return fmt.Errorf("bus: auth callout: %w", err)
	}
	return b.nc.Flush()
}

// answerCallout answers one authorization request: a user JWT, or why not.
func (b *Bus) answerCallout(msg *nats.Msg) {
	rc, err := jwt.DecodeAuthorizationRequestClaims(string(msg.Data))
	if err != nil || b.ns == nil || rc.Issuer != b.ns.ID() {
		return // not from our server: no answer
	}
	resp := jwt.NewAuthorizationResponseClaims(rc.UserNkey)
	resp.Audience = rc.Server.ID
	uc, err := b.auth.authorize(&rc.AuthorizationRequest)
	if err == nil {
		resp.Jwt, err = uc.Encode(b.auth.issuer)
	}
	if err != nil {
		resp.Error = err.Error()
	}
	token, err := resp.Encode(b.auth.issuer)
	if err != nil {
		b.log.Warn("bus: auth callout answer", "err", err)
		return
	}
	_ = msg.Respond([]byte(token))
}
