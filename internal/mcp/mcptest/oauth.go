package mcptest

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// AuthServer is an authorization server as the MCP authorization spec wants
// one: OpenID discovery only (the RFC 8414 path answers 404, so the
// fallback is exercised), dynamic client registration, the authorization
// code flow with PKCE S256 checked, and refresh tokens that rotate.
type AuthServer struct {
	Srv      *httptest.Server
	resource string // the protected MCP endpoint

	Mu            sync.Mutex
	clients       map[string][]string // client id → redirect URIs
	codes         map[string]grant
	Access        map[string]bool
	refresh       map[string]bool
	n             int
	Registrations int
	Refreshes     int
}

type grant struct{ client, redirect, challenge string }

// NewAuthServer starts one on loopback; it stops when t ends.
func NewAuthServer(t testing.TB) *AuthServer {
	return NewAuthServerAt(t, "/.well-known/openid-configuration")
}

// NewAuthServerAt is NewAuthServer with its metadata at metaPath only: at
// a path no discovery tries, a client finds it only when told where
// (Claude Code's oauth.authServerMetadataUrl).
func NewAuthServerAt(t testing.TB, metaPath string) *AuthServer {
	a := &AuthServer{clients: map[string][]string{}, codes: map[string]grant{}, Access: map[string]bool{}, refresh: map[string]bool{}}
	mux := http.NewServeMux()
	writeJSON := func(w http.ResponseWriter, code int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		_ = json.NewEncoder(w).Encode(v)
	}
	mux.HandleFunc(metaPath, func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{
			"issuer": a.Srv.URL, "authorization_endpoint": a.Srv.URL + "/authorize", "token_endpoint": a.Srv.URL + "/token",
			"registration_endpoint": a.Srv.URL + "/register", "code_challenge_methods_supported": []string{"S256"},
			"scopes_supported": []string{"mcp", "offline_access"}, "response_types_supported": []string{"code"},
			"grant_types_supported": []string{"authorization_code", "refresh_token"}, "token_endpoint_auth_methods_supported": []string{"none"},
		})
	})
	mux.HandleFunc("/register", func(w http.ResponseWriter, r *http.Request) {
		var m struct {
			RedirectURIs []string `json:"redirect_uris"`
		}
		_ = json.NewDecoder(r.Body).Decode(&m)
		a.Mu.Lock()
		a.Registrations++
		id := fmt.Sprintf("client-%d", a.Registrations)
		a.clients[id] = m.RedirectURIs
		a.Mu.Unlock()
		writeJSON(w, 201, map[string]any{"client_id": id, "redirect_uris": m.RedirectURIs, "token_endpoint_auth_method": "none"})
	})
	mux.HandleFunc("/authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		a.Mu.Lock()
		defer a.Mu.Unlock()
		redirects := a.clients[q.Get("client_id")]
		ok := q.Get("response_type") == "code" && q.Get("code_challenge_method") == "S256" && q.Get("code_challenge") != "" &&
			q.Get("state") != "" && q.Get("resource") == a.resource && len(redirects) > 0 && redirects[0] == q.Get("redirect_uri")
		if !ok {
			http.Error(w, "bad authorization request: "+r.URL.RawQuery, 400)
			return
		}
		a.n++
		code := fmt.Sprintf("code-%d", a.n)
		a.codes[code] = grant{q.Get("client_id"), q.Get("redirect_uri"), q.Get("code_challenge")}
		http.Redirect(w, r, q.Get("redirect_uri")+"?code="+code+"&state="+url.QueryEscape(q.Get("state")), http.StatusFound)
	})
	mux.HandleFunc("/token", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		a.Mu.Lock()
		defer a.Mu.Unlock()
		switch r.Form.Get("grant_type") {
		case "authorization_code":
			g, ok := a.codes[r.Form.Get("code")]
			delete(a.codes, r.Form.Get("code"))
			sum := sha256.Sum256([]byte(r.Form.Get("code_verifier")))
			if !ok || g.client != r.Form.Get("client_id") || g.redirect != r.Form.Get("redirect_uri") ||
				base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge || r.Form.Get("resource") != a.resource {
				writeJSON(w, 400, map[string]string{"error": "invalid_grant"})
				return
			}
		case "refresh_token":
			if !a.refresh[r.Form.Get("refresh_token")] {
				writeJSON(w, 400, map[string]string{"error": "invalid_grant"})
				return
			}
			delete(a.refresh, r.Form.Get("refresh_token"))
			a.Refreshes++
		default:
			writeJSON(w, 400, map[string]string{"error": "unsupported_grant_type"})
			return
		}
		a.n++
		at, rt := fmt.Sprintf("ACCESS-%d-s3cr3t", a.n), fmt.Sprintf("REFRESH-%d-s3cr3t", a.n)
		a.Access[at], a.refresh[rt] = true, true
		writeJSON(w, 200, map[string]any{"access_token": at, "token_type": "Bearer", "expires_in": 3600, "refresh_token": rt, "scope": "mcp"})
	})
	a.Srv = httptest.NewServer(mux)
	t.Cleanup(a.Srv.Close)
	return a
}

// Protect serves an MCP server (New) behind a's bearer tokens, with its
// protected resource metadata (RFC 9728) naming a, and returns its
// endpoint.
func (a *AuthServer) Protect(t testing.TB) string {
	return a.protect(t, "/mcp", true, sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return New(Options{}) }, nil))
}

// ProtectSSE serves an MCP server (New) over the older SSE transport at
// /sse behind a's bearer tokens, every request of it (the event stream
// and the posted messages); with prm, its protected resource metadata
// names a, without it the server publishes none (a client must be told
// where a's metadata is). It returns the endpoint.
func (a *AuthServer) ProtectSSE(t testing.TB, prm bool) string {
	return a.protect(t, "/sse", prm, sdk.NewSSEHandler(func(*http.Request) *sdk.Server { return New(Options{}) }, nil))
}

func (a *AuthServer) protect(t testing.TB, path string, prm bool, h http.Handler) string {
	mux := http.NewServeMux()
	rs := httptest.NewServer(mux)
	t.Cleanup(rs.Close)
	a.Mu.Lock()
	a.resource = rs.URL + path
	a.Mu.Unlock()
	opts := &auth.RequireBearerTokenOptions{}
	if prm {
		meta := "/.well-known/oauth-protected-resource" + path
		opts.ResourceMetadataURL = rs.URL + meta
		mux.HandleFunc(meta, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]any{"resource": rs.URL + path, "authorization_servers": []string{a.Srv.URL}, "scopes_supported": []string{"mcp"}})
		})
	}
	verify := func(_ context.Context, tok string, r *http.Request) (*auth.TokenInfo, error) {
		a.Mu.Lock()
		defer a.Mu.Unlock()
		if !a.Access[tok] {
			return nil, auth.ErrInvalidToken
		}
		return &auth.TokenInfo{Scopes: []string{"mcp"}, Expiration: time.Now().Add(time.Hour)}, nil
	}
	mux.Handle(path, auth.RequireBearerToken(verify, opts)(h))
	return rs.URL + path
}
