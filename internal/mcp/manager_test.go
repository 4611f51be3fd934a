package mcp_test

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"troupe/internal/imagefile"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"go.uber.org/goleak"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
	"troupe/internal/tool"
	"troupe/messages"
)

func TestMain(m *testing.M) {
	mcptest.ServeIfChild() // the stdio server of TestStdioServer
	goleak.VerifyTestMain(m)
}

// inProcess dials a fresh SDK server over in-memory transports on every
// start and counts the starts; the crash tool closes the server's side.
type inProcess struct {
	mu       sync.Mutex
	dials    int
	sessions []*sdk.ServerSession
}

func (p *inProcess) dial(ctx context.Context, name string, _ config.MCPServer) (sdk.Transport, error) {
	c, sc := net.Pipe()
	srv := mcptest.New(mcptest.Options{Generated: 3, OnCrash: func() { _ = sc.Close() }})
	ss, err := srv.Connect(ctx, &sdk.IOTransport{Reader: sc, Writer: sc}, nil)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	p.dials++
	p.sessions = append(p.sessions, ss)
	p.mu.Unlock()
	return &sdk.IOTransport{Reader: c, Writer: c}, nil
}

func (p *inProcess) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dials
}

func (p *inProcess) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, s := range p.sessions {
		_ = s.Close()
	}
}

func newManager(t *testing.T, p *inProcess, maxRestarts int) *mcp.Manager {
	t.Helper()
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{"test": {Command: "unused"}}, Dial: p.dial,
		MaxRestarts: maxRestarts, Within: time.Minute, StartTimeout: 10 * time.Second})
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		p.close()
	})
	return m
}

func TestServersStartOnlyWhenUsed(t *testing.T) {
	p := &inProcess{}
	m := newManager(t, p, 3)
	if st := m.Status(); len(st) != 1 || st[0].State != mcp.StateIdle || p.count() != 0 {
		t.Fatalf("before use: status %+v, %d starts; want idle and none", st, p.count())
	}
	if _, ok := m.Spec("mcp__test__echo"); ok {
		t.Errorf("a spec is known before the server listed its tools")
	}
	res := m.Call(context.Background(), "mcp__test__echo", json.RawMessage(`{"text":"hi"}`))
	if res.IsError || res.Content != "echo: hi" || p.count() != 1 {
		t.Fatalf("first call = %+v after %d starts, want echo: hi after 1", res, p.count())
	}
	if sp, ok := m.Spec("mcp__test__echo"); !ok || !strings.Contains(string(sp.Parameters), `"text"`) || sp.ReadOnly {
		t.Errorf("spec after start = %+v, %v; want the server's schema, not read-only", sp, ok)
	}
}

func TestCallResults(t *testing.T) {
	m := newManager(t, &inProcess{}, 3)
	tests := []struct {
		name, tool, args string
		want             string
		isError          bool
		kind             messages.Kind
	}{
		{"text", "mcp__test__echo", `{"text":"a b"}`, "echo: a b", false, 0},
		{"image, link and resource", "mcp__test__picture", `{}`,
			"here it is\n[image: image/png, 12 bytes, not shown]\n[resource link: file:///pics/dot.png (dot.png), image/png] the original\n[resource file:///pics/README]\na one-pixel dot", false, 0},
		{"error result", "mcp__test__fail", ``, "it failed on purpose", true, messages.KindToolFailed},
		{"generated", "mcp__test__op_02", `{"query":"x"}`, "op_02 ok", false, 0},
		{"unknown tool", "mcp__test__nope", `{}`, "mcp__test__nope: server test has no such tool; use search_tools to find its tools", true, messages.KindInvalidInput},
		{"unknown server", "mcp__other__echo", `{}`, "mcp__other__echo: no MCP server of that name is configured", true, messages.KindInvalidInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := m.Call(context.Background(), tt.tool, json.RawMessage(tt.args))
			if got.Content != tt.want || got.IsError != tt.isError || got.Kind != tt.kind {
				t.Errorf("Call = %+v\nwant content %q, error %v, kind %v", got, tt.want, tt.isError, tt.kind)
			}
		})
	}
}

// A server that dies mid-call is a tool error, is restarted on the next
// call, and after MaxRestarts restarts within the window is given up.
func TestCrashRestartsWithinLimits(t *testing.T) {
	p := &inProcess{}
	m := newManager(t, p, 2)
	ctx := context.Background()
	for i := 1; i <= 3; i++ {
		res := m.Call(ctx, "mcp__test__crash", nil)
		if !res.IsError || res.Kind != messages.KindToolFailed {
			t.Fatalf("crash %d: result %+v, want a tool error", i, res)
		}
		waitState(t, m, mcp.StateCrashed)
		res = m.Call(ctx, "mcp__test__echo", json.RawMessage(`{"text":"back"}`))
		if i <= 2 {
			if res.IsError || res.Content != "echo: back" || p.count() != i+1 {
				t.Fatalf("after crash %d: %+v with %d starts, want the restarted server to answer", i, res, p.count())
			}
			continue
		}
		if !res.IsError || !strings.Contains(res.Content, "not restarted any more") || p.count() != 3 {
			t.Fatalf("after crash %d: %+v with %d starts, want the server given up after 2 restarts", i, res, p.count())
		}
	}
	if st := m.Status(); st[0].State != mcp.StateFailed {
		t.Errorf("state = %s, want failed", st[0].State)
	}
}

