package mcp_test

import (
	"context"
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
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
)

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
	a := mcptest.NewAuthServer(t)
	endpoint := a.Protect(t)
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
	if n == 0 || b.opened != 1 || b.forged != http.StatusBadRequest || a.Registrations != 1 {
		t.Fatalf("login: %d tools, browser opened %d, forged redirect got %d, %d registrations", n, b.opened, b.forged, a.Registrations)
	}
	if !strings.Contains(out.String(), a.Srv.URL+"/authorize?") {
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
	a.Mu.Lock()
	delete(a.Access, old)
	a.Mu.Unlock()
	m = session()
	if res := m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"again"}`)); res.IsError || res.Content != "echo: again" {
		t.Fatalf("after expiry: %+v", res)
	}
	m.Close()
	raw, _ = os.ReadFile(files[0])
	if a.Refreshes != 1 || strings.Contains(string(raw), old) {
		t.Fatalf("%d refreshes; stored file still holds the old token: %v", a.Refreshes, strings.Contains(string(raw), old))
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

	a := mcptest.NewAuthServer(t)
	endpoint := a.Protect(t)
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
