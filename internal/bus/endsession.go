package bus

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"
)

// EndSession forgets what the bus keeps for session id: its message
// sequence and the object store of its large bodies, deleted. A long-lived
// bus that carries many short sessions (a worker's runtime: one per task)
// calls it when a session ends, so it keeps nothing per finished session.
// A session that publishes again starts afresh.
func (b *Bus) EndSession(ctx context.Context, id string) error {
	b.sessions.Delete(id)
	b.jsMu.Lock()
	_, had := b.bodies[id]
	delete(b.bodies, id)
	js := b.js
	b.jsMu.Unlock()
	if !had || js == nil {
		return nil
	}
	if err := js.DeleteObjectStore(ctx, BodyBucket(id)); err != nil && !errors.Is(err, jetstream.ErrBucketNotFound) && !errors.Is(err, jetstream.ErrStreamNotFound) {
		return fmt.Errorf("bus: end session %s: %w", id, err)
	}
	return nil
}
