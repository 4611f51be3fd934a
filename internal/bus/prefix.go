package bus

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/messages"
)

// maxPrefixes bounds the prefixes a Bus keeps in memory. A prefix is put
// again by every Publish that carries it, so one is evicted only after this
// many others were published since: far more than are ever in flight.
const maxPrefixes = 64

// ErrNoPrefix is returned when a request's prefix reference cannot be
// resolved.
var ErrNoPrefix = errors.New("bus: referenced prefix not found")

// prefixes keeps the stable prefixes (system prompt and tool schemas) of the
// requests this Bus published, by content address, so that a request puts
// only a reference on the bus (messages.HeaderPrefix). Entries are
// immutable; the LRU order and the set of those written to a session's
// object store are guarded by mu.
type prefixes struct {
	mu     sync.Mutex
	data   map[string][]byte
	order  []string        // least recently put first
	stored map[string]bool // session+"/"+ref already in the session's object store
}

// put remembers data under ref and says whether the session's object store
// still lacks it.
func (p *prefixes) put(session, ref string, data []byte) (store bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.data == nil {
		p.data, p.stored = map[string][]byte{}, map[string]bool{}
	}
	if _, ok := p.data[ref]; ok {
		for i, r := range p.order {
			if r == ref {
				p.order = append(p.order[:i], p.order[i+1:]...)
				break
			}
		}
	}
	p.data[ref] = data
	p.order = append(p.order, ref)
	if len(p.order) > maxPrefixes {
		delete(p.data, p.order[0])
		p.order = p.order[1:]
	}
	key := session + "/" + ref
	if p.stored[key] {
		return false
	}
	p.stored[key] = true
	return true
}

func (p *prefixes) get(ref string) ([]byte, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	d, ok := p.data[ref]
	return d, ok
}

// PrefixObject is the name of a prefix in a session's body object store.
func PrefixObject(ref string) string { return "prefix-" + ref }

// splitPrefix takes the prefix out of a request body that carries one,
// remembers it and returns the body to send and the prefix's reference ("":
// nothing taken out). When this process runs the server with JetStream on,
// the prefix is also written once per session to the session's object store,
// where observers (a tap, `troupe debug`) and other processes find it.
func (b *Bus) splitPrefix(session string, body messages.Body) (messages.Body, string, error) {
	rest, p := messages.SplitBody(body)
	if p.Empty() {
		return body, "", nil
	}
	ref, data, err := p.Encode()
	if err != nil {
		return nil, "", err
	}
	if b.prefixes.put(session, ref, data) && b.storesPrefixes() && messages.ValidID(session) {
		if err := b.putBody(session, PrefixObject(ref), data); err != nil {
			b.log.Warn("bus: store prefix for observers", "session", session, "err", err)
		}
	}
	return rest, ref, nil
}

// storesPrefixes says whether prefixes go to the object store too: when
// this process runs the server and JetStream is already on (a listening
// session with replay, a coordinator of workers). JetStream is never
// started for it.
func (b *Bus) storesPrefixes() bool {
	return b.ns != nil && b.ns.JetStreamEnabled()
}

// joinPrefix puts a received request's prefix back into its body.
func (b *Bus) joinPrefix(msg *nats.Msg, body messages.Body) error {
	ref := msg.Header.Get(messages.HeaderPrefix)
	if ref == "" {
		return nil
	}
	r, ok := body.(messages.Prefixed)
	if !ok {
		return fmt.Errorf("%w: %s on a %s", messages.ErrMalformed, messages.HeaderPrefix, body.Type())
	}
	data, ok := b.prefixes.get(ref)
	if !ok {
		if b.ns != nil && !b.storesPrefixes() {
			// Only this process could have put it, and it has not.
			return fmt.Errorf("%w: %s", ErrNoPrefix, ref)
		}
		js, err := b.JetStream()
		if err != nil {
			return fmt.Errorf("%w: %s: %w", ErrNoPrefix, ref, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), bodyTimeout)
		defer cancel()
		if data, err = PrefixData(ctx, js, msg.Header.Get(messages.HeaderSession), ref); err != nil {
			return err
		}
	}
	return joinData(r, ref, data)
}

// joinData decodes the prefix ref's data and puts it into r.
func joinData(r messages.Prefixed, ref string, data []byte) error {
	p, err := messages.DecodePrefix(ref, data)
	if err != nil {
		return err
	}
	r.JoinPrefix(p)
	return nil
}

// PrefixData returns the stored prefix ref of session from its object
// store. js may be any JetStream context allowed to read the bucket, an
// observer's included.
func PrefixData(ctx context.Context, js jetstream.JetStream, session, ref string) ([]byte, error) {
	s, err := js.ObjectStore(ctx, BodyBucket(session))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNoPrefix, ref, err)
	}
	data, err := s.GetBytes(ctx, PrefixObject(ref))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNoPrefix, ref, err)
	}
	return data, nil
}

// ResolvePrefix puts the prefix of a request received by an observer back
// into body (a pointer, as messages.Decode returns): for a tap or a debugger
// that shows a request as its model received it. Bodies without a
// Troupe-Prefix header are left as they are.
func ResolvePrefix(ctx context.Context, js jetstream.JetStream, msg *nats.Msg, body messages.Body) error {
	ref := msg.Header.Get(messages.HeaderPrefix)
	if ref == "" {
		return nil
	}
	r, ok := body.(messages.Prefixed)
	if !ok {
		return fmt.Errorf("%w: %s on a %s", messages.ErrMalformed, messages.HeaderPrefix, body.Type())
	}
	data, err := PrefixData(ctx, js, msg.Header.Get(messages.HeaderSession), ref)
	if err != nil {
		return err
	}
	return joinData(r, ref, data)
}
