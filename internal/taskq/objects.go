package taskq

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/snapshot"
)

// objects is the snapshot store on JetStream's object store.
type objects struct{ os jetstream.ObjectStore }

// Snapshots returns the snapshot store of the queue.
func (q *Queue) Snapshots() snapshot.Store { return objects{q.objs} }

func (o objects) Has(ctx context.Context, name string) (bool, error) {
	_, err := o.os.GetInfo(ctx, name)
	if errors.Is(err, jetstream.ErrObjectNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("taskq: object %s: %w", name, err)
	}
	return true, nil
}

func (o objects) Put(ctx context.Context, name string, data []byte) error {
	if _, err := o.os.PutBytes(ctx, name, data); err != nil {
		return fmt.Errorf("taskq: put %s: %w", name, err)
	}
	return nil
}

func (o objects) Get(ctx context.Context, name string) ([]byte, error) {
	data, err := o.os.GetBytes(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("taskq: get %s: %w", name, err)
	}
	return data, nil
}
