// Package bus runs troupe's message bus: an embedded NATS server reached
// through in-process connections, plus typed Publish and Subscribe helpers
// that speak the envelope defined in package messages.
//
// By default nothing listens on the network. With Options.Listen set, the
// server also accepts TCP clients on that address only, each authenticated
// by an NKey the Bus generated for one role (Grant): the server itself
// enforces what an observer, a controller or a worker may publish and
// subscribe to (Permissions). The in-process components use an internal
// identity whose seed never leaves memory. Every other client is
// authenticated through NATS auth callout, answered by the Bus with a user
// JWT that carries its permissions and its class's payload and
// subscription limits, which the server enforces; the consumer and
// publish-rate limits NATS does not hold per user, the Bus's guard does
// (Limits). Off loopback the listener speaks
// TLS only. Open puts a session on a listening bus: its replay stream, its
// credentials files (WriteAccess) and its heartbeats.
//
// Every message Publish sends is signed with a key that lives only in this
// process; Decode sets Meta.Internal when the signature checks, so receivers
// can refuse what did not come from their own process even when a client
// got through (an --insecure listener). A payload over the inline limit is
// stored in the session's JetStream object store and travels as a reference
// that Decode (and Payload, for other clients) resolves. JetStream starts
// only when something needs it, in a private, locked store directory.
//
// Concurrency: a *Bus is safe for concurrent use by any number of goroutines.
// Publish assigns each message the next per-session sequence number and
// publishes it under a per-session lock, so messages of one session published
// through the shared connection arrive in Seq order. Subscribe callbacks run
// on the subscription's own goroutine, owned by nats.go; Close drains every
// connection the Bus made, shuts the server down and waits for it, so no
// goroutine of the Bus outlives Close. A Presence owns its heartbeat
// goroutine and waits for it in Close; so does the guard (its own
// goroutine, stopped first in Close). Locks: jsMu (JetStream and the
// body stores) may be held while taking mu (the connection list), never
// the reverse; the guard's lock may be held while taking the
// authenticator's, which is taken last.
package bus
