package bus

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

func TestTransient(t *testing.T) {
	tests := []struct {
		err  error
		want bool
	}{
		{nil, false},
		{fmt.Errorf("taskq: get x: %w", nats.ErrTimeout), true},
		{jetstream.ErrNoStreamResponse, true},
		{nats.ErrNoResponders, true},
		{&jetstream.APIError{Code: 503, ErrorCode: 10008, Description: "JetStream system temporarily unavailable"}, true},
		{errors.New("nats: JetStream system temporarily unavailable"), true},
		{jetstream.ErrObjectNotFound, false},
		{&jetstream.APIError{Code: 400, ErrorCode: 10071, Description: "wrong last sequence"}, false},
		{errors.New("no space left on device"), false},
	}
	for _, tt := range tests {
		if got := Transient(tt.err); got != tt.want {
			t.Errorf("Transient(%v) = %v, want %v", tt.err, got, tt.want)
		}
	}
}

// A call that fails while the cluster fails over succeeds once it is
// back; one refused for good is not tried again.
func TestRetryTransient(t *testing.T) {
	n := 0
	err := RetryTransient(context.Background(), time.Minute, time.Second, func(context.Context) error {
		if n++; n < 3 {
			return nats.ErrTimeout
		}
		return nil
	})
	if err != nil || n != 3 {
		t.Fatalf("err %v after %d tries, want nil after 3", err, n)
	}
	n = 0
	err = RetryTransient(context.Background(), time.Minute, time.Second, func(context.Context) error {
		n++
		return jetstream.ErrObjectNotFound
	})
	if !errors.Is(err, jetstream.ErrObjectNotFound) || n != 1 {
		t.Fatalf("err %v after %d tries, want not found after 1", err, n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	n = 0
	err = RetryTransient(ctx, time.Minute, time.Second, func(context.Context) error {
		if n++; n == 2 {
			cancel()
		}
		return nats.ErrTimeout
	})
	if !errors.Is(err, nats.ErrTimeout) || n != 2 {
		t.Fatalf("err %v after %d tries, want the timeout after 2 (cancelled)", err, n)
	}
}
