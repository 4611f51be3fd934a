package mcp_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
)

// fakeAS is an authorization server as the MCP authorization spec wants
// one: OpenID discovery only (the RFC 8414 path answers 404, so the
// fallback is exercised), dynamic client registration, the authorization
// code flow with PKCE S256 checked, and refresh tokens that rotate.
type fakeAS struct {
	srv      *httptest.Server
	resource string // the protected MCP endpoint

	mu            sync.Mutex
	clients       map[string][]string // client id → redirect URIs
	codes         map[string]grant
	access        map[string]bool
	refresh       map[string]bool
	n             int
	registrations int
	refreshes     int
	bearers       []string // Authorization headers the MCP server saw
}

type grant struct{ client, redirect, challenge string }

func newFakeAS(t *testing.T) *fakeAS {
	a := &fakeAS{clients: map[string][]string{}, codes: map[string]grant{}, access: map[string]bool{}, refresh: map[string]bool{}}
	mux := http.NewServeMux()
	writeJSON := func(w http.ResponseWriter, code int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		_ = json.NewEncoder(w).Encode(v)
	}
	mux.HandleFunc("/.well-known/openid-configuration", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{
			"issuer": a.srv.URL, "authorization_endpoint": a.srv.URL + "/authorize", "token_endpoint": a.srv.URL + "/token",
			"registration_endpoint": a.srv.URL + "/register", "code_challenge_methods_supported": []string{"S256"},
			"scopes_supported": []string{"mcp", "offline_access"}, "response_types_supported": []string{"code"},
			"grant_types_supported": []string{"authorization_code", "refresh_token"}, "token_endpoint_auth_methods_supported": []string{"none"},
		})
	})
	mux.HandleFunc("/register", func(w http.ResponseWriter, r *http.Request) {
		var m struct {
			RedirectURIs []string `json:"redirect_uris"`
		}
		_ = json.NewDecoder(r.Body).Decode(&m)
		a.mu.Lock()
		a.registrations++
		id := fmt.Sprintf("client-%d", a.registrations)
		a.clients[id] = m.RedirectURIs
		a.mu.Unlock()
		writeJSON(w, 201, map[string]any{"client_id": id, "redirect_uris": m.RedirectURIs, "token_endpoint_auth_method": "none"})
	})
	mux.HandleFunc("/authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		a.mu.Lock()
		defer a.mu.Unlock()
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
		a.mu.Lock()
		defer a.mu.Unlock()
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
			a.refreshes++
		default:
			writeJSON(w, 400, map[string]string{"error": "unsupported_grant_type"})
			return
		}
		a.n++
		at, rt := fmt.Sprintf("ACCESS-%d-s3cr3t", a.n), fmt.Sprintf("REFRESH-%d-s3cr3t", a.n)
		a.access[at], a.refresh[rt] = true, true
		writeJSON(w, 200, map[string]any{"access_token": at, "token_type": "Bearer", "expires_in": 3600, "refresh_token": rt, "scope": "mcp"})
	})
	a.srv = httptest.NewServer(mux)
	t.Cleanup(a.srv.Close)
	return a
}

// protectedServer is an MCP server behind bearer tokens of a, with its
// protected resource metadata (RFC 9728) naming a.
func protectedServer(t *testing.T, a *fakeAS) string {
	mux := http.NewServeMux()
	rs := httptest.NewServer(mux)
	t.Cleanup(rs.Close)
	a.resource = rs.URL + "/mcp"
	mux.HandleFunc("/.well-known/oauth-protected-resource/mcp", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"resource": a.resource, "authorization_servers": []string{a.srv.URL}, "scopes_supported": []string{"mcp"}})
	})
	verify := func(_ context.Context, tok string, r *http.Request) (*auth.TokenInfo, error) {
		a.mu.Lock()
		defer a.mu.Unlock()
		a.bearers = append(a.bearers, tok)
		if !a.access[tok] {
			return nil, auth.ErrInvalidToken
		}
		return &auth.TokenInfo{Scopes: []string{"mcp"}, Expiration: time.Now().Add(time.Hour)}, nil
	}
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return mcptest.New(mcptest.Options{}) }, nil)
	mux.Handle("/mcp", auth.RequireBearerToken(verify, &auth.RequireBearerTokenOptions{
		ResourceMetadataURL: rs.URL + "/.well-known/oauth-protected-resource/mcp"})(h))
	return a.resource
}

// browser follows an authorization URL as a person's browser would. It
// first delivers a forged redirect with the wrong state, which troupe
// must refuse.
type browser struct {
	forged int // status the forged redirect got
	opened int
}

func (b *browser) open(authURL string) error {
	b.opened++
	u, err := url.Parse(authURL)
	if err != nil {
		return err
	}
	forged := u.Query().Get("redirect_uri") + "?code=stolen&state=not-the-one"
	resp, err := http.Get(forged)
	if err != nil {
		return err
	}
	resp.Body.Close()
	b.forged = resp.StatusCode
	resp, err = http.Get(authURL)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return fmt.Errorf("browser: %d %s", resp.StatusCode, body)
	}
	return nil
}

