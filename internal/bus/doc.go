// Package bus runs troupe's message bus: an embedded NATS server (with
// JetStream in a private, locked store directory) reached through in-process
// connections, plus typed Publish and Subscribe helpers that speak the
// envelope defined in package messages.
//
// By default nothing listens on the network. With Options.Listen set, the
// server also accepts TCP clients on that address, authenticated by token,
// and WriteEndpoint records how to reach it for tools such as `troupe bus tap`.
//
// Concurrency: a *Bus is safe for concurrent use by any number of goroutines.
// Publish assigns each message the next per-session sequence number and
// publishes it under a per-session lock, so messages of one session published
// through the shared connection arrive in Seq order. Subscribe callbacks run
// on the subscription's own goroutine, owned by nats.go; Close drains every
// connection the Bus made, shuts the server down and waits for it, so no
// goroutine of the Bus outlives Close.
package bus
