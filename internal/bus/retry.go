package bus

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Failover is how long RetryTransient keeps trying a JetStream call while
// the cluster fails over: losing a node costs a stream a leader election
// (a few seconds; longer on a loaded machine) and its clients a reconnect.
const Failover = 30 * time.Second

// Transient says whether err is what a JetStream call returns while a
// cluster loses a node or moves a stream's leader — no answer in time, no
// responder, a reconnecting client, a stream or cluster briefly
// unavailable — and so worth trying again; an answer that refuses the
// call is not.
func Transient(err error) bool {
	if err == nil {
		return false
	}
	for _, e := range []error{nats.ErrTimeout, context.DeadlineExceeded, nats.ErrNoResponders,
		jetstream.ErrNoStreamResponse, jetstream.ErrNoHeartbeat, jetstream.ErrConsumerLeadershipChanged,
		jetstream.ErrServerShutdown, nats.ErrConnectionReconnecting, nats.ErrDisconnected, nats.ErrConnectionDraining} {
		if errors.Is(err, e) {
			return true
		}
	}
	var api *jetstream.APIError
	if errors.As(err, &api) {
		return api.Code == 503 || api.Code == 504 // JetStream or the stream temporarily unavailable, no quorum
	}
	// Some paths (an object's chunks) pass the server's 503 on as text only.
	return strings.Contains(err.Error(), "temporarily unavailable")
}

// RetryTransient runs f until it succeeds, fails for a reason that is not
// Transient, ctx ends or limit passes; each try gets at most try of its
// own, and the tries are spaced 100 ms doubling to 2 s. It returns f's
// last error. f must be safe to repeat (idempotent: a content-addressed
// object, a message with a Nats-Msg-Id).
func RetryTransient(ctx context.Context, limit, try time.Duration, f func(context.Context) error) error {
	end := time.Now().Add(limit)
	wait := 100 * time.Millisecond
	for {
		tctx, cancel := context.WithTimeout(ctx, try)
		err := f(tctx)
		cancel()
		if err == nil || !Transient(err) || ctx.Err() != nil || time.Now().Add(wait).After(end) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
		wait = min(2*wait, 2*time.Second)
	}
}
