package bus

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// DefaultInlineMax is the largest payload sent inline unless
// Options.InlineMax says otherwise; larger bodies go by reference.
const DefaultInlineMax = 256 << 10

// DefaultBodyTTL is how long a large body stays in the object store.
const DefaultBodyTTL = time.Hour

// bodyTimeout bounds storing or fetching one large body.
const bodyTimeout = 30 * time.Second

// ErrNoBody is returned when a referenced body cannot be fetched.
var ErrNoBody = errors.New("bus: referenced body not found")

// bodyStores caches the object store of each session; guarded by Bus.jsMu.
type bodyStores map[string]jetstream.ObjectStore

// JetStream returns the JetStream context of the shared connection,
// enabling JetStream on the server the first time (in a fresh, locked store
// directory under Options.StoreDir).
func (b *Bus) JetStream() (jetstream.JetStream, error) {
	b.jsMu.Lock()
	defer b.jsMu.Unlock()
	return b.jetStreamLocked()
}

func (b *Bus) jetStreamLocked() (jetstream.JetStream, error) {
	if b.js != nil {
		return b.js, nil
	}
	if b.ns != nil && !b.ns.JetStreamEnabled() { // nil: an external deployment runs its own
		if b.opts.StoreDir == "" && b.opts.ExistingStore == "" {
			return nil, ErrNoStoreDir
		}
		b.mu.Lock()
		closed := b.closed
		b.mu.Unlock()
		if closed {
			return nil, ErrClosed
		}
		if b.storeDir == "" {
			if err := b.makeStore(b.opts.StoreDir); err != nil {
				return nil, err
			}
		}
		if err := b.ns.EnableJetStream(&server.JetStreamConfig{StoreDir: b.storeDir}); err != nil {
			return nil, fmt.Errorf("bus: enable JetStream: %w", err)
		}
	}
	js, err := jetstream.New(b.nc)
	if err != nil {
		return nil, fmt.Errorf("bus: JetStream: %w", err)
	}
	b.js = js
	return js, nil
}

func (b *Bus) inlineMax() int {
	if b.opts.InlineMax > 0 {
		return b.opts.InlineMax
	}
	return DefaultInlineMax
}

// bodyStore returns the object store of session's large bodies.
func (b *Bus) bodyStore(ctx context.Context, session string) (jetstream.ObjectStore, error) {
	b.jsMu.Lock()
	defer b.jsMu.Unlock()
	if s, ok := b.bodies[session]; ok {
		return s, nil
	}
	js, err := b.jetStreamLocked()
	if err != nil {
		return nil, err
	}
	ttl := b.opts.BodyTTL
	if ttl <= 0 {
		ttl = DefaultBodyTTL
	}
	s, err := EnsureObjectStore(ctx, js, jetstream.ObjectStoreConfig{
		Bucket: BodyBucket(session), Description: "large bodies of troupe session " + session,
		TTL: ttl, Storage: jetstream.FileStorage,
	}, b.opts.Replicas)
	if err != nil {
		return nil, fmt.Errorf("bus: body store %s: %w", session, err)
	}
	if b.bodies == nil {
		b.bodies = bodyStores{}
	}
	b.bodies[session] = s
	return s, nil
}

// putBody stores a payload too large to travel inline under name.
func (b *Bus) putBody(session, name string, data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), bodyTimeout)
	defer cancel()
	s, err := b.bodyStore(ctx, session)
	if err != nil {
		return err
	}
	if _, err := s.PutBytes(ctx, name, data); err != nil {
		return fmt.Errorf("bus: store body %s: %w", name, err)
	}
	return nil
}

// Payload returns msg's payload, fetched from the session's object store
// when it travelled by reference (a Troupe-Ref header). js may be any
// JetStream context allowed to read the bucket, an observer's included.
func Payload(ctx context.Context, js jetstream.JetStream, msg *nats.Msg) ([]byte, error) {
	ref := msg.Header.Get("Troupe-Ref")
	if ref == "" {
		return msg.Data, nil
	}
	session := msg.Header.Get("Troupe-Session")
	s, err := js.ObjectStore(ctx, BodyBucket(session))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNoBody, ref, err)
	}
	data, err := s.GetBytes(ctx, ref)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNoBody, ref, err)
	}
	return data, nil
}
