package mcp_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
	"troupe/messages"
)

// syncBuf is a bytes.Buffer safe for the logger's concurrent writes.
type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// childServer is the test binary serving mcptest on stdio with env.
func childServer(t *testing.T, env map[string]string) config.MCPServer {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	e := map[string]string{mcptest.EnvStdio: "1"}
	for k, v := range env {
		e[k] = v
	}
	return config.MCPServer{Command: exe, Env: e}
}

func noEnv(string) string { return "" }

// A stdio server that prints a banner (and blank lines) on stdout before
// speaking JSON-RPC works: the lines are skipped and logged, as the
// TypeScript client does.
func TestStdioBannerSkipped(t *testing.T) {
	var logs syncBuf
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{
		"banner": childServer(t, map[string]string{mcptest.EnvBanner: "Secure MCP Server running on stdio\n\nAllowed directories: [ '/tmp' ]"}),
	}, Getenv: noEnv, MaxRestarts: 1, Within: time.Minute, Log: slog.New(slog.NewTextHandler(&logs, nil))})
	defer m.Close()
	res := m.Call(context.Background(), "mcp__banner__echo", json.RawMessage(`{"text":"through"}`))
	if res.IsError || res.Content != "echo: through" {
		t.Fatalf("call = %+v, want the server to answer past its banner", res)
	}
	for _, want := range []string{"not JSON-RPC on stdout; skipped", "Secure MCP Server running on stdio", "Allowed directories"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, logs.String())
		}
	}
}

// A server's stderr is kept in its log file; a server that fails to start
// says why in the error, quoting its stderr, not just "EOF".
func TestFailedStartQuotesStderr(t *testing.T) {
	dir := t.TempDir()
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{
		"broken": childServer(t, map[string]string{mcptest.EnvStderr: "fatal: GITHUB_TOKEN is not set", mcptest.EnvExit: "2"}),
		"fine":   childServer(t, map[string]string{mcptest.EnvStderr: "fine server listening on stdio"}),
	}, Getenv: noEnv, LogDir: dir, MaxRestarts: 1, Within: time.Minute})
	defer m.Close()
	ctx := context.Background()
	res := m.Call(ctx, "mcp__broken__echo", json.RawMessage(`{"text":"x"}`))
	if !res.IsError || !strings.Contains(res.Content, "fatal: GITHUB_TOKEN is not set") || !strings.Contains(res.Content, mcp.LogPath(dir, "broken")) {
		t.Fatalf("failed start = %q, want it to quote the server's stderr and name the log", res.Content)
	}
	if res := m.Call(ctx, "mcp__fine__echo", json.RawMessage(`{"text":"x"}`)); res.IsError {
		t.Fatalf("fine server: %+v", res)
	}
	b, err := os.ReadFile(mcp.LogPath(dir, "fine"))
	if err != nil || !strings.Contains(string(b), "fine server listening on stdio") || !strings.Contains(string(b), "--- troupe started MCP server fine") {
		t.Errorf("fine's log = %q, %v", b, err)
	}
	for _, st := range m.Status() {
		if st.Log != mcp.LogPath(dir, st.Name) {
			t.Errorf("status %s names log %q", st.Name, st.Log)
		}
	}
}

// A call to a server that never answers ends at the call timeout as a
// tool error, and the hung server is replaced by a new process that
// answers the next call.
func TestHungServerRestarted(t *testing.T) {
	dir := t.TempDir()
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{
		"stuck": childServer(t, map[string]string{mcptest.EnvStubborn: "1", mcptest.EnvStderr: "up"}),
	}, Getenv: noEnv, LogDir: dir, CallTimeout: 300 * time.Millisecond, MaxRestarts: 2, Within: time.Minute})
	defer m.Close()
	ctx := context.Background()
	res := m.Call(ctx, "mcp__stuck__hang", nil)
	if !res.IsError || res.Kind != messages.KindToolFailed || !strings.Contains(res.Content, "did not answer within 300ms") {
		t.Fatalf("hung call = %+v, want a tool error naming the timeout", res)
	}
	if res := m.Call(ctx, "mcp__stuck__echo", json.RawMessage(`{"text":"again"}`)); res.IsError || res.Content != "echo: again" {
		t.Fatalf("after the hang: %+v, want a restarted server", res)
	}
	b, _ := os.ReadFile(mcp.LogPath(dir, "stuck"))
	if n := strings.Count(string(b), "--- troupe started MCP server stuck"); n != 2 {
		t.Errorf("%d starts in the log, want 2:\n%s", n, b)
	}
}

