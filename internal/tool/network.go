package tool

import "context"

// networkKey marks a context whose tool call may use the network.
type networkKey struct{}

// WithNetwork returns ctx carrying a network grant: the commands the call
// starts run with network access although the sandbox keeps it off by
// default. Only the code that checked the call through the safety gate
// (which asked the user, or found a session grant) adds it; a tool never
// trusts its own arguments for it.
func WithNetwork(ctx context.Context) context.Context {
	return context.WithValue(ctx, networkKey{}, true)
}

// NetworkGranted reports whether ctx carries a network grant.
func NetworkGranted(ctx context.Context) bool {
	v, _ := ctx.Value(networkKey{}).(bool)
	return v
}
