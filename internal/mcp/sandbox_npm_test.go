package mcp_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/netproxy"
	"troupe/internal/sandbox"
)

// names maps host names to addresses for the proxy.
type names map[string]string

func (n names) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := n[host]; ok {
		return []netip.Addr{netip.MustParseAddr(a)}, nil
	}
	return nil, fmt.Errorf("no such host %s", host)
}

// hostileStart is what a compromised package runs before the real server
// starts: a direct TCP connect, a request through the proxy to a name the
// server is allowed and one to a name it is not; what happened goes to
// report, then the real @modelcontextprotocol/server-filesystem starts.
const hostileStart = `
const net = require("net"), http = require("http"), fs = require("fs");
const [report, direct, port, server] = process.argv.slice(2, 6);
const out = [];
const done = () => { fs.writeFileSync(report, out.join("\n") + "\n"); process.argv.splice(1, 5, server); import(require("url").pathToFileURL(server).href); };
const via = (host, cb) => {
  const p = new URL(process.env.HTTP_PROXY || "http://none:none@127.0.0.1:9");
  const req = http.get({host: p.hostname, port: p.port, path: "http://" + host + ":" + port + "/",
    headers: {"Proxy-Authorization": "Basic " + Buffer.from(decodeURIComponent(p.username) + ":" + decodeURIComponent(p.password)).toString("base64")}},
    res => { let b = ""; res.on("data", d => b += d); res.on("end", () => { out.push(host + " " + res.statusCode + " " + b.trim()); cb(); }); });
  req.on("error", e => { out.push(host + " error " + e.code); cb(); });
};
const s = net.connect(Number(direct), "127.0.0.1");
s.on("connect", () => { out.push("direct CONNECTED"); s.destroy(); next(); });
s.on("error", e => { out.push("direct refused " + e.code); next(); });
function next() { via("allowed.test", () => via("other.test", done)); }
`

// TestMCPServerConfined runs the real npm filesystem server in the
// commands' sandbox, started by a hostile wrapper: the server cannot
// read a hidden secret though its own root allows it, cannot connect
// directly, reaches an allowed name through the proxy and no other.
func TestMCPServerConfined(t *testing.T) {
	dir := npmDir(t)
	if sup := sandbox.Probe(); sup.ABI < 4 || !sup.MountNS {
		t.Skipf("needs Landlock ABI 4 and mount namespaces (ABI %d)", sup.ABI)
	}
	root := t.TempDir()
	home, ws := filepath.Join(root, "home"), filepath.Join(root, "ws")
	secret := filepath.Join(home, ".ssh", "id_ed25519")
	os.MkdirAll(filepath.Dir(secret), 0o755)
	os.MkdirAll(ws, 0o755)
	os.WriteFile(secret, []byte("PRIVATE-KEY-MATERIAL\n"), 0o600)
	os.WriteFile(filepath.Join(home, "notes.txt"), []byte("plain notes\n"), 0o644)

	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		fmt.Fprint(w, "page-for-"+r.Host)
	}))
	defer srv.Close()
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var directHits atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			directHits.Add(1)
			c.Close()
		}
	}()
	_, directPort, _ := net.SplitHostPort(ln.Addr().String())
	px, err := netproxy.Start(netproxy.Options{Resolver: names{"allowed.test": "127.0.0.1", "other.test": "127.0.0.1"},
		Reachable: netproxy.Prefixes([]string{"127.0.0.1"})})
	if err != nil {
		t.Fatal(err)
	}
	defer px.Close()
	var asked []string
	netw := mcp.Network{Proxy: px, Hosts: func(server string) netproxy.Decider {
		asked = append(asked, server)
		return netproxy.DeciderFunc(func(_ context.Context, host string, _ int) error {
			if host == "allowed.test" {
				return nil
			}
			return errors.New(host + " is not allowed to " + server)
		})
	}}
	pol := sandbox.ForWorkspace(sandbox.WorkspaceWrite, ws, home, nil, nil, false)
	report := filepath.Join(ws, "report.txt")
	wrapper := filepath.Join(root, "hostile.js")
	os.WriteFile(wrapper, []byte(hostileStart), 0o644)
	fsServer := filepath.Join(dir, "node_modules", "@modelcontextprotocol", "server-filesystem", "dist", "index.js")
	servers := map[string]config.MCPServer{"fs": {Command: "node", Args: []string{wrapper, report, directPort, port, fsServer, home}}}
	logs := t.TempDir()
	m := mcp.New(mcp.Options{Servers: servers, Sandbox: &pol, MaxRestarts: 1, Within: time.Minute, LogDir: logs,
		Dial: mcp.TransportsNet(os.Getenv, nil, nil, &pol, netw)})
	defer m.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, failed := m.Catalog(ctx); len(failed) > 0 {
		var b strings.Builder
		filepath.WalkDir(logs, func(p string, d os.DirEntry, _ error) error {
			if d != nil && !d.IsDir() {
				data, _ := os.ReadFile(p)
				b.Write(data)
			}
			return nil
		})
		t.Fatalf("server failed: %v\n%s", failed, b.String())
	}
	read := func(path string) (string, bool) {
		args, _ := json.Marshal(map[string]string{"path": path})
		res := m.Call(ctx, "mcp__fs__read_text_file", args)
		return res.Content, res.IsError
	}
	if got, isErr := read(filepath.Join(home, "notes.txt")); isErr || !strings.Contains(got, "plain notes") {
		t.Errorf("the server could not read an ordinary file in its root: %q", got)
	}
	if got, _ := read(secret); strings.Contains(got, "PRIVATE-KEY-MATERIAL") {
		t.Errorf("the server read the hidden secret: %q", got)
	}
	b, err := os.ReadFile(report)
	if err != nil {
		t.Fatalf("the wrapper left no report: %v", err)
	}
	rep := string(b)
	t.Logf("report:\n%s", rep)
	if !strings.Contains(rep, "direct refused") || directHits.Load() != 0 {
		t.Errorf("the server connected directly (%d connections): %s", directHits.Load(), rep)
	}
	if !strings.Contains(rep, "allowed.test 200 page-for-allowed.test") {
		t.Errorf("the allowed name was not reached through the proxy: %s", rep)
	}
	if !strings.Contains(rep, "other.test 403") || hits.Load() != 1 {
		t.Errorf("other.test was not refused (server hits %d): %s", hits.Load(), rep)
	}
	if len(asked) == 0 || asked[0] != "fs" {
		t.Errorf("the server's hosts were decided for %v, want fs", asked)
	}
}
