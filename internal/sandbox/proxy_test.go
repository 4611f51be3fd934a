package sandbox

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"

	"troupe/internal/netproxy"
)

// names maps host names to addresses for the proxy, as a resolver of the
// test's own.
type names map[string]string

func (n names) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := n[host]; ok {
		return []netip.Addr{netip.MustParseAddr(a)}, nil
	}
	return nil, fmt.Errorf("no such host %s", host)
}

// countingListener accepts TCP connections and counts them.
func countingListener(t *testing.T, addr string) (string, *atomic.Int32) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	var n atomic.Int32
	done := make(chan struct{})
	t.Cleanup(func() { ln.Close(); <-done })
	go func() { // until ln closes at the end of the test
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			n.Add(1)
			c.Close()
		}
	}()
	return ln.Addr().String(), &n
}

// TestProxiedNetwork: a command whose network goes through the proxy
// reaches an allowed name through it (plain HTTP and a CONNECT tunnel),
// is refused an unlisted name and a name that resolves to loopback, and
// cannot go around it: a direct TCP connect (to a server on loopback, to
// the proxy's port on another loopback address), a UDP socket, a TCP
// listen, TCP Fast Open and a raw socket all fail, and the servers hear
// nothing. Cold and warm helpers alike.
func TestProxiedNetwork(t *testing.T) {
	if Probe().ABI < 4 || !Probe().MountNS {
		t.Skipf("needs Landlock ABI 4 and mount namespaces (ABI %d)", Probe().ABI)
	}
	f := newFixture(t)
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		fmt.Fprint(w, "page for "+r.Host)
	}))
	t.Cleanup(srv.Close)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	direct, directHits := countingListener(t, "127.0.0.1:0")
	px, err := netproxy.Start(netproxy.Options{
		Resolver:  names{"allowed.test": "127.0.0.1", "loop.test": "127.0.0.1"},
		Reachable: netproxy.Prefixes([]string{"127.0.0.1"}),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { px.Close() })
	client := px.Register(netproxy.DeciderFunc(func(_ context.Context, host string, _ int) error {
		if host == "allowed.test" {
			return nil
		}
		return errors.New("not allowed")
	}))
	t.Cleanup(client.Close)
	env := "export " + strings.Join(client.Env(), " ") + "; "
	_, pport, _ := net.SplitHostPort(px.Addr())
	python := realPython(t)
	py := func(code string) string { return env + python + ` -c "` + code + `"` }
	tests := []struct {
		name   string
		script string
		wantOK bool
	}{
		{"curl to an allowed name", env + "curl -sf http://allowed.test:" + port + "/x", true},
		{"curl through a tunnel", env + "curl -sf -p http://allowed.test:" + port + "/x", true},
		{"python urllib via the environment", py("import urllib.request as u; print(u.urlopen('http://allowed.test:" + port + "/').read())"), true},
		{"curl to an unlisted name", env + "curl -sf http://other.test:" + port + "/", false},
		{"curl to a name that resolves to loopback", env + "curl -sf http://loop.test:" + port + "/", false},
		{"curl around the proxy", env + "curl -sf --noproxy '*' http://" + srv.Listener.Addr().String() + "/", false},
		{"direct TCP connect", py("import socket; socket.create_connection(('127.0.0.1', " + portOf(direct) + "), 2)"), false},
		{"the proxy's port on another loopback address", py("import socket; socket.create_connection(('127.0.0.2', " + pport + "), 2)"), false},
		{"the proxy's port over IPv6", py("import socket; socket.create_connection(('::1', " + pport + "), 2)"), false},
		{"UDP socket", py("import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.sendto(b'x', ('127.0.0.1', 53))"), false},
		{"TCP listen (a port bound by itself)", py("import socket; s=socket.socket(); s.listen(1); print(s.getsockname())"), false},
		{"TCP bind", py("import socket; s=socket.socket(); s.bind(('127.0.0.1', 0))"), false},
		{"TCP Fast Open", py("import socket; s=socket.socket(); s.sendto(b'GET / HTTP/1.0\\r\\n\\r\\n', 0x20000000, ('127.0.0.1', " + portOf(direct) + "))"), false},
		{"raw socket", py("import socket; socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_ICMP)"), false},
		{"SCTP stream socket", py("import socket; socket.socket(socket.AF_INET, socket.SOCK_STREAM, 132)"), false},
		{"plain connect to the proxy works", py("import socket; socket.create_connection(('127.0.0.1', " + pport + "), 2).close()"), true},
	}
	for name, pool := range starters(t) {
		for _, tt := range tests {
			t.Run(name+"/"+tt.name, func(t *testing.T) {
				p := f.policy(t, WorkspaceWrite, false)
				p.Reap, p.Proxy = true, px.Addr()
				before := hits.Load()
				out, ok := runVia(t, pool, p, f.ws, tt.script)
				if testing.Verbose() {
					t.Logf("output: %s", out)
				}
				if ok != tt.wantOK {
					t.Fatalf("succeeded = %v, want %v; output:\n%s", ok, tt.wantOK, out)
				}
				if !tt.wantOK && hits.Load() != before {
					t.Fatalf("the server was reached by a refused command:\n%s", out)
				}
			})
		}
	}
	if n := directHits.Load(); n != 0 {
		t.Fatalf("the server outside heard %d direct connections", n)
	}
}

// realPython is python3's interpreter itself (not a version manager's
// shim script, which takes seconds to start here).
func realPython(t *testing.T) string {
	out, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		t.Skipf("no python3: %v", err)
	}
	return strings.TrimSpace(string(out))
}

func portOf(addr string) string { _, p, _ := net.SplitHostPort(addr); return p }
