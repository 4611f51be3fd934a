// Package netproxy is troupe's HTTP/HTTPS forward proxy for sandboxed
// commands granted the network. The sandbox lets such a command connect to
// one TCP address only, the proxy's loopback port (the helper makes the
// connect itself, see internal/sandbox/confine); the command finds it
// through HTTP_PROXY, HTTPS_PROXY, ALL_PROXY (and their lower-case forms)
// whose user part is a token naming the command's Client. The proxy
// serves CONNECT (tunnels, for https and anything else) and absolute-URI
// HTTP requests; for each it asks the client's Decider whether the host
// may be reached (config allowlist, Claude-style WebFetch(domain:…)
// rules, the person in the session), resolves the host itself, refuses
// loopback, private, link-local and other non-public addresses unless a
// configured prefix allows them (so a name that resolves to 127.0.0.1 is
// no way around the rules), and dials the address it checked (no second
// lookup a rebinding server could answer differently).
//
// Concurrency: a Proxy is safe for concurrent use. Serve runs in a
// goroutine the caller owns; it starts one goroutine per connection, and
// Close closes the listener and every open connection and waits for those
// goroutines. A Decider may be called from many connections at once and
// may block (a person deciding); the connection waits.
package netproxy
