package mcp_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/imagefile"
	"troupe/internal/mcp"
	"troupe/internal/tool"
)

// everything is the path of the npm reference server's entry point.
func everything(t *testing.T) string {
	return filepath.Join(npmDir(t), "node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js")
}

// serveHTTP runs the npm everything server with transport (sse or
// streamableHttp) on a free port until the test ends, and returns its
// base URL once it accepts connections.
func serveHTTP(t *testing.T, transport string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	cmd := exec.Command("node", everything(t), transport)
	cmd.Env = append(os.Environ(), fmt.Sprintf("PORT=%d", port))
	cmd.Stderr = &syncBuf{}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	for deadline := time.Now().Add(30 * time.Second); ; {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			_ = c.Close()
			return "http://" + addr
		}
		if time.Now().After(deadline) {
			t.Fatalf("the npm %s server never listened on %s: %v\n%s", transport, addr, err, cmd.Stderr)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The npm reference server, over each of its three transports (stdio —
// behind a banner line —, SSE and streamable HTTP): calls go through one
// after another (SSE used to lose its stream right after the start),
// resources list and read, prompts render, a tool's image reaches the
// image store, and the server sees the workspace as its root.
func TestNpmEverythingTransports(t *testing.T) {
	entry := everything(t)
	root := t.TempDir()
	servers := map[string]config.MCPServer{
		"stdio": {Command: "sh", Args: []string{"-c", `echo "Everything MCP server, a banner on stdout"; exec node "$0" stdio`, entry}},
		"sse":   {Type: "sse", URL: serveHTTP(t, "sse") + "/sse"},
		"http":  {Type: "http", URL: serveHTTP(t, "streamableHttp") + "/mcp"},
	}
	m := mcp.New(mcp.Options{Servers: servers, Getenv: noEnv, MaxRestarts: 1, Within: time.Minute,
		LogDir: t.TempDir(), Roots: []string{root}})
	defer m.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	images := imagefile.NewStore(filepath.Join(t.TempDir(), "images"))
	for _, name := range []string{"stdio", "sse", "http"} {
		t.Run(name, func(t *testing.T) {
			for i := range 3 {
				msg := fmt.Sprintf("call %d", i)
				res := m.Call(ctx, "mcp__"+name+"__echo", json.RawMessage(`{"message":"`+msg+`"}`))
				if res.IsError || !strings.Contains(res.Content, msg) {
					t.Fatalf("echo %d = %+v", i, res)
				}
			}
			res := m.CallWith(ctx, images, "mcp__"+name+"__get-tiny-image", nil)
			if res.IsError || len(res.Images) != 1 || !strings.Contains(res.Content, "attached") {
				t.Errorf("image = %+v", res)
			}
			rs, failed := m.Resources(ctx, name)
			if len(failed) > 0 || len(rs) == 0 {
				t.Fatalf("resources = %d, %v", len(rs), failed)
			}
			rr, err := m.ReadResource(ctx, name, rs[0].URI)
			if err != nil || len(rr.Contents) == 0 {
				t.Errorf("read %s = %+v, %v", rs[0].URI, rr, err)
			}
			text, err := m.Prompt(ctx, name, "args-prompt", []string{"Lisbon"})
			if err != nil || !strings.Contains(text, "Lisbon") {
				t.Errorf("prompt = %q, %v", text, err)
			}
			res = m.Call(ctx, "mcp__"+name+"__get-roots-list", nil)
			if res.IsError || !strings.Contains(res.Content, root) {
				t.Errorf("roots = %+v, want %s", res, root)
			}
		})
	}
	// The resource tools the model gets.
	var list, read tool.Tool
	for _, tl := range mcp.ResourceTools(m) {
		switch tl.Spec().Name {
		case mcp.ListResourcesName:
			list = tl
		case mcp.ReadResourceName:
			read = tl
		}
	}
	res, err := list.Run(ctx, tool.Env{}, json.RawMessage(`{"server":"sse"}`))
	if err != nil || res.IsError || !strings.Contains(res.Content, "server sse: demo://") {
		t.Fatalf("list_mcp_resources = %+v, %v", res, err)
	}
	uri := strings.Fields(strings.SplitN(res.Content, "server sse: ", 2)[1])[0]
	res, err = read.Run(ctx, tool.Env{Images: images}, json.RawMessage(`{"server":"sse","uri":"`+uri+`"}`))
	if err != nil || res.IsError || !strings.Contains(res.Content, "[resource "+uri+"]") {
		t.Errorf("read_mcp_resource %s = %+v, %v", uri, res, err)
	}
}
