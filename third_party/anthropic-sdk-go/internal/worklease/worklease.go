// Package worklease carries the lease on a work item from
// lib/environments.EnvironmentWorker to anthropic.SessionToolRunner.
package worklease

import (
	"context"
	"time"
)

// Lease is what a SessionToolRunner shares with the worker that holds the lease.
type Lease struct {
	// TTL is the retry window for the results of a runner that is stopping.
	TTL func() time.Duration
	// UntilLost is canceled once another worker may hold the item, which runs unanswered calls again.
	UntilLost context.Context
	// Idle gets a value, unless it is full, when the session goes idle with no call running.
	Idle chan<- struct{}
	// ToolStopped is called when a tool was stopped or timed out, before its result is posted.
	ToolStopped func()
}

type ctxKey struct{}

// NewContext returns a child of ctx carrying lease.
func NewContext(ctx context.Context, lease Lease) context.Context {
	return context.WithValue(ctx, ctxKey{}, lease)
}

// FromContext returns the Lease carried by ctx, if any.
func FromContext(ctx context.Context) (Lease, bool) {
	lease, ok := ctx.Value(ctxKey{}).(Lease)
	return lease, ok
}
