package mcp

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"golang.org/x/oauth2"

	"troupe/internal/config"
)

// OAuth authorizes troupe to remote HTTP servers that ask for it, as the
// MCP authorization spec says and Claude Code does: a 401 with
// WWW-Authenticate leads to the server's protected resource metadata (RFC
// 9728), its authorization server's metadata (RFC 8414, or OpenID
// discovery), dynamic client registration (RFC 7591) when the server's
// entry names no clientId, and the authorization code flow with PKCE
// (S256) through the user's browser and a loopback redirect listener.
// The go-sdk's auth package does the flow; OAuth keeps what it yields.
// An SSE server's requests carry the kept token through SSEClient (the
// SDK's SSE client has no OAuth hook); a server's oauth.authServerMetadataUrl
// replaces the discovery of its authorization server's metadata.
//
// Tokens (and the client registered for them) are kept in Dir, one file
// per server URL, 0600 in a 0700 directory; they are never logged or put
// on the bus. A stored token is refreshed with its refresh token when it
// expires, and the refreshed one is stored.
//
// A session's OAuth has no Login: a server without a valid token fails
// to start with a LoginNeededError naming "troupe mcp login NAME", at
// once, instead of waiting on a browser no one is watching.
//
// Concurrency: an OAuth and the handlers it makes are safe for concurrent
// use; a token file is replaced whole (rename), so concurrent sessions
// never read half of one.
type OAuth struct {
	Dir   string
	Login *Login // nil: never run the browser flow
	// Client makes the authorization requests (nil: a default; for a
	// server on a loopback address, one that may reach loopback
	// addresses, which the SDK refuses otherwise).
	Client *http.Client
}

// Login is how an interactive login reaches the person: the URL to open
// is printed on Out and, when Open is set, opened with it (a browser).
type Login struct {
	Out  io.Writer
	Open func(url string) error
	// Wait bounds the wait for the browser's redirect; 0: 5 minutes.
	Wait time.Duration
}

// AuthDir is where troupe keeps MCP servers' tokens under its data dir.
func AuthDir(dataDir string) string { return filepath.Join(dataDir, "mcp-auth") }

// LoginNeededError is a server that asked for authorization troupe does
// not have.
// Why, when set, says what went wrong with the token troupe had.
type LoginNeededError struct{ Server, Why string }

func (e *LoginNeededError) Error() string {
	why := ""
	if e.Why != "" {
		why = " (" + e.Why + ")"
	}
	return fmt.Sprintf("MCP server %s needs authorization%s: run `troupe mcp login %s` (it opens a browser)", e.Server, why, e.Server)
}

// stored is one server's token file.
type stored struct {
	URL          string        `json:"url"`
	ClientID     string        `json:"client_id"`
	ClientSecret string        `json:"client_secret,omitempty"`
	TokenURL     string        `json:"token_url"`
	AuthStyle    int           `json:"auth_style"`
	Scopes       []string      `json:"scopes,omitempty"`
	Token        *oauth2.Token `json:"token"`
}

func (o *OAuth) path(serverURL string) string {
	h := sha256.Sum256([]byte(serverURL))
	return filepath.Join(o.Dir, hex.EncodeToString(h[:12])+".json")
}

func (o *OAuth) load(serverURL string) (*stored, error) {
	b, err := os.ReadFile(o.path(serverURL))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("mcp auth: %w", err)
	}
	var s stored
	if err := json.Unmarshal(b, &s); err != nil || s.Token == nil || s.URL != serverURL {
		return nil, fmt.Errorf("mcp auth: %s is damaged; run troupe mcp logout and login again", o.path(serverURL))
	}
	return &s, nil
}

func (o *OAuth) save(s *stored) error {
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return fmt.Errorf("mcp auth: %w", err)
	}
	_ = os.Chmod(o.Dir, 0o700)
	b, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("mcp auth: %w", err)
	}
	f, err := os.CreateTemp(o.Dir, ".token-*")
	if err != nil {
		return fmt.Errorf("mcp auth: %w", err)
	}
	defer os.Remove(f.Name()) // gone after the rename
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return fmt.Errorf("mcp auth: %w", err)
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return fmt.Errorf("mcp auth: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("mcp auth: %w", err)
	}
	if err := os.Rename(f.Name(), o.path(s.URL)); err != nil {
		return fmt.Errorf("mcp auth: %w", err)
	}
	return nil
}

