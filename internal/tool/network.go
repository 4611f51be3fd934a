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

// Hosts decides which hosts a call's network traffic may reach (its
// command's, through troupe's proxy, or web_fetch's): nil lets it through,
// an error is the refusal, said to whoever asked. Decide may block while a
// person is asked, and may be called from many goroutines at once.
type Hosts interface {
	Decide(ctx context.Context, host string, port int) error
}

// hostsKey marks a context carrying the call's Hosts.
type hostsKey struct{}

// WithHosts returns ctx carrying h, the call's host decisions; like
// WithNetwork, only the code that checked the call adds it.
func WithHosts(ctx context.Context, h Hosts) context.Context {
	return context.WithValue(ctx, hostsKey{}, h)
}

// HostsOf returns the Hosts ctx carries, or nil.
func HostsOf(ctx context.Context) Hosts {
	h, _ := ctx.Value(hostsKey{}).(Hosts)
	return h
}