func TestOAuthLoginRefreshLogout(t *testing.T) {
	a := newFakeAS(t)
	endpoint := protectedServer(t, a)
	dir := filepath.Join(t.TempDir(), "mcp-auth")
	servers := map[string]config.MCPServer{"remote": {Type: "http", URL: endpoint}}
	var logs syncBuf
	session := func() *mcp.Manager {
		return mcp.New(mcp.Options{Servers: servers, Getenv: noEnv, Auth: &mcp.OAuth{Dir: dir}, StartTimeout: 10 * time.Second,
			Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	}
	ctx := context.Background()

	// 1. A session without a token does not wait on a browser: the call
	// fails at once and says how to log in.
	m := session()
	res := m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"hi"}`))
	m.Close()
	if !res.IsError || !strings.Contains(res.Content, "troupe mcp login remote") {
		t.Fatalf("without a token: %+v, want an error naming troupe mcp login remote", res)
	}

	// 2. The login: discovery, registration, PKCE, the browser; the forged
	// redirect is refused and does not end the login.
	var out strings.Builder
	b := &browser{}
	n, err := mcp.LoginServer(ctx, &mcp.OAuth{Dir: dir, Login: &mcp.Login{Out: &out, Open: b.open, Wait: 10 * time.Second}}, "remote", servers["remote"], noEnv)
	if err != nil {
		t.Fatalf("login: %v\n%s", err, out.String())
	}
	if n == 0 || b.opened != 1 || b.forged != http.StatusBadRequest || a.registrations != 1 {
		t.Fatalf("login: %d tools, browser opened %d, forged redirect got %d, %d registrations", n, b.opened, b.forged, a.registrations)
	}
	if !strings.Contains(out.String(), a.srv.URL+"/authorize?") {
		t.Errorf("the URL was not printed:\n%s", out.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("token files: %v", files)
	}
	for path, want := range map[string]os.FileMode{dir: 0o700, files[0]: 0o600} {
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != want {
			t.Errorf("%s: %v %v, want mode %v", path, fi.Mode(), err, want)
		}
	}

	// 3. A later session uses the stored token.
	m = session()
	if res := m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"hi"}`)); res.IsError || res.Content != "echo: hi" {
		t.Fatalf("with the token: %+v", res)
	}
	m.Close()

	// 4. The token expires (and the server no longer takes it): the next
	// session refreshes it with the refresh token and keeps the new one.
	var st map[string]json.RawMessage
	raw, _ := os.ReadFile(files[0])
	if err := json.Unmarshal(raw, &st); err != nil {
		t.Fatal(err)
	}
	var tok map[string]any
	_ = json.Unmarshal(st["token"], &tok)
	old := tok["access_token"].(string)
	tok["expiry"] = time.Now().Add(-time.Hour).Format(time.RFC3339)
	st["token"], _ = json.Marshal(tok)
	raw, _ = json.Marshal(st)
	if err := os.WriteFile(files[0], raw, 0o600); err != nil {
		t.Fatal(err)
	}
	a.mu.Lock()
	delete(a.access, old)
	a.mu.Unlock()
	m = session()
	if res := m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"again"}`)); res.IsError || res.Content != "echo: again" {
		t.Fatalf("after expiry: %+v", res)
	}
	m.Close()
	raw, _ = os.ReadFile(files[0])
	if a.refreshes != 1 || strings.Contains(string(raw), old) {
		t.Fatalf("%d refreshes; stored file still holds the old token: %v", a.refreshes, strings.Contains(string(raw), old))
	}

	// 5. Logout forgets it; the next session needs a login again.
	if had, err := (&mcp.OAuth{Dir: dir}).Logout(endpoint); !had || err != nil {
		t.Fatalf("logout: %v %v", had, err)
	}
	m = session()
	res = m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"hi"}`))
	m.Close()
	if !res.IsError || !strings.Contains(res.Content, "troupe mcp login remote") {
		t.Fatalf("after logout: %+v", res)
	}

	// No token ever reaches the log.
	if strings.Contains(logs.String(), "s3cr3t") {
		t.Errorf("a token is in the log:\n%s", logs.String())
	}
}

// TestOAuthLoginRefusals: a server that never asks for authorization has
// nothing to log in to, and a refusal by the authorization server (the
// person said no) ends the login with its reason.
func TestOAuthLoginRefusals(t *testing.T) {
	open := httptest.NewServer(sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return mcptest.New(mcptest.Options{}) }, nil))
	defer open.Close()
	dir := t.TempDir()
	_, err := mcp.LoginServer(context.Background(), &mcp.OAuth{Dir: dir, Login: &mcp.Login{Out: io.Discard}}, "open",
		config.MCPServer{Type: "http", URL: open.URL}, noEnv)
	if err == nil || !strings.Contains(err.Error(), "did not ask for authorization") {
		t.Errorf("open server: %v", err)
	}

	a := newFakeAS(t)
	endpoint := protectedServer(t, a)
	deny := func(authURL string) error {
		u, _ := url.Parse(authURL)
		resp, err := http.Get(u.Query().Get("redirect_uri") + "?error=access_denied&state=" + url.QueryEscape(u.Query().Get("state")))
		if err == nil {
			resp.Body.Close()
		}
		return err
	}
	_, err = mcp.LoginServer(context.Background(), &mcp.OAuth{Dir: dir, Login: &mcp.Login{Out: io.Discard, Open: deny, Wait: 10 * time.Second}}, "remote",
		config.MCPServer{Type: "http", URL: endpoint}, noEnv)
	if err == nil || !strings.Contains(err.Error(), "access_denied") {
		t.Errorf("denied: %v", err)
	}
	var le *mcp.LoginNeededError
	if errors.As(err, &le) {
		t.Errorf("an interactive login said a login is needed: %v", err)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*.json")); len(files) != 0 {
		t.Errorf("a refused login stored %v", files)
	}
}