// Logout forgets the token of the server at serverURL; it reports whether
// there was one.
func (o *OAuth) Logout(serverURL string) (bool, error) {
	err := os.Remove(o.path(serverURL))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("mcp auth: %w", err)
	}
	return true, nil
}

// LoggedIn reports whether a token is kept for serverURL.
func (o *OAuth) LoggedIn(serverURL string) bool {
	s, err := o.load(serverURL)
	return err == nil && s != nil
}

// client is the HTTP client of the authorization requests to endpoint.
func (o *OAuth) client(endpoint string) *http.Client {
	if o.Client != nil {
		return o.Client
	}
	if u, err := url.Parse(endpoint); err == nil && isLoopback(u.Hostname()) {
		// The SDK refuses discovery at private addresses unless the
		// client dials itself: a server on this machine may name an
		// authorization server on this machine.
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.DialContext = (&net.Dialer{Timeout: 30 * time.Second}).DialContext
		return &http.Client{Transport: t, Timeout: time.Minute}
	}
	return &http.Client{Timeout: time.Minute}
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Handler is the SDK's OAuth handler for server name at endpoint.
func (o *OAuth) Handler(name, endpoint string, s config.MCPServer, getenv func(string) string) auth.OAuthHandler {
	if getenv == nil {
		getenv = os.Getenv
	}
	return &oauthHandler{o: o, name: name, url: endpoint, cfg: s, getenv: getenv}
}

// oauthHandler gives the transport the stored token (refreshed as
// needed) and, when it is refused, runs the login or says it is needed.
type oauthHandler struct {
	o      *OAuth
	name   string
	url    string
	cfg    config.MCPServer
	getenv func(string) string

	mu       sync.Mutex
	ts       oauth2.TokenSource // nil until a token is loaded or obtained
	loaded   bool
	asked    bool // Authorize ran
	loginErr error
}

func (h *oauthHandler) TokenSource(context.Context) (oauth2.TokenSource, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.ts != nil || h.loaded {
		return h.ts, nil
	}
	h.loaded = true
	s, err := h.o.load(h.url)
	if err != nil || s == nil {
		return nil, err
	}
	cfg := &oauth2.Config{ClientID: s.ClientID, ClientSecret: s.ClientSecret, Scopes: s.Scopes,
		Endpoint: oauth2.Endpoint{TokenURL: s.TokenURL, AuthStyle: oauth2.AuthStyle(s.AuthStyle)}}
	// The token source outlives any one request: it refreshes with a
	// context of its own that carries the client.
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, h.o.client(h.url))
	h.ts = &savingSource{o: h.o, st: *s, next: cfg.TokenSource(ctx, s.Token)}
	return h.ts, nil
}

func (h *oauthHandler) Authorize(ctx context.Context, req *http.Request, resp *http.Response) error {
	h.mu.Lock()
	h.asked = true
	h.mu.Unlock()
	if h.o.Login == nil {
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return &LoginNeededError{Server: h.name}
	}
	err := h.login(ctx, req, resp)
	h.mu.Lock()
	h.loginErr = err
	h.mu.Unlock()
	return err
}

