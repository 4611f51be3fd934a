package mcp

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
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
	if getenv == nil {
		getenv = os.Getenv
	}
	return func(ctx context.Context, name string, s config.MCPServer) (sdk.Transport, error) {
		switch s.Transport() {
		case "stdio":
			cmd, err := stdioCommand(pol, s.Network, Expand(s.Command, getenv), expandAll(s.Args, getenv))
			if err != nil {
				return nil, fmt.Errorf("MCP server %s: %w", name, err)
			}
			cmd.Env = shell.ScrubEnv(os.Environ(), allowEnv, secretEnv)
			for k, v := range s.Env {
				cmd.Env = append(cmd.Env, k+"="+Expand(v, getenv))
			}
			// On close the server gets its stdin closed, then SIGTERM after
			// terminate: most servers exit on the first. The Manager gives it
			// its stderr log and logger.
			return &stdioTransport{cmd: cmd, terminate: 2 * time.Second, server: name, log: slog.New(slog.DiscardHandler)}, nil
		case "http", "streamable-http":
			return &sdk.StreamableClientTransport{Endpoint: Expand(s.URL, getenv), HTTPClient: headerClient(s.Headers, getenv)}, nil
		case "sse":
			return detached{&sdk.SSEClientTransport{Endpoint: Expand(s.URL, getenv), HTTPClient: headerClient(s.Headers, getenv)}}, nil
		}
		return nil, fmt.Errorf("MCP server %s: unknown type %q", name, s.Type)
	}
}

// stdioCommand is the command of a stdio server: under pol when it is
// not nil, with the network unless network is false; plain otherwise.
func stdioCommand(pol *sandbox.Policy, network *bool, name string, args []string) (*exec.Cmd, error) {
	if pol == nil || !pol.Enabled() {
		return exec.Command(name, args...), nil
	}
	p := *pol
	p.Network = network == nil || *network // many servers fetch: on unless turned off
	p.Reap = false                         // the SDK stops the server itself (stdin, then SIGTERM)
	return p.Command(name, args...)
}

var envRef = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?\}`)

// Expand replaces ${VAR} and ${VAR:-default} in s, as Claude Code does in
// .mcp.json.
func Expand(s string, getenv func(string) string) string {
	return envRef.ReplaceAllStringFunc(s, func(ref string) string {
		m := envRef.FindStringSubmatch(ref)
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
