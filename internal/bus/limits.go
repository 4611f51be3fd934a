package bus

import (
	"encoding/json"
	"fmt"

	"github.com/nats-io/nats.go"
)

// Limits bounds what one external identity of a listening bus may do.
// Observers and controllers of a session (and the operator and admin
// identities) are one class, workers (each enrolled worker, and the
// enrolment key) the other. Where NATS can hold a limit, the server does:
// the payload and subscription limits travel in the user JWT the Bus
// issues at authentication (auth callout, callout.go) and the server
// enforces them on every connection. NATS has no per-user consumer count
// nor rate limit; the Bus holds those itself (guard.go): it counts the
// consumers each identity made (JetStream API audit advisories) and the
// messages and bytes each identity publishes (the server's connection
// statistics), and cuts off an identity over its limit.
type Limits struct {
	Observer ClassLimits
	Worker   ClassLimits
}

// ClassLimits are the limits of one class of identity. Zero means the
// default (DefaultLimits); a negative value means no limit.
type ClassLimits struct {
	// MaxPayload is the largest message one connection may publish, in
	// bytes (the server closes a connection that sends more). Results
	// over 256 KiB already travel by reference, so it can be small.
	MaxPayload int64
	// MaxSubs bounds the subscriptions of one connection.
	MaxSubs int64
	// MaxConsumers bounds the JetStream consumers alive at once that one
	// identity made; the connection that makes one more is closed and
	// every consumer it made deleted.
	MaxConsumers int
	// MaxMsgsPerSec and MaxBytesPerSec bound what one identity (all its
	// connections) publishes, averaged over a guard period; above either,
	// its connections are closed, and an enrolled worker is revoked.
	MaxMsgsPerSec  int64
	MaxBytesPerSec int64
}

// DefaultLimits are the limits when none are configured.
func DefaultLimits() Limits {
	return Limits{
		Observer: ClassLimits{MaxPayload: 1 << 20, MaxSubs: 256, MaxConsumers: 16, MaxMsgsPerSec: 1000, MaxBytesPerSec: 16 << 20},
		Worker:   ClassLimits{MaxPayload: 1 << 20, MaxSubs: 1024, MaxConsumers: 64, MaxMsgsPerSec: 5000, MaxBytesPerSec: 256 << 20},
	}
}

// withDefaults fills the zero fields of l from DefaultLimits.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits()
	fill := func(c, d ClassLimits) ClassLimits {
		if c.MaxPayload == 0 {
			c.MaxPayload = d.MaxPayload
		}
		if c.MaxSubs == 0 {
			c.MaxSubs = d.MaxSubs
		}
		if c.MaxConsumers == 0 {
			c.MaxConsumers = d.MaxConsumers
		}
		if c.MaxMsgsPerSec == 0 {
			c.MaxMsgsPerSec = d.MaxMsgsPerSec
		}
		if c.MaxBytesPerSec == 0 {
			c.MaxBytesPerSec = d.MaxBytesPerSec
		}
		return c
	}
	return Limits{Observer: fill(l.Observer, d.Observer), Worker: fill(l.Worker, d.Worker)}
}

// of returns the limits of role's class.
func (l Limits) of(role Role) ClassLimits {
	if role == Worker {
		return l.Worker
	}
	return l.Observer
}

// Limits returns the limits the bus holds external identities to (with
// the defaults filled in); the zero Limits when nothing authenticates.
func (b *Bus) Limits() Limits {
	if b.auth == nil {
		return Limits{}
	}
	return b.auth.limits
}

// AdminLimitsSubject is where an admin asks the bus for its limits and
// the identities it cut off (`troupe bus limits`); the reply is a
// LimitsReply.
const AdminLimitsSubject = "troupe.admin.bus.limits"

// LimitsReply answers AdminLimitsSubject.
type LimitsReply struct {
	Limits Limits `json:"limits"`
	Cuts   []Cut  `json:"cuts,omitempty"`
}

// serveLimits answers AdminLimitsSubject on the shared connection (only
// the admin identity may publish there).
func (b *Bus) serveLimits() error {
	_, err := b.nc.Subscribe(AdminLimitsSubject, func(msg *nats.Msg) {
		data, err := json.Marshal(LimitsReply{Limits: b.Limits(), Cuts: b.Cuts()})
		if err == nil {
			_ = msg.Respond(data)
		}
	})
	if err != nil {
		return fmt.Errorf("bus: limits requests: %w", err)
	}
	return nil
}