// login runs the browser flow through the SDK's AuthorizationCodeHandler.
func (h *oauthHandler) login(ctx context.Context, req *http.Request, resp *http.Response) error {
	oc := h.cfg.OAuth
	if oc == nil {
		oc = &config.MCPOAuth{}
	}
	client := h.o.client(h.url)
	if oc.AuthServerMetadataURL != "" {
		var err error
		if client, err = metadataClient(client, Expand(oc.AuthServerMetadataURL, h.getenv)); err != nil {
			resp.Body.Close()
			return fmt.Errorf("MCP server %s: %w", h.name, err)
		}
	}
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", oc.CallbackPort))
	if err != nil {
		resp.Body.Close()
		return fmt.Errorf("MCP server %s: the login's redirect listener: %w", h.name, err)
	}
	defer ln.Close()
	redirect := fmt.Sprintf("http://localhost:%d/callback", ln.Addr().(*net.TCPAddr).Port)
	hc := &auth.AuthorizationCodeHandlerConfig{
		RedirectURL: redirect,
		AuthorizationCodeFetcher: func(ctx context.Context, a *auth.AuthorizationArgs) (*auth.AuthorizationResult, error) {
			return h.fetch(ctx, ln, a.URL)
		},
		RequestRefreshToken: true,
		Client:              client,
		NewTokenSource: func(ctx context.Context, cfg *oauth2.Config, tok *oauth2.Token) (oauth2.TokenSource, error) {
			st := stored{URL: h.url, ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, TokenURL: cfg.Endpoint.TokenURL,
				AuthStyle: int(cfg.Endpoint.AuthStyle), Scopes: cfg.Scopes, Token: tok}
			if err := h.o.save(&st); err != nil {
				return nil, err
			}
			return &savingSource{o: h.o, st: st, next: cfg.TokenSource(ctx, tok)}, nil
		},
	}
	if oc.Scopes != "" {
		hc.ScopeFilter = func([]string) []string { return strings.Fields(oc.Scopes) }
	}
	if oc.ClientID != "" {
		pc := &oauthex.ClientCredentials{ClientID: oc.ClientID}
		if secret := Expand(oc.ClientSecret, h.getenv); secret != "" {
			pc.ClientSecretAuth = &oauthex.ClientSecretAuth{ClientSecret: secret}
		}
		hc.PreregisteredClient = pc
	} else {
		hc.DynamicClientRegistrationConfig = &auth.DynamicClientRegistrationConfig{Metadata: &oauthex.ClientRegistrationMetadata{
			ClientName: "troupe", RedirectURIs: []string{redirect}, TokenEndpointAuthMethod: "none",
			GrantTypes: []string{"authorization_code", "refresh_token"}, ResponseTypes: []string{"code"}}}
	}
	ah, err := auth.NewAuthorizationCodeHandler(hc)
	if err != nil {
		resp.Body.Close()
		return fmt.Errorf("MCP server %s: %w", h.name, err)
	}
	if err := ah.Authorize(ctx, req, resp); err != nil {
		return fmt.Errorf("MCP server %s: authorization failed: %w", h.name, err)
	}
	ts, err := ah.TokenSource(ctx)
	if err != nil {
		return err
	}
	h.mu.Lock()
	h.ts, h.loaded = ts, true
	h.mu.Unlock()
	return nil
}

