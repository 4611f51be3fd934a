package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
)

// SSEClient is the HTTP client of the SSE server name at endpoint. The
// SDK's SSE client has no OAuth hook, so its requests (the event stream
// and every posted message) go through this client instead: each carries
// the token kept for endpoint, refreshed with its refresh token when it
// has expired (and the new one kept), and a 401 is a LoginNeededError
// naming `troupe mcp login NAME`. Without a kept token the requests go as
// they are: a server that asks for none works unchanged. base is the
// client with the server's headers (nil: none).
func (o *OAuth) SSEClient(name, endpoint string, s config.MCPServer, getenv func(string) string, base *http.Client) *http.Client {
	if getenv == nil {
		getenv = os.Getenv
	}
	next := http.DefaultTransport
	if base != nil && base.Transport != nil {
		next = base.Transport
	}
	h := &oauthHandler{o: o, name: name, url: endpoint, cfg: s, getenv: getenv}
	return &http.Client{Transport: &bearerTransport{h: h, next: next}}
}

// bearerTransport adds a stored token to each request.
type bearerTransport struct {
	h    *oauthHandler
	next http.RoundTripper
}

func (t *bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	ts, err := t.h.TokenSource(r.Context())
	if err != nil {
		return nil, err
	}
	if ts != nil {
		tok, err := ts.Token() // refreshed when it has expired
		if err != nil {
			return nil, &LoginNeededError{Server: t.h.name, Why: "its token could not be refreshed"}
		}
		r = r.Clone(r.Context())
		tok.SetAuthHeader(r)
	}
	resp, err := t.next.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusUnauthorized {
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		resp.Body.Close()
		why := ""
		if ts != nil {
			why = "it refused the kept token"
		}
		return nil, &LoginNeededError{Server: t.h.name, Why: why}
	}
	return resp, nil
}

// withSSEAuth gives an SSE transport from Transports the client that
// carries o's tokens; other transports are returned as they are.
func (o *OAuth) withSSEAuth(t sdk.Transport, name string, s config.MCPServer, getenv func(string) string) sdk.Transport {
	d, ok := t.(detached)
	if !ok {
		return t
	}
	sse, ok := d.t.(*sdk.SSEClientTransport)
	if !ok {
		return t
	}
	sse.HTTPClient = o.SSEClient(name, sse.Endpoint, s, getenv, sse.HTTPClient)
	return t
}

// loginSSE runs the browser login for the SSE server name: the SDK's SSE
// client cannot hand a 401 to an OAuth handler, so the endpoint is asked
// once directly and its 401 goes to the handler; then the server is
// connected with the new token. It returns the session (for the caller to
// list tools and close), or an error saying the server asked for nothing.
func loginSSE(ctx context.Context, o *OAuth, name string, s config.MCPServer, getenv func(string) string, t sdk.Transport) (*sdk.ClientSession, error) {
	sse := t.(detached).t.(*sdk.SSEClientTransport)
	if _, err := o.Logout(sse.Endpoint); err != nil {
		return nil, err
	}
	hc := sse.HTTPClient
	if hc == nil {
		hc = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, sse.Endpoint, nil)
	if err != nil {
		return nil, fmt.Errorf("MCP server %s: %w", name, err)
	}
	req.Header.Set("Accept", "text/event-stream")
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("MCP server %s: %w", name, err)
	}
	if resp.StatusCode != http.StatusUnauthorized {
		resp.Body.Close()
		return nil, fmt.Errorf("MCP server %s did not ask for authorization (HTTP %d): there is nothing to log in to", name, resp.StatusCode)
	}
	h := &oauthHandler{o: o, name: name, url: sse.Endpoint, cfg: s, getenv: getenv}
	if err := h.Authorize(ctx, req, resp); err != nil {
		return nil, err
	}
	t = o.withSSEAuth(t, name, s, getenv)
	client := sdk.NewClient(&sdk.Implementation{Name: "troupe", Version: "login"}, nil)
	sess, err := client.Connect(ctx, t, nil)
	if err != nil {
		return nil, fmt.Errorf("MCP server %s: authorized, but connecting failed: %w", name, err)
	}
	return sess, nil
}

// metadataClient is next with the authorization server's metadata read
// from metaURL (Claude Code's oauth.authServerMetadataUrl) instead of
// discovered: the SDK's requests for RFC 8414 or OpenID metadata get
// metaURL's document; and when the MCP server publishes no protected
// resource metadata (RFC 9728), its stand-in names that document's issuer
// as the authorization server, so the SDK's issuer check still holds.
func metadataClient(next *http.Client, metaURL string) (*http.Client, error) {
	u, err := url.Parse(metaURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("oauth.authServerMetadataUrl %q is not a URL", metaURL)
	}
	if u.Scheme != "https" && !(u.Scheme == "http" && isLoopback(u.Hostname())) {
		return nil, fmt.Errorf("oauth.authServerMetadataUrl %q: only https (or http on this machine) is allowed", metaURL)
	}
	c := *next
	rt := c.Transport
	if rt == nil {
		rt = http.DefaultTransport
	}
	c.Transport = &metadataTransport{next: rt, meta: u}
	return &c, nil
}

type metadataTransport struct {
	next http.RoundTripper
	meta *url.URL
}

const (
	asMetaPrefix  = "/.well-known/oauth-authorization-server"
	oidcPrefix    = "/.well-known/openid-configuration"
	prmMetaPrefix = "/.well-known/oauth-protected-resource"
)

func (t *metadataTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	p := r.URL.Path
	if r.Method != http.MethodGet {
		return t.next.RoundTrip(r)
	}
	switch {
	case strings.HasPrefix(p, asMetaPrefix) || strings.HasPrefix(p, oidcPrefix) || strings.HasSuffix(p, oidcPrefix):
		m := r.Clone(r.Context())
		u := *t.meta
		m.URL, m.Host = &u, ""
		return t.next.RoundTrip(m)
	case strings.HasPrefix(p, prmMetaPrefix):
		resp, err := t.next.RoundTrip(r)
		if err != nil || resp.StatusCode != http.StatusNotFound {
			return resp, err
		}
		resp.Body.Close()
		issuer, err := t.issuer(r.Context())
		if err != nil {
			return nil, err
		}
		res := *r.URL
		res.Path, res.RawPath, res.RawQuery = strings.TrimPrefix(p, prmMetaPrefix), "", ""
		body, _ := json.Marshal(map[string]any{"resource": res.String(), "authorization_servers": []string{issuer}})
		return &http.Response{StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
			Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(bytes.NewReader(body)),
			ContentLength: int64(len(body)), Request: r}, nil
	}
	return t.next.RoundTrip(r)
}

// issuer reads the issuer of the configured metadata document.
func (t *metadataTransport) issuer(ctx context.Context) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.meta.String(), nil)
	if err != nil {
		return "", err
	}
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		return "", fmt.Errorf("oauth.authServerMetadataUrl: %w", err)
	}
	defer resp.Body.Close()
	var m struct {
		Issuer string `json:"issuer"`
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("oauth.authServerMetadataUrl %s: HTTP %d", t.meta, resp.StatusCode)
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&m); err != nil || m.Issuer == "" {
		return "", errors.Join(fmt.Errorf("oauth.authServerMetadataUrl %s holds no issuer", t.meta), err)
	}
	return m.Issuer, nil
}
