package llm

import (
	"context"
	"time"
)

// RetryFunc is told that a call failed with a transient fault and is tried
// again after wait: status is the provider's HTTP status (0 when there was
// no response), attempts how many were made, err the fault.
type RetryFunc func(status, attempts int, wait time.Duration, err error)

type retryKey struct{}

// WithRetry returns ctx carrying f, which a provider's retry loop tells
// before it waits to try a call made with ctx again.
func WithRetry(ctx context.Context, f RetryFunc) context.Context {
	return context.WithValue(ctx, retryKey{}, f)
}

// NotifyRetry tells ctx's RetryFunc, if any, that the call is retried.
func NotifyRetry(ctx context.Context, status, attempts int, wait time.Duration, err error) {
	if f, ok := ctx.Value(retryKey{}).(RetryFunc); ok {
		f(status, attempts, wait, err)
	}
}