// fetch shows the person authURL and waits on ln for the browser's
// redirect back with the code. A redirect whose state is not the one
// troupe sent is refused (and the wait goes on): it did not come from
// this login.
func (h *oauthHandler) fetch(ctx context.Context, ln net.Listener, authURL string) (*auth.AuthorizationResult, error) {
	u, err := url.Parse(authURL)
	if err != nil {
		return nil, err
	}
	state := u.Query().Get("state")
	type answer struct {
		res *auth.AuthorizationResult
		err error
	}
	got := make(chan answer, 1)
	mux := http.NewServeMux()
	mux.HandleFunc("/callback", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("state") != state {
			http.Error(w, "troupe: this redirect's state does not match the login troupe started; refused", http.StatusBadRequest)
			return
		}
		var a answer
		if e := q.Get("error"); e != "" {
			a.err = fmt.Errorf("the authorization server refused: %s %s", e, q.Get("error_description"))
			http.Error(w, "troupe: authorization refused: "+e, http.StatusForbidden)
		} else {
			a.res = &auth.AuthorizationResult{Code: q.Get("code"), State: q.Get("state"), Iss: q.Get("iss")}
			fmt.Fprintln(w, "troupe is authorized; you can close this page.")
		}
		select {
		case got <- a:
		default:
		}
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan struct{})
	go func() {
		defer close(served)
		_ = srv.Serve(ln)
	}()
	defer func() {
		_ = srv.Close()
		<-served
	}()
	out := h.o.Login.Out
	if out == nil {
		out = io.Discard
	}
	fmt.Fprintf(out, "To authorize troupe with MCP server %s, open this URL in a browser:\n\n  %s\n\n", h.name, authURL)
	if h.o.Login.Open != nil {
		if err := h.o.Login.Open(authURL); err != nil {
			fmt.Fprintf(out, "(could not open a browser: %v)\n", err)
		}
	}
	wait := h.o.Login.Wait
	if wait <= 0 {
		wait = 5 * time.Minute
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case a := <-got:
		return a.res, a.err
	case <-timer.C:
		return nil, fmt.Errorf("no redirect from the browser within %v", wait)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// savingSource stores each new token it gets (a refresh may rotate the
// refresh token too).
type savingSource struct {
	o    *OAuth
	mu   sync.Mutex
	st   stored
	next oauth2.TokenSource
}

func (s *savingSource) Token() (*oauth2.Token, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	tok, err := s.next.Token()
	if err != nil {
		return nil, err
	}
	if tok.AccessToken != s.st.Token.AccessToken {
		s.st.Token = tok
		if err := s.o.save(&s.st); err != nil {
			return nil, err
		}
	}
	return tok, nil
}

// LoginServer runs the browser login for server name (an http server),
// forgetting any token kept for it first, then lists its tools with the
// new token; it returns how many there are. A server that never asks for
// authorization is an error saying so.
func LoginServer(ctx context.Context, o *OAuth, name string, s config.MCPServer, getenv func(string) string) (int, error) {
	tr := s.Transport()
	if tr != "http" && tr != "streamable-http" && tr != "sse" {
		return 0, fmt.Errorf("MCP server %s is a %s server: only http and sse servers log in with OAuth", name, tr)
	}
	if getenv == nil {
		getenv = os.Getenv
	}
	t, err := Transports(getenv, nil, nil, nil)(ctx, name, s)
	if err != nil {
		return 0, err
	}
	if tr == "sse" {
		sess, err := loginSSE(ctx, o, name, s, getenv, t)
		if err != nil {
			return 0, err
		}
		defer sess.Close()
		return countTools(ctx, name, sess)
	}
	st := t.(*sdk.StreamableClientTransport)
	if _, err := o.Logout(st.Endpoint); err != nil {
		return 0, err
	}
	h := &oauthHandler{o: o, name: name, url: st.Endpoint, cfg: s, getenv: getenv}
	st.OAuthHandler = h
	client := sdk.NewClient(&sdk.Implementation{Name: "troupe", Version: "login"}, nil)
	sess, err := client.Connect(ctx, st, nil)
	h.mu.Lock()
	asked, loginErr := h.asked, h.loginErr
	h.mu.Unlock()
	if loginErr != nil {
		return 0, loginErr
	}
	if err != nil {
		return 0, fmt.Errorf("MCP server %s: %w", name, err)
	}
	defer sess.Close()
	if !asked {
		return 0, fmt.Errorf("MCP server %s did not ask for authorization: there is nothing to log in to", name)
	}
	return countTools(ctx, name, sess)
}

// countTools lists the tools of a server just logged in to.
func countTools(ctx context.Context, name string, sess *sdk.ClientSession) (int, error) {
	n := 0
	for _, err := range sess.Tools(ctx, nil) {
		if err != nil {
			return 0, fmt.Errorf("MCP server %s: authorized, but listing its tools failed: %w", name, err)
		}
		n++
	}
	return n, nil
}

// SessionAuth is the OAuth of a session whose data dir is dataDir: stored
// tokens, no browser. "" (no data dir) gives nil: no tokens are kept.
func SessionAuth(dataDir string) *OAuth {
	if dataDir == "" {
		return nil
	}
	return &OAuth{Dir: AuthDir(dataDir)}
}
