package mcp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
	"troupe/internal/lazy"
	"troupe/internal/netproxy"
	"troupe/internal/sandbox"
	"troupe/internal/tool/shell"
)

// Transports is the default Dialer: a stdio server runs as a child process
// with troupe's environment through the allowlist (shell.ScrubEnv) plus its own env
// entries, confined by pol when it is not nil (the kernel sandbox of
// commands, with the network on unless the server says "network": false);
// an http server is reached over streamable HTTP, an sse server over the
// older SSE transport, with its headers. ${VAR} and ${VAR:-default} in env
// values and headers are read from getenv.
func Transports(getenv func(string) string, allowEnv, secretEnv []string, pol *sandbox.Policy) Dialer {
	return TransportsNet(getenv, allowEnv, secretEnv, pol, Network{})
}

// Network is how sandboxed stdio servers reach the network: through
// Proxy, each server with a client of its own whose hosts Hosts(server)
// decides; with no Proxy, directly (sandbox.network_direct).
type Network struct {
	Proxy *netproxy.Proxy
	Hosts func(server string) netproxy.Decider
}

// TransportsNet is Transports with each sandboxed stdio server's network
// through net: a server runs under the reaper in the commands' sandbox
// (unix sockets and TCP through the helper's gate, what it leaves killed
// when it ends), its TCP only to troupe's proxy, which lets it reach the
// hosts net.Hosts(name) allows; "network": false gives it none.
func TransportsNet(getenv func(string) string, allowEnv, secretEnv []string, pol *sandbox.Policy, net Network) Dialer {
	if getenv == nil {
		getenv = os.Getenv
	}
	return func(ctx context.Context, name string, s config.MCPServer) (sdk.Transport, error) {
		switch s.Transport() {
		case "stdio":
			cmd, client, err := stdioCommand(pol, net, name, s.Network, Expand(s.Command, getenv), expandAll(s.Args, getenv))
			if err != nil {
				return nil, fmt.Errorf("MCP server %s: %w", name, err)
			}
			cmd.Env = shell.ScrubEnv(os.Environ(), allowEnv, secretEnv)
			for k, v := range s.Env {
				cmd.Env = append(cmd.Env, k+"="+Expand(v, getenv))
			}
			var done func()
			if client != nil {
				cmd.Env = append(cmd.Env, client.Env()...) // after the server's own: the proxy is not the server's to change
				done = client.Close
			}
			// On close the server gets its stdin closed, then SIGTERM after
			// terminate: most servers exit on the first. The Manager gives it
			// its stderr log and logger.
			return &stdioTransport{cmd: cmd, terminate: 2 * time.Second, server: name, log: slog.New(slog.DiscardHandler), done: done}, nil
		case "http", "streamable-http":
			return &sdk.StreamableClientTransport{Endpoint: Expand(s.URL, getenv), HTTPClient: headerClient(s.Headers, getenv)}, nil
		case "sse":
			return detached{&sdk.SSEClientTransport{Endpoint: Expand(s.URL, getenv), HTTPClient: headerClient(s.Headers, getenv)}}, nil
		}
		return nil, fmt.Errorf("MCP server %s: unknown type %q", name, s.Type)
	}
}

// stdioCommand is the command of server: under pol when it is not nil,
// with the network unless network is false (through net's proxy when
// there is one: the returned client, which the caller closes when the
// server ends); plain otherwise.
func stdioCommand(pol *sandbox.Policy, net Network, server string, network *bool, name string, args []string) (*exec.Cmd, *netproxy.Client, error) {
	if pol == nil || !pol.Enabled() {
		return exec.Command(name, args...), nil, nil
	}
	p := *pol
	// Under the reaper: its gate makes the server's unix connects and
	// TCP, and what the server starts (npx starts node) dies with it.
	// The process group is stopped as a whole (process.stop).
	p.Reap = true
	p.Network = false
	var client *netproxy.Client
	if network == nil || *network { // many servers fetch: on unless turned off
		switch {
		case net.Proxy == nil:
			p.Network = true // no proxy (sandbox.network_direct): the network itself
		default:
			var d netproxy.Decider = refuseAll{}
			if net.Hosts != nil {
				d = net.Hosts(server)
			}
			client = net.Proxy.Register(d)
			p.Proxy = net.Proxy.Addr()
		}
	}
	cmd, err := p.Command(name, args...)
	if err != nil && client != nil {
		client.Close()
	}
	return cmd, client, err
}

// refuseAll refuses every host.
type refuseAll struct{}

func (refuseAll) Decide(context.Context, string, int) error {
	return errors.New("no host is allowed to this MCP server (sandbox.network_allow, sandbox.mcp_network_allow)")
}

var envRef = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?\}`) }}

// Expand replaces ${VAR} and ${VAR:-default} in s, as Claude Code does in
// .mcp.json.
func Expand(s string, getenv func(string) string) string {
	return envRef.Get().ReplaceAllStringFunc(s, func(ref string) string {
		m := envRef.Get().FindStringSubmatch(ref)
		if v := getenv(m[1]); v != "" || m[2] == "" {
			return v
		}
		return m[3]
	})
}

func expandAll(ss []string, getenv func(string) string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = Expand(s, getenv)
	}
	return out
}

// headerClient is an HTTP client that adds headers to every request.
func headerClient(headers map[string]string, getenv func(string) string) *http.Client {
	if len(headers) == 0 {
		return nil
	}
	h := http.Header{}
	for k, v := range headers {
		h.Set(k, Expand(v, getenv))
	}
	return &http.Client{Transport: headerTransport{h: h, next: http.DefaultTransport}}
}

type headerTransport struct {
	h    http.Header
	next http.RoundTripper
}

func (t headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, vs := range t.h {
		r.Header[k] = vs
	}
	return t.next.RoundTrip(r)
}

// detached connects its transport with a context that outlives the
// connect call: the SDK's SSE client holds its event stream open with the
// context Connect gets, and the Manager bounds a start with a timeout that
// ends when the start does, which cut the stream (and the session) right
// after the server started. The handshake is still bounded by ctx; the
// stream then lives until the connection is closed.
type detached struct{ t sdk.Transport }

func (d detached) Connect(ctx context.Context) (sdk.Connection, error) {
	life, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, cancel) // the handshake is bounded by ctx
	conn, err := d.t.Connect(life)
	if !stop() || err != nil {
		cancel()
		if err == nil {
			_ = conn.Close()
			err = ctx.Err()
		}
		return nil, err
	}
	return cancelConn{conn, cancel}, nil
}

// cancelConn ends its stream's context when closed.
type cancelConn struct {
	sdk.Connection
	cancel context.CancelFunc
}

func (c cancelConn) Close() error {
	err := c.Connection.Close()
	c.cancel()
	return err
}
