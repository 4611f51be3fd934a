package taskq

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/snapshot"
)

// objects is the snapshot store on JetStream's object store. Every call
// is tried again while the cluster fails over (bus.RetryTransient): the
// objects are content-addressed, so a repeated put or get is harmless,
// and losing the node that leads the store costs a wait, never a task
// (the issue: a finished result whose changeset could not be read in the
// election was lost, and its work done again).
type objects struct{ os jetstream.ObjectStore }

// notFoundGrace is how long a get asks again for an object not found.
const notFoundGrace = 10 * time.Second

// objectTry bounds one try of an object store call.
const objectTry = 10 * time.Second

// Snapshots returns the snapshot store of the queue.
func (q *Queue) Snapshots() snapshot.Store { return objects{q.objs} }

func (o objects) Has(ctx context.Context, name string) (bool, error) {
	err := bus.RetryTransient(ctx, bus.Failover, objectTry, func(ctx context.Context) error {
		_, err := o.os.GetInfo(ctx, name)
		return err
	})
	if errors.Is(err, jetstream.ErrObjectNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("taskq: object %s: %w", name, err)
	}
	return true, nil
}

func (o objects) Put(ctx context.Context, name string, data []byte) error {
	if err := bus.RetryTransient(ctx, bus.Failover, objectTry, func(ctx context.Context) error {
		_, err := o.os.PutBytes(ctx, name, data)
		return err
	}); err != nil {
		return fmt.Errorf("taskq: put %s: %w", name, err)
	}
	return nil
}

func (o objects) Get(ctx context.Context, name string) ([]byte, error) {
	var data []byte
	try := func() error {
		return bus.RetryTransient(ctx, bus.Failover, objectTry, func(ctx context.Context) (err error) {
			data, err = o.os.GetBytes(ctx, name)
			return err
		})
	}
	// An object asked for by name was stored (a manifest or a result
	// names it), so "not found" is asked again for a while: a direct get
	// may be answered by a replica still catching up after a partition
	// healed (seen: a result taken, its changeset "not found").
	err := try()
	for wait, end := 100*time.Millisecond, time.Now().Add(notFoundGrace); errors.Is(err, jetstream.ErrObjectNotFound) && time.Now().Before(end); wait = min(2*wait, time.Second) {
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("taskq: get %s: %w", name, err)
		case <-time.After(wait):
		}
		err = try()
	}
	if err != nil {
		return nil, fmt.Errorf("taskq: get %s: %w", name, err)
	}
	return data, nil
}