func TestCallTimeoutSetting(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "MCP_TOOL_TIMEOUT" {
				return v
			}
			return ""
		}
	}
	tests := []struct {
		name       string
		configured time.Duration
		env        string
		want       time.Duration
	}{
		{"default", 0, "", mcp.DefaultCallTimeout},
		{"configured", time.Minute, "", time.Minute},
		{"claude's variable wins", time.Minute, "1500", 1500 * time.Millisecond},
		{"garbage ignored", time.Minute, "soon", time.Minute},
	}
	for _, tt := range tests {
		if got := mcp.CallTimeout(tt.configured, env(tt.env)); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// A server that adds a tool after starting (and says its list changed) has
// the tool re-listed: it becomes callable.
func TestToolListChanged(t *testing.T) {
	var srv *sdk.Server
	var ss *sdk.ServerSession
	dial := func(ctx context.Context, _ string, _ config.MCPServer) (sdk.Transport, error) {
		c, sc := net.Pipe()
		srv = mcptest.New(mcptest.Options{})
		var err error
		ss, err = srv.Connect(ctx, &sdk.IOTransport{Reader: sc, Writer: sc}, nil)
		return &sdk.IOTransport{Reader: c, Writer: c}, err
	}
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{"test": {Command: "unused"}}, Dial: dial, MaxRestarts: 1, Within: time.Minute})
	defer func() {
		m.Close()
		ss.Close()
	}()
	ctx := context.Background()
	if res := m.Call(ctx, "mcp__test__echo", json.RawMessage(`{"text":"x"}`)); res.IsError {
		t.Fatal(res.Content)
	}
	srv.AddTool(&sdk.Tool{Name: "late", Description: "Added later.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "late ok"}}}, nil
		})
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if _, ok := m.Spec("mcp__test__late"); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the added tool was never re-listed")
		}
	}
	if res := m.Call(ctx, "mcp__test__late", nil); res.IsError || res.Content != "late ok" {
		t.Errorf("late = %+v", res)
	}
}

// TestServerTimeoutFromMCPJSON: a server's own "timeout" in .mcp.json
// (milliseconds, as Claude Code writes it) bounds its calls, however long
// the Manager's default is, and the error names where it is set.
func TestServerTimeoutFromMCPJSON(t *testing.T) {
	dir := t.TempDir()
	srv := childServer(t, map[string]string{mcptest.EnvStubborn: "1"})
	file := filepath.Join(dir, ".mcp.json")
	raw, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{"stuck": map[string]any{
		"command": srv.Command, "args": srv.Args, "env": srv.Env, "timeout": 250}}})
	if err := os.WriteFile(file, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	servers, err := config.ReadMCPFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got := servers["stuck"].Timeout.D(); got != 250*time.Millisecond {
		t.Fatalf("timeout read as %v, want 250ms", got)
	}
	m := mcp.New(mcp.Options{Servers: servers, Getenv: noEnv, CallTimeout: time.Hour, MaxRestarts: 2, Within: time.Minute})
	defer m.Close()
	res := m.Call(context.Background(), "mcp__stuck__hang", nil)
	if !res.IsError || !strings.Contains(res.Content, "did not answer within 250ms") || !strings.Contains(res.Content, file) {
		t.Fatalf("hung call = %+v, want a tool error naming 250ms and %s", res, file)
	}
}
