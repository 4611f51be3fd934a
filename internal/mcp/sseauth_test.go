package mcp_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
)

// expireToken makes the kept token look expired, and the authorization
// server forget it, so only a refresh gets a working one. It returns the
// old access token.
func expireToken(t *testing.T, a *mcptest.AuthServer, file string) string {
	t.Helper()
	var st map[string]json.RawMessage
	raw, _ := os.ReadFile(file)
	if err := json.Unmarshal(raw, &st); err != nil {
		t.Fatal(err)
	}
	var tok map[string]any
	_ = json.Unmarshal(st["token"], &tok)
	old := tok["access_token"].(string)
	tok["expiry"] = time.Now().Add(-time.Hour).Format(time.RFC3339)
	st["token"], _ = json.Marshal(tok)
	raw, _ = json.Marshal(st)
	if err := os.WriteFile(file, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	a.Mu.Lock()
	delete(a.Access, old)
	a.Mu.Unlock()
	return old
}

// An SSE server behind OAuth, over the SDK's SSE client, which has no
// OAuth hook: without a token the call fails at once naming the login;
// the login works through the browser; a later session's requests (the
// event stream and the posted messages) carry the kept token; an expired
// token is refreshed once and the new one kept; a token the server no
// longer takes fails clearly, naming the login again; no token reaches
// the log.
func TestSSEOAuth(t *testing.T) {
	a := mcptest.NewAuthServer(t)
	endpoint := a.ProtectSSE(t, true)
	dir := filepath.Join(t.TempDir(), "mcp-auth")
	servers := map[string]config.MCPServer{"remote": {Type: "sse", URL: endpoint}}
	var logs syncBuf
	session := func() *mcp.Manager {
		return mcp.New(mcp.Options{Servers: servers, Getenv: noEnv, Auth: &mcp.OAuth{Dir: dir}, StartTimeout: 10 * time.Second,
			Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	}
	ctx := context.Background()
	call := func(text string) (bool, string) {
		m := session()
		defer m.Close()
		res := m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"`+text+`"}`))
		return res.IsError, res.Content
	}

	if isErr, out := call("hi"); !isErr || !strings.Contains(out, "troupe mcp login remote") {
		t.Fatalf("without a token: %v %q, want an error naming troupe mcp login remote", isErr, out)
	}
	b := &browser{}
	n, err := mcp.LoginServer(ctx, &mcp.OAuth{Dir: dir, Login: &mcp.Login{Open: b.open, Wait: 10 * time.Second}}, "remote", servers["remote"], noEnv)
	if err != nil || n == 0 || b.forged != http.StatusBadRequest {
		t.Fatalf("login: %d tools, %v; forged redirect got %d", n, err, b.forged)
	}
	if isErr, out := call("hi"); isErr || out != "echo: hi" {
		t.Fatalf("with the token: %v %q", isErr, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("token files: %v", files)
	}
	old := expireToken(t, a, files[0])
	if isErr, out := call("again"); isErr || out != "echo: again" {
		t.Fatalf("after expiry: %v %q", isErr, out)
	}
	raw, _ := os.ReadFile(files[0])
	if a.Refreshes != 1 || strings.Contains(string(raw), old) {
		t.Fatalf("%d refreshes; the kept file still holds the old token: %v", a.Refreshes, strings.Contains(string(raw), old))
	}
	a.Mu.Lock()
	clear(a.Access) // the server revokes every token
	a.Mu.Unlock()
	if isErr, out := call("revoked"); !isErr || !strings.Contains(out, "refused the kept token") || !strings.Contains(out, "troupe mcp login remote") {
		t.Fatalf("a refused token: %v %q", isErr, out)
	}
	if strings.Contains(logs.String(), "s3cr3t") {
		t.Errorf("a token is in the log:\n%s", logs.String())
	}
}

// oauth.authServerMetadataUrl: an SSE server that publishes no resource
// metadata, whose authorization server keeps its metadata where no
// discovery looks. Without the field the login cannot find it; with it
// the login works. A metadata URL over plain http off this machine is
// refused.
func TestAuthServerMetadataURL(t *testing.T) {
	a := mcptest.NewAuthServerAt(t, "/custom/as-metadata")
	endpoint := a.ProtectSSE(t, false)
	dir := t.TempDir()
	ctx := context.Background()
	login := func(s config.MCPServer) (int, error) {
		b := &browser{}
		return mcp.LoginServer(ctx, &mcp.OAuth{Dir: dir, Login: &mcp.Login{Open: b.open, Wait: 10 * time.Second}}, "remote", s, noEnv)
	}
	if n, err := login(config.MCPServer{Type: "sse", URL: endpoint}); err == nil {
		t.Fatalf("discovery found metadata it should not have (%d tools)", n)
	}
	s := config.MCPServer{Type: "sse", URL: endpoint, OAuth: &config.MCPOAuth{AuthServerMetadataURL: a.Srv.URL + "/custom/as-metadata"}}
	n, err := login(s)
	if err != nil || n == 0 {
		t.Fatalf("login with authServerMetadataUrl: %d tools, %v", n, err)
	}
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{"remote": s}, Getenv: noEnv, Auth: &mcp.OAuth{Dir: dir}, StartTimeout: 10 * time.Second})
	defer m.Close()
	if res := m.Call(ctx, "mcp__remote__echo", json.RawMessage(`{"text":"hi"}`)); res.IsError || res.Content != "echo: hi" {
		t.Fatalf("with the token: %+v", res)
	}
	s.OAuth.AuthServerMetadataURL = "http://example.com/meta"
	if _, err := login(s); err == nil || !strings.Contains(err.Error(), "only https") {
		t.Errorf("plain http off this machine: %v", err)
	}
}