func waitState(t *testing.T, m *mcp.Manager, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if m.Status()[0].State == want {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("server never reached state %s (now %s)", want, m.Status()[0].State)
}

func TestSearchToolsDiscovers(t *testing.T) {
	m := newManager(t, &inProcess{}, 3)
	search := mcp.Search(m)
	d := tool.NewDiscovered()
	tests := []struct {
		query string
		want  []string
	}{
		{"echo text", []string{"mcp__test__echo"}},
		{"picture png", []string{"mcp__test__picture"}},
		{"mcp__test__fail", []string{"mcp__test__fail"}},
		{"weather forecast", nil},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			before := len(d.Since(0))
			res, err := search.Run(context.Background(), tool.Env{Discovered: d}, json.RawMessage(`{"query":"`+tt.query+`","max_results":1}`))
			if err != nil || res.IsError {
				t.Fatalf("search_tools = %+v, %v", res, err)
			}
			got := d.Since(before)
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Errorf("discovered %v, want %v; result:\n%s", got, tt.want, res.Content)
			}
			for _, n := range tt.want {
				if !strings.Contains(res.Content, "- "+n+": ") {
					t.Errorf("result does not list %s:\n%s", n, res.Content)
				}
			}
		})
	}
	res, _ := search.Run(context.Background(), tool.Env{Discovered: d}, json.RawMessage(`{}`))
	if !res.IsError || res.Kind != messages.KindInvalidInput {
		t.Errorf("empty query = %+v, want an invalid-input error", res)
	}
}

// A stdio server is a real child process; when it exits mid-call, the call
// fails and the next one starts a new process.
func TestStdioServer(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{"proc": {Command: exe, Env: map[string]string{mcptest.EnvStdio: "${N:-2}"}}},
		MaxRestarts: 3, Within: time.Minute, Getenv: func(string) string { return "" }})
	defer m.Close()
	ctx := context.Background()
	if res := m.Call(ctx, "mcp__proc__op_01", json.RawMessage(`{"query":"q"}`)); res.IsError || res.Content != "op_01 ok" {
		t.Fatalf("call = %+v", res)
	}
	if res := m.Call(ctx, "mcp__proc__crash", nil); !res.IsError {
		t.Fatalf("crash call = %+v, want a tool error", res)
	}
	waitState(t, m, mcp.StateCrashed)
	if res := m.Call(ctx, "mcp__proc__echo", json.RawMessage(`{"text":"again"}`)); res.IsError || res.Content != "echo: again" {
		t.Fatalf("call after the crash = %+v, want a restarted server", res)
	}
}

// npmDir is where .ci/run installs the npm MCP servers.
func npmDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("TROUPE_MCP_NPM")
	if dir == "" {
		t.Skip("TROUPE_MCP_NPM is not set: the npm MCP servers are not installed (.ci/run installs them; needs npm)")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "server-everything")); err != nil {
		t.Skipf("npm MCP servers not installed in %s: %v", dir, err)
	}
	return dir
}

func TestNpmServers(t *testing.T) {
	dir := npmDir(t)
	files := t.TempDir()
	if err := os.WriteFile(filepath.Join(files, "hello.txt"), []byte("hello from disk\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mod := filepath.Join(dir, "node_modules", "@modelcontextprotocol")
	m := mcp.New(mcp.Options{Servers: map[string]config.MCPServer{
		"everything": {Command: "node", Args: []string{filepath.Join(mod, "server-everything", "dist", "index.js")}},
		"fs":         {Command: "node", Args: []string{filepath.Join(mod, "server-filesystem", "dist", "index.js"), files}},
	}, MaxRestarts: 1, Within: time.Minute})
	defer m.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	listed, failed := m.Catalog(ctx)
	if len(failed) > 0 {
		t.Fatalf("servers failed: %v", failed)
	}
	names := map[string]bool{}
	for _, l := range listed {
		names[l.Name] = true
	}
	for _, want := range []string{"mcp__everything__echo", "mcp__fs__read_text_file"} {
		if !names[want] {
			t.Errorf("%s not listed; got %d tools", want, len(listed))
		}
	}
	if res := m.Call(ctx, "mcp__everything__echo", json.RawMessage(`{"message":"hi"}`)); res.IsError || !strings.Contains(res.Content, "hi") {
		t.Errorf("everything echo = %+v", res)
	}
	res := m.Call(ctx, "mcp__fs__read_text_file", json.RawMessage(`{"path":"`+filepath.Join(files, "hello.txt")+`"}`))
	if res.IsError || !strings.Contains(res.Content, "hello from disk") {
		t.Errorf("filesystem read = %+v", res)
	}
	res = m.Call(ctx, "mcp__fs__read_text_file", json.RawMessage(`{"path":"/etc/passwd"}`))
	if !res.IsError {
		t.Errorf("filesystem read outside its root = %+v, want the server's error", res)
	}
	// A real server's image content reaches the model as the picture.
	store := imagefile.NewStore(filepath.Join(t.TempDir(), "images"))
	res = m.CallWith(ctx, store, "mcp__everything__get-tiny-image", json.RawMessage(`{}`))
	if res.IsError || len(res.Images) != 1 || res.Images[0].MediaType != imagefile.PNG || res.Images[0].Width <= 0 {
		t.Errorf("everything get-tiny-image = %+v", res)
	}
}
